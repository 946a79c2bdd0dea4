/**
 * Is the fulfilment choice complete? (spec 1 §5 validation rules, §2.5 prompts, §4 'Views').
 *
 * Issues come in a fixed order and carry the spec's message where the spec gives one. Slots, stops,
 * locations, the delivery address and the date/time have no message in the spec, so their issues
 * carry `message: null` and the view shows its own block or hint for that field. Times are
 * merchant-local epochs (see calendar.ts).
 */
import type { FulfilmentTypeSettings } from '../api/merchant';
import { startOfMinute } from './calendar';
import type { SelectedFulfilment } from './fulfilmentReset';
import {
  CHOOSE_FULFILMENT_TYPE,
  CHOOSE_FULFILMENT_TYPE_ABOVE,
  NO_FULFILMENT_TYPES,
} from './messages';

export { FULFILMENT_REQUIRED, FULFILMENT_REQUIRED_TOAST_MS, REOPEN_DELAY_MS } from './messages';

/** 'Default labels: 'Table' and 'Booking'' (spec 1 §9). */
export const DEFAULT_TABLE_LABEL = 'Table';
/**
 * The spec's default booking label is 'Booking'; one word for three fields would make 'Booking is
 * required' ambiguous, so each field's default starts with it and names the field.
 */
export const DEFAULT_BOOKING_LABELS = {
  ref: 'Booking reference',
  name: 'Booking name',
  pax: 'Booking party size',
} as const;

export type FulfilmentField =
  | 'code'
  | 'table'
  | 'bookingRef'
  | 'bookingName'
  | 'bookingPax'
  | 'deliveryAddress'
  | 'deliverySlot'
  | 'deliveryStop'
  | 'pickupLocation'
  | 'datetime';

export type FulfilmentIssue = { field: FulfilmentField; message: string | null };

export type ValidationSettings = Pick<
  FulfilmentTypeSettings,
  | 'code'
  | 'asap'
  | 'time_type'
  | 'address_required'
  | 'table_num_required'
  | 'table_num_label'
  | 'booking_ref_required'
  | 'booking_ref_label'
  | 'booking_name_required'
  | 'booking_name_label'
  | 'booking_pax_required'
  | 'booking_pax_label'
>;

export type FulfilmentCheck = {
  selection: SelectedFulfilment;
  /** The chosen type's settings, or null when none is chosen or they are not loaded. */
  settings: ValidationSettings | null;
  now: number;
  /** See isDeliveryAddressValid. */
  deliveryAddressValid: boolean;
};

const required = (label: string, fallback: string) => `${label.trim() || fallback} is required`;
const blank = (text: string) => text.trim() === '';

/** 'The server answer sets … delivery_postcode_id (valid when above 0)' (spec 1 §4). */
export function isDeliveryAddressValid(postcodeId: number): boolean {
  return postcodeId > 0;
}

/**
 * 'Dine-in is always valid. Slot, stop and location types need a datetime. ASAP is valid if allowed
 * and selected. Otherwise, if a time is required, it must be set and not in the past.' A time is
 * required unless time_type is 'none'. 'In the past' is by whole minutes, so a time in the current
 * minute (a time exactly now) is still valid.
 */
export function isDateTimeValid(
  selection: Pick<SelectedFulfilment, 'asap' | 'datetime'>,
  settings: Pick<ValidationSettings, 'code' | 'asap' | 'time_type'>,
  now: number,
): boolean {
  const { time_type: timeType } = settings;
  if (settings.code === 'dinein') return true;
  if (timeType === 'slots' || timeType === 'stops' || timeType === 'locations') {
    return selection.datetime !== null;
  }
  if (settings.asap === 1 && selection.asap) return true;
  if (timeType === 'none') return true;
  return selection.datetime !== null && selection.datetime >= startOfMinute(now);
}

/**
 * Every unmet rule, in this order: type, table, booking reference, name and party size, delivery
 * address, slot, stop, location, date/time. The address comes before the slot because slots cannot
 * be listed without one. Table rules apply to dine-in and booking rules to booking only, as the
 * other types never keep those fields (fulfilmentReset.ts).
 */
