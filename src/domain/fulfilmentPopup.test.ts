import { describe, expect, it } from 'vitest';
import { EMPTY_SELECTION, type SelectedFulfilment, type TypeRules } from './fulfilmentReset';
import type { FulfilmentIssue } from './fulfilmentValidation';
import {
  closeNeedsReopen,
  FRESH_LINK_MS,
  normaliseSelection,
  popupAfterLoad,
  scheduleOf,
  reopenForLink,
  selectionAfterClose,
  selectionFromLink,
  setOutcome,
  withScheduleChoice,
  type LinkFields,
} from './fulfilmentPopup';

const NOON = Date.UTC(2025, 0, 15, 12, 0);
const issue = (
  field: FulfilmentIssue['field'],
  message: string | null = null,
): FulfilmentIssue => ({
  field,
  message,
});
const CODE = issue('code', 'Choose a fulfilment type');
const DATETIME = issue('datetime');
const ADDRESS = issue('deliveryAddress');
const SLOT = issue('deliverySlot');
const TABLE = issue('table', 'Table is required');

const type = (code: TypeRules['code'], over: Partial<TypeRules> = {}): TypeRules => ({
  code,
  asap: 1,
  time_type: 'user',
  availability: { available_today: 1 },
  ...over,
});
const OFFERED = [
  type('pickup'),
  type('delivery', { time_type: 'slots', asap: 0 }),
  type('dinein', { time_type: 'none' }),
  type('booking', { asap: 0 }),
];

describe('popupAfterLoad (spec 1 §4 "the popup shows if the date/time is invalid or a table number is in the link")', () => {
  it.each<[string, FulfilmentIssue[], string | undefined, boolean, boolean]>([
    ['nothing chosen yet', [CODE], undefined, false, true],
    ['date/time invalid', [DATETIME], undefined, false, true],
    ['a table in the link, choice valid', [], '12', false, true],
    ['valid and no table: the menu shows', [], undefined, false, false],
    [
      'only the address is missing: the preparation view, not the popup',
      [ADDRESS, SLOT],
      undefined,
      false,
      false,
    ],
    ['"confirm 0 skips the fulfilment popup"', [CODE], '12', true, false],
    ['a blank table is no table', [], '  ', false, false],
  ])('%s', (_name, issues, linkTable, skipPopup, expected) => {
    expect(popupAfterLoad({ issues, linkTable, skipPopup })).toBe(expected);
  });
});

describe('reopenForLink (spec 1 §4 "A fresh deep link (within 5 s) with a new table number reopens the popup")', () => {
  it.each<[string, number, string | undefined, string, boolean]>([
    ['new table, just opened', 0, '14', '12', true],
    ['new table, exactly 5 s old', FRESH_LINK_MS, '14', '12', true],
    ['new table, over 5 s old', FRESH_LINK_MS + 1, '14', '12', false],
    ['same table (case and spaces ignored)', 100, ' 12a ', '12A', false],
    ['no table in the link', 100, undefined, '12', false],
    ['a table where none was held', 100, '7', '', true],
  ])('%s', (_name, age, linkTable, heldTable, expected) => {
    expect(reopenForLink({ linkAt: NOON, now: NOON + age, linkTable, heldTable })).toBe(expected);
  });
});

describe('selectionFromLink (spec 1 §2.4 table, fulfil and booking parameters)', () => {
  const link = (over: Partial<LinkFields>): LinkFields => ({ fulfil: null, ...over });
  const before: SelectedFulfilment = {
    ...EMPTY_SELECTION,
    code: 'pickup',
    asap: true,
    datetime: NOON,
  };

  it.each<[string, LinkFields, Partial<SelectedFulfilment> | null]>([
    [
      'table → dine-in with that table, trimmed and upper-cased',
      link({ table: ' 12a ' }),
      { code: 'dinein', dineinTableNum: '12A' },
    ],
    ['fulfil=delivery → delivery', link({ fulfil: 'delivery' }), { code: 'delivery', asap: false }],
    [
      'fulfil=pickup keeps ASAP (allowed, today available, already on)',
      link({ fulfil: 'pickup' }),
      { code: 'pickup', asap: true },
    ],
    [
      'booking fields → booking; ref upper-cased; pax a whole number',
      link({ bookingName: ' Ng ', bookingRef: 'ab-9', bookingPax: 4 }),
      { code: 'booking', dineinBookingName: 'Ng', dineinBookingRef: 'AB-9', dineinBookingPax: 4 },
    ],
    [
      '"pax falls back to 2"',
      link({ fulfil: 'booking', bookingPax: 0 }),
      { code: 'booking', dineinBookingPax: 2 },
    ],
    [
      'fulfil wins over the table',
      link({ fulfil: 'pickup', table: '9' }),
      { code: 'pickup', dineinTableNum: '' },
    ],
    ['a type the store does not offer changes nothing', link({ fulfil: 'catering' }), null],
    ['an empty link changes nothing', link({}), null],
  ])('%s', (_name, input, expected) => {
    const result = selectionFromLink(before, input, OFFERED);
    if (expected === null) expect(result).toBeNull();
    else expect(result).toMatchObject(expected);
  });
});

