/** Calendar arithmetic on merchant-local 'yyyy-MM-dd' dates (no timezone involved). */
import { WEEKDAY_KEYS, type WeekdayKey } from '../../src/api/merchant';

const DAY_MS = 86_400_000;

function toUtc(date: string): Date {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day));
}

function fromUtc(value: Date): string {
  return value.toISOString().slice(0, 10);
}

/** A real calendar date in 'yyyy-MM-dd' form (so '2026-02-30' is not one). */
export function isCalendarDate(text: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && fromUtc(toUtc(text)) === text;
}

export function addDays(date: string, days: number): string {
  return fromUtc(new Date(toUtc(date).getTime() + days * DAY_MS));
}

/** The same day a month later, or the month's last day when it has no such day (31 Jan → 28 Feb). */
export function addOneMonth(date: string): string {
  const start = toUtc(date);
  const year = start.getUTCFullYear();
  const month = start.getUTCMonth() + 1;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return fromUtc(new Date(Date.UTC(year, month, Math.min(start.getUTCDate(), lastDay))));
}

export function weekdayOf(date: string): WeekdayKey {
  // getUTCDay: 0 = Sunday; WEEKDAY_KEYS starts on Monday.
  return WEEKDAY_KEYS[(toUtc(date).getUTCDay() + 6) % 7] ?? 'mon';
}

/** Every date from `first` to `last`, both included. */
export function datesBetween(first: string, last: string): string[] {
  const dates: string[] = [];
  for (let date = first; date <= last; date = addDays(date, 1)) dates.push(date);
  return dates;
}
