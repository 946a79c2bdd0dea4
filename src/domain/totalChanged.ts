/**
 * The refusal of an order whose total is no longer the one the customer confirmed
 * (confirmedTotal.ts): the worker checks it before a placement or a terminal payment.
 */
import { confirmedTotalOf } from './confirmedTotal';
import { formatMoney } from './money';
import { orderTotalChangedMessage } from './serverPhrases';

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
