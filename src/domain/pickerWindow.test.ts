import { describe, expect, it } from 'vitest';
import { addMonths, localEpochFromWallClock, toLocalEpoch, weekdayOf } from './calendar';
import {
  ceilToStep,
  daysInWindow,
  isSelectableDay,
  MINUTE_STEP,
  ORDER_FOR_LATER_MONTHS,
  pickerWindow,
  snapToWindow,
  timesForDay,
  type PickerAvailability,
  type PickerDisabledReason,
  type PickerInput,
  type PickerWindow,
} from './pickerWindow';

/** Local epoch for a Perth wall-clock time: '2025-01-15 12:05' → Date.UTC(…). */
function at(text: string): number {
  const value = localEpochFromWallClock(text);
  if (value === null) throw new Error(`bad time ${text}`);
  return value;
}

/** Mon–Sat 09:00–21:00, Sundays closed; Sun 26 Jan opens 10–14, Fri 17 Jan is closed. */
const hours: PickerAvailability = {
  available_mon: 1,
  available_tue: 1,
  available_wed: 1,
  available_thu: 1,
  available_fri: 1,
  available_sat: 1,
  available_sun: 0,
  available_from: '09:00',
  available_to: '21:00',
  available_from_by_day: {},
  available_to_by_day: {},
  available_today: 1,
  special_dates: [
    { ph_date: '2025-01-26', menu_available: 1, available_from: '10:00', available_to: '14:00' },
    { ph_date: '2025-01-17', menu_available: 0, available_from: '09:00', available_to: '21:00' },
  ],
};
const allClosed: PickerAvailability = {
  ...hours,
  available_mon: 0,
  available_tue: 0,
  available_wed: 0,
  available_thu: 0,
  available_fri: 0,
  available_sat: 0,
};

const input = (now: string, over: Partial<PickerInput> = {}): PickerInput => ({
  now: at(now),
  availability: hours,
  orderForLater: false,
  online: true,
  ...over,
});

describe('local epoch helpers (the time convention of src/domain)', () => {
  it('reads the merchant wall clock as if it were UTC', () => {
    expect(at('2025-01-15T12:05:00')).toBe(Date.UTC(2025, 0, 15, 12, 5));
    expect(at('2025-01-15 12:05')).toBe(Date.UTC(2025, 0, 15, 12, 5));
    expect(localEpochFromWallClock('not a time')).toBeNull();
  });

  it('converts a real epoch with the store offset (Perth is UTC+8, no daylight saving)', () => {
    expect(toLocalEpoch(Date.UTC(2025, 0, 15, 4, 5), 480)).toBe(at('2025-01-15 12:05'));
  });

  it.each([
    ['2025-01-15 12:00:00', '2025-01-15 12:00'],
    ['2025-01-15 12:00:01', '2025-01-15 12:05'],
    ['2025-01-15 12:03', '2025-01-15 12:05'],
    ['2025-01-15 23:58', '2025-01-16 00:00'],
  ])('"minutes in steps of 5": %s rounds up to %s', (time, expected) => {
    expect(ceilToStep(at(time))).toBe(at(expected));
  });

  it.each([
    ['2025-01-15', 1, '2025-02-15'],
    ['2025-01-31', 1, '2025-02-28'],
    ['2024-01-31', 1, '2024-02-29'],
    ['2025-03-31', 1, '2025-04-30'],
    ['2025-12-31', 1, '2026-01-31'],
  ])('one month from %s (+%i) is %s', (date, months, expected) => {
    expect(addMonths(date, months)).toBe(expected);
  });

  it.each([
    ['2025-01-13', 'mon'],
    ['2025-01-15', 'wed'],
    ['2025-01-19', 'sun'],
    ['2024-02-29', 'thu'],
  ])('%s is a %s', (date, day) => {
    expect(weekdayOf(date)).toBe(day);
  });

  it('uses the §9 constants', () => {
    expect(MINUTE_STEP).toBe(5);
    expect(ORDER_FOR_LATER_MONTHS).toBe(1);
  });
});

