/**
 * The standing order being made or edited (spec 3 §2, §4, §5): the status switch (edit mode, saved
 * at once), the store and the fulfilment type (new mode only), the pickup time or the delivery
 * address and slot, the product grid once those are valid, and Save. Edits a copy of the server's
 * answer; Save and the switch send it and toast the server's words.
 */
import { Suspense, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { worker } from '@/app/workerClient';
import { requestIdFor, settleRequest, type HeldRequest } from '@/domain/moneyRequest';
import type {
  StandingOrder,
  StandingOrderDelivery,
  StandingOrderFulfilment,
  StandingOrdersResponse,
} from '@/api/standingOrders';
import {
  canChangeStoreAndType,
  offeredTypes,
  pickupTimes,
  productGridVisible,
  STANDING_ORDER_PATH,
  standingOrderSaveData,
} from '@/domain/standingOrder';
import { NO_QUANTITIES } from '@/domain/standingOrderMessages';
import { showToast } from '@/ui/notify';
import { ERROR_TOAST_MS, INFO_TOAST_MS } from '@/features/account/useSubmitting';
import { preloadableLazy } from '@/ui/preloadableLazy';
import { FulfilmentTypeField } from './FulfilmentTypeField';
import { ProductGrid } from './ProductGrid';
import { StatusSwitch } from './StatusSwitch';

// The address search and its maps code load only for a delivery standing order.
const DeliveryFields = preloadableLazy(() =>
  import('./DeliveryFields').then((m) => m.DeliveryFields),
);

export function StandingOrderForm({
  answer,
  mode,
  onStore,
}: {
  answer: StandingOrdersResponse;
  mode: 'new' | 'edit';
  /** New mode: another store was chosen (the screen loads the order for it). */
  onStore: (storeId: number) => void;
}) {
  const navigate = useNavigate();
  // A new standing order is saved active: the switch that pauses it comes with edit mode.
  const [order, setOrder] = useState<StandingOrder>(
    mode === 'new' ? { ...answer.standing_order, status: 1 } : answer.standing_order,
  );
  const [delivery, setDelivery] = useState<StandingOrderDelivery | null>(
    answer.standing_order.fulfilment_type === 'delivery' ? answer.delivery : null,
  );
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  // A save that got no answer may have made the standing order: the same save tapped again goes
  // under the same request_id, so the server answers with the one it made instead of a second.
  const held = useRef<HeldRequest | null>(null);
  const changeable = canChangeStoreAndType(mode);
  const store = answer.stores.find((candidate) => candidate.id === order.store_id);
  const sign = answer.merchant.currency_sign;
  const change = (patch: Partial<StandingOrder>) =>
    setOrder((current) => ({ ...current, ...patch }));
  const gridShown = productGridVisible({ store, order, delivery });

  const send = async (status: 0 | 1 | null) => {
    if (running.current) return;
    const data = standingOrderSaveData(order);
    if (status === null && data !== null && data.items.length === 0) {
      showToast({ message: NO_QUANTITIES, tone: 'error', durationMs: ERROR_TOAST_MS });
      return;
    }
    running.current = true;
    setBusy(true);
    const request = requestIdFor(held.current, JSON.stringify({ status, data, delivery }), () =>
      crypto.randomUUID(),
    );
    held.current = request;
    const input = { order, delivery, requestId: request.id };
    const result =
      status === null
        ? await worker.saveStandingOrder(input)
        : await worker.setStandingOrderStatus({ ...input, status });
    const answered = result.ok || result.error.code !== 'network';
    held.current = settleRequest(request, answered ? 'answered' : 'no-answer');
    running.current = false;
    setBusy(false);
    if (!result.ok) {
      showToast({ message: result.error.message, tone: 'error', durationMs: ERROR_TOAST_MS });
      return;
    }
    const saved = result.data.standing_order;
    showToast({ message: result.data.message, tone: 'success', durationMs: INFO_TOAST_MS });
    change({ id: saved.id, status: saved.status });
    if (mode === 'new' && saved.id > 0) {
      void navigate(`${STANDING_ORDER_PATH}/${saved.id}`, { replace: true });
    }
  };

  const chooseType = (type: StandingOrderFulfilment) => {
    const times = store ? pickupTimes(store.available_pickup_from, store.available_pickup_to) : [];
    change({
      fulfilment_type: type,
      fulfilment_time: type === 'delivery' ? '' : order.fulfilment_time || (times[0] ?? ''),
    });
  };

  return (
    <form
      className="standing-order__form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void send(null);
      }}
    >
      {mode === 'edit' ? (
        <StatusSwitch
          active={order.status === 1}
          busy={busy}
          onToggle={(active) => void send(active ? 1 : 0)}
        />
      ) : null}
      <div className="standing-order__field">
        <label htmlFor="standing-order-store" className="standing-order__label">
          Store
        </label>
        <select
          id="standing-order-store"
          className="standing-order__select"
          value={order.store_id}
          disabled={!changeable}
          onChange={(event) => onStore(Number(event.target.value))}
        >
          {answer.stores.map((candidate) => (
            <option key={candidate.id} value={candidate.id}>
              {candidate.name}
              {candidate.suburb ? `, ${candidate.suburb}` : ''}
            </option>
          ))}
        </select>
      </div>
      {store !== undefined ? (
        <FulfilmentTypeField
          store={store}
          types={
            changeable || order.fulfilment_type === ''
              ? offeredTypes(store)
              : [order.fulfilment_type]
          }
          value={order.fulfilment_type}
          disabled={!changeable}
          onChange={chooseType}
        />
      ) : null}
      {store !== undefined &&
      (order.fulfilment_type === 'pickup' || order.fulfilment_type === 'dinein') ? (
        <div className="standing-order__field">
          <label htmlFor="standing-order-time" className="standing-order__label">
            {order.fulfilment_type === 'pickup' ? 'Pickup time' : 'Dine-in time'}
          </label>
          <select
            id="standing-order-time"
            className="standing-order__select"
            value={order.fulfilment_time}
            onChange={(event) => change({ fulfilment_time: event.target.value })}
          >
            {order.fulfilment_time === '' ? <option value="">Choose a time</option> : null}
            {pickupTimes(store.available_pickup_from, store.available_pickup_to).map((time) => (
              <option key={time} value={time}>
                {time}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {store !== undefined && order.fulfilment_type === 'delivery' ? (
        <Suspense fallback={<p role="status">Loading…</p>}>
          <DeliveryFields
            store={store}
            delivery={delivery}
            slotId={order.delivery_slot_id}
            onDelivery={(checked) => {
              setDelivery(checked);
              change({
                delivery_address_id: checked.delivery_address_id,
                delivery_slot_id: checked.delivery_slots.some(
                  (slot) => slot.delivery_slot_id === order.delivery_slot_id,
                )
                  ? order.delivery_slot_id
                  : 0,
              });
            }}
            onSlot={(slotId) => change({ delivery_slot_id: slotId })}
          />
        </Suspense>
      ) : null}
      {gridShown && order.fulfilment_type !== '' ? (
        <ProductGrid
          items={order.items}
          type={order.fulfilment_type}
          currencySign={sign}
          onItems={(items) => change({ items })}
        />
      ) : null}
      <button
        type="submit"
        className="button button--primary standing-order__save"
        disabled={!gridShown}
        aria-busy={busy || undefined}
      >
        Save
      </button>
    </form>
  );
}
