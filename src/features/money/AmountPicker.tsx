/** A row of amounts to choose one from (spec 3 §9 top-up amounts), a radio group by keyboard too. */
import { useId } from 'react';
import { formatMoney } from '@/domain/money';

export function AmountPicker({
  label,
  amounts,
  value,
  sign,
  disabled,
  onChange,
}: {
  label: string;
  amounts: readonly number[];
  value: number;
  sign: string;
  disabled: boolean;
  onChange: (cents: number) => void;
}) {
  const id = useId();
  return (
    <fieldset className="money-amounts">
      <legend className="account-section__title">{label}</legend>
      <div className="money-amounts__list">
        {amounts.map((cents) => (
          <label
            key={cents}
            className={`money-amounts__chip${cents === value ? ' money-amounts__chip--chosen' : ''}`}
          >
            <input
              type="radio"
              name={`${id}-amount`}
              value={cents}
              checked={cents === value}
              disabled={disabled}
              onChange={() => onChange(cents)}
            />
            <span>{formatMoney(cents, sign)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
