import type { InputHTMLAttributes } from 'react';

type Props = {
  id: string;
  label: string;
  value: string;
  error?: string | null;
  onChange: (value: string) => void;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange'>;

/** A labelled field with its error under it (DESIGN 'Forms'). */
export function TextField({ id, label, value, error = null, onChange, ...rest }: Props) {
  return (
    <div className="checkout-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        value={value}
        aria-invalid={error !== null}
        aria-describedby={error !== null ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
        {...rest}
      />
      {error !== null ? (
        <p id={`${id}-error`} className="checkout-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
