/**
 * The delivery address form (spec 1 §2.6, §4 'Delivery address'): a saved-address chooser for
 * members who have some, a sign-in invitation for guests, and the address search or manual fields
 * (AddressEntry). The address goes to the server, whose answer says whether the store delivers
 * there.
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { Locale } from '@/api/common';
import { EMPTY_ADDRESS_PARTS, type AddressParts, type CheckedAddress } from '@/domain/addressParts';
import type { SelectedFulfilment } from '@/domain/fulfilmentReset';
import type { LatLng } from '@/platform/maps';
import { AddressEntry } from './AddressEntry';
import { CurrentAddress } from './CurrentAddress';
import { addressLabels } from './ManualAddressFields';
import type { SavedAddress } from '@/domain/savedAddresses';
import { submitAddress } from './submitAddress';

export function DeliveryAddressForm({
  slug,
  held,
  delivery,
  locale,
  near,
  guest,
  autofillOff,
  savedAddresses,
}: {
  slug: string;
  held: SelectedFulfilment;
  /** The address the server last checked, or null. */
  delivery: CheckedAddress | null;
  locale: Locale | undefined;
  near: LatLng | null;
  guest: boolean;
  autofillOff: boolean;
  savedAddresses: readonly SavedAddress[];
}) {
  const labels = addressLabels(locale);
  const [editing, setEditing] = useState(delivery === null || delivery.postcodeId <= 0);
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState<CheckedAddress | null>(null);

  const send = async (next: AddressParts, addressId = 0) => {
    setBusy(true);
    setRefused(null);
    const checked = await submitAddress({ slug, held, parts: next, addressId });
    setBusy(false);
    if (checked === null) return;
    if (checked.postcodeId > 0) setEditing(false);
    else setRefused(checked);
  };

  if (!editing && delivery !== null) {
    return <CurrentAddress address={delivery.address} onChange={() => setEditing(true)} />;
  }

  return (
    <div className="address-form">
      {savedAddresses.length > 0 ? (
        <fieldset className="address-saved" disabled={busy}>
          <legend className="fulfilment-field__label">Saved addresses</legend>
          {savedAddresses.map((saved) => (
            <button
              key={saved.id}
              type="button"
              className="button address-saved__choice"
              onClick={() => void send(EMPTY_ADDRESS_PARTS, saved.id)}
            >
              {saved.address}
            </button>
          ))}
        </fieldset>
      ) : guest ? (
        <p className="address-invite">
          Have an account? <Link to="/menu/login">Sign in</Link> to use your saved addresses.
        </p>
      ) : null}
      <AddressEntry
        labels={labels}
        countryCode={locale?.country_code ?? ''}
        near={near}
        autofillOff={autofillOff}
        busy={busy}
        nested={false}
        onCheck={send}
        onEdit={() => setRefused(null)}
      />
      {busy ? (
        <p className="fulfilment-hint" role="status">
          Checking address…
        </p>
      ) : null}
      {refused !== null ? (
        <p className="address-refused" role="alert">
          Sorry, we don’t deliver to{' '}
          {[refused.city, refused.postcode].filter(Boolean).join(' ') || 'that address'}. Try
          another address, or choose another way to get your order.
        </p>
      ) : null}
    </div>
  );
}
