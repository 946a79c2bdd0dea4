/**
 * A delivery standing order's address and slot (spec 3 §2 'delivery address and delivery slot
 * widgets', §4 'Delivery address', §5 'search starts after more than 3 characters'). The address
 * is found with checkout's search box (the maps adapter) or typed by hand, and the store checks it
 * (DeliveryAddress validate), answering the slots it delivers in; 'No slots available' when none.
 */
import { useId, useState } from 'react';
import { worker } from '@/app/workerClient';
import type { StandingOrderDelivery, StandingOrderStore } from '@/api/standingOrders';
import { addressCheckoutOptions, type AddressParts } from '@/domain/addressParts';
import { deliveryReady } from '@/domain/standingOrder';
import { NO_SLOTS_AVAILABLE } from '@/domain/standingOrderMessages';
import { ERROR_TOAST_MS } from '@/features/account/useSubmitting';
import { AddressEntry } from '@/features/fulfilment/AddressEntry';
import { CurrentAddress } from '@/features/fulfilment/CurrentAddress';
import { addressLabels } from '@/features/fulfilment/ManualAddressFields';
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
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);

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

  return (
    <div className="standing-order__delivery">
      {!editing && delivery !== null ? (
        <CurrentAddress address={delivery.delivery_address} onChange={() => setEditing(true)} />
      ) : (
        <AddressEntry
          labels={labels}
          countryCode=""
          near={null}
          autofillOff={false}
          busy={busy}
          nested
          onCheck={check}
          onEdit={() => setRefused(null)}
        />
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
