/**
 * A delivery standing order's address and slot (spec 3 §2 'delivery address and delivery slot
 * widgets', §4 'Delivery address', §5 'search starts after more than 3 characters'). The address
 * is found with checkout's search box (the maps adapter) or typed by hand, and the store checks it
 * (DeliveryAddress validate), answering the slots it delivers in; 'No slots available' when none.
 */
import { useCallback, useId, useState } from 'react';
import { worker } from '@/app/workerClient';
import type { StandingOrderDelivery, StandingOrderStore } from '@/api/standingOrders';
import {
  addressCheckoutOptions,
  EMPTY_ADDRESS_PARTS,
  missingAddressPart,
  parsePlace,
  type AddressParts,
} from '@/domain/addressParts';
import { GEOCODE_ERROR_1, MAPS_NOT_LOADED, VALIDATION_TOAST_MS } from '@/domain/messages';
import { deliveryReady } from '@/domain/standingOrder';
import { NO_SLOTS_AVAILABLE } from '@/domain/standingOrderMessages';
import { ERROR_TOAST_MS } from '@/features/account/useSubmitting';
import { AddressSearch } from '@/features/fulfilment/AddressSearch';
import { addressLabels, ManualAddressFields } from '@/features/fulfilment/ManualAddressFields';
import { useAddressSuggestions } from '@/features/fulfilment/useAddressSuggestions';
import { maps, type PlaceSuggestion } from '@/platform/maps';
import { showToast } from '@/ui/notify';
import '@/features/fulfilment/fulfilment.css';

const labels = addressLabels(undefined);

function toast(message: string, durationMs = ERROR_TOAST_MS) {
  showToast({ message, tone: 'error', durationMs });
}

export function DeliveryFields({
  store,
  delivery,
  slotId,
  onDelivery,
  onSlot,
}: {
  store: StandingOrderStore;
  /** The address the store last checked; null before any. */
  delivery: StandingOrderDelivery | null;
  slotId: number;
  onDelivery: (checked: StandingOrderDelivery) => void;
  onSlot: (slotId: number) => void;
}) {
  const slotFieldId = useId();
  const ready = delivery !== null && deliveryReady(delivery);
  const [editing, setEditing] = useState(!ready);
  const [manual, setManual] = useState(false);
  const [text, setText] = useState('');
  const [picked, setPicked] = useState(false);
  const [parts, setParts] = useState<AddressParts>(EMPTY_ADDRESS_PARTS);
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);
  const goManual = useCallback(() => setManual(true), []);
  const suggestions = useAddressSuggestions({
    text,
    countryCode: '',
    near: null,
    enabled: !manual && !picked,
    onFailure: goManual,
  });

  const check = async (next: AddressParts) => {
    setBusy(true);
    setRefused(null);
    const answer = await worker.checkStandingOrderAddress({
      storeId: store.id,
      menuId: store.menu_id,
      address: addressCheckoutOptions(next),
    });
    setBusy(false);
    if (!answer.ok) {
      toast(answer.error.message);
      return;
    }
    const { result, delivery_geo: _geo, delivery_latlng: _latlng, ...checked } = answer.data;
    onDelivery(checked);
    if (deliveryReady(checked)) setEditing(false);
    else setRefused(result.error || 'Sorry, we don’t deliver to that address.');
  };

  const pick = async (suggestion: PlaceSuggestion) => {
    setText(suggestion.description);
    setPicked(true);
    const details = await maps.addressDetails(suggestion.placeId);
    if (!details.ok) {
      toast(details.error.code === 'not-loaded' ? MAPS_NOT_LOADED : GEOCODE_ERROR_1);
      setManual(true);
      return;
    }
    const parsed = parsePlace(details.data.addressComponents);
    setParts(parsed.parts);
    if (parsed.problem !== null) {
      toast(parsed.problem.message);
      setManual(true);
      return;
    }
    await check(parsed.parts);
  };

  const submitManual = () => {
    const missing = missingAddressPart(parts);
    if (missing !== null) {
      toast(`${labels[missing]} is required`, VALIDATION_TOAST_MS);
      return;
    }
    void check(parts);
  };

  return (
    <div className="standing-order__delivery">
      {!editing && delivery !== null ? (
        <div className="address-current">
          <p>
            <span className="address-current__label">Delivering to</span>{' '}
            <span className="address-current__text">{delivery.delivery_address}</span>
          </p>
          <button type="button" className="button" onClick={() => setEditing(true)}>
            Change address
          </button>
        </div>
      ) : manual ? (
        <div className="address-manual-form" role="group" aria-label="Delivery address">
          <ManualAddressFields
            labels={labels}
            parts={parts}
            invalid={null}
            autofillOff={false}
            onChange={(change) => {
              setRefused(null);
              setParts((current) => ({ ...current, ...change }));
            }}
          />
          <div className="address-manual-form__actions">
            <button
              type="button"
              className="button button--primary"
              disabled={busy}
              onClick={submitManual}
            >
              Use this address
            </button>
            <button type="button" className="button button--link" onClick={() => setManual(false)}>
              Search instead
            </button>
          </div>
        </div>
      ) : (
        <>
          <AddressSearch
            label="Search for your address"
            text={text}
            suggestions={suggestions}
            autofillOff={false}
            onText={(value) => {
              setText(value);
              setPicked(false);
              setRefused(null);
            }}
            onPick={(suggestion) => void pick(suggestion)}
          />
          <button type="button" className="button button--link" onClick={goManual}>
            Enter address manually
          </button>
        </>
      )}
      {busy ? (
        <p className="fulfilment-hint" role="status">
          Checking address…
        </p>
      ) : null}
      {refused !== null ? (
        <p className="address-refused" role="alert">
          {refused}
        </p>
      ) : null}
      {ready ? (
        delivery.delivery_slots.length === 0 ? (
          <p className="standing-order__notice" role="alert">
            {NO_SLOTS_AVAILABLE}
          </p>
        ) : (
          <div className="standing-order__field">
            <label htmlFor={slotFieldId} className="standing-order__label">
              Delivery slot
            </label>
            <select
              id={slotFieldId}
              className="standing-order__select"
              value={slotId}
              onChange={(event) => onSlot(Number(event.target.value))}
            >
              {slotId === 0 ? <option value={0}>Choose a slot</option> : null}
              {delivery.delivery_slots.map((slot) => (
                <option key={slot.delivery_slot_id} value={slot.delivery_slot_id}>
                  {slot.display_label}
                  {slot.available_str ? ` · ${slot.available_str}` : ''}
                </option>
              ))}
            </select>
          </div>
        )
      ) : null}
    </div>
  );
}
