/**
 * A 6-digit PIN (spec 3 §2 'mobile numpad, 6-digit PIN'; §5 'leading zeros allowed'): a masked
 * numeric input for keyboards and an on-screen numpad for touch. The value is text, never a
 * number, so '012345' keeps its zero.
 */
import { pinAfterKey, PIN_LENGTH } from '@/domain/accountRules';

type Props = {
  id: string;
  label: string;
  value: string;
  error: string | null;
  onChange: (value: string) => void;
  /** Shows the on-screen numpad (the sign-in screen); the PIN screen's three fields share one. */
  numpad?: boolean;
};

const KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', 'clear', '0', 'back'] as const;

const KEY_LABELS: Readonly<Record<string, string>> = { clear: 'Clear', back: 'Delete' };

export function PinField({ id, label, value, error, onChange, numpad = true }: Props) {
  return (
    <div className="checkout-field pin-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className="pin-field__input"
        type="password"
        inputMode="numeric"
        autoComplete="off"
        pattern="[0-9]*"
        maxLength={PIN_LENGTH}
        value={value}
        aria-invalid={error !== null}
        aria-describedby={error !== null ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, PIN_LENGTH))}
      />
      {error !== null ? (
        <p id={`${id}-error`} className="checkout-field__error">
          {error}
        </p>
      ) : null}
      {numpad ? (
        <div className="pin-pad" role="group" aria-label={`${label} keypad`}>
          {KEYS.map((key) => (
            <button
              key={key}
              type="button"
              className="button"
              aria-controls={id}
              onClick={() => onChange(pinAfterKey(value, key))}
            >
              {KEY_LABELS[key] ?? key}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
