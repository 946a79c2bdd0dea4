/**
 * The one calendar: every date and time rule of the page, the worker and the server goes through
 * this module (adding days, months and minutes, weekdays, time zones, clock and day texts).
 *
 * Times are **merchant-local epochs** (`LocalMs`): the store's wall clock read as if it were UTC, in
 * ms, so 12:05 pm on 15 Jan 2025 in Perth is `Date.UTC(2025, 0, 15, 12, 5)`. An instant becomes one
 * once, through the store's IANA zone (`localEpochInZone`, @date-fns/tz); from then on date-fns
 * works on it as a UTCDate, so the device's own zone never enters. Dates are 'yyyy-MM-dd' strings,
 * times of day 'HH:mm' strings or minutes since midnight. Pure: every instant is a parameter.
 *
 * Functions are imported one by one (and UTCDateMini rather than TZDate, which asks Intl on every
 * construction): the picker and the server's schedules call these in loops.
 */
import { tzOffset } from '@date-fns/tz/tzOffset';
import { UTCDateMini } from '@date-fns/utc/date/mini';
import { addDays as addDaysTo } from 'date-fns/addDays';
import { addMonths as addMonthsTo } from 'date-fns/addMonths';
import { getDate } from 'date-fns/getDate';
import { getDay } from 'date-fns/getDay';
import { getISODay } from 'date-fns/getISODay';
import { getMonth } from 'date-fns/getMonth';
import { isExists } from 'date-fns/isExists';
import { lightFormat } from 'date-fns/lightFormat';
import { millisecondsInMinute, minutesInDay } from 'date-fns/constants';
import { roundToNearestMinutes } from 'date-fns/roundToNearestMinutes';
import { startOfMinute as startOfMinuteOf } from 'date-fns/startOfMinute';
import type { NearestMinutes } from 'date-fns';
import { WEEKDAY_KEYS, type WeekdayKey } from '../api/weekdays';

export type LocalMs = number;

/** The store's wall clock at one instant, as the server's rules read it. */
export type LocalClock = Readonly<{
  /** 'yyyy-MM-dd' */
  date: string;
  weekday: WeekdayKey;
  /** Minutes since local midnight. */
  minutes: number;
  /** 'yyyy-MM-ddTHH:mm:ss' */
  iso: string;
}>;

/** AWST (Perth, +8 h): the offset used when a zone is unknown to the runtime. */
const DEFAULT_OFFSET_MINUTES = 480;
export const MINUTES_PER_DAY = minutesInDay;

const wall = (at: LocalMs) => new UTCDateMini(at);

function dateParts(date: string): [number, number, number] {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  return [year, month - 1, day];
}

/** 'yyyy-MM-dd' at midnight, as a UTCDate. */
const midnight = (date: string) => new UTCDateMini(...dateParts(date));

// ---- Instants and the store's wall clock ----

/** A real epoch plus the store's UTC offset in minutes (Perth: 480) → local epoch. */
export function toLocalEpoch(epochMs: number, utcOffsetMinutes: number): LocalMs {
  return addMinutes(epochMs, utcOffsetMinutes);
}

/**
 * 2025-01-15T04:05:00Z in 'Australia/Perth' → Date.UTC(2025, 0, 15, 12, 5). A zone the runtime
 * does not know falls back to `fallbackOffsetMinutes` (AWST, +8 h, unless told otherwise).
 */
export function localEpochInZone(
  epochMs: number,
  timeZone: string,
  fallbackOffsetMinutes = DEFAULT_OFFSET_MINUTES,
): LocalMs {
  const offset = tzOffset(timeZone, new Date(epochMs));
  return toLocalEpoch(epochMs, Number.isNaN(offset) ? fallbackOffsetMinutes : offset);
}

/** 'yyyy-MM-ddTHH:mm[:ss]' (the merchant's local_ts) → local epoch, or null if unreadable. */
export function localEpochFromWallClock(text: string): LocalMs | null {
  const m = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?/.exec(text.trim());
  if (!m) return null;
  const [, date = '', hours, minutes, seconds = '0'] = m;
  const at = midnight(date);
  at.setHours(Number(hours), Number(minutes), Number(seconds));
  return at.getTime();
}

/** The last answer per zone: every call in the same second gets it without asking Intl again. */
const lastClock = new Map<string, { second: number; clock: LocalClock }>();

/** The store's wall clock at `now` in its IANA zone. */
export function localClock(now: Date | number, timeZone: string): LocalClock {
  const epochMs = typeof now === 'number' ? now : now.getTime();
  const second = Math.floor(epochMs / 1000);
  const last = lastClock.get(timeZone);
  if (last !== undefined && last.second === second) return last.clock;
  const at = localEpochInZone(epochMs, timeZone);
  const date = localDate(at);
  const clock: LocalClock = {
    date,
    weekday: weekdayOf(date),
    minutes: minuteOfDay(at),
    iso: lightFormat(wall(at), "yyyy-MM-dd'T'HH:mm:ss"),
  };
  lastClock.set(timeZone, { second, clock });
  return clock;
}

// ---- Local epochs ----

const MS_PER_DAY = minutesInDay * millisecondsInMinute;

/**
 * A small memo for the texts below: the server's Merchant answer and the picker ask for the same
 * few days and times of day over and over, and each formatting builds a date: formatting the same
 * opening hours afresh each time is about a quarter of the menu call's time.
 */
