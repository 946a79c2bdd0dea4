/** The summary rows (spec 2 §2.1) as a definition list; the rules are src/domain/cartSummary.ts. */
import { cartSummaryRows, type SummaryTotals } from '@/domain/cartSummary';

export function CartSummary({
  totals,
  deliveryValidated,
  currencySign,
}: {
  totals: SummaryTotals;
  deliveryValidated: boolean;
  currencySign: string;
}) {
  const rows = cartSummaryRows({ totals, deliveryValidated, currencySign });
  return (
    <dl className="cart-summary">
      {rows.map((row) => (
        <div
          key={row.key}
          className={
            row.key === 'total' ? 'cart-summary__row cart-summary__row--total' : 'cart-summary__row'
          }
        >
          <dt>{row.label}</dt>
          <dd>{row.text}</dd>
        </div>
      ))}
    </dl>
  );
}
