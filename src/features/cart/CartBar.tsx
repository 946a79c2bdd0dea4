/**
 * The cart bar at the foot of the menu once the cart holds something (DESIGN: '3 items · $41.00 ·
 * View cart'), a link to the cart. It sits at the end of the page's content and sticks to the
 * bottom of the screen, so it takes its own room after the last dish instead of covering it.
 */
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { CART_PATH } from '@/app/paths';
import { useCart, useOutbox } from '@/liveQueries/hooks';
import { cartBar } from '@/domain/cartBar';
import { waitingItemCount } from '@/domain/outboxDelivery';
import './cartBar.css';

export function CartBar({ slug, currencySign }: { slug: string; currencySign: string }) {
  const cart = useCart().data;
  const outbox = useOutbox().data;
  const waitingItems = useMemo(
    () => waitingItemCount((outbox ?? []).filter((row) => row.slug === slug)),
    [outbox, slug],
  );
  const bar = cartBar({ slug, cart: cart ?? null, waitingItems, currencySign });
  if (bar === null) return null;
  return (
    <div className="cart-bar">
      <Link className="cart-bar__link" to={CART_PATH}>
        <span className="cart-bar__count" aria-hidden="true">
          {bar.count}
        </span>
        <span className="cart-bar__summary">{bar.summary}</span>
        <span className="cart-bar__action">View cart</span>
      </Link>
    </div>
  );
}
