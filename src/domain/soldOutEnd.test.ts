import { describe, expect, it } from 'vitest';
import { closesToday, soldOutEnd, type ClosingInput, type OpeningHours } from './soldOutEnd';

const open = (from: string, to: string): OpeningHours => ({ open: true, from, to });
const CLOSED: OpeningHours = { open: false, from: '00:00', to: '00:00' };

/** The demo store: 07:00–21:00 on weekdays, to 22:00 Fri–Sat, 08:00–20:00 Sundays. */
const weekly: ClosingInput['weekly'] = {
  mon: open('07:00', '21:00'),
  tue: open('07:00', '21:00'),
  wed: open('07:00', '21:00'),
  thu: open('07:00', '21:00'),
  fri: open('07:00', '22:00'),
  sat: open('07:00', '22:00'),
  sun: open('08:00', '20:00'),
};
const specials: ClosingInput['specials'] = [
  { date: '2026-12-25', ...CLOSED },
  { date: '2026-12-26', ...open('10:00', '16:00') },
];

const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));
const input = (date: string, time: string, more: Partial<ClosingInput> = {}): ClosingInput => ({
  weekly,
  specials,
  alwaysOpen: false,
  clock: { date, minutes: minutes(time) },
  ...more,
});

describe('soldOutEnd: a mark until close ends at the next close on the store clock', () => {
  it.each([
    ['open, mid-service on a Tuesday', input('2026-11-24', '11:00'), '2026-11-24T21:00'],
    ['before opening: today still closes later', input('2026-11-24', '05:30'), '2026-11-24T21:00'],
    ['a minute before close', input('2026-11-24', '20:59'), '2026-11-24T21:00'],
    ['at close: the next day closes next', input('2026-11-24', '21:00'), '2026-11-25T21:00'],
    [
      'after close on Saturday: Sunday closes at 8 pm',
      input('2026-11-28', '23:00'),
      '2026-11-29T20:00',
    ],
    ["a special date's hours over the weekday's", input('2026-12-26', '12:00'), '2026-12-26T16:00'],
    [
      'closed today (Christmas): the next opening day',
      input('2026-12-25', '12:00'),
      '2026-12-26T16:00',
    ],
    [
      'closing at 24:00 ends at midnight',
      input('2026-11-24', '11:00', { weekly: { ...weekly, tue: open('07:00', '24:00') } }),
      '2026-11-25T00:00',
    ],
    [
      'always open: midnight tonight',
      input('2026-11-24', '11:00', { alwaysOpen: true }),
      '2026-11-25T00:00',
    ],
    [
      'never opens in two weeks: midnight tonight',
      input('2026-11-24', '11:00', {
        weekly: {
          mon: CLOSED,
          tue: CLOSED,
          wed: CLOSED,
          thu: CLOSED,
          fri: CLOSED,
          sat: CLOSED,
          sun: CLOSED,
        },
      }),
      '2026-11-25T00:00',
    ],
  ])('%s', (_name, given, expected) => {
    expect(soldOutEnd(given)).toBe(expected);
  });
});

describe("closesToday: today's close while it is ahead", () => {
  it.each([
    ['open on a Tuesday', input('2026-11-24', '11:00'), '2026-11-24T21:00'],
    ['already closed tonight', input('2026-11-24', '21:30'), null],
    ['closed all day (Christmas)', input('2026-12-25', '12:00'), null],
    ['special hours', input('2026-12-26', '09:00'), '2026-12-26T16:00'],
    ['always open', input('2026-11-24', '11:00', { alwaysOpen: true }), '2026-11-25T00:00'],
  ])('%s', (_name, given, expected) => {
    expect(closesToday(given)).toBe(expected);
  });
});