describe('selectionAfterClose (spec 1 §4 "Closing without Set stores the date-time if not ASAP")', () => {
  const held: SelectedFulfilment = {
    ...EMPTY_SELECTION,
    code: 'pickup',
    asap: true,
    datetime: null,
  };
  it.each<
    [string, Pick<SelectedFulfilment, 'asap' | 'datetime'>, Partial<SelectedFulfilment> | null]
  >([
    [
      'a picked time is kept, ASAP off',
      { asap: false, datetime: NOON },
      { code: 'pickup', asap: false, datetime: NOON },
    ],
    ['ASAP on: nothing stored', { asap: true, datetime: NOON }, null],
    ['no time picked: nothing stored', { asap: false, datetime: null }, null],
  ])('%s', (_name, draft, expected) => {
    const result = selectionAfterClose(held, draft);
    if (expected === null) expect(result).toBeNull();
    else expect(result).toMatchObject(expected);
  });
});

describe('closeNeedsReopen (spec 1 §4 "Closing without a valid fulfilment … reopens the popup")', () => {
  it.each<[string, FulfilmentIssue[], boolean]>([
    ['no type', [CODE], true],
    ['no table', [TABLE], true],
    ['time invalid', [DATETIME], true],
    ['valid', [], false],
    ['only address and slot missing: the preparation view takes over', [ADDRESS, SLOT], false],
  ])('%s', (_name, issues, expected) => {
    expect(closeNeedsReopen(issues)).toBe(expected);
  });
});

describe('setOutcome (spec 1 §4 "the Set button validates, then stores options and type")', () => {
  it.each<[string, FulfilmentIssue[], ReturnType<typeof setOutcome>]>([
    ['valid: stored, menu shows', [], { ok: true, prepare: false }],
    ['no type: refused with its message', [CODE], { ok: false, issue: CODE }],
    ['table missing: refused', [TABLE, DATETIME], { ok: false, issue: TABLE }],
    [
      'address and slot to come: stored, preparation view',
      [ADDRESS, SLOT],
      { ok: true, prepare: true },
    ],
    [
      'address to come but time invalid: refused on the time',
      [ADDRESS, DATETIME],
      { ok: false, issue: DATETIME },
    ],
  ])('%s', (_name, issues, expected) => {
    expect(setOutcome(issues)).toEqual(expected);
  });

  it('a slot type leaves its day to the preparation view with the slot list', () => {
    expect(setOutcome([ADDRESS, SLOT, DATETIME], true)).toEqual({ ok: true, prepare: true });
    expect(closeNeedsReopen([SLOT, DATETIME], true)).toBe(false);
    const load = {
      issues: [SLOT, DATETIME],
      scheduled: true,
      linkTable: undefined,
      skipPopup: false,
    };
    expect(popupAfterLoad(load)).toBe(false);
    expect(setOutcome([CODE, DATETIME], true)).toEqual({ ok: false, issue: CODE });
  });
});

describe('normaliseSelection (spec 1 §4 "Table number and booking reference are stored trimmed and uppercased")', () => {
  it('trims and upper-cases; pax falls back to 2', () => {
    const typed: SelectedFulfilment = {
      ...EMPTY_SELECTION,
      code: 'booking',
      dineinTableNum: ' 12a ',
      dineinBookingRef: ' ab-9 ',
      dineinBookingName: ' Ng ',
      dineinBookingPax: Number.NaN,
    };
    expect(normaliseSelection(typed)).toMatchObject({
      dineinTableNum: '12A',
      dineinBookingRef: 'AB-9',
      dineinBookingName: 'Ng',
      dineinBookingPax: 2,
    });
  });
});

describe('withScheduleChoice / scheduleOf (spec 1 §3 deliverySlotId and deliverySlotDesc, …)', () => {
  const base: SelectedFulfilment = {
    ...EMPTY_SELECTION,
    code: 'delivery',
    asap: true,
    datetime: NOON,
  };
  const choice = { id: 7, desc: '12:00 pm – 12:30 pm', date: '2025-01-16' };
  it.each([
    ['slots', { deliverySlotId: 7, deliverySlotDesc: '12:00 pm – 12:30 pm', deliveryStopId: 0 }],
    ['stops', { deliveryStopId: 7, deliveryStopDesc: '12:00 pm – 12:30 pm', deliverySlotId: 0 }],
    [
      'locations',
      { pickupLocationId: 7, pickupLocationDesc: '12:00 pm – 12:30 pm', deliverySlotId: 0 },
    ],
  ] as const)('%s: the id and label, the day as the date-time, ASAP off', (kind, fields) => {
    const chosen = withScheduleChoice(base, kind, choice);
    expect(chosen).toMatchObject({ ...fields, asap: false, datetime: Date.UTC(2025, 0, 16) });
    expect(scheduleOf(chosen, kind)).toEqual({ id: 7, date: '2025-01-16' });
  });
  it('clearing empties the choice and the date-time', () => {
    const cleared = withScheduleChoice(withScheduleChoice(base, 'slots', choice), 'slots', null);
    expect(cleared).toMatchObject({ deliverySlotId: 0, deliverySlotDesc: '', datetime: null });
    expect(scheduleOf(cleared, 'slots')).toEqual({ id: 0, date: null });
  });
});
