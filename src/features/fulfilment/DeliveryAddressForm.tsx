/**
 * The delivery address form (spec 1 §2.6, §4 'Delivery address'): a saved-address chooser for
 * members who have some, a sign-in invitation for guests, a search box through the maps adapter
 * and the manual fields. A chosen suggestion is parsed; without a street number or postcode the
 * form goes manual with the §8 message (6 s). The address goes to the server, whose answer says
 * whether the store delivers there.
 */
import { useCallback, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import type { Locale } from '@/api/common';
import {
  EMPTY_ADDRESS_PARTS,
  missingAddressPart,
  parsePlace,
  type AddressParts,
  type CheckedAddress,
} from '@/domain/addressParts';
import type { SelectedFulfilment } from '@/domain/fulfilmentReset';
import {
  ADDRESS_ERROR_TOAST_MS,
  GEOCODE_ERROR_1,
  MAPS_NOT_LOADED,
  VALIDATION_TOAST_MS,
} from '@/domain/messages';
import { maps, type LatLng, type PlaceSuggestion } from '@/platform/maps';
import { showToast } from '@/ui/notify';
import { AddressSearch } from './AddressSearch';
import { addressLabels, ManualAddressFields } from './ManualAddressFields';
import type { SavedAddress } from '@/domain/savedAddresses';
import { submitAddress } from './submitAddress';
import { useAddressSuggestions } from './useAddressSuggestions';

type Mode = 'search' | 'manual';

function errorToast(message: string, durationMs = ADDRESS_ERROR_TOAST_MS) {
  showToast({ message, tone: 'error', durationMs });
}

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
  const [mode, setMode] = useState<Mode>('search');
  const [text, setText] = useState('');
  const [parts, setParts] = useState<AddressParts>(EMPTY_ADDRESS_PARTS);
  const [picked, setPicked] = useState(false);
  const [invalid, setInvalid] = useState<keyof AddressParts | null>(null);
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState<CheckedAddress | null>(null);
  const goManual = useCallback(() => setMode('manual'), []);
  const suggestions = useAddressSuggestions({
    text,
    countryCode: locale?.country_code ?? '',
    near,
    enabled: mode === 'search' && !picked,
    onFailure: goManual,
  });

  const send = async (next: AddressParts, addressId = 0) => {
    setBusy(true);
    setRefused(null);
    const checked = await submitAddress({ slug, held, parts: next, addressId });
    setBusy(false);
    if (checked === null) return;
    if (checked.postcodeId > 0) setEditing(false);
    else setRefused(checked);
  };

  const pick = async (suggestion: PlaceSuggestion) => {
    setText(suggestion.description);
    setPicked(true);
    const details = await maps.addressDetails(suggestion.placeId);
    if (!details.ok) {
      errorToast(details.error.code === 'not-loaded' ? MAPS_NOT_LOADED : GEOCODE_ERROR_1);
      setMode('manual');
      return;
    }
    const parsed = parsePlace(details.data.addressComponents);
    setParts(parsed.parts);
    if (parsed.problem !== null) {
      errorToast(parsed.problem.message);
      setInvalid(parsed.problem.missing === 'postcode' ? 'postcode' : 'address1');
      setMode('manual');
      return;
    }
    await send(parsed.parts);
  };

  const submitManual = (event: FormEvent) => {
    event.preventDefault();
    const missing = missingAddressPart(parts);
    if (missing !== null) {
      setInvalid(missing);
      errorToast(`${labels[missing]} is required`, VALIDATION_TOAST_MS);
      return;
    }
    void send(parts);
  };

  if (!editing && delivery !== null) {
    return (
      <div className="address-current">
        <p>
          <span className="address-current__label">Delivering to</span>{' '}
          <span className="address-current__text">{delivery.address}</span>
        </p>
        <button type="button" className="button" onClick={() => setEditing(true)}>
          Change address
        </button>
      </div>
    );
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
      {mode === 'search' ? (
        <>
          <AddressSearch
            label="Search for your address"
            text={text}
            suggestions={suggestions}
            autofillOff={autofillOff}
            onText={(value) => {
              // 'Typing a new address clears the saved id and parsed parts.'
              setText(value);
              setPicked(false);
              setParts(EMPTY_ADDRESS_PARTS);
              setRefused(null);
            }}
            onPick={(suggestion) => void pick(suggestion)}
          />
          <button type="button" className="button button--link" onClick={goManual}>
            Enter address manually
          </button>
        </>
      ) : (
        <form className="address-manual-form" onSubmit={submitManual} noValidate>
          <ManualAddressFields
            labels={labels}
            parts={parts}
            invalid={invalid}
            autofillOff={autofillOff}
            onChange={(change) => {
              setInvalid(null);
              setRefused(null);
              setParts((current) => ({ ...current, ...change }));
            }}
          />
          <div className="address-manual-form__actions">
            <button type="submit" className="button button--primary" disabled={busy}>
              Use this address
            </button>
            <button
              type="button"
              className="button button--link"
              onClick={() => {
                setMode('search');
                setPicked(false);
              }}
            >
              Search instead
            </button>
          </div>
        </form>
      )}
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
