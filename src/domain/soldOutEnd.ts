/**
 * When a sold-out mark 'until close' ends: at the store's next close, read on its own wall clock
 * from its weekly hours and special dates. Staff marking a dish sold out mean 'for this service',
 * so:
 * - open today and not yet closed: today's close;
 * - closed today, or already past today's close: the close of the next day it opens (a special
 *   date's hours over the weekday's), looking two weeks ahead;
 * - always open, or no opening day within two weeks: midnight tonight (the end of the store's
 *   day), so the mark never outlives the day it was meant for by much.
 * Times are 'yyyy-MM-ddTHH:mm' on the store's clock; hours do not cross midnight (trading.ts).
 */
import type { WeekdayKey } from '../api/weekdays';
import { addDays, clockMinutes, weekdayOf } from './calendar';

export type OpeningHours = { open: boolean; from: string; to: string };

export type ClosingInput = {
  weekly: Readonly<Record<WeekdayKey, OpeningHours>>;
  specials: readonly ({ date: string } & OpeningHours)[];
  alwaysOpen: boolean;
  /** The store's clock now: 'yyyy-MM-dd' and minutes since midnight. */
  clock: { date: string; minutes: number };
};

/** How far ahead a closed store's next opening day is looked for. */
export const CLOSE_LOOKAHEAD_DAYS = 14;

function hoursOn(input: ClosingInput, date: string): OpeningHours {
  return input.specials.find((entry) => entry.date === date) ?? input.weekly[weekdayOf(date)];
}

/** 'yyyy-MM-dd' plus 'HH:mm' (24:00 is the next midnight) → 'yyyy-MM-ddTHH:mm'. */
function wallClock(date: string, hhmm: string): string {
  return clockMinutes(hhmm) >= 24 * 60 ? `${addDays(date, 1)}T00:00` : `${date}T${hhmm}`;
}

/** The store's wall clock at which a mark made now 'until close' ends. */
export function soldOutEnd(input: ClosingInput): string {
  const { clock } = input;
  const midnight = `${addDays(clock.date, 1)}T00:00`;
  if (input.alwaysOpen) return midnight;
  for (let ahead = 0; ahead <= CLOSE_LOOKAHEAD_DAYS; ahead++) {
    const date = addDays(clock.date, ahead);
    const hours = hoursOn(input, date);
    if (!hours.open) continue;
    if (ahead === 0 && clock.minutes >= clockMinutes(hours.to)) continue;
    return wallClock(date, hours.to);
  }
  return midnight;
}

/**
 * Today's close while it is still ahead (what the Menu tab says a mark lasts until; midnight for
 * a store always open); null when the store is closed today or has already closed.
 */
export function closesToday(input: ClosingInput): string | null {
  const { clock } = input;
  if (input.alwaysOpen) return `${addDays(clock.date, 1)}T00:00`;
  const hours = hoursOn(input, clock.date);
  return hours.open && clock.minutes < clockMinutes(hours.to)
    ? wallClock(clock.date, hours.to)
    : null;
}
