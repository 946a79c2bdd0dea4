/**
 * Whether an order can be fulfilled when it asks (spec 2 §8 'Change Time' and 'Change Date'
 * phrases): ASAP while the store trades, or a requested time that has not passed, on a day the
 * store is open and within the ordering window, within its hours, and after the type's minimum
 * notice. Slot, stop and location types take their time from the entry, whose own rules
 * (server/schedules/offer.ts) are checked by the caller. Pure: the clock is a parameter; dates
 * through src/domain/calendar.ts.
 */
import {
  addMinutes,
  atLocal,
  clockMinutes,
  formatClock,
  formatDay,
  localDate,
  minuteOfDay,
  startOfMinute,
  type LocalClock,
  type LocalMs,
} from '@domain/calendar';
import {
  afterLastOrdersMessage,
  availableBetweenMessage,
  earliestDateMessage,
  minimumNoticeMessage,
  notAvailableOnDayMessage,
  SERVER_PHRASES,
} from '@domain/serverPhrases';
import type { FulfilmentConfig } from '../menu/fulfilment';
import { scheduleWindow } from '../schedules/offer';
import type { DayHours, SpecialDate, WeeklyHours } from '../menu/trading';
import { weekdayOf } from '@domain/calendar';

export type TimingInput = {
  /** The type's label, e.g. 'Pickup'. */
  verb: string;
  code: string;
  settings: Pick<FulfilmentConfig, 'asap' | 'time_type' | 'min_notice'>;
  asap: boolean;
  /** The requested merchant-local time; null for none. */
  requested: LocalMs | null;
  clock: LocalClock;
  weekly: WeeklyHours;
  specials: readonly SpecialDate[];
  trading: boolean;
  alwaysOpen: boolean;
  orderForLater: boolean;
};

const SCHEDULED = new Set(['slots', 'stops', 'locations']);

function hoursOn(date: string, input: TimingInput): DayHours & { name: string } {
  const special = input.specials.find((entry) => entry.date === date);
  if (special) return special;
  return { ...input.weekly[weekdayOf(date)], name: '' };
}

/** 15 → '15 minutes', 60 → '1 hour', 1440 → '24 hours', 90 → '90 minutes'. */
export function noticeText(minutes: number): string {
  if (minutes % 60 !== 0) return `${minutes} minutes`;
  const hours = minutes / 60;
  return hours === 1 ? '1 hour' : `${hours} hours`;
}

/** The refusal for an order at this time, or null when it can be fulfilled then. */
export function timingProblem(input: TimingInput): string | null {
  const { clock, settings, verb } = input;
  const now = atLocal(clock.date, clock.minutes);
  const today = hoursOn(clock.date, input);
  if (!input.trading)
    return notAvailableOnDayMessage(verb, formatDay(clock.date), 'not trading yet');

  const wantsAsap = input.code === 'dinein' || settings.time_type === 'none' || input.asap;
  if (wantsAsap && !SCHEDULED.has(settings.time_type)) {
    if (
      input.asap &&
      settings.asap !== 1 &&
      settings.time_type === 'user' &&
      input.code !== 'dinein'
    )
      return SERVER_PHRASES.timeRequired;
    return withinHours(input, clock.date, clock.minutes, today);
  }

  if (input.requested === null) {
    return SCHEDULED.has(settings.time_type) ? null : SERVER_PHRASES.timeRequired;
  }
  const requested = input.requested;
  if (requested < startOfMinute(now)) return SERVER_PHRASES.timeHasPast;
  const date = localDate(requested);
  const [, last] = scheduleWindow(clock, input.orderForLater);
  if (date > last) {
    const reason = input.orderForLater
      ? `orders can be placed up to ${formatDay(last)}`
      : 'orders are for today only';
    return notAvailableOnDayMessage(verb, formatDay(date), reason);
  }
  const day = hoursOn(date, input);
  if (!day.open) return notAvailableOnDayMessage(verb, formatDay(date), day.name || 'closed');
  // The entry's own time and cut-off decide for slots, stops and locations.
  if (SCHEDULED.has(settings.time_type)) return null;

  const earliest = addMinutes(now, settings.min_notice);
  if (requested < startOfMinute(earliest)) {
    return localDate(earliest) > date
      ? earliestDateMessage(verb, formatDay(localDate(earliest)))
      : minimumNoticeMessage(verb, noticeText(settings.min_notice));
  }
  return withinHours(input, date, minuteOfDay(requested), day);
}

function withinHours(
  input: TimingInput,
  date: string,
  minutes: number,
  day: DayHours & { name: string },
): string | null {
  if (!day.open) return notAvailableOnDayMessage(input.verb, formatDay(date), day.name || 'closed');
  if (input.alwaysOpen) return null;
  const from = clockMinutes(day.from);
  const to = clockMinutes(day.to);
  if (minutes < from)
    return availableBetweenMessage(
      input.verb,
      formatClock(day.from),
      formatClock(day.to),
      formatDay(date),
    );
  if (minutes >= to)
    return afterLastOrdersMessage(input.verb, formatClock(day.to), formatDay(date));
  return null;
}
