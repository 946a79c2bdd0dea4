/**
 * One cart line: name, options, line total and a quantity stepper. '−' at 1 asks the caller to
 * confirm the removal (spec 2 §2.1, §5.3). A change still waiting for the server is marked, and so
 * is an item the menu no longer offers (sold out since it was added).
 */
import type { CartItem } from '@/api/manageCart';
import { formatMoney, formatOffset } from '@/domain/money';

export function CartLineRow({
  line,
  quantity,
  pending,
  unavailable = null,
  currencySign,
  busy,
  onQuantity,
}: {
  line: CartItem;
  quantity: number;
  pending: boolean;
  /** Why the menu no longer offers the line's item ('Sold out today'), or null. */
  unavailable?: string | null;
  currencySign: string;
  busy: boolean;
  onQuantity: (quantity: number) => void;
}) {
  const step = (delta: number) => {
    if (!busy) onQuantity(quantity + delta);
  };
  return (
    <li className={unavailable === null ? 'cart-line' : 'cart-line cart-line--unavailable'}>
      <div className="cart-line__text">
        <p className="cart-line__name">{line.name}</p>
        {line.option_lines.length > 0 ? (
          <ul className="cart-line__options">
            {line.option_lines.map((option) => (
              <li key={`${option.group_id}-${option.option_id}`}>
                {option.desc}
                {option.price_offset !== 0
                  ? ` ${formatOffset(option.price_offset, currencySign)}`
                  : ''}
              </li>
            ))}
          </ul>
        ) : null}
        {unavailable !== null ? <p className="cart-line__unavailable">{unavailable}</p> : null}
        {pending ? <p className="cart-line__pending">Waiting to be sent</p> : null}
      </div>
      <div className="cart-line__side">
        <p className="cart-line__total">{formatMoney(line.unit_price * quantity, currencySign)}</p>
        <div className="cart-line__stepper" role="group" aria-label={`Quantity of ${line.name}`}>
          <button
            type="button"
            className="cart-line__step"
            aria-label={`Decrease quantity of ${line.name}`}
            aria-disabled={busy}
            onClick={() => step(-1)}
          >
            <span aria-hidden="true">−</span>
          </button>
          <output className="cart-line__quantity" aria-live="polite">
            {quantity}
          </output>
          <button
            type="button"
            className="cart-line__step"
            aria-label={`Increase quantity of ${line.name}`}
            aria-disabled={busy}
            onClick={() => step(1)}
          >
            <span aria-hidden="true">+</span>
          </button>
        </div>
      </div>
    </li>
  );
}
