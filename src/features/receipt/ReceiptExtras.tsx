/**
 * The member receipt's extras (spec 3 §2 'Orders' receipt mode, §4): the order confirmation, Get
 * Notified, Track Your Driver, Print Receipt, Leave Feedback, Edit Standing Order / Create
 * Standing/Recurring Order, Place another Order / Start New Order, the Share block, and the push
 * prompt 3 s after an active order's receipt loads. Which show is src/domain/receiptActions.ts
 * (src/domain/standingOrder.ts for the standing order's button).
 *
 * Get Notified and the prompt are the push part's (src/features/push): each asks permission when
 * needed, then subscribes this browser and registers it with the server. The button is hidden
 * where the device or brand cannot push; the prompt shows once per session.
 */
import { Link } from 'react-router-dom';
import { menuPath } from '@/app/paths';
import type { OrderDetail } from '@/api/orderStatusDetailed';
import { useAccount } from '@/liveQueries/useAccount';
import { useOrderHistory } from '@/liveQueries/useOrderHistory';
import { customerFlags, type CustomerIdentity } from '@/domain/roles';
import { receiptActions, shareLinks } from '@/domain/receiptActions';
import { receiptStandingOrderLink } from '@/domain/standingOrder';
import { PushPrompt } from '@/features/push/PushPrompt';
import type { CustomerRow } from '@worker/db/rows';
import { CounterPrintButtons } from './CounterPrintButtons';
import { useGetNotified } from '@/features/push/useGetNotified';

/** The store's confirmation text, under the status, while the order is active (spec 3 §4). */
export function OrderConfirmation({
  order,
  customer,
}: {
  order: OrderDetail;
  customer: CustomerIdentity;
}) {
  const flags = customerFlags(customer);
  const { confirmation } = receiptActions({
    nstatus: order.nstatus,
    deliveryTrackingUrl: order.delivery_tracking_url,
    orderConfirmation: order.order_confirmation,
    isMember: flags.isMember,
    isKiosk: flags.isKiosk,
    isStaff: flags.isStaff,
  });
  return confirmation ? <p className="receipt__confirmation">{order.order_confirmation}</p> : null;
}

export function ReceiptExtras({ order, customer }: { order: OrderDetail; customer: CustomerRow }) {
  const flags = customerFlags(customer);
  const actions = receiptActions({
    nstatus: order.nstatus,
    deliveryTrackingUrl: order.delivery_tracking_url,
    orderConfirmation: order.order_confirmation,
    isMember: flags.isLoggedIn && flags.isMember,
    isKiosk: flags.isKiosk,
    isStaff: flags.isStaff,
    eftposEnabled: customer.eftpos?.enabled ?? false,
  });
  const push = useGetNotified();
  const standing = useStandingOrderLink(order, customer);
  const menu = menuPath(order.menu_name || __BRAND__.menuSlug);
  const share = shareLinks({ url: `${location.origin}${menu}`, storeName: order.merchant.name });

  return (
    <>
      {actions.pushPrompt ? <PushPrompt /> : null}
      <div className="receipt__actions">
        {actions.getNotified && push.available ? (
          <button
            type="button"
            className="button"
            disabled={push.busy}
            onClick={() => void push.getNotified()}
          >
            Get Notified
          </button>
        ) : null}
        {actions.trackDriver ? (
          <a
            className="button"
            href={order.delivery_tracking_url}
            target="_blank"
            rel="noopener noreferrer"
          >
            Track Your Driver
          </a>
        ) : null}
        {actions.printReceipt === 'print-queue' ? (
          <CounterPrintButtons orderId={order.id} eftpos={actions.printEftposReceipt} />
        ) : (
          <button type="button" className="button" onClick={() => window.print()}>
            Print Receipt
          </button>
        )}
        {actions.leaveFeedback ? (
          <Link className="button" to="/account/feedback">
            Leave Feedback
          </Link>
        ) : null}
        {standing !== null ? (
          <Link className="button" to={standing.path}>
            {standing.label}
          </Link>
        ) : null}
        <Link className="button button--primary" to={menu}>
          {actions.newOrderLabel}
        </Link>
      </div>
      {push.message ? (
        <p className="receipt__notify" role="status">
          {push.message}
        </p>
      ) : null}
      {actions.share ? (
        <section className="receipt__share" aria-labelledby="receipt-share">
          <h2 id="receipt-share" className="receipt__share-title">
            Share
          </h2>
          <ul className="receipt__share-list">
            {share.map((link) => (
              <li key={link.target}>
                <a href={link.href} target="_blank" rel="noopener noreferrer">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

/**
 * 'Edit Standing Order' for an order a standing order placed, else 'Create Standing/Recurring
 * Order', for a member whose account has standing orders (as the order list or the profile last
 * said).
 */
function useStandingOrderLink(order: OrderDetail, customer: CustomerRow) {
  const history = useOrderHistory(customer.id).data;
  const account = useAccount();
  const enabled =
    history?.standingOrdersEnabled === true ||
    (account?.customer.id === customer.id && account.account.is_standing_orders_enabled === 1);
  return receiptStandingOrderLink({
    standingOrderId: order.standing_order_id ?? 0,
    enabled,
    customer,
  });
}
