/**
 * Which of the receipt's extras show (spec 3 §2 'Orders' receipt mode, §4 'Below 5 is active: shows
 * the order confirmation, Get Notified and Track Your Driver; a push prompt for an active order
 * appears 3 s after loading', §6 'Kiosk and staff ... see Start New Order; do not see Leave
 * Feedback ... Kiosk ... does not see driver tracking').
 */
import { isActiveOrderCode } from './orderStatusCode';

export type ReceiptActionsInput = {
  nstatus: number;
  deliveryTrackingUrl: string;
  orderConfirmation: string;
  /** Signed in as a member (status 1, 8 or 9). */
  isMember: boolean;
  isKiosk: boolean;
  isStaff: boolean;
  /** The sign-in answer's eftpos is enabled (kiosk and staff print eftpos receipts then). */
  eftposEnabled?: boolean;
};

export type ReceiptActions = {
  confirmation: boolean;
  getNotified: boolean;
  trackDriver: boolean;
  /** The prompt to turn on notifications, 3 s after the receipt loads (src/features/push). */
  pushPrompt: boolean;
  leaveFeedback: boolean;
  /** The Share block; not on a kiosk, which is nobody's own device. */
  share: boolean;
  /** 'Place another Order', or 'Start New Order' for kiosk and staff. */
  newOrderLabel: 'Place another Order' | 'Start New Order';
  /**
   * Print Receipt: kiosk and staff 'print receipts (docket printing)' through the print queue
   * (PrintQueue add); anyone else prints the page with the browser.
   */
  printReceipt: 'print-queue' | 'browser';
  /** Print Eftpos Receipt: kiosk and staff, 'when eftpos enabled' (spec 3 §6). */
  printEftposReceipt: boolean;
};

export function receiptActions(input: ReceiptActionsInput): ReceiptActions {
  const active = isActiveOrderCode(input.nstatus);
  const counter = input.isKiosk || input.isStaff;
  return {
    confirmation: active && input.orderConfirmation.trim() !== '',
    getNotified: active && !input.isKiosk,
    trackDriver: active && !input.isKiosk && /^https:\/\//i.test(input.deliveryTrackingUrl),
    pushPrompt: active && !counter,
    leaveFeedback: input.isMember && !counter,
    share: !input.isKiosk,
    newOrderLabel: counter ? 'Start New Order' : 'Place another Order',
    printReceipt: counter ? 'print-queue' : 'browser',
    printEftposReceipt: counter && input.eftposEnabled === true,
  };
}

export type ShareTarget = 'whatsapp' | 'messenger' | 'facebook' | 'twitter' | 'email';

export type ShareLink = { target: ShareTarget; label: string; href: string };

/**
 * The receipt's Share block: whatsapp, messenger, facebook, twitter, email. It shares the store
 * (its menu's address), never the receipt, which is the customer's own.
 */
export function shareLinks(input: { url: string; storeName: string }): ShareLink[] {
  const text = `I just ordered from ${input.storeName}`;
  const url = encodeURIComponent(input.url);
  const body = encodeURIComponent(`${text}: ${input.url}`);
  return [
    { target: 'whatsapp', label: 'WhatsApp', href: `https://wa.me/?text=${body}` },
    { target: 'messenger', label: 'Messenger', href: `fb-messenger://share/?link=${url}` },
    {
      target: 'facebook',
      label: 'Facebook',
      href: `https://www.facebook.com/sharer/sharer.php?u=${url}`,
    },
    {
      target: 'twitter',
      label: 'Twitter',
      href: `https://twitter.com/intent/tweet?text=${encodeURIComponent(text)}&url=${url}`,
    },
    {
      target: 'email',
      label: 'Email',
      href: `mailto:?subject=${encodeURIComponent(input.storeName)}&body=${body}`,
    },
  ];
}
