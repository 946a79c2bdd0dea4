/**
 * Finding a delivery address (spec 1 §4 'Delivery address', spec 3 §4): a search box through the
 * maps adapter, or the manual fields. A chosen suggestion is parsed; without a street number or
 * postcode the entry goes manual with the §8 message. What is found goes to `onCheck`, where the
 * store says whether it delivers there. Checkout's address form and a standing order's delivery
 * fields both use it.
 */
import { useCallback, useState, type FormEvent, type ReactNode } from 'react';
import {
  EMPTY_ADDRESS_PARTS,
  missingAddressPart,
  parsePlace,
  type AddressParts,
} from '@/domain/addressParts';
import {
  ADDRESS_ERROR_TOAST_MS,
  GEOCODE_ERROR_1,
  MAPS_NOT_LOADED,
  VALIDATION_TOAST_MS,
} from '@/domain/messages';
import { maps, type LatLng, type PlaceSuggestion } from '@/platform/maps';
import { showToast } from '@/ui/notify';
import { AddressSearch } from './AddressSearch';
import type { addressLabels } from './ManualAddressFields';
import { ManualAddressFields } from './ManualAddressFields';
import { useAddressSuggestions } from './useAddressSuggestions';

function errorToast(message: string, durationMs = ADDRESS_ERROR_TOAST_MS) {
  showToast({ message, tone: 'error', durationMs });
}

export function AddressEntry({
  labels,
  countryCode,
  near,
  autofillOff,
  busy,
  nested,
  onCheck,
  onEdit,
}: {
  labels: ReturnType<typeof addressLabels>;
  countryCode: string;
  near: LatLng | null;
  autofillOff: boolean;
  busy: boolean;
  /** Inside another form: the manual fields are a labelled group, not a form of their own. */
  nested: boolean;
  /** Asks the store about the address found. */
  onCheck: (parts: AddressParts) => Promise<void>;
  /** The customer changed the address: an earlier refusal no longer applies. */
  onEdit: () => void;
}) {
  const [manual, setManual] = useState(false);
  const [text, setText] = useState('');
  const [parts, setParts] = useState<AddressParts>(EMPTY_ADDRESS_PARTS);
  const [picked, setPicked] = useState(false);
  const [invalid, setInvalid] = useState<keyof AddressParts | null>(null);
  const goManual = useCallback(() => setManual(true), []);
  const suggestions = useAddressSuggestions({
    text,
    countryCode,
    near,
    enabled: !manual && !picked,
    onFailure: goManual,
  });

  const pick = async (suggestion: PlaceSuggestion) => {
    setText(suggestion.description);
    setPicked(true);
    const details = await maps.addressDetails(suggestion.placeId);
    if (!details.ok) {
      errorToast(details.error.code === 'not-loaded' ? MAPS_NOT_LOADED : GEOCODE_ERROR_1);
      setManual(true);
      return;
    }
    const parsed = parsePlace(details.data.addressComponents);
    setParts(parsed.parts);
    if (parsed.problem !== null) {
      errorToast(parsed.problem.message);
      setInvalid(parsed.problem.missing === 'postcode' ? 'postcode' : 'address1');
      setManual(true);
      return;
    }
    await onCheck(parsed.parts);
  };

  const submitManual = () => {
    const missing = missingAddressPart(parts);
    if (missing !== null) {
      setInvalid(missing);
      errorToast(`${labels[missing]} is required`, VALIDATION_TOAST_MS);
      return;
    }
    void onCheck(parts);
  };

  if (!manual)
    return (
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
            onEdit();
          }}
          onPick={(suggestion) => void pick(suggestion)}
        />
        <button type="button" className="button button--link" onClick={goManual}>
          Enter address manually
        </button>
      </>
    );

  const fields: ReactNode = (
    <>
      <ManualAddressFields
        labels={labels}
        parts={parts}
        invalid={invalid}
        autofillOff={autofillOff}
        onChange={(change) => {
          setInvalid(null);
          onEdit();
          setParts((current) => ({ ...current, ...change }));
        }}
      />
      <div className="address-manual-form__actions">
        <button
          type={nested ? 'button' : 'submit'}
          className="button button--primary"
          disabled={busy}
          onClick={nested ? submitManual : undefined}
        >
          Use this address
        </button>
        <button
          type="button"
          className="button button--link"
          onClick={() => {
            setManual(false);
            setPicked(false);
          }}
        >
          Search instead
        </button>
      </div>
    </>
  );
  if (nested)
    return (
      <div className="address-manual-form" role="group" aria-label="Delivery address">
        {fields}
      </div>
    );
  return (
    <form
      className="address-manual-form"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        submitManual();
      }}
      noValidate
    >
      {fields}
    </form>
  );
}
