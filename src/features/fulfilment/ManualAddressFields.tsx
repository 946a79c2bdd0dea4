/**
 * The manual address fields (spec 1 §2.6): address1, address2, city/suburb, state, postcode and
 * country, labelled from the merchant's locale. Kiosk and staff turn browser autofill off.
 */
import { useId } from 'react';
import type { Locale } from '@/api/common';
import type { AddressParts } from '@/domain/addressParts';

type Key = keyof AddressParts;

const AUTOCOMPLETE: Record<Key, string> = {
  address1: 'address-line1',
  address2: 'address-line2',
  city: 'address-level2',
  state: 'address-level1',
  postcode: 'postal-code',
  country: 'country-name',
};

const FALLBACK_LABELS: Record<Key, string> = {
  address1: 'Address',
  address2: 'Address line 2',
  city: 'Suburb',
  state: 'State',
  postcode: 'Postcode',
  country: 'Country',
};

export function addressLabels(locale: Locale | undefined): Record<Key, string> {
  const labels = locale?.labels;
  return {
    address1: labels?.address1.trim() || FALLBACK_LABELS.address1,
    address2: labels?.address2.trim() || FALLBACK_LABELS.address2,
    city: labels?.city_suburb.trim() || FALLBACK_LABELS.city,
    state: labels?.state.trim() || FALLBACK_LABELS.state,
    postcode: labels?.postcode.trim() || FALLBACK_LABELS.postcode,
    country: FALLBACK_LABELS.country,
  };
}

export function ManualAddressFields({
  labels,
  parts,
  invalid,
  autofillOff,
  onChange,
}: {
  labels: Record<Key, string>;
  parts: AddressParts;
  invalid: Key | null;
  autofillOff: boolean;
  onChange: (parts: Partial<AddressParts>) => void;
}) {
  const id = useId();
  const field = (key: Key, extra: { inputMode?: 'numeric'; short?: boolean } = {}) => (
    <div className={`fulfilment-field${extra.short ? ' fulfilment-field--short' : ''}`}>
      <label className="fulfilment-field__label" htmlFor={`${id}-${key}`}>
        {labels[key]}
      </label>
      <input
        id={`${id}-${key}`}
        className="fulfilment-input"
        value={parts[key]}
        autoComplete={autofillOff ? 'off' : AUTOCOMPLETE[key]}
        inputMode={extra.inputMode}
        aria-invalid={invalid === key || undefined}
        onChange={(event) => onChange({ [key]: event.target.value })}
      />
    </div>
  );
  return (
    <div className="address-manual">
      {field('address1')}
      {field('address2')}
      {field('city')}
      <div className="address-manual__row">
        {field('state', { short: true })}
        {field('postcode', { inputMode: 'numeric', short: true })}
      </div>
      {field('country')}
    </div>
  );
}
