/**
 * The total the customer confirmed: the checkout's Order total when Place Order was
 * pressed travels with the order as confirmed_total (integer cents), and nothing is charged, on
 * the terminal or by the server, when the total for the order has become another.
 */
import { formatMoney } from './money';
import { orderTotalChangedMessage } from './serverPhrases';

/** The confirmed_total field of the Order total the screen shows. */
export function confirmedTotalField(shownCents: number): string {
  return String(shownCents);
}

/** The order fields' confirmed total in cents; null when they carry none (or not a figure). */
export function confirmedTotalOf(fields: { confirmed_total?: string }): number | null {
  const text = fields.confirmed_total ?? '';
  return /^\d{1,9}$/.test(text) ? Number(text) : null;
}

/**
 * null when the order's total is the one confirmed (or, as the server takes it, when the fields
 * carry none: the checkout always sends one); otherwise the refusal naming the new total.
 */
export function totalChangedProblem(
  fields: { confirmed_total?: string },
  orderTotal: number,
  currencySign: string,
): string | null {
  const confirmed = confirmedTotalOf(fields);
  if (confirmed === null || confirmed === orderTotal) return null;
  return orderTotalChangedMessage(formatMoney(orderTotal, currencySign));
}
