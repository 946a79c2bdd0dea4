/**
 * The cart screen, /cart (spec 2 §2.1). It shows what Dexie holds: the order as the server last
 * answered it (`cart`, which every change updates) and load_checkout's menu, customer and merchant
 * (`checkoutContext`), so it opens offline with what was last known. Online it loads the cart on
 * open, when the fulfilment choice changes and when the connection comes back. The fulfilment
 * summary, the pre-steps (address, slot, stop, pickup location, then 'Proceed to Cart') and the
 * popup with its 'Fulfilment type is required' reopening are the menu's own FulfilmentGate.
 */
import { useEffect, useState } from 'react';
import { seededCartEmpty } from '@/app/ssr/seed';
import { menuQuery } from '@/domain/menuQuery';
import { PROCEED_TO_CART } from '@/domain/messages';
import { FulfilmentGate } from '@/features/fulfilment/FulfilmentGate';
import { MerchantCard } from '@/features/menu/MerchantCard';
import { markFirstScreenShown } from '@/ui/firstScreen';
import { Notes } from '@/ui/Notes';
import { PageSkeleton } from '@/ui/PageSkeleton';
import { CartActions } from './CartActions';
import { CartLines } from './CartLines';
import { CartSummary } from './CartSummary';
import { EmptyCart } from './EmptyCart';
import { useCartReads } from './useCartReads';
import { useCartSlug } from './useCartSlug';
import '@/features/menu/productCards.css';
import './cart.css';

/** The cart is not a menu link: no table, type or promo to apply. */
const NO_LINK = menuQuery({});

const Skeleton = () => <PageSkeleton title="Cart" className="cart-page" />;

export function CartScreen() {
  const slug = useCartSlug();
  if (slug === undefined) return <Skeleton />;
  return <CartForMenu slug={slug} />;
}

function CartForMenu({ slug }: { slug: string }) {
  // 'The cart reloads when the fulfilment type changes' (and when its time or address does).
  const { online, cart, context, menu, load } = useCartReads(slug);
  const { reload } = load;
  // A cold visit rendered on the server knows its cart is empty (no session, so no cart on the
  // server): it shows so at once instead of waiting for load_checkout to say the same.
  const [knownEmpty] = useState(seededCartEmpty);

  const settled = cart !== undefined && context !== undefined && menu !== undefined;
  useEffect(() => {
    if (settled) markFirstScreenShown();
  }, [settled]);
  if (!settled) return <Skeleton />;

  const order = cart !== null && cart.slug === slug ? cart.order : null;
  const items = order?.items ?? [];
  const merchant = context?.merchant ?? menu?.row.merchant ?? null;
  const currencySign = merchant?.locale?.currency_sign ?? '$';
  const firstLoad = load.state.status === 'loading' && order === null && online && !knownEmpty;

  return (
    <main id="main" className="page cart-page">
      <title>{`Cart · ${__BRAND__.name}`}</title>
      {merchant !== null ? (
        <MerchantCard
          name={merchant.name}
          address1={merchant.address1}
          suburb={merchant.suburb}
          phone={merchant.phone}
          logoUrl={merchant.logo_square_url}
        />
      ) : (
        <h1 className="visually-hidden">Cart</h1>
      )}
      {merchant !== null ? (
        <Notes
          label="Store notes"
          className="menu-notes"
          notes={[
            { kind: 'promo', text: merchant.promo_text },
            { kind: 'info', text: merchant.payment_text },
            { kind: 'info', text: merchant.delivery_text },
            { kind: 'warning', text: merchant.warning_text },
          ]}
        />
      ) : null}
      {firstLoad ? (
        <div className="page-skeleton" aria-busy="true" />
      ) : items.length === 0 || order === null || menu === null ? (
        <EmptyCart slug={slug} block="cart" titleClassName="cart-empty__title" />
      ) : (
        <FulfilmentGate
          slug={slug}
          data={menu}
          link={NO_LINK}
          linkAt={0}
          proceedLabel={PROCEED_TO_CART}
        >
          <section className="cart-body" aria-labelledby="cart-title">
            <h2 id="cart-title" className="cart-body__title">
              Your cart
            </h2>
            <CartLines
              slug={slug}
              items={items}
              menuItems={menu.items}
              currencySign={currencySign}
              onReload={reload}
            />
            <CartSummary
              totals={order.totals}
              deliveryValidated={order.checkout.delivery_validated === 1}
              currencySign={currencySign}
            />
            <CartActions
              slug={slug}
              online={online}
              allowPromoCodes={context?.menu.allow_promo_codes === 1}
              allowOrderNotes={context?.menu.allow_order_notes === 1}
              requireRegistration={context?.menu.require_registration === 1}
              couponCode={order.coupon_code}
              note={order.note}
            />
          </section>
        </FulfilmentGate>
      )}
    </main>
  );
}
