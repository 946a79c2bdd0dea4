/**
 * What a standing order's day costs, priced from today's menu as the cart prices a line (server/
 * cart/itemLine.ts: the base price plus the chosen options' offsets), with the store's
 * standing-order discount for the fulfilment type taken off the products (spec 3 §9 'Standing order
 * discounts and cut-offs per fulfilment type ... come from store settings').
 */
import { STANDING_ORDER_WEEKDAYS } from '@api/standingOrders';
import { priceLine } from '../cart/itemLine';
import { percentOf } from '../orders/pricing';
import type { PlannedLine } from '../orders/validate';
import type { StoreProducts } from './products';
import { QTY_KEYS, type ItemInput } from './rules';

/** The discount in cents on a products total, for a whole percent. */
export function standingOrderDiscount(subTotal: number, percent: number): number {
  return percentOf(subTotal, Math.round(percent * 100));
}

/**
 * The order lines of one weekday (0 Monday … 6 Sunday): each row with a quantity that day, priced
 * now. A row whose product left the menu, is no longer sold that day or whose options no longer
 * fit is left out and named in `dropped`.
 */
export function dayLines(
  items: readonly ItemInput[],
  products: StoreProducts,
  weekday: number,
): { lines: PlannedLine[]; dropped: number[] } {
  const key = QTY_KEYS[weekday];
  const lines: PlannedLine[] = [];
  const dropped: number[] = [];
  if (key === undefined) return { lines, dropped };
  for (const item of items) {
    const quantity = item[key];
    if (quantity <= 0) continue;
    const product = products.byId.get(item.menu_item_id);
    const priced =
      product && product.availableDays[weekday]
        ? priceLine(product.entry, {
            quantity: Math.max(1, product.entry.details.min_qty),
            options: Object.fromEntries(item.options.map((id) => [`option_${id}`, 1])),
          })
        : null;
    if (!priced?.ok) {
      dropped.push(item.menu_item_id);
      continue;
    }
    lines.push({ ...priced.data, quantity });
  }
  return { lines, dropped };
}

/** The products total less the discount of the standing order's dearest weekday. */
export function dearestDayCents(
  items: readonly ItemInput[],
  products: StoreProducts,
  discountPercent: number,
): number {
  let dearest = 0;
  for (const [weekday] of STANDING_ORDER_WEEKDAYS.entries()) {
    const { lines } = dayLines(items, products, weekday);
    const subTotal = lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
    dearest = Math.max(dearest, subTotal - standingOrderDiscount(subTotal, discountPercent));
  }
  return dearest;
}
