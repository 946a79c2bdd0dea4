/**
 * The kiosk receipt, /order/{id} after a kiosk order (spec 2 §4.2 step 5, §9; spec 3 §4 'Kiosk
 * receipt auto-redirects to the menu after 5 s (20 s otherwise) unless the user acts').
 */

/** 'Kiosk redirect 5 s or 20 s' (spec 3 §9): 5 s for a kiosk login. */
export const KIOSK_RECEIPT_REDIRECT_MS = 5_000;
/** …and 20 s for anyone else on the kiosk receipt (staff on a point-of-sale device). */
export const OTHER_RECEIPT_REDIRECT_MS = 20_000;

/**
 * How long the receipt stays before it returns to the menu, or null when it stays: the kiosk
 * table's receipt, or a kiosk or staff login's, returns; a guest's or member's receipt on the web
 * is theirs to keep.
 */
export function receiptRedirectMs(input: {
  /** The receipt was opened through the kiosk/staff route table (a KIOSK or POS device). */
  kioskTable: boolean;
  isKiosk: boolean;
  isStaff: boolean;
}): number | null {
  if (input.isKiosk) return KIOSK_RECEIPT_REDIRECT_MS;
  if (input.kioskTable || input.isStaff) return OTHER_RECEIPT_REDIRECT_MS;
  return null;
}

/**
 * What the customer at the kiosk does next, under their order number (DESIGN 'Kiosk': 'The
 * receipt leads with a large order number and what to do next'), by the order's fulfilment type.
 * Dine-in names the table when the order has one ('Table 12').
 */
export function kioskNextStep(order: {
  fulfilment_type: string;
  fulfilment_detail: string;
}): string {
  switch (order.fulfilment_type) {
    case 'pickup':
      return 'Collect at the counter when your number is called';
    case 'dinein': {
      const table = /^table\s+(\S.*)$/i.exec(order.fulfilment_detail.trim())?.[1];
      return table === undefined
        ? "Take a seat and we'll bring your order to your table"
        : `Take a seat at table ${table} and we'll bring your order to you`;
    }
    case 'delivery':
      return "We'll deliver your order to the address you gave";
    case 'booking':
      return 'Your booking is made: show this number when you arrive';
    case 'catering':
      return 'Your catering order is in: show this number when you collect it';
    default:
      return "Wait nearby: we'll call your number when your order is ready";
  }
}
