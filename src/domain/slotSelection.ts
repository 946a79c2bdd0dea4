/**
 * Delivery slots, delivery stops and pickup locations for a chosen date (spec 1 §2.5, §3 'Slot, stop
 * and location entries', §4 'Slots, stops, locations'). The three lists differ only in their id key,
 * so the rules take an `idOf` accessor.
 */
import type { ScheduleEntryFields } from '../api/fulfilmentSchedules';

/** 'Almost-full threshold for slots, stops, locations: available below 20' (spec 1 §9). */
export const ALMOST_FULL_BELOW = 20;

export type SlotEntry = ScheduleEntryFields;
export type DeliverySlot = SlotEntry & { delivery_slot_id: number };
export type DeliveryStop = SlotEntry & { delivery_stop_id: number };
export type PickupLocation = SlotEntry & { pickup_location_id: number };

export const slotId = (entry: DeliverySlot) => entry.delivery_slot_id;
export const stopId = (entry: DeliveryStop) => entry.delivery_stop_id;
export const locationId = (entry: PickupLocation) => entry.pickup_location_id;

export type SlotChoice<T> = { id: number; desc: string; entry: T | null };

/**
 * 'On date change the list reloads; the current selection is kept if still offered, else the first
 * entry is chosen, else cleared' (id 0, empty description). The description is the entry's
 * display_label, as stored in deliverySlotDesc / deliveryStopDesc / pickupLocationDesc.
 */
export function selectAfterDateChange<T extends SlotEntry>(
  currentId: number,
  entries: readonly T[],
  idOf: (entry: T) => number,
): SlotChoice<T> {
  const entry =
    (currentId > 0 ? entries.find((candidate) => idOf(candidate) === currentId) : undefined) ??
    entries[0] ??
    null;
  return entry === null
    ? { id: 0, desc: '', entry: null }
    : { id: idOf(entry), desc: entry.display_label, entry };
}

/** 'an entry with available below 20 is shown as almost full'. */
export function isAlmostFull(available: number): boolean {
  return available < ALMOST_FULL_BELOW;
}

/** The Delivery entity's available_str (spec 3 §3): 'Almost full' below 20, as the picker shows. */
export function availableText(available: number): string {
  return isAlmostFull(available) ? 'Almost full' : 'Available';
}
