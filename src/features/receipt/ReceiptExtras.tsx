/**
 * The member receipt's extras (spec 3 §2 'Orders' receipt mode, §4): the order confirmation, Get
 * Notified, Track Your Driver, Print Receipt, Leave Feedback, Place another Order / Start New Order,
 * the Share block, and the push prompt 3 s after an active order's receipt loads. Which show is
 * src/domain/receiptActions.ts.
 *
 * Get Notified and the prompt ask for notification permission through src/platform/notifications;
 * subscribing this device to the order's pushes is the push part's registration, which takes over
 * once permission is granted (see README 'Orders and receipts').
 */
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { menuPath } from '@/app/paths';
import type { OrderDetail } from '@/api/orderStatusDetailed';
import { customerFlags, type CustomerIdentity } from '@/domain/roles';
import { PUSH_PROMPT_DELAY_MS, receiptActions, shareLinks } from '@/domain/receiptActions';
import { notifications } from '@/platform/notifications';
import { showToast } from '@/ui/notify';

export const NOTIFY_ON = 'We will let you know when your order status changes';
export const NOTIFY_BLOCKED = 'Notifications are blocked for this site in your browser settings';
const PROMPTED_KEY = 'docket:receipt-push-prompted';

async function askToNotify(): Promise<void> {
  const answer = await notifications.request();
  if (answer === 'granted') showToast({ message: NOTIFY_ON, tone: 'success', durationMs: 3000 });
  else if (answer === 'denied') {
    showToast({ message: NOTIFY_BLOCKED, tone: 'error', durationMs: 6000 });
  }
}

/** Once per browser session (sessionStorage), and only while the browser has not been asked. */
function usePushPrompt(wanted: boolean): [boolean, () => void] {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!wanted || notifications.current() !== 'default') return;
    if (sessionStorage.getItem(PROMPTED_KEY) !== null) return;
    const timer = window.setTimeout(() => {
      sessionStorage.setItem(PROMPTED_KEY, '1');
      setShown(true);
    }, PUSH_PROMPT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [wanted]);
  return [shown, () => setShown(false)];
}

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

export function ReceiptExtras({
  order,
  customer,
}: {
  order: OrderDetail;
  customer: CustomerIdentity;
}) {
  const flags = customerFlags(customer);
  const actions = receiptActions({
    nstatus: order.nstatus,
    deliveryTrackingUrl: order.delivery_tracking_url,
    orderConfirmation: order.order_confirmation,
    isMember: flags.isLoggedIn && flags.isMember,
    isKiosk: flags.isKiosk,
    isStaff: flags.isStaff,
  });
  const [prompt, closePrompt] = usePushPrompt(actions.pushPrompt);
  const menu = menuPath(order.menu_name || __BRAND__.menuSlug);
  const share = shareLinks({ url: `${location.origin}${menu}`, storeName: order.merchant.name });

  return (
    <>
      {prompt ? (
        <section className="receipt__prompt" aria-labelledby="push-prompt">
          <h2 id="push-prompt" className="receipt__prompt-title">
            Get notified when your order is ready
          </h2>
          <div className="receipt__prompt-actions">
            <button type="button" className="button" onClick={closePrompt}>
              Not now
            </button>
            <button
              type="button"
              className="button button--primary"
              onClick={() => {
                closePrompt();
                void askToNotify();
              }}
            >
              Turn on notifications
            </button>
          </div>
        </section>
      ) : null}
      <div className="receipt__actions">
        {actions.getNotified ? (
          <button type="button" className="button" onClick={() => void askToNotify()}>
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
        <button type="button" className="button" onClick={() => window.print()}>
          Print Receipt
        </button>
        {actions.leaveFeedback ? (
          <Link className="button" to="/account/feedback">
            Leave Feedback
          </Link>
        ) : null}
        <Link className="button button--primary" to={menu}>
          {actions.newOrderLabel}
        </Link>
      </div>
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
