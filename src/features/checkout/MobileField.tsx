/**
 * A mobile number with its country (spec 2 §5.2): preferred countries au, nz, gb, us first,
 * default AU; an emptied field, or a country change while nothing is typed, resets to the dial
 * prefix.
 */
import { useMemo } from 'react';
import {
  type CountryCode,
  dialPrefix,
  getCountries,
  getCountryCallingCode,
  isMobileBlank,
  mobileFieldValue,
  PREFERRED_COUNTRIES,
} from '@/domain/phone';
import { usePhoneMetadata } from './usePhoneMetadata';

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

type CountryOption = { code: string; name: string; dial: string };

/**
 * The preferred countries first, then the rest by name. Until the metadata arrives the list holds
 * the preferred four (whose dial prefixes the rules know) and the chosen country.
 */
function countryOptions(metadataReady: boolean, chosen: string): CountryOption[] {
  const names = new Intl.DisplayNames(['en-AU'], { type: 'region' });
  const option = (code: string): CountryOption => ({
    code,
    name: names.of(code) ?? code,
    dial: metadataReady ? `+${getCountryCallingCode(code as CountryCode)}` : dialPrefix(code),
  });
  const preferred = PREFERRED_COUNTRIES.map((code) => code.toUpperCase());
  const others = metadataReady ? getCountries() : [chosen];
  const rest = others
    .filter((code) => !preferred.includes(code))
    .map(option)
    .sort((a, b) => a.name.localeCompare(b.name));
  return [...preferred.map(option), ...rest];
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
  const metadataReady = usePhoneMetadata();
  const options = useMemo(() => countryOptions(metadataReady, country), [metadataReady, country]);
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
              {`${option.name} (${option.dial})`}
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