describe('pickerWindow earliest (spec 1 §5: "Earliest is now, or the available_from of today, or the next available weekday")', () => {
  it.each<[string, PickerInput, string]>([
    [
      '"Earliest is now", rounded up to the 5-minute step',
      input('2025-01-15 12:02:30'),
      '2025-01-15 12:05',
    ],
    [
      'a time exactly now, on a step, is the earliest',
      input('2025-01-15 12:05'),
      '2025-01-15 12:05',
    ],
    [
      'min_notice is added before rounding',
      input('2025-01-15 12:02', { minNotice: 30 }),
      '2025-01-15 12:35',
    ],
    [
      'a min_notice off the grid still lands on a step',
      input('2025-01-15 12:00', { minNotice: 7 }),
      '2025-01-15 12:10',
    ],
    ['"or the available_from of today"', input('2025-01-15 08:00'), '2025-01-15 09:00'],
    ['the closing time itself is still selectable', input('2025-01-15 21:00'), '2025-01-15 21:00'],
    [
      'today over: "or the next available weekday"',
      input('2025-01-15 21:01', { orderForLater: true }),
      '2025-01-16 09:00',
    ],
    [
      'min_notice past closing moves to the next day',
      input('2025-01-15 20:50', { orderForLater: true, minNotice: 15 }),
      '2025-01-16 09:00',
    ],
    [
      'today unavailable (available_today 0) → next day',
      input('2025-01-15 10:00', {
        orderForLater: true,
        availability: { ...hours, available_today: 0 },
      }),
      '2025-01-16 09:00',
    ],
    [
      'Saturday night: Sunday is closed, Monday opens',
      input('2025-01-11 22:00', { orderForLater: true }),
      '2025-01-13 09:00',
    ],
    [
      '"Special dates can open" a normally closed Sunday',
      input('2025-01-25 22:00', { orderForLater: true }),
      '2025-01-26 10:00',
    ],
    [
      '"Special dates can … block" a normally open Friday',
      input('2025-01-16 22:00', { orderForLater: true }),
      '2025-01-18 09:00',
    ],
    [
      'per-day opening (available_from_by_day) overrides available_from',
      input('2025-01-18 08:00', {
        availability: { ...hours, available_from_by_day: { sat: '11:00' } },
      }),
      '2025-01-18 11:00',
    ],
    [
      'a closing of 00:00 means the end of the day',
      input('2025-01-15 23:51', { availability: { ...hours, available_to: '00:00' } }),
      '2025-01-15 23:55',
    ],
    [
      'an opening off the grid rounds up to a step',
      input('2025-01-15 08:00', { availability: { ...hours, available_from: '09:02' } }),
      '2025-01-15 09:05',
    ],
    [
      'offline with order for later: still open for later today',
      input('2025-01-15 07:00', { online: false, orderForLater: true }),
      '2025-01-15 09:00',
    ],
  ])('%s', (_quote, picker, expected) => {
    const window = pickerWindow(picker);
    expect(window.disabled).toBe(false);
    expect(window.earliest).toBe(at(expected));
  });
});

describe('pickerWindow latest (spec 1 §5: "Latest is end of today, or end of the day one month ahead if order_for_later is on")', () => {
  it.each<[string, PickerInput, string]>([
    ['"end of today" (its last 5-minute step)', input('2025-01-15 12:00'), '2025-01-15 23:55'],
    [
      '"end of the day one month ahead"',
      input('2025-01-15 12:00', { orderForLater: true }),
      '2025-02-15 23:55',
    ],
    [
      'one month ahead of 31 Jan is the end of February',
      input('2025-01-31 12:00', { orderForLater: true }),
      '2025-02-28 23:55',
    ],
    [
      'one month ahead of 31 Jan in a leap year is 29 Feb',
      input('2024-01-31 12:00', { orderForLater: true }),
      '2024-02-29 23:55',
    ],
  ])('%s', (_quote, picker, expected) => {
    expect(pickerWindow(picker).latest).toBe(at(expected));
  });
});

describe('pickerWindow disabled (spec 1 §5: "The picker is disabled if all 7 days are unavailable, or the store is offline and order-for-later is off")', () => {
  it.each<[string, PickerInput, PickerDisabledReason | null, boolean]>([
    [
      '"all 7 days are unavailable" (and "a warning is logged")',
      input('2025-01-15 12:00', { availability: allClosed, orderForLater: true }),
      'all-days-unavailable',
      true,
    ],
    [
      '"the store is offline and order-for-later is off"',
      input('2025-01-15 12:00', { online: false }),
      'offline',
      false,
    ],
    [
      'offline but order-for-later on: enabled',
      input('2025-01-15 12:00', { online: false, orderForLater: true }),
      null,
      false,
    ],
    [
      'online, today over and no order-for-later: nothing to choose',
      input('2025-01-15 21:01'),
      'no-times',
      false,
    ],
    [
      'a normally open Friday closed by a special date, no order-for-later',
      input('2025-01-17 10:00'),
      'no-times',
      false,
    ],
    ['online during hours', input('2025-01-15 12:00'), null, false],
  ])('%s', (_quote, picker, reason, warn) => {
    const window = pickerWindow(picker);
    expect(window.disabled).toBe(reason !== null);
    expect(window.reason).toBe(reason);
    expect(window.warnAllDaysUnavailable).toBe(warn);
  });
});

