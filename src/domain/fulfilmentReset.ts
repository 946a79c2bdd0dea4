/**
 * The customer's fulfilment selection and how it changes when they choose a type or a time
 * (spec 1 §3 'Selected fulfilment options', §4 'Choosing a fulfilment type').
 *
 * `datetime` is a merchant-local epoch (see calendar.ts): the wall clock in the store read as
 * if it were UTC. `datetimeVal` of the spec is only the picker's text form of `datetime`, so it is
 * not stored here. Ids of 0 mean 'none chosen'.
 */
import type { FulfilmentCode } from '../api/common';
import type { FulfilmentTypeSettings } from '../api/merchant';

/** 'Default pax: 2' (spec 1 §9). */
export const DEFAULT_PAX = 2;

export type SelectedFulfilment = {
  code: FulfilmentCode | null;
  asap: boolean;
  /** Merchant-local epoch ms, or null when no time is chosen. */
  datetime: number | null;
  deliverySlotId: number;
  deliverySlotDesc: string;
  deliveryStopId: number;
  deliveryStopDesc: string;
  pickupLocationId: number;
  pickupLocationDesc: string;
  dineinTableNum: string;
  dineinBookingName: string;
  dineinBookingRef: string;
  dineinBookingPax: number;
};

export const EMPTY_SELECTION: SelectedFulfilment = {
  code: null,
  asap: false,
  datetime: null,
  deliverySlotId: 0,
  deliverySlotDesc: '',
  deliveryStopId: 0,
  deliveryStopDesc: '',
  pickupLocationId: 0,
  pickupLocationDesc: '',
  dineinTableNum: '',
  dineinBookingName: '',
  dineinBookingRef: '',
  dineinBookingPax: DEFAULT_PAX,
};

/** 'Table number … stored trimmed and uppercased': ' 12a ' → '12A'. */
export function normaliseTableNumber(text: string): string {
  return text.trim().toUpperCase();
}

/** 'booking reference stored trimmed and uppercased': ' ab-12 ' → 'AB-12'. */
export function normaliseBookingRef(text: string): string {
  return text.trim().toUpperCase();
}

/** A party size: a whole number above 0, else the default of 2. */
export function normalisePax(pax: number): number {
  return Number.isInteger(pax) && pax > 0 ? pax : DEFAULT_PAX;
}

/** The parts of the settings that decide what survives a change of type. */
export type TypeRules = Pick<FulfilmentTypeSettings, 'code' | 'asap' | 'time_type'> & {
  availability: Pick<FulfilmentTypeSettings['availability'], 'available_today'>;
};

/**
 * The selection after choosing the type `settings` describes: 'slot, stop and pickup location ids
 * reset unless the time type matches. Table number is kept only for dine-in, and booking fields only
 * for booking (pax falls back to 2). ASAP stays on only if the type allows it, today is available
 * and ASAP was already chosen.' The chosen date-time is kept; the picker snaps it later.
 */
export function chooseFulfilmentType(
  current: SelectedFulfilment,
  settings: TypeRules,
  todayAvailable: boolean = settings.availability.available_today === 1,
): SelectedFulfilment {
  const { code, time_type: timeType } = settings;
  const keepSlot = timeType === 'slots';
  const keepStop = timeType === 'stops';
  const keepLocation = timeType === 'locations';
  const booking = code === 'booking';
  return {
    code,
    asap: settings.asap === 1 && todayAvailable && current.asap,
    datetime: current.datetime,
    deliverySlotId: keepSlot ? current.deliverySlotId : 0,
    deliverySlotDesc: keepSlot ? current.deliverySlotDesc : '',
    deliveryStopId: keepStop ? current.deliveryStopId : 0,
    deliveryStopDesc: keepStop ? current.deliveryStopDesc : '',
    pickupLocationId: keepLocation ? current.pickupLocationId : 0,
    pickupLocationDesc: keepLocation ? current.pickupLocationDesc : '',
    dineinTableNum: code === 'dinein' ? normaliseTableNumber(current.dineinTableNum) : '',
    dineinBookingName: booking ? current.dineinBookingName : '',
    dineinBookingRef: booking ? normaliseBookingRef(current.dineinBookingRef) : '',
    dineinBookingPax: booking ? normalisePax(current.dineinBookingPax) : DEFAULT_PAX,
  };
}

/** 'Picking a date/time turns ASAP off.' */
export function pickDateTime(selection: SelectedFulfilment, datetime: number): SelectedFulfilment {
  return { ...selection, datetime, asap: false };
}
