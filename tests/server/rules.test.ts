/** The server's pure rules as tables: clock, trading hours, footer lines, versions, distances, fields. */
import { describe, expect, it } from 'vitest';
import { formatClock, localClock } from '../../src/domain/calendar';
import { distanceKm } from '../../server/menu/summary';
import { hoursLines, tradingState, type WeeklyHours } from '../../server/menu/trading';
import { nestedField, parseFormBody } from '../../server/protocol/fields';
import { upgradeFor } from '../../server/protocol/upgrade';

const OPEN = (from: string, to: string) => ({ open: true, from, to });
const CLOSED = { open: false, from: '00:00', to: '00:00' };
const WEEK: WeeklyHours = {
  mon: CLOSED,
  tue: OPEN('11:00', '21:00'),
  wed: OPEN('11:00', '21:00'),
  thu: OPEN('11:00', '21:00'),
  fri: OPEN('11:00', '23:00'),
  sat: OPEN('09:30', '23:00'),
  sun: OPEN('09:30', '15:00'),
};

describe('localClock', () => {
  it.each([
    ['2026-11-24T03:00:00Z', 'Australia/Perth', '2026-11-24T11:00:00', 'tue'],
    ['2026-11-23T16:00:00Z', 'Australia/Perth', '2026-11-24T00:00:00', 'tue'],
    ['2026-11-23T15:59:59Z', 'Australia/Perth', '2026-11-23T23:59:59', 'mon'],
    ['2026-11-24T03:00:00Z', 'Australia/Sydney', '2026-11-24T14:00:00', 'tue'],
    ['2026-11-24T03:00:00Z', 'Pacific/Auckland', '2026-11-24T16:00:00', 'tue'],
  ])('%s in %s is %s (%s)', (iso, zone, local, weekday) => {
    const clock = localClock(new Date(iso), zone);
    expect(clock.iso).toBe(local);
    expect(clock.weekday).toBe(weekday);
    expect(clock.minutes).toBe(Number(local.slice(11, 13)) * 60 + Number(local.slice(14, 16)));
  });
});

describe('formatClock', () => {
  it.each([
    ['00:00', '12:00 am'],
    ['07:05', '7:05 am'],
    ['12:00', '12:00 pm'],
    ['21:30', '9:30 pm'],
  ])('%s → %s', (hhmm, text) => expect(formatClock(hhmm)).toBe(text));
});

describe('hoursLines', () => {
  it('groups consecutive days with the same hours', () => {
    expect(hoursLines(WEEK)).toEqual([
      { label: 'Mon', hours: 'Closed' },
      { label: 'Tue – Thu', hours: '11:00 am – 9:00 pm' },
      { label: 'Fri', hours: '11:00 am – 11:00 pm' },
      { label: 'Sat', hours: '9:30 am – 11:00 pm' },
      { label: 'Sun', hours: '9:30 am – 3:00 pm' },
    ]);
  });
});

