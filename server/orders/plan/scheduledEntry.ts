import type { CartCall } from '../../cart/call';
import type { CheckoutRow } from '../../cart/order';
import type { FulfilmentConfig } from '../../menu/fulfilment';
import { fail, succeed, type ActionResult } from '../../protocol/context';
import { MESSAGES } from '../../protocol/messages';
import { scheduleInput } from '../../schedules/load';
import { offeredOn } from '../../schedules/offer';
import type { SubmitInput } from '../submitInput';

export type ScheduledEntry = {
  slotId: number | null;
  stopId: number | null;
  locationId: number | null;
  /** The chosen entry's label ('' for a type without one). */
  label: string;
};

/**
 * The slot, stop or location a type with one needs: chosen (by the request, else the cart), and
 * still offered on the order's date (cut-off, capacity).
 */
export async function scheduledEntry(
  call: CartCall,
  input: { submit: SubmitInput; checkout: CheckoutRow; settings: FulfilmentConfig; date: string },
): Promise<ActionResult<ScheduledEntry>> {
  const { submit, checkout } = input;
  const scheduled = {
    slots: {
      id: submit.deliverySlotId || (checkout.delivery_slot_id ?? 0),
      missing: MESSAGES.deliverySlotRequired,
      full: MESSAGES.deliverySlotFull,
    },
    stops: {
      id: submit.deliveryStopId || (checkout.delivery_stop_id ?? 0),
      missing: MESSAGES.deliveryStopRequired,
      full: MESSAGES.deliveryStopFull,
    },
    locations: {
      id: submit.pickupLocationId || (checkout.pickup_location_id ?? 0),
      missing: MESSAGES.pickupLocationRequired,
      full: MESSAGES.pickupLocationFull,
    },
  } as const;
  const kind = input.settings.time_type;
  if (kind !== 'slots' && kind !== 'stops' && kind !== 'locations')
    return succeed({ slotId: null, stopId: null, locationId: null, label: '' });
  const entry = scheduled[kind];
  if (entry.id <= 0) return fail(entry.missing);
  const offered = offeredOn(
    input.date,
    await scheduleInput(call.trx, call.target, call.ctx.now, kind),
  );
  const found = offered.find((candidate) => candidate.id === entry.id);
  if (!found) return fail(entry.full);
  return succeed({
    slotId: kind === 'slots' ? entry.id : null,
    stopId: kind === 'stops' ? entry.id : null,
    locationId: kind === 'locations' ? entry.id : null,
    label: found.display_label,
  });
}
