/**
 * The fulfilment date/time picker's window (spec 1 §5 'Date picker', §9). Times are merchant-local
 * epochs and dates 'yyyy-MM-dd' (calendar.ts, which does all the date maths).
 */
import type { MenuAvailability } from '../api/merchant';
import { WEEKDAY_KEYS, type WeekdayKey } from '../api/weekdays';
import {
  addDays,
  addMinutes,
  addMonths,
  atLocal,
  ceilToMinutes,
  localDate,
  minuteOfDay,
  MINUTES_PER_DAY,
  parseClock,
  weekdayOf,
  type LocalMs,
} from './calendar';

/** 'Date minute step: 5'. */
export const MINUTE_STEP = 5;
/** 'Order-for-later window: one month'. */
export const ORDER_FOR_LATER_MONTHS = 1;

/** The last step of a day, 23:55: 'end of the day' on the picker's grid. */
const LAST_STEP = MINUTES_PER_DAY - MINUTE_STEP;

/** Rounds up to the next 5-minute step; a time already on a step stays. */
export function ceilToStep(at: LocalMs): LocalMs {
  return ceilToMinutes(at, MINUTE_STEP);
}

// ---- Which days are open, and when ----

/** What the picker reads from the menu's availability. Per-day hour maps may be partial. */
export type PickerAvailability = Pick<
  MenuAvailability,
  | `available_${WeekdayKey}`
  | 'available_from'
  | 'available_to'
  | 'available_today'
  | 'special_dates'
> & {
  available_from_by_day?: Partial<Record<WeekdayKey, string>>;
  available_to_by_day?: Partial<Record<WeekdayKey, string>>;
};

/** A day's opening, in minutes since midnight, both ends selectable. */
export type DayHours = { open: boolean; from: number; to: number };

export function allDaysUnavailable(availability: PickerAvailability): boolean {
  return WEEKDAY_KEYS.every((day) => availability[`available_${day}`] !== 1);
}

/**
 * A day's hours. A special date (ph_date) decides alone: menu_available opens or blocks it, and its
 * available_from/to replace the weekday hours. Otherwise the weekday flag decides — unless all 7 are
 * off, when 'the rules are ignored' and every day counts as open. Hours come from
 * available_{from,to}_by_day, falling back to available_from/to; a closing time at or before the
 * opening (e.g. '00:00') means the end of the day.
 */
export function dayHours(date: string, availability: PickerAvailability): DayHours {
  const day = weekdayOf(date);
  const special = availability.special_dates.find((entry) => entry.ph_date.slice(0, 10) === date);
  const weekdayFrom = availability.available_from_by_day?.[day] || availability.available_from;
  const weekdayTo = availability.available_to_by_day?.[day] || availability.available_to;
  const open = special
    ? special.menu_available === 1
    : allDaysUnavailable(availability) || availability[`available_${day}`] === 1;
  const from = parseClock(special?.available_from) ?? parseClock(weekdayFrom) ?? 0;
  let to = parseClock(special?.available_to) ?? parseClock(weekdayTo) ?? MINUTES_PER_DAY;
  if (to <= from) to = MINUTES_PER_DAY;
  return { open, from, to };
}

/** 'Special dates can open or block days'; otherwise the weekday flag (spec 1 §5). */
export function isSelectableDay(date: string, availability: PickerAvailability): boolean {
  return dayHours(date, availability).open;
}

/** The day's selectable minutes on the 5-minute grid, from `notBefore` on. */
function dayMinutes(hours: DayHours, notBefore = 0): number[] {
  if (!hours.open) return [];
  const first = Math.ceil(Math.max(hours.from, notBefore) / MINUTE_STEP) * MINUTE_STEP;
  const last = Math.min(hours.to, LAST_STEP);
  const out: number[] = [];
  for (let m = first; m <= last; m += MINUTE_STEP) out.push(m);
  return out;
}

// ---- The window ----

export type PickerDisabledReason = 'all-days-unavailable' | 'offline' | 'no-times';

export type PickerWindow = {
  disabled: boolean;
  reason: PickerDisabledReason | null;
  earliest: LocalMs;
  latest: LocalMs;
  /** All 7 weekdays are off: the caller logs a warning (spec 1 §5). */
  warnAllDaysUnavailable: boolean;
};

export type PickerInput = {
  now: LocalMs;
  availability: PickerAvailability;
  /** Ordering for a later day is allowed (menu and type settings combined by the caller). */
  orderForLater: boolean;
  /** The store is taking orders now. */
  online: boolean;
  /** The type's min_notice in minutes. */
  minNotice?: number;
};

/**
 * 'Earliest is now, or the available_from of today, or the next available weekday. Latest is end of
 * today, or end of the day one month ahead if order_for_later is on.' Now is rounded up to the
 * 5-minute grid after adding min_notice; today counts as over once no step of its hours is left,
 * and as unavailable when available_today is 0.
 */
export function pickerWindow(input: PickerInput): PickerWindow {
  const { now, availability, orderForLater, online } = input;
  const base = ceilToStep(addMinutes(now, Math.max(0, input.minNotice ?? 0)));
  const today = localDate(now);
  const lastDate = orderForLater ? addMonths(today, ORDER_FOR_LATER_MONTHS) : today;
  const latest = atLocal(lastDate, LAST_STEP);
  const warnAllDaysUnavailable = allDaysUnavailable(availability);
  const off = (reason: PickerDisabledReason): PickerWindow => ({
    disabled: true,
    reason,
    earliest: base,
    latest,
    warnAllDaysUnavailable,
  });
  if (warnAllDaysUnavailable) return off('all-days-unavailable');
  if (!online && !orderForLater) return off('offline');
  for (let date = localDate(base); date <= lastDate; date = addDays(date, 1)) {
    if (date === today && availability.available_today !== 1) continue;
    const notBefore = date === localDate(base) ? minuteOfDay(base) : 0;
    const [first] = dayMinutes(dayHours(date, availability), notBefore);
    if (first !== undefined) {
      const earliest = atLocal(date, first);
      return { disabled: false, reason: null, earliest, latest, warnAllDaysUnavailable };
    }
  }
  return off('no-times');
}

/** 'A time outside the range snaps to the earliest.' No time chosen also gives the earliest. */
export function snapToWindow(requested: LocalMs | null, window: PickerWindow): LocalMs | null {
  if (window.disabled) return null;
  if (requested === null || !Number.isFinite(requested)) return window.earliest;
  return requested < window.earliest || requested > window.latest ? window.earliest : requested;
}

/** The day's choices: 5-minute steps within its hours and the window. */
export function timesForDay(
  date: string,
  window: PickerWindow,
  availability: PickerAvailability,
): LocalMs[] {
  if (window.disabled) return [];
  return dayMinutes(dayHours(date, availability))
    .map((minutes) => atLocal(date, minutes))
    .filter((at) => at >= window.earliest && at <= window.latest);
}

/** The calendar's selectable days: those in the window with at least one time. */
export function daysInWindow(window: PickerWindow, availability: PickerAvailability): string[] {
  const days: string[] = [];
  if (window.disabled) return days;
  const last = localDate(window.latest);
  for (let date = localDate(window.earliest); date <= last; date = addDays(date, 1)) {
    if (timesForDay(date, window, availability).length > 0) days.push(date);
  }
  return days;
}
