/**
 * One order's receipt, at /order/{id} (guests and kiosks) and /account/orders/{id} (members, from
 * their order list): order number, status label and live status, store, fulfilment, items with
 * their options, the summary rows of the cart (src/domain/cartSummary.ts), instructions and
 * payment. It shows what Dexie holds, so it opens offline once seen; the worker refreshes it
 * (useReceiptRefresh). 'Order not found' for an order that is not the visitor's.
 */
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { BRAND } from '@/app/brand';
import { COUNTER_DEVICE } from '@/app/deviceMode';
import { menuPath, orderStartPath } from '@/app/paths';
import { useScreenArrival } from '@/app/screenArrival';
import { seededOrderNotFound } from '@/app/ssr/seed';
import { useCustomer } from '@/liveQueries/useCustomer';
import { useOrder } from '@/liveQueries/useOrder';
import { ORDER_NOT_SEEN_OFFLINE } from '@/domain/cartMessages';
import { formatMoney, formatOffset } from '@/domain/money';
import { orderStatusCodeLabel } from '@/domain/orderStatusCode';
import { receiptRedirectMs } from '@/domain/kioskReceipt';
import { receiptFulfilmentLine } from '@/domain/receiptDisplay';
import { customerFlags } from '@/domain/roles';
import { isSignedIn } from '@/domain/routeTable';
import { SERVER_PHRASES } from '@/domain/serverPhrases';
import { CartSummary } from '@/features/cart/CartSummary';
import { markFirstScreenShown } from '@/ui/firstScreen';
import { OfflineNote } from '@/ui/OfflineNote';
import { PageSkeleton } from '@/ui/PageSkeleton';
import { showToast } from '@/ui/notify';
import { KioskReceiptLead } from './KioskReceiptLead';
import { OrderConfirmation, ReceiptExtras } from './ReceiptExtras';
import { useReceiptRedirect } from './useReceiptRedirect';
import { useReceiptRefresh } from './useReceiptRefresh';
import '@/features/cart/cart.css';
import './receipt.css';

/** The member's order list, where 'Order not found' takes a signed-in customer (spec 3 §8). */
const ORDER_LIST_PATH = '/account/orders';

function orderIdOf(param: string | undefined): number {
  return /^\d+$/.test(param ?? '') ? Number(param) : 0;
}

