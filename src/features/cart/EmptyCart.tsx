/** An empty cart (spec 1 'Your cart is empty'), on the cart and on checkout: back to the menu. */
import { Link } from 'react-router-dom';
import { menuPath } from '@/app/paths';
import { CART_EMPTY } from '@/domain/cartMessages';

export function EmptyCart({
  slug,
  block,
  titleClassName,
}: {
  slug: string;
  /** The screen's block: `${block}-empty` styles the section. */
  block: 'cart' | 'checkout';
  titleClassName: string;
}) {
  const titleId = `${block}-empty-title`;
  return (
    <section className={`${block}-empty`} aria-labelledby={titleId}>
      <h2 id={titleId} className={titleClassName}>
        {CART_EMPTY}
      </h2>
      <Link className="button button--primary" to={menuPath(slug)}>
        Back to Menu
      </Link>
    </section>
  );
}