describe('tradingState', () => {
  const at = (date: string, weekday: 'mon' | 'tue' | 'sat', hhmm: string) => ({
    date,
    weekday,
    minutes: Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3)),
    iso: `${date}T${hhmm}:00`,
  });
  const base = {
    weekly: WEEK,
    specials: [],
    trading: true,
    alwaysOpen: false,
    orderForLater: true,
  };

  it.each([
    ['before opening', at('2026-11-24', 'tue', '10:59'), false, true, 'Opens at 11:00 am'],
    ['at opening', at('2026-11-24', 'tue', '11:00'), true, true, ''],
    ['just before closing', at('2026-11-24', 'tue', '20:59'), true, true, ''],
    ['at closing', at('2026-11-24', 'tue', '21:00'), false, false, 'Closed for the rest of today'],
    ['on a closed weekday', at('2026-11-23', 'mon', '12:00'), false, false, 'Closed today'],
  ])('%s', (_label, clock, online, availableToday, reason) => {
    const state = tradingState({ ...base, clock });
    expect([state.online, state.availableToday, state.unavailableReason]).toEqual([
      online,
      availableToday,
      reason,
    ]);
  });

  it('lets a special date open a closed weekday, or close an open one', () => {
    const specials = [
      { date: '2026-11-23', name: 'Opening party', open: true, from: '18:00', to: '22:00' },
      { date: '2026-11-24', name: 'Stocktake', open: false, from: '00:00', to: '00:00' },
    ];
    const monday = tradingState({ ...base, specials, clock: at('2026-11-23', 'mon', '19:00') });
    expect(monday.online).toBe(true);
    const tuesday = tradingState({ ...base, specials, clock: at('2026-11-24', 'tue', '12:00') });
    expect([tuesday.online, tuesday.availableToday, tuesday.unavailableReason]).toEqual([
      false,
      false,
      'Closed today for Stocktake',
    ]);
    expect(tuesday.availability.special_dates.map((entry) => entry.ph_date)).toEqual([
      '2026-11-24',
    ]);
  });

  it('keeps an always-open store online except on a closed special date, and a non-trading one offline', () => {
    expect(
      tradingState({ ...base, alwaysOpen: true, clock: at('2026-11-23', 'mon', '03:00') }).online,
    ).toBe(true);
    const notTrading = tradingState({
      ...base,
      trading: false,
      clock: at('2026-11-24', 'tue', '12:00'),
    });
    expect([notTrading.online, notTrading.availableToday, notTrading.orderForLater]).toEqual([
      false,
      false,
      false,
    ]);
  });
});

describe('upgradeFor', () => {
  const release = (latest: string, minimum: string) => ({
    latest_version: latest,
    minimum_version: minimum,
    link: '/',
  });
  it.each([
    ['3.1.23', '3.1.23', '3.1.23', undefined],
    ['3.1.24', '3.1.23', '3.1.23', { Available: true, Required: false, Link: '/' }],
    ['3.2.0', '3.1.30', '3.1.23', { Available: true, Required: true, Link: '/' }],
    ['3.10.0', '3.9.0', '3.10.0', undefined],
    ['3.1.23', '3.1.23', '4.0.0', undefined],
    ['3.1.23', '3.1.23', 'garbage', { Available: true, Required: true, Link: '/' }],
  ])('latest %s, minimum %s, app %s', (latest, minimum, app, expected) => {
    expect(upgradeFor(release(latest, minimum), app)).toEqual(expected);
  });
});

describe('distanceKm', () => {
  it('measures great-circle km to one decimal', () => {
    expect(distanceKm({ lat: -31.954, long: 115.8585 }, { lat: -31.954, long: 115.8585 })).toBe(0);
    expect(
      distanceKm({ lat: -31.9505, long: 115.8605 }, { lat: -33.8688, long: 151.2093 }),
    ).toBeCloseTo(3290, -1);
    expect(distanceKm({ lat: 0, long: 0 }, { lat: 0, long: 1 })).toBe(111.2);
  });
});

describe('form fields', () => {
  it('keeps the first of repeated fields', () => {
    expect(parseFormBody('a=1&a=2&b=%20x+y')).toEqual({ a: '1', b: ' x y' });
  });

  it('reads a nested payload from a JSON field or from bracket fields', () => {
    const json = { menu_item_data: JSON.stringify({ menu_item_id: 12, options: { group_3: 7 } }) };
    expect(nestedField(json, 'menu_item_data')).toEqual({
      menu_item_id: 12,
      options: { group_3: 7 },
    });
    const brackets = parseFormBody(
      'menu_item_data[menu_item_id]=12&menu_item_data[options][group_3]=7&menu_item_data[options][option_9]=1',
    );
    expect(nestedField(brackets, 'menu_item_data')).toEqual({
      menu_item_id: '12',
      options: { group_3: '7', option_9: '1' },
    });
    expect(nestedField({ menu_item_data: 'not json' }, 'menu_item_data')).toBeNull();
    expect(nestedField({}, 'menu_item_data')).toBeNull();
    expect(nestedField(parseFormBody('x[__proto__][polluted]=1'), 'x')).toBeNull();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
