/**
 * Wall-clock helpers in a merchant's timezone. Intl.DateTimeFormat knows every IANA zone, so no
 * timezone library is needed; formatters are cached per zone because building one is slow.
 */
import { WEEKDAY_KEYS, type WeekdayKey } from '../../src/api/merchant';

export type LocalClock = Readonly<{
  /** 'yyyy-MM-dd' */
  date: string;
  weekday: WeekdayKey;
  /** Minutes since local midnight. */
  minutes: number;
  /** 'yyyy-MM-ddTHH:mm:ss' */
  iso: string;
}>;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      weekday: 'short',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The last answer per zone: every call in the same second gets it without formatting again. */
const lastClock = new Map<string, { second: number; clock: LocalClock }>();

export function localClock(now: Date, timeZone: string): LocalClock {
  const second = Math.floor(now.getTime() / 1000);
  const last = lastClock.get(timeZone);
  if (last !== undefined && last.second === second) return last.clock;
  const clock = formatLocalClock(now, timeZone);
  lastClock.set(timeZone, { second, clock });
  return clock;
}

function formatLocalClock(now: Date, timeZone: string): LocalClock {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of formatterFor(timeZone).formatToParts(now)) parts[part.type] = part.value;
  const hour = parts.hour === '24' ? '00' : (parts.hour ?? '00');
  const minute = parts.minute ?? '00';
  const date = `${parts.year}-${parts.month}-${parts.day}`;
  const weekday = WEEKDAY_KEYS.find((key) => parts.weekday?.toLowerCase().startsWith(key));
  if (!weekday) throw new Error(`Cannot read the weekday in ${timeZone}`);
  return {
    date,
    weekday,
    minutes: Number(hour) * 60 + Number(minute),
    iso: `${date}T${hour}:${minute}:${parts.second ?? '00'}`,
  };
}

/** At most one entry per 'HH:mm' of the day: the schedules ask for the same few all the time. */
const minutesOf = new Map<string, number>();

/** 'HH:mm' → minutes since midnight. */
export function clockMinutes(hhmm: string): number {
  let total = minutesOf.get(hhmm);
  if (total === undefined) {
    const [hours = '0', minutes = '0'] = hhmm.split(':');
    total = Number(hours) * 60 + Number(minutes);
    if (minutesOf.size < 10_000) minutesOf.set(hhmm, total);
  }
  return total;
}

/** 'HH:mm' → '7:00 am' (the footer and availability texts). */
export function formatClock(hhmm: string): string {
  const total = clockMinutes(hhmm);
  const hours24 = Math.floor(total / 60) % 24;
  const minutes = String(total % 60).padStart(2, '0');
  const hours12 = hours24 % 12 === 0 ? 12 : hours24 % 12;
  return `${hours12}:${minutes} ${hours24 < 12 ? 'am' : 'pm'}`;
}
