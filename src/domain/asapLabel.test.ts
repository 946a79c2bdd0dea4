import { describe, expect, it } from 'vitest';
import { asapLabel, asapTime, deliveryEstimate } from './asapLabel';
import { formatClock } from './calendar';
import { pickerWindow, type PickerAvailability } from './pickerWindow';

const at = (h: number, m: number, day = 15) => Date.UTC(2025, 0, day, h, m);

const hours: PickerAvailability = {
  available_mon: 1,
  available_tue: 1,
  available_wed: 1,
  available_thu: 1,
  available_fri: 1,
  available_sat: 1,
  available_sun: 1,
  available_from: '09:00',
  available_to: '21:00',
  available_today: 1,
  special_dates: [],
};

describe('formatClock (times shown like 12:05 pm)', () => {
  it.each([
    [at(12, 5), '12:05 pm'],
    [at(9, 0), '9:00 am'],
    [at(0, 0), '12:00 am'],
    [at(0, 30), '12:30 am'],
    [at(11, 55), '11:55 am'],
    [at(13, 0), '1:00 pm'],
    [at(23, 55), '11:55 pm'],
  ])('%i → %s', (time, expected) => {
    expect(formatClock(time)).toBe(expected);
  });
});

describe("asapLabel (spec 1 §2.5: \"an as-soon-as-possible (ASAP) checkbox showing 'Approx {time}' or 'Unavailable today'\")", () => {
  it.each([
    ['"Approx {time}"', at(12, 5), 'Approx 12:05 pm'],
    ['"Approx {time}" in the morning', at(9, 0), 'Approx 9:00 am'],
    ['"\'Unavailable today\'"', null, 'Unavailable today'],
  ])('%s', (_quote, time, expected) => {
    expect(asapLabel(time)).toBe(expected);
  });
});

describe('asapTime (when ASAP is possible today)', () => {
  const window = (now: number, over: Partial<PickerAvailability> = {}, minNotice = 0) =>
    pickerWindow({
      now,
      availability: { ...hours, ...over },
      orderForLater: true,
      online: true,
      minNotice,
    });

  it.each<[string, Parameters<typeof asapTime>[0], number | null]>([
    [
      'allowed, online, open: the earliest step',
      { now: at(12, 2), asapAllowed: true, online: true, window: window(at(12, 2)) },
      at(12, 5),
    ],
    [
      'min_notice is counted in',
      { now: at(12, 2), asapAllowed: true, online: true, window: window(at(12, 2), {}, 20) },
      at(12, 25),
    ],
    [
      'before opening: the opening time',
      { now: at(7, 0), asapAllowed: true, online: true, window: window(at(7, 0)) },
      at(9, 0),
    ],
    [
      'the type does not allow ASAP',
      { now: at(12, 0), asapAllowed: false, online: true, window: window(at(12, 0)) },
      null,
    ],
    [
      'the store is offline',
      { now: at(12, 0), asapAllowed: true, online: false, window: window(at(12, 0)) },
      null,
    ],
    [
      'today is not available',
      {
        now: at(12, 0),
        asapAllowed: true,
        online: true,
        window: window(at(12, 0), { available_today: 0 }),
      },
      null,
    ],
    [
      'today is over (earliest is tomorrow)',
      { now: at(21, 30), asapAllowed: true, online: true, window: window(at(21, 30)) },
      null,
    ],
  ])('%s', (_quote, input, expected) => {
    expect(asapTime(input)).toBe(expected);
  });
});

describe('deliveryEstimate (spec 1 §2.5: "A delivery estimate shows minutes when above 0")', () => {
  it.each<[number, string | null]>([
    [25, '25 mins'],
    [1, '1 min'],
    [0, null],
    [-5, null],
    [Number.NaN, null],
    [0.5, '1 min'],
  ])('%d → %j', (minutes, expected) => {
    expect(deliveryEstimate(minutes)).toBe(expected);
  });
});
