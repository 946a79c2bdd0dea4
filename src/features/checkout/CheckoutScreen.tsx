/**
 * The checkout screen, /checkout (spec 2 §2.2). Like the cart it shows what Dexie holds (the order
 * in `cart`, load_checkout's menu, customer and merchant in `checkoutContext`) and loads them on
 * open. The restaurant card comes first, then the menu's FulfilmentGate: the fulfilment summary
 * with Change, and the pre-step (address, slot, stop, pickup location) with 'Proceed to Checkout'
 * until the choice is valid; then the checkout's own blocks.
 */
import { useEffect } from 'react';
import { useAppState } from '@/liveQueries/useAppState';
import { useCustomer } from '@/liveQueries/useCustomer';
import { PROCEED_TO_CHECKOUT } from '@/domain/cartMessages';
import { EmptyCart } from '@/features/cart/EmptyCart';
import { detailsRole } from '@/domain/checkoutDetails';
import { menuQuery } from '@/domain/menuQuery';
import { FulfilmentGate } from '@/features/fulfilment/FulfilmentGate';
import { MerchantCard } from '@/features/menu/MerchantCard';
import { markFirstScreenShown } from '@/ui/firstScreen';
import { OfflineNote } from '@/ui/OfflineNote';
import { PageSkeleton } from '@/ui/PageSkeleton';
import { CheckoutForm } from './CheckoutForm';
import { PendingPlacementResume } from './PendingPlacementResume';
import { useCartReads } from '@/features/cart/useCartReads';
import { useCartSlug } from '@/features/cart/useCartSlug';
import { PAGE_RUN } from './pageRun';
import { useCartReadAfresh } from './useCartReadAfresh';
import './checkout.css';

/** The checkout is not a menu link: no table, type or promo to apply. */
const NO_LINK = menuQuery({});

const Skeleton = () => <PageSkeleton title="Checkout" className="checkout-page" />;

export function CheckoutScreen() {
  const slug = useCartSlug();
  if (slug === undefined) return <Skeleton />;
  return <CheckoutForMenu slug={slug} />;
}

function CheckoutForMenu({ slug }: { slug: string }) {
  // The totals follow the fulfilment choice (delivery fee, preorder fee): reloaded when it changes.
  const { online, cart, context, menu, held, load } = useCartReads(slug, 'checkout');
  const pending = useAppState('pendingPlacement').data;
  const customer = useCustomer();
  const cartRead = useCartReadAfresh(load.state.status, cart === null ? null : cart?.fetchedAt);

  const settled =
    cart !== undefined && context !== undefined && menu !== undefined && held !== undefined;
  useEffect(() => {
    if (settled) markFirstScreenShown();
  }, [settled]);
  if (!settled) return <Skeleton />;

  const order = cart !== null && cart.slug === slug ? cart.order : null;
  const merchant = context?.merchant ?? null;
  const waiting =
    pending !== null && pending !== undefined && pending.slug === slug ? pending : null;
  // A placement from before this page opened (a reload, a crash) is resumed by itself; one lost
  // while the page is open waits for the customer's Place Order, as the toast says, unless the
  // cart has gone from the server meanwhile (it placed the order and the page read the cart
  // again on reconnecting): there is no Place Order to press then, only the placement to ask about.
  const cartGone = order === null || order.items.length === 0;
  const stranded = waiting !== null && (waiting.pageRun !== PAGE_RUN || cartGone) ? waiting : null;

  return (
    <main id="main" className="page checkout-page">
      <title>{`Checkout · ${__BRAND__.name}`}</title>
      <h1 className="visually-hidden">Checkout</h1>
      {merchant !== null ? (
        <MerchantCard
          name={merchant.name}
          address1={merchant.address1}
          suburb={merchant.suburb}
          phone={merchant.phone}
          logoUrl={merchant.logo_square_url}
        />
      ) : null}
      {stranded !== null ? (
        <PendingPlacementResume
          slug={slug}
          requestId={stranded.requestId}
          role={detailsRole(context?.customer ?? customer)}
          online={online}
        />
      ) : null}
      {!online ? (
        <OfflineNote>
          <p className="checkout-offline__text">
            Placing an order needs the connection. Your details stay here until you are back online.
          </p>
        </OfflineNote>
      ) : null}
      {order === null || order.items.length === 0 || context === null || menu === null ? (
        waiting !== null ? (
          <div className="page-skeleton" aria-busy="true" />
        ) : (
          <EmptyCart slug={slug} block="checkout" titleClassName="checkout-block__title" />
        )
      ) : (
        <FulfilmentGate
          slug={slug}
          data={menu}
          link={NO_LINK}
          linkAt={0}
          proceedLabel={PROCEED_TO_CHECKOUT}
          holdUntilValid
        >
          <CheckoutForm
            slug={slug}
            order={order}
            context={context}
            held={held}
            timeZone={menu.row.merchant.timezone}
            online={online}
            cartRead={cartRead}
            reading={load.state.status === 'loading'}
          />
        </FulfilmentGate>
      )}
    </main>
  );
}
