/**
 * The words the fulfilment chooser and the preparation view show (spec 1 §2.4, §2.5): picker
 * label, store-closed notes, availability text, the schedule kind of a time type with its empty
 * text and block title, and the one-line summary of a choice. Times are merchant-local epochs.
 */
import type { FulfilmentCode } from '../api/common';
import type { ScheduleKind } from '../api/fulfilmentSchedules';
import type { FulfilmentTypeSettings } from '../api/merchant';
import { asapLabel } from './asapLabel';
import { atLocal, formatDay, formatDayTime, localDate, type LocalMs } from './calendar';
import type { SelectedFulfilment } from './fulfilmentReset';
import {
  NO_LOCATIONS_FOR_DATE,
  NO_SLOTS_FOR_DATE,
  NO_STOPS_FOR_DATE,
  ORDER_FOR_LATER_PROMPT,
  STORE_CLOSED_NOTE,
} from './messages';

/** Time types that pick from a server list rather than a clock. */
export function scheduleKindOf(timeType: FulfilmentTypeSettings['time_type']): ScheduleKind | null {
  return timeType === 'slots' || timeType === 'stops' || timeType === 'locations' ? timeType : null;
}

/** §2.5 'Empty lists'. */
export const EMPTY_SCHEDULE_TEXT: Record<ScheduleKind, string> = {
  slots: NO_SLOTS_FOR_DATE,
  stops: NO_STOPS_FOR_DATE,
  locations: NO_LOCATIONS_FOR_DATE,
};

/** §2.4 'blocks titled Delivery, Delivery Slot, Delivery Location and Pickup Location'. */
export const DELIVERY_BLOCK_TITLE = 'Delivery';
export const SCHEDULE_BLOCK_TITLE: Record<ScheduleKind, string> = {
  slots: 'Delivery Slot',
  stops: 'Delivery Location',
  locations: 'Pickup Location',
};

/** The picker's label (§2.5): booking has its own; otherwise a day is offered only for later. */
export function pickerLabel(code: FulfilmentCode, orderForLater: boolean): string {
  if (code === 'booking') return 'Booking Date & Time';
  return orderForLater ? 'Choose a day/time' : 'Choose a time';
}

/**
 * 'Store closed: note 'Online store currently closed.', with 'Choose a day & time to order for
 * later:' added when ordering for later is allowed.' Shown when the type is not online and its
 * display_store_closed_text flag is on.
 */
export function storeClosedNotes(input: {
  online: boolean;
  displayClosedText: boolean;
  orderForLater: boolean;
}): string[] {
  if (input.online || !input.displayClosedText) return [];
  return input.orderForLater ? [STORE_CLOSED_NOTE, ORDER_FOR_LATER_PROMPT] : [STORE_CLOSED_NOTE];
}

/** The type's availability text (§3 available_text_pickup / _deliver / _dinein); '' for others. */
export function availabilityText(
  code: FulfilmentCode,
  availability: Pick<
    FulfilmentTypeSettings['availability'],
    'available_text_pickup' | 'available_text_deliver' | 'available_text_dinein'
  >,
): string {
  if (code === 'pickup') return availability.available_text_pickup;
  if (code === 'delivery') return availability.available_text_deliver;
  if (code === 'dinein') return availability.available_text_dinein;
  return '';
}

/** A schedule entry's day: the chosen date at midnight, as the selection's datetime. */
export function scheduleDateTime(date: string): LocalMs {
  return atLocal(date, 0);
}

/**
 * The one-line summary above the menu: 'Pickup · ASAP (Approx 12:25 pm)', 'Dine-in · Table 12',
 * 'Booking · Sat 29 Nov, 7:00 pm', 'Delivery · Tue 25 Nov · 12:00 pm – 12:30 pm'. Null when no
 * type is chosen (the caller shows 'Choose a fulfilment type').
 */
export function fulfilmentSummary(input: {
  selection: SelectedFulfilment;
  verb: string;
  timeType: FulfilmentTypeSettings['time_type'];
  /** When an ASAP order would be ready today, or null when ASAP is not possible. */
  asapAt: LocalMs | null;
}): string | null {
  const { selection, timeType } = input;
  if (selection.code === null) return null;
  const parts = [input.verb.trim() || selection.code];
  if (selection.code === 'dinein') {
    if (selection.dineinTableNum) parts.push(`Table ${selection.dineinTableNum}`);
    return parts.join(' · ');
  }
  const kind = scheduleKindOf(timeType);
  if (kind !== null) {
    const desc =
      kind === 'slots'
        ? selection.deliverySlotDesc
        : kind === 'stops'
          ? selection.deliveryStopDesc
          : selection.pickupLocationDesc;
    // The day means something only with the entry chosen on it.
    if (desc && selection.datetime !== null) parts.push(formatDay(localDate(selection.datetime)));
    if (desc) parts.push(desc);
  } else if (selection.asap) {
    parts.push(`ASAP (${asapLabel(input.asapAt)})`);
  } else if (selection.datetime !== null && timeType !== 'none') {
    parts.push(formatDayTime(selection.datetime));
  }
  if (selection.code === 'booking' && selection.dineinBookingRef) {
    parts.push(selection.dineinBookingRef);
  }
  return parts.join(' · ');
}
