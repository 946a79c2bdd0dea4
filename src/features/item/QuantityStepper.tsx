/**
 * The options popup's quantity stepper (spec 1 §5: 'min 1, max 99 by default'; the item's min_qty
 * and max_qty when above 0). − and + buttons around a number field; the field may hold a half-typed
 * value, the quantity is always the clamped one. At a bound the button says so (aria-disabled)
 * rather than becoming disabled, so keyboard focus stays on it.
 */
import { useId, useState } from 'react';
import { clampOptionQuantity } from '@/domain/modifierValidation';

export type QuantityLimits = { minQty?: number; maxQty?: number };

export function QuantityStepper({
  label,
  quantity,
  limits,
  onChange,
}: {
  label: string;
  quantity: number;
  limits: QuantityLimits;
  onChange: (quantity: number) => void;
}) {
  const inputId = useId();
  // What the field shows while the customer types; null: the quantity itself.
  const [draft, setDraft] = useState<string | null>(null);
  const min = clampOptionQuantity(0, limits);
  const max = clampOptionQuantity(Number.MAX_SAFE_INTEGER, limits);
  const step = (delta: number) => {
    setDraft(null);
    onChange(clampOptionQuantity(quantity + delta, limits));
  };

  return (
    <div className="qty-stepper">
      <label className="qty-stepper__label" htmlFor={inputId}>
        {label}
      </label>
      <div className="qty-stepper__controls">
        <button
          type="button"
          className="qty-stepper__button"
          aria-label={`Decrease ${label.toLowerCase()}`}
          aria-disabled={quantity <= min}
          onClick={() => {
            if (quantity > min) step(-1);
          }}
        >
          <span aria-hidden="true">−</span>
        </button>
        <input
          id={inputId}
          className="qty-stepper__input"
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          value={draft ?? String(quantity)}
          onChange={(event) => {
            setDraft(event.target.value);
            if (event.target.value.trim() !== '') {
              onChange(clampOptionQuantity(Number(event.target.value), limits));
            }
          }}
          onBlur={() => setDraft(null)}
        />
        <button
          type="button"
          className="qty-stepper__button"
          aria-label={`Increase ${label.toLowerCase()}`}
          aria-disabled={quantity >= max}
          onClick={() => {
            if (quantity < max) step(1);
          }}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
    </div>
  );
}