describe('snapToWindow (spec 1 §5: "A time outside the range snaps to the earliest")', () => {
  const window = pickerWindow(input('2025-01-15 12:00', { orderForLater: true }));
  it.each<[string, number | null, number]>([
    ['inside the range stays', at('2025-01-20 18:30'), at('2025-01-20 18:30')],
    ['exactly the earliest stays', at('2025-01-15 12:00'), at('2025-01-15 12:00')],
    ['exactly the latest stays', at('2025-02-15 23:55'), at('2025-02-15 23:55')],
    ['in the past snaps to the earliest', at('2025-01-15 11:55'), at('2025-01-15 12:00')],
    ['beyond one month snaps to the earliest', at('2025-02-16 00:00'), at('2025-01-15 12:00')],
    ['no time chosen takes the earliest', null, at('2025-01-15 12:00')],
  ])('%s', (_quote, requested, expected) => {
    expect(snapToWindow(requested, window)).toBe(expected);
  });

  it('a disabled picker has nothing to snap to', () => {
    const off: PickerWindow = pickerWindow(input('2025-01-15 12:00', { online: false }));
    expect(snapToWindow(at('2025-01-15 13:00'), off)).toBeNull();
  });
});

describe('isSelectableDay (spec 1 §5: "Special dates can open or block days")', () => {
  it.each<[string, PickerAvailability, string, boolean]>([
    ['an open weekday (Wednesday)', hours, '2025-01-15', true],
    ['a closed weekday (Sunday)', hours, '2025-01-19', false],
    ['a special date opening a normally closed Sunday', hours, '2025-01-26', true],
    ['a special date closing a normally open Friday', hours, '2025-01-17', false],
    ['the same Friday a week later is open', hours, '2025-01-24', true],
    [
      '"If all 7 days are unavailable the rules are ignored": a Wednesday',
      allClosed,
      '2025-01-15',
      true,
    ],
    ['… but a special date still blocks its day', allClosed, '2025-01-17', false],
  ])('%s', (_quote, availability, date, expected) => {
    expect(isSelectableDay(date, availability)).toBe(expected);
  });
});

describe('timesForDay (spec 1 §5: "minutes in steps of 5" within the day\'s hours)', () => {
  const window = pickerWindow(input('2025-01-15 20:40', { orderForLater: true }));
  const clock = (times: number[]) => times.map((t) => new Date(t).toISOString().slice(11, 16));

  it('today: from the earliest to the closing time', () => {
    expect(clock(timesForDay('2025-01-15', window, hours))).toEqual([
      '20:40',
      '20:45',
      '20:50',
      '20:55',
      '21:00',
    ]);
  });

  it.each<[string, string, number, string | undefined, string | undefined]>([
    ['an ordinary day 09:00–21:00', '2025-01-16', 145, '09:00', '21:00'],
    ['a special date overrides weekday hours: 10:00–14:00', '2025-01-26', 49, '10:00', '14:00'],
    ['a special date closing the day', '2025-01-17', 0, undefined, undefined],
    ['a closed Sunday', '2025-01-19', 0, undefined, undefined],
    ['past the window (more than a month ahead)', '2025-02-17', 0, undefined, undefined],
  ])('%s', (_quote, date, count, first, last) => {
    const times = clock(timesForDay(date, window, hours));
    expect(times).toHaveLength(count);
    expect(times[0]).toBe(first);
    expect(times.at(-1)).toBe(last);
  });

  it('per-day closing (available_to_by_day) falls back to available_to on other days', () => {
    const availability = { ...hours, available_to_by_day: { thu: '15:00' } };
    expect(clock(timesForDay('2025-01-16', window, availability)).at(-1)).toBe('15:00');
    expect(clock(timesForDay('2025-01-18', window, availability)).at(-1)).toBe('21:00');
  });

  it('a disabled picker offers nothing', () => {
    const off = pickerWindow(input('2025-01-15 12:00', { online: false }));
    expect(timesForDay('2025-01-15', off, hours)).toEqual([]);
  });
});

describe('daysInWindow (the calendar of selectable days)', () => {
  it('skips closed and blocked days and opens special ones', () => {
    const window = pickerWindow(input('2025-01-16 22:00', { orderForLater: true }));
    const days = daysInWindow(window, hours);
    expect(days.slice(0, 8)).toEqual([
      '2025-01-18',
      '2025-01-20',
      '2025-01-21',
      '2025-01-22',
      '2025-01-23',
      '2025-01-24',
      '2025-01-25',
      '2025-01-26',
    ]);
    expect(days.at(-1)).toBe('2025-02-15');
  });
});
