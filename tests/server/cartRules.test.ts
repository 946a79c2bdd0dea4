/** The cart's and schedules' pure rules as tables: addresses, promo discounts, dates, cut-offs. */
import { describe, expect, it } from 'vitest';
import { parseJoinedAddress } from '../../server/cart/address';
import { promoDiscount, type PromoRow } from '../../server/cart/promo';
import { addMonths, datesBetween, isCalendarDate, weekdayOf } from '../../src/domain/calendar';
import { cutOffText } from '../../server/schedules/offer';

describe('parseJoinedAddress (address1, address2, city, state, postcode, country joined)', () => {
  it.each([
    [
      '12 South Terrace, , Fremantle, WA, 6160, AU',
      ['12 South Terrace', '', 'Fremantle', 'WA', '6160', 'AU'],
    ],
    [
      'Unit 4, 12 South Terrace, Fremantle, WA, 6160, Australia',
      ['Unit 4', '12 South Terrace', 'Fremantle', 'WA', '6160', 'Australia'],
    ],
    [
      '7 Forrest Street, Beaconsfield, wa, 6162',
      ['7 Forrest Street', '', 'Beaconsfield', 'WA', '6162', ''],
    ],
    [
      '12 Wattle Place, Hilton, WA 6163, Australia',
      ['12 Wattle Place', '', 'Hilton', 'WA', '6163', 'Australia'],
    ],
    ['Fremantle, 6160', ['Fremantle', '', '', '', '6160', '']],
    ['somewhere near the beach', ['somewhere near the beach', '', '', '', '', '']],
    ['', ['', '', '', '', '', '']],
  ])('%j', (text, [address1, address2, city, state, postcode, country]) => {
    expect(parseJoinedAddress(text)).toEqual({
      address1,
      address2,
      city,
      state,
      postcode,
      country,
    });
  });
});

describe('promoDiscount', () => {
  const promo = (overrides: Partial<PromoRow>): PromoRow => ({
    id: 1,
    brand_id: 1,
    merchant_id: null,
    code: 'CODE',
    description: '',
    kind: 'percent',
    value: 10,
    min_order_cents: 0,
    starts_on: null,
    ends_on: null,
    active: true,
    ...overrides,
  });
  it.each([
    ['10% of $44.00', promo({}), 4400, 440],
    ['10% rounds to the cent', promo({}), 1005, 101],
    [
      '$5 off over $30, at $30',
      promo({ kind: 'amount', value: 500, min_order_cents: 3000 }),
      3000,
      500,
    ],
    [
      '$5 off over $30, below',
      promo({ kind: 'amount', value: 500, min_order_cents: 3000 }),
      2999,
      0,
    ],
    ['never more than the order', promo({ kind: 'amount', value: 500 }), 300, 300],
    ['an empty order', promo({}), 0, 0],
    ['expired', promo({ ends_on: '2026-10-31' }), 4400, 0],
    ['not started', promo({ starts_on: '2026-12-01' }), 4400, 0],
    ['switched off', promo({ active: false }), 4400, 0],
    ['no code', null, 4400, 0],
  ])('%s', (_name, row, subTotal, discount) => {
    expect(promoDiscount(row, subTotal, '2026-11-24')).toBe(discount);
  });
});

/** The order-for-later window's end: one calendar month on. */
const addOneMonth = (date: string) => addMonths(date, 1);

describe('dates', () => {
  it.each([
    ['2026-11-24', '2026-12-24'],
    ['2027-01-31', '2027-02-28'],
    ['2028-01-31', '2028-02-29'],
    ['2026-12-15', '2027-01-15'],
  ])('one month after %s is %s', (date, later) => {
    expect(addOneMonth(date)).toBe(later);
  });
  it('knows weekdays, real dates and ranges', () => {
    expect(weekdayOf('2026-11-24')).toBe('tue');
    expect(weekdayOf('2026-11-29')).toBe('sun');
    expect(isCalendarDate('2026-02-28')).toBe(true);
    expect(isCalendarDate('2026-02-30')).toBe(false);
    expect(isCalendarDate('24/11/2026')).toBe(false);
    expect(datesBetween('2026-12-30', '2027-01-02')).toEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
    ]);
  });
});

describe('cutOffText', () => {
  it.each([
    [null, 0, ''],
    ['10:30', 0, 'Order by 10:30 am'],
    ['16:00', 1, 'Order by 4:00 pm the day before'],
    ['12:00', 2, 'Order by 12:00 pm, 2 days before'],
  ])('%s, %i days before: %j', (time, days, text) => {
    expect(cutOffText({ cut_off_time: time, cut_off_days_before: days })).toBe(text);
  });
});
