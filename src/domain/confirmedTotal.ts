/**
 * The total the customer confirmed: the checkout's Order total when Place Order was
 * pressed travels with the order as confirmed_total (integer cents), and nothing is charged, on
 * the terminal or by the server, when the total for the order has become another. The check
 * itself is in totalChanged.ts, apart: the checkout page, which only writes the field, does not
 * load the server's phrases with it.
 */

/** The confirmed_total field of the Order total the screen shows. */
export function confirmedTotalField(shownCents: number): string {
  return String(shownCents);
}

/** The order fields' confirmed total in cents; null when they carry none (or not a figure). */
export function confirmedTotalOf(fields: { confirmed_total?: string }): number | null {
  const text = fields.confirmed_total ?? '';
  return /^\d{1,9}$/.test(text) ? Number(text) : null;
}
