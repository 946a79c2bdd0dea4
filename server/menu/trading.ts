/**
 * Whether a merchant trades right now: weekday hours, special dates (a holiday that closes the
 * store or gives it special hours), always-open and order-for-later, at a given local clock.
 * Pure: the caller reads the clock. Hours do not cross midnight (close is after open).
 */
import type { MenuAvailability } from '@api/merchant';
import { WEEKDAY_KEYS, type WeekdayKey } from '@api/weekdays';
import { clockMinutes, formatClock, type LocalClock } from '@domain/calendar';

export type DayHours = { open: boolean; from: string; to: string };
export type WeeklyHours = Record<WeekdayKey, DayHours>;
export type SpecialDate = { date: string; name: string; open: boolean; from: string; to: string };

export type TradingInput = {
  weekly: WeeklyHours;
  specials: readonly SpecialDate[];
  clock: LocalClock;
  /** false for a merchant that is not trading at all (e.g. coming soon). */
  trading: boolean;
  alwaysOpen: boolean;
  orderForLater: boolean;
};

export type TradingState = {
  /** The local clock the state was worked out at. */
  clock: LocalClock;
  online: boolean;
  availableToday: boolean;
  orderForLater: boolean;
  /** Today's hours after any special date. */
  today: DayHours;
  /** Why the store is not online now; '' when it is. */
  unavailableReason: string;
  availability: MenuAvailability;
};

const CLOSED_DAY: DayHours = { open: false, from: '00:00', to: '00:00' };

export function tradingState(input: TradingInput): TradingState {
  const { weekly, clock, trading, alwaysOpen } = input;
  const special = input.specials.find((entry) => entry.date === clock.date);
  const today: DayHours = special ?? weekly[clock.weekday];
  const closedBySpecial = special !== undefined && !special.open;
  const withinHours =
    today.open &&
    clockMinutes(today.from) <= clock.minutes &&
    clock.minutes < clockMinutes(today.to);
  const online = trading && (alwaysOpen ? !closedBySpecial : withinHours);
  const availableToday =
    trading &&
    (alwaysOpen ? !closedBySpecial : today.open && clock.minutes < clockMinutes(today.to));
  const orderForLater = trading && input.orderForLater;

  const unavailableReason = online ? '' : closedReason(input, today, special);

  const shownToday = today.open ? today : CLOSED_DAY;
  const shown = (key: WeekdayKey): DayHours => (weekly[key].open ? weekly[key] : CLOSED_DAY);
  const availability: MenuAvailability = {
    available_mon: weekly.mon.open ? 1 : 0,
    available_tue: weekly.tue.open ? 1 : 0,
    available_wed: weekly.wed.open ? 1 : 0,
    available_thu: weekly.thu.open ? 1 : 0,
    available_fri: weekly.fri.open ? 1 : 0,
    available_sat: weekly.sat.open ? 1 : 0,
    available_sun: weekly.sun.open ? 1 : 0,
    available_from: shownToday.from,
    available_to: shownToday.to,
    available_from_by_day: byWeekday((key) => shown(key).from),
    available_to_by_day: byWeekday((key) => shown(key).to),
    available_today: availableToday ? 1 : 0,
    order_for_later: orderForLater ? 1 : 0,
    online_status: online ? 'online' : 'offline',
    special_dates: input.specials
      .filter((entry) => entry.date >= clock.date)
      .map((entry) => ({
        ph_date: entry.date,
        menu_available: entry.open ? 1 : 0,
        available_from: entry.open ? entry.from : '00:00',
        available_to: entry.open ? entry.to : '00:00',
      })),
  };
  return { clock, online, availableToday, orderForLater, today, unavailableReason, availability };
}

/** Why a store that is not online now is closed, for the fulfilment popup. */
function closedReason(
  input: TradingInput,
  today: DayHours,
  special: SpecialDate | undefined,
): string {
  if (!input.trading) return 'Not trading yet';
  if (special && !special.open)
    return special.name ? `Closed today for ${special.name}` : 'Closed today';
  if (!today.open) return 'Closed today';
  if (input.clock.minutes < clockMinutes(today.from)) return `Opens at ${formatClock(today.from)}`;
  return 'Closed for the rest of today';
}

/** Footer lines: consecutive weekdays with the same hours share a line ('Mon – Thu'). */
export function hoursLines(weekly: WeeklyHours): { label: string; hours: string }[] {
  const lines: { first: WeekdayKey; last: WeekdayKey; hours: string }[] = [];
  for (const key of WEEKDAY_KEYS) {
    const day = weekly[key];
    const hours = day.open ? `${formatClock(day.from)} – ${formatClock(day.to)}` : 'Closed';
    const previous = lines.at(-1);
    if (previous && previous.hours === hours) previous.last = key;
    else lines.push({ first: key, last: key, hours });
  }
  return lines.map(({ first, last, hours }) => ({
    label: first === last ? dayLabel(first) : `${dayLabel(first)} – ${dayLabel(last)}`,
    hours,
  }));
}

export function byWeekday<T>(pick: (key: WeekdayKey) => T): Record<WeekdayKey, T> {
  return {
    mon: pick('mon'),
    tue: pick('tue'),
    wed: pick('wed'),
    thu: pick('thu'),
    fri: pick('fri'),
    sat: pick('sat'),
    sun: pick('sun'),
  };
}

function dayLabel(key: WeekdayKey): string {
  return key.charAt(0).toUpperCase() + key.slice(1);
}
