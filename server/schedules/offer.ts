/**
 * Which delivery slots, delivery stops or pickup locations are offered on a date (spec 1 §2.5, §3
 * 'Slot, stop and location entries'). Pure: the caller reads the clock and the database.
 *
 * An entry is offered on a date in the ordering window when it applies that day (its weekdays, or
 * its one date), the store trades that day (weekly hours or a special date) and, for an entry with
 * times, during them; while its cut-off has not passed; and while it has room: available is its
 * capacity minus the orders placed for it that day.
 */
import {
  addDays,
  addMonths,
  clockMinutes,
  datesBetween,
  formatClock,
  weekdayOf,
  type LocalClock,
} from '@domain/calendar';
import { ORDER_FOR_LATER_MONTHS } from '@domain/pickerWindow';
import type { OfferedEntry, ScheduleAnswer } from '@api/fulfilmentSchedules';
import type { DayHours, SpecialDate, WeeklyHours } from '../menu/trading';

export type ScheduleEntry = {
  id: number;
  display_label: string;
  weekdays: readonly string[];
  only_date: string | null;
  /** 'HH:mm': when the entry starts (a slot's start, a stop's time); null for none. */
  start: string | null;
  /** 'HH:mm': when it ends (a slot's end); null for none. */
  end: string | null;
  cut_off_time: string | null;
  cut_off_days_before: number;
  capacity: number;
};

export type ScheduleInput = {
  entries: readonly ScheduleEntry[];
  /** Orders placed per entry and date, keyed by takenKey(id, date). */
  taken: ReadonlyMap<string, number>;
  clock: LocalClock;
  weekly: WeeklyHours;
  specials: readonly SpecialDate[];
  /** false: only today is in the window. */
  orderForLater: boolean;
  /** false: the merchant does not trade at all (e.g. coming soon). */
  trading: boolean;
};

export function takenKey(id: number, date: string): string {
  return `${id}|${date}`;
}

/** The ordering window: today to one month ahead with order-for-later, else today only. */
export function scheduleWindow(clock: LocalClock, orderForLater: boolean): [string, string] {
  return [clock.date, orderForLater ? addMonths(clock.date, ORDER_FOR_LATER_MONTHS) : clock.date];
}

/** 'Order by 10:30 am', 'Order by 4:00 pm the day before', 'Order by 4:00 pm, 2 days before'. */
export function cutOffText(entry: Pick<ScheduleEntry, 'cut_off_time' | 'cut_off_days_before'>) {
  if (entry.cut_off_time === null) return '';
  const time = `Order by ${formatClock(entry.cut_off_time)}`;
  if (entry.cut_off_days_before === 0) return time;
  if (entry.cut_off_days_before === 1) return `${time} the day before`;
  return `${time}, ${entry.cut_off_days_before} days before`;
}

function hoursOn(date: string, input: ScheduleInput): DayHours {
  const special = input.specials.find((entry) => entry.date === date);
  return special ?? input.weekly[weekdayOf(date)];
}

function appliesOn(entry: ScheduleEntry, date: string): boolean {
  if (entry.only_date !== null) return entry.only_date === date;
  return entry.weekdays.includes(weekdayOf(date));
}

function withinHours(entry: ScheduleEntry, day: DayHours): boolean {
  if (!day.open) return false;
  const from = clockMinutes(day.from);
  const to = clockMinutes(day.to);
  if (entry.start !== null && (clockMinutes(entry.start) < from || clockMinutes(entry.start) >= to))
    return false;
  return entry.end === null || clockMinutes(entry.end) <= to;
}

function cutOffPassed(entry: ScheduleEntry, date: string, day: DayHours, clock: LocalClock) {
  const cutOffDate = addDays(date, -entry.cut_off_days_before);
  const cutOff = clockMinutes(entry.cut_off_time ?? entry.start ?? day.to);
  if (cutOffDate !== clock.date) return cutOffDate < clock.date;
  return clock.minutes >= cutOff;
}

/** The entries offered on `date`, in the caller's order; none outside the window. */
export function offeredOn(date: string, input: ScheduleInput): OfferedEntry[] {
  const [first, last] = scheduleWindow(input.clock, input.orderForLater);
  if (!input.trading || date < first || date > last) return [];
  const day = hoursOn(date, input);
  return input.entries.flatMap((entry) => {
    if (!appliesOn(entry, date) || !withinHours(entry, day)) return [];
    if (cutOffPassed(entry, date, day, input.clock)) return [];
    const available = entry.capacity - (input.taken.get(takenKey(entry.id, date)) ?? 0);
    if (available <= 0) return [];
    return [
      {
        id: entry.id,
        display_label: entry.display_label,
        cut_off_time_str: cutOffText(entry),
        available,
      },
    ];
  });
}

/** The entries on `date`, and which dates of the window have any. */
export function scheduleAnswer(date: string, input: ScheduleInput): ScheduleAnswer {
  const [first, last] = scheduleWindow(input.clock, input.orderForLater);
  const calendar: string[] = [];
  const invalidDays: string[] = [];
  for (const day of datesBetween(first, last)) {
    (offeredOn(day, input).length > 0 ? calendar : invalidDays).push(day);
  }
  return { date, entries: offeredOn(date, input), calendar, invalidDays };
}
