/**
 * The purchase event of spec 2 §4.2 step 5 ('a purchase event is logged'): built from a placed
 * order, whatever adapter sends it (brand.analytics: the reference server's own store, or GA4).
 * Its value is the order's grand total, the amount charged; no name, email or phone goes in it.
 */

/** Which analytics adapter a brand chose (brand.json `analytics.adapter`). */
export type AnalyticsAdapter = 'none' | 'firstParty' | 'ga4';

export type PurchaseItem = { name: string; unitPriceCents: number; quantity: number };

export type PurchaseEvent = {
  orderId: number;
  /** Integer cents: the order's grand total. */
  valueCents: number;
  /** ISO 4217, 'AUD'. */
  currency: string;
  items: PurchaseItem[];
};

/** The placed order as the receipt reads it (src/api/orderStatusDetailed.ts), the parts used. */
export type PurchasedOrder = {
  id: number;
  grand_total: number;
  items: readonly { name: string; quantity: number; unit_price: number }[];
};

export function purchaseEventFromOrder(order: PurchasedOrder, currency: string): PurchaseEvent {
  return {
    orderId: order.id,
    valueCents: order.grand_total,
    currency,
    items: order.items.map((item) => ({
      name: item.name,
      unitPriceCents: item.unit_price,
      quantity: item.quantity,
    })),
  };
}

/** A brand's country's currency: the merchant locales of spec 1 use these two. */
export function currencyForCountry(countryCode: 'AU' | 'NZ'): string {
  return countryCode === 'NZ' ? 'NZD' : 'AUD';
}

const units = (cents: number) => Math.round(cents) / 100;

/**
 * GA4's recommended 'purchase' event parameters (gtag('event', 'purchase', …)): transaction_id,
 * value and currency (required with a value), and items, each with item_name, price and quantity.
 * Amounts are in currency units, not cents.
 */
export type Ga4PurchaseParams = {
  transaction_id: string;
  value: number;
  currency: string;
  items: { item_name: string; price: number; quantity: number }[];
};

export function ga4PurchaseParams(event: PurchaseEvent): Ga4PurchaseParams {
  return {
    transaction_id: String(event.orderId),
    value: units(event.valueCents),
    currency: event.currency,
    items: event.items.map((item) => ({
      item_name: item.name,
      price: units(item.unitPriceCents),
      quantity: item.quantity,
    })),
  };
}

/** How many logged order ids a device remembers: far more than success screens shown again. */
export const LOGGED_ORDERS_KEPT = 200;

/**
 * Dedupe by order id: a purchase is logged once per order, however often its success is shown
 * (a reload, a second tab, a resumed terminal payment). `claimed` is true only the first time.
 */
export function claimPurchase(
  logged: readonly number[],
  orderId: number,
  keep = LOGGED_ORDERS_KEPT,
): { claimed: boolean; logged: number[] } {
  if (!Number.isSafeInteger(orderId) || orderId <= 0 || logged.includes(orderId)) {
    return { claimed: false, logged: [...logged] };
  }
  return { claimed: true, logged: [...logged, orderId].slice(-keep) };
}