export function fulfilmentIssues(check: FulfilmentCheck): FulfilmentIssue[] {
  const { selection, settings, now } = check;
  if (selection.code === null || settings === null) {
    return [{ field: 'code', message: CHOOSE_FULFILMENT_TYPE }];
  }
  const issues: FulfilmentIssue[] = [];
  const add = (field: FulfilmentField, message: string | null = null) =>
    issues.push({ field, message });
  if (settings.code === 'dinein' && settings.table_num_required === 1) {
    if (blank(selection.dineinTableNum)) {
      add('table', required(settings.table_num_label, DEFAULT_TABLE_LABEL));
    }
  }
  if (settings.code === 'booking') {
    const labels = DEFAULT_BOOKING_LABELS;
    if (settings.booking_ref_required === 1 && blank(selection.dineinBookingRef)) {
      add('bookingRef', required(settings.booking_ref_label, labels.ref));
    }
    if (settings.booking_name_required === 1 && blank(selection.dineinBookingName)) {
      add('bookingName', required(settings.booking_name_label, labels.name));
    }
    const pax = selection.dineinBookingPax;
    if (settings.booking_pax_required === 1 && !(Number.isInteger(pax) && pax > 0)) {
      add('bookingPax', required(settings.booking_pax_label, labels.pax));
    }
  }
  if (settings.address_required === 1 && !check.deliveryAddressValid) add('deliveryAddress');
  if (settings.time_type === 'slots' && !(selection.deliverySlotId > 0)) add('deliverySlot');
  if (settings.time_type === 'stops' && !(selection.deliveryStopId > 0)) add('deliveryStop');
  if (settings.time_type === 'locations' && !(selection.pickupLocationId > 0)) {
    add('pickupLocation');
  }
  if (!isDateTimeValid(selection, settings, now)) add('datetime');
  return issues;
}

/** The first unmet rule, or null when the choice is complete. */
export function firstFulfilmentIssue(check: FulfilmentCheck): FulfilmentIssue | null {
  return fulfilmentIssues(check)[0] ?? null;
}

const PREPARATION_FIELDS: readonly FulfilmentField[] = [
  'deliveryAddress',
  'deliverySlot',
  'deliveryStop',
  'pickupLocation',
];

/**
 * 'The screen falls back to preparation when a required delivery address, slot, stop or pickup
 * location is not valid' (spec 1 §4 'Views'): true means showMenu is false.
 */
export function needsPreparationView(issues: readonly FulfilmentIssue[]): boolean {
  return issues.some((issue) => PREPARATION_FIELDS.includes(issue.field));
}

/** 'A, B or C'; 'A or B'; 'A'. */
export function joinWithOr(words: readonly string[]): string {
  if (words.length <= 1) return words[0] ?? '';
  return `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`;
}

/**
 * "'Choose a fulfilment type above' listing the type verbs joined with commas and 'or'": the verbs
 * follow a colon — 'Choose a fulfilment type above: Pickup, Delivery or Dine-in'. Blank verbs are
 * left out; with none, 'No fulfilment types'.
 */
export function chooseTypePrompt(verbs: readonly string[]): string {
  const words = verbs.map((verb) => verb.trim()).filter((verb) => verb !== '');
  return words.length === 0
    ? NO_FULFILMENT_TYPES
    : `${CHOOSE_FULFILMENT_TYPE_ABOVE}: ${joinWithOr(words)}`;
}

/**
 * 'If exactly one fulfilment type exists, it allows ASAP and is available today, ASAP today is
 * chosen without a popup' (spec 1 §4 'Views'). Returns that type, else null.
 */
export function autoAsapType<
  T extends Pick<FulfilmentTypeSettings, 'asap'> & {
    availability: Pick<FulfilmentTypeSettings['availability'], 'available_today'>;
  },
>(types: readonly T[]): T | null {
  const [only] = types;
  if (types.length !== 1 || only === undefined) return null;
  return only.asap === 1 && only.availability.available_today === 1 ? only : null;
}