function memo<K, V>(limit: number, compute: (key: K) => V): (key: K) => V {
  const known = new Map<K, V>();
  return (key) => {
    let value = known.get(key);
    if (value === undefined) {
      value = compute(key);
      if (known.size < limit) known.set(key, value);
    }
    return value;
  };
}

const dateOfDay = memo(4_000, (day: number) => lightFormat(wall(day * MS_PER_DAY), 'yyyy-MM-dd'));

/** Local epoch → 'yyyy-MM-dd'. */
export function localDate(at: LocalMs): string {
  return dateOfDay(Math.floor(at / MS_PER_DAY));
}

/**
 * Local epoch → minutes since local midnight (seconds dropped). A local epoch has no daylight
 * saving, so every day is 1,440 minutes long and this is arithmetic.
 */
export function minuteOfDay(at: LocalMs): number {
  const intoDay = ((at % MS_PER_DAY) + MS_PER_DAY) % MS_PER_DAY;
  return Math.floor(intoDay / millisecondsInMinute);
}

/** 'yyyy-MM-dd' plus minutes since midnight → local epoch. */
export function atLocal(date: string, minutes: number): LocalMs {
  return addMinutes(midnight(date).getTime(), minutes);
}

/**
 * Minutes later. A local epoch has no daylight saving, so this is what date-fns' addMinutes does,
 * without building two dates: the picker calls it for every 5-minute step of a month.
 */
export function addMinutes(at: LocalMs, minutes: number): LocalMs {
  return at + minutes * millisecondsInMinute;
}

/** Rounds up to the next `step` minutes; a time already on a step stays. */
export function ceilToMinutes(at: LocalMs, step: NearestMinutes): LocalMs {
  return roundToNearestMinutes(wall(at), { nearestTo: step, roundingMethod: 'ceil' }).getTime();
}

/** The start of the minute `at` falls in. */
export function startOfMinute(at: LocalMs): LocalMs {
  return startOfMinuteOf(wall(at)).getTime();
}

// ---- Dates ----

/** A real calendar date in 'yyyy-MM-dd' form (so '2026-02-30' is not one). */
export function isCalendarDate(text: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && isExists(...dateParts(text));
}

export function addDays(date: string, days: number): string {
  return localDate(addDaysTo(midnight(date), days).getTime());
}

/** Calendar months ahead, clamped to the month's last day: 2025-01-31 + 1 → 2025-02-28. */
export function addMonths(date: string, months: number): string {
  return localDate(addMonthsTo(midnight(date), months).getTime());
}

export function weekdayOf(date: string): WeekdayKey {
  return weekdayOfIsoNumber(getISODay(midnight(date)));
}

/** ISO weekday number (1 = Monday … 7 = Sunday) → its key. */
export function weekdayOfIsoNumber(isoDay: number): WeekdayKey {
  return WEEKDAY_KEYS[isoDay - 1] ?? 'mon';
}

/** A weekday key → its ISO number (1 = Monday … 7 = Sunday), as the database stores it. */
export function isoNumberOfWeekday(key: WeekdayKey): number {
  return WEEKDAY_KEYS.indexOf(key) + 1;
}

/** Every date from `first` to `last`, both included; none when `first` is later. */
export function datesBetween(first: string, last: string): string[] {
  const dates: string[] = [];
  for (let date = first; date <= last; date = addDays(date, 1)) dates.push(date);
  return dates;
}

// ---- Times of day ----

/** 'HH:mm' → minutes since midnight, or null when unreadable or past 24:00. */
export function parseClock(text: string | undefined): number | null {
  const m = /^(\d{1,2}):(\d{2})/.exec(text?.trim() ?? '');
  if (!m) return null;
  const minutes = Number(m[1]) * 60 + Number(m[2]);
  return minutes <= MINUTES_PER_DAY ? minutes : null;
}

/** At most one entry per 'HH:mm' of the day: the schedules ask for the same few all the time. */
const minutesOf = new Map<string, number>();

/** 'HH:mm' (as stored, so readable) → minutes since midnight. */
export function clockMinutes(hhmm: string): number {
  let total = minutesOf.get(hhmm);
  if (total === undefined) {
    total = parseClock(hhmm) ?? 0;
    if (minutesOf.size < 10_000) minutesOf.set(hhmm, total);
  }
  return total;
}

// ---- Texts ----

/** A local epoch or an 'HH:mm' time of day as '12:05 pm', '9:00 am', '12:00 am' (midnight). */
export function formatClock(at: LocalMs | string): string {
  return clockText(typeof at === 'string' ? clockMinutes(at) : minuteOfDay(at));
}

const clockText = memo(2 * minutesInDay, (minutes: number) =>
  lightFormat(wall(atLocal('1970-01-01', minutes)), 'h:mm aaa'),
);

const WEEKDAY = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTH = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'yyyy-MM-dd' → 'Mon 24 Nov' (DESIGN 'Words'). */
export function formatDay(date: string): string {
  const d = midnight(date);
  return `${WEEKDAY[getDay(d)]} ${getDate(d)} ${MONTH[getMonth(d)]}`;
}

/** A local epoch → 'Mon 24 Nov, 12:05 pm'. */
export function formatDayTime(at: LocalMs): string {
  return `${formatDay(localDate(at))}, ${formatClock(at)}`;
}
