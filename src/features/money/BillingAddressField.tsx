/**
 * The billing address where the merchant requires one (spec 3 §5 Card: 'pick a saved one or
 * search; search starts after more than 3 characters'; spec 2 §4.1 billing_* fields). A saved
 * address goes as billing_address_id; a searched or typed one as billing_address_str. Used by the
 * account's card form and by the checkout, loaded only where a billing address is required (the
 * maps search is not on their first load).
 */
import { useCallback, useId, useState } from 'react';
import { NO_BILLING, type BillingChoice } from '@/domain/billingAddress';
import { AddressSearch } from '@/features/fulfilment/AddressSearch';
import { useAddressSuggestions } from '@/features/fulfilment/useAddressSuggestions';
import '@/features/fulfilment/fulfilment.css';

/** Saved billing addresses as the answers name them ('address' in the account, 'postcode' in the cart). */
export type SavedBilling = { id: number; address?: string; postcode?: string };

const ANOTHER = 'another';

export function BillingAddressField({
  saved,
  countryCode,
  value,
  onChange,
}: {
  saved: readonly SavedBilling[];
  countryCode: string;
  value: BillingChoice;
  onChange: (choice: BillingChoice) => void;
}) {
  const id = useId();
  const [searching, setSearching] = useState(saved.length === 0);
  const [picked, setPicked] = useState(false);
  const onFailure = useCallback(() => setPicked(true), []);
  const suggestions = useAddressSuggestions({
    text: value.str,
    countryCode,
    near: null,
    enabled: searching && !picked,
    onFailure,
  });
  return (
    <div className="money-billing" role="group" aria-labelledby={`${id}-title`}>
      <span id={`${id}-title`} className="checkout-card__label">
        Billing address
      </span>
      {saved.length > 0 ? (
        <div className="checkout-field">
          <label htmlFor={`${id}-saved`}>Saved billing address</label>
          <select
            id={`${id}-saved`}
            value={searching ? ANOTHER : value.id}
            onChange={(event) => {
              const another = event.target.value === ANOTHER;
              setSearching(another);
              setPicked(false);
              onChange(another ? NO_BILLING : { id: event.target.value, str: '' });
            }}
          >
            <option value="">Choose an address</option>
            {saved.map((address) => (
              <option key={address.id} value={String(address.id)}>
                {address.address ?? address.postcode ?? String(address.id)}
              </option>
            ))}
            <option value={ANOTHER}>Another address</option>
          </select>
        </div>
      ) : null}
      {searching ? (
        <AddressSearch
          label="Search for your billing address"
          text={value.str}
          suggestions={suggestions}
          autofillOff={false}
          onText={(text) => {
            setPicked(false);
            onChange({ id: '', str: text });
          }}
          onPick={(suggestion) => {
            setPicked(true);
            onChange({ id: '', str: suggestion.description });
          }}
        />
      ) : null}
    </div>
  );
}
