/**
 * The cart's summary rows (spec 2 §2.1 'Summary rows'), also used by the receipt: which rows show,
 * their labels and their signed amounts. Money is integer cents from the server's totals; the text
 * has 2 decimals and the merchant's currency sign (money.ts).
 *
 * Show rules, as the spec words them: Products total, Other discount, Delivery fee and Order total
 * always; Rewards discount only when positive; Surcharge and Preorder fee only when above 0.
 * 'Rewards discount and preorder fee appear as negative lines where shown.' The delivery fee is
 * labelled an estimate until the delivery address is validated.
 */
import { formatMoney } from './money';

/** The totals the rows read (api/manageCart.ts cartTotalsSchema; the receipt's order has them too). */
export type SummaryTotals = {
  sub_total: number;
  rewards_discount: number;
  discount: number;
  surcharge_amount: number;
  delivery_fee: number;
  convenience_fee: number;
  grand_total: number;
};

export type SummaryRowKey =
  'products' | 'rewards' | 'discount' | 'surcharge' | 'delivery' | 'preorder' | 'total';

export type SummaryRow = {
  key: SummaryRowKey;
  label: string;
  /** Signed as shown: negative for the rewards discount and the preorder fee. */
  cents: number;
  text: string;
};

export const SUMMARY_LABELS = {
  products: 'Products total',
  rewards: 'Rewards discount',
  discount: 'Other discount',
  surcharge: 'Surcharge',
  delivery: 'Delivery fee',
  deliveryEstimate: 'Delivery fee (estimate)',
  preorder: 'Preorder fee',
  total: 'Order total',
} as const;

export function cartSummaryRows(input: {
  totals: SummaryTotals;
  /** checkout.delivery_validated is 1 (a placed order's receipt passes true). */
  deliveryValidated: boolean;
  currencySign: string;
}): SummaryRow[] {
  const { totals, currencySign } = input;
  const row = (key: SummaryRowKey, label: string, cents: number): SummaryRow => ({
    key,
    label,
    cents,
    text: formatMoney(cents, currencySign),
  });
  const rows: SummaryRow[] = [row('products', SUMMARY_LABELS.products, totals.sub_total)];
  if (totals.rewards_discount > 0) {
    rows.push(row('rewards', SUMMARY_LABELS.rewards, -totals.rewards_discount));
  }
  rows.push(row('discount', SUMMARY_LABELS.discount, totals.discount));
  if (totals.surcharge_amount > 0) {
    rows.push(row('surcharge', SUMMARY_LABELS.surcharge, totals.surcharge_amount));
  }
  rows.push(
    row(
      'delivery',
      input.deliveryValidated ? SUMMARY_LABELS.delivery : SUMMARY_LABELS.deliveryEstimate,
      totals.delivery_fee,
    ),
  );
  if (totals.convenience_fee > 0) {
    rows.push(row('preorder', SUMMARY_LABELS.preorder, -totals.convenience_fee));
  }
  rows.push(row('total', SUMMARY_LABELS.total, totals.grand_total));
  return rows;
}
