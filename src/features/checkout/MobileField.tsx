/**
 * A mobile number with its country (spec 2 §5.2): preferred countries au, nz, gb, us first,
 * default AU; an emptied field, or a country change while nothing is typed, resets to the dial
 * prefix.
 */
import { getCountries, getCountryCallingCode, type CountryCode } from 'libphonenumber-js/mobile';
import { useMemo } from 'react';
import { dialPrefix, isMobileBlank, mobileFieldValue, PREFERRED_COUNTRIES } from '@/domain/phone';

type Props = {
  id: string;
  label: string;
  value: string;
  country: string;
  error: string | null;
  required: boolean;
  autoComplete: string;
  onChange: (change: { value: string; country: string }) => void;
};

function countryOptions(): { code: string; name: string }[] {
  const names = new Intl.DisplayNames(['en-AU'], { type: 'region' });
  const name = (code: string) => names.of(code) ?? code;
  const preferred = PREFERRED_COUNTRIES.map((code) => code.toUpperCase());
  const rest = getCountries()
    .filter((code) => !preferred.includes(code))
    .map((code) => ({ code, name: name(code) }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return [...preferred.map((code) => ({ code, name: name(code) })), ...rest];
}

export function MobileField({
  id,
  label,
  value,
  country,
  error,
  required,
  autoComplete,
  onChange,
}: Props) {
  const options = useMemo(() => countryOptions(), []);
  return (
    <div className="checkout-field">
      <label htmlFor={id}>{label}</label>
      <div className="checkout-mobile">
        <select
          aria-label="Mobile country"
          className="checkout-mobile__country"
          value={country}
          onChange={(event) => {
            const next = event.target.value;
            onChange({ value: isMobileBlank(value) ? dialPrefix(next) : value, country: next });
          }}
        >
          {options.map((option) => (
            <option key={option.code} value={option.code}>
              {`${option.name} (+${getCountryCallingCode(option.code as CountryCode)})`}
            </option>
          ))}
        </select>
        <input
          id={id}
          type="tel"
          inputMode="tel"
          autoComplete={autoComplete}
          value={value === '' ? dialPrefix(country) : value}
          aria-invalid={error !== null}
          aria-describedby={error !== null ? `${id}-error` : undefined}
          aria-required={required}
          onChange={(event) =>
            onChange({ value: mobileFieldValue(event.target.value, country), country })
          }
        />
      </div>
      {error !== null ? (
        <p id={`${id}-error`} className="checkout-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