export function ReceiptScreen() {
  const { params } = useScreenArrival();
  const id = orderIdOf(params.slug);
  const order = useOrder(id).data;
  const { online, state } = useReceiptRefresh(id);
  // A cold visit rendered on the server starts from the server's 'Order not found' for a visitor
  // with no session, the answer the page's own call is about to receive.
  const [seededMissing] = useState(() => seededOrderNotFound(id));
  const notFound =
    (state.status === 'error' && state.error.code === 'not-found') ||
    (seededMissing && state.status === 'loading');
  const customer = useCustomer();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // 'Order not found' (redirects to the order list): for a signed-in customer on the account
  // receipt; a guest (even one holding an order's auth) has no list and stays on the page.
  const toList =
    notFound && isSignedIn(customerFlags(customer)) && pathname.startsWith(`${ORDER_LIST_PATH}/`);
  useEffect(() => {
    if (!toList) return;
    showToast({ message: SERVER_PHRASES.orderNotFound, tone: 'error', durationMs: 6000 });
    void navigate(ORDER_LIST_PATH, { replace: true });
  }, [toList, navigate]);

  const settled = order !== undefined;
  useEffect(() => {
    if (settled) markFirstScreenShown();
  }, [settled]);

  // Kiosks: the kiosk receipt goes back to the menu by itself unless someone acts.
  const flags = customerFlags(customer);
  const redirectMs = receiptRedirectMs({
    kioskTable: COUNTER_DEVICE,
    isKiosk: flags.isKiosk,
    isStaff: flags.isStaff,
  });
  const menu = menuPath(order?.menu_name || customer.menuName || BRAND.menuSlug);
  const returning = useReceiptRedirect(settled ? redirectMs : null, () =>
    navigate(menu, { replace: true }),
  );
  const returnNote = returning ? (
    <p className="receipt__meta" role="status">
      Returning to the menu shortly. Touch the screen to stay.
    </p>
  ) : null;

  const title = <title>{`Order · ${__BRAND__.name}`}</title>;
  // 'ok' with no row yet: the worker has stored the order and its live read is on the way (the
  // call's answer and the read's update race). 'Order not found' there flashed on a customer's
  // own receipt just after placing it.
  if (
    order === undefined ||
    (order === null && online && (state.status === 'loading' || state.status === 'ok') && !notFound)
  ) {
    return <PageSkeleton title="Order" className="cart-page" />;
  }
  if (order === null || notFound) {
    return (
      <main id="main" className="page cart-page">
        {title}
        <h1 className="cart-empty__title">
          {notFound || online ? SERVER_PHRASES.orderNotFound : 'Order'}
        </h1>
        {!online && !notFound ? <OfflineNote>{ORDER_NOT_SEEN_OFFLINE}</OfflineNote> : null}
        <Link className="button button--primary" to={orderStartPath()}>
          Place an Order
        </Link>
        {returnNote}
      </main>
    );
  }

  const sign = order.currency_sign;
  return (
    <main id="main" className="page cart-page">
      {title}
      <KioskReceiptLead order={order} customer={customer} />
      <h1 className="cart-body__title">
        Order {order.order_number}
        {orderStatusCodeLabel(order.nstatus) ? (
          <span className="receipt__code"> · {orderStatusCodeLabel(order.nstatus)}</span>
        ) : null}
      </h1>
      <p className="receipt__status" role="status" aria-live="polite">
        {order.status_label}
      </p>
      <OrderConfirmation order={order} customer={customer} />
      <p className="receipt__meta">
        {order.merchant.name}
        {order.merchant.address1 ? ` · ${order.merchant.address1}` : ''}
        {order.merchant.suburb ? `, ${order.merchant.suburb}` : ''}
      </p>
      <p className="receipt__meta">{receiptFulfilmentLine(order)}</p>
      {order.pos_order_id ? <p className="receipt__meta">POS order {order.pos_order_id}</p> : null}
      {order.customer_name ? <p className="receipt__meta">For {order.customer_name}</p> : null}
      <section className="cart-body" aria-labelledby="receipt-items">
        <h2 id="receipt-items" className="cart-body__title">
          Items
        </h2>
        <ul className="cart-lines">
          {order.items.map((item, index) => (
            <li key={`${index}-${item.name}`} className="cart-line">
              <div className="cart-line__text">
                <p className="cart-line__name">
                  {item.quantity} × {item.name}
                </p>
                {item.option_lines.length > 0 ? (
                  <ul className="cart-line__options">
                    {item.option_lines.map((option) => (
                      <li key={`${option.group_id}-${option.option_id}`}>
                        {option.desc}
                        {option.price_offset !== 0
                          ? ` ${formatOffset(option.price_offset, sign)}`
                          : ''}
                      </li>
                    ))}
                  </ul>
                ) : null}
              </div>
              <p className="cart-line__total">{formatMoney(item.line_total, sign)}</p>
            </li>
          ))}
        </ul>
        <CartSummary totals={order} deliveryValidated currencySign={sign} />
        {order.coupon_code ? <p className="receipt__meta">Promo code {order.coupon_code}</p> : null}
        {order.note ? <p className="receipt__meta">Instructions: {order.note}</p> : null}
        {order.payment.method ? (
          <p className="receipt__meta">
            Paid {formatMoney(order.payment.amount, sign)}
            {order.payment.description ? ` · ${order.payment.description}` : ''}
          </p>
        ) : null}
        {order.rewards_used > 0 ? (
          <p className="receipt__meta">{order.rewards_used} reward points used</p>
        ) : null}
        {order.rewards_awarded > 0 ? (
          <p className="receipt__meta">{order.rewards_awarded} reward points earned</p>
        ) : null}
      </section>
      <ReceiptExtras order={order} customer={customer} />
      {returnNote}
    </main>
  );
}
