import { describe, expect, it } from 'vitest';
import type { FulfilmentCode } from '../api/common';
import { FULFIL_SYNONYMS, toFulfilmentCode } from './fulfilmentCodes';

describe('toFulfilmentCode (spec 1 §2.4 fulfil: "pickup/takeaway, dine/dinein/dine-in/table, book/booking/reserve/reservation, deliver/delivery, custom")', () => {
  it.each<[string, string | null | undefined, FulfilmentCode | null]>([
    ['"pickup"', 'pickup', 'pickup'],
    ['"takeaway"', 'takeaway', 'pickup'],
    ['"dine"', 'dine', 'dinein'],
    ['"dinein"', 'dinein', 'dinein'],
    ['"dine-in"', 'dine-in', 'dinein'],
    ['"table"', 'table', 'dinein'],
    ['"book"', 'book', 'booking'],
    ['"booking"', 'booking', 'booking'],
    ['"reserve"', 'reserve', 'booking'],
    ['"reservation"', 'reservation', 'booking'],
    ['"deliver"', 'deliver', 'delivery'],
    ['"delivery"', 'delivery', 'delivery'],
    ['"custom"', 'custom', 'custom'],
    ['§3 "Codes: … catering"', 'catering', 'catering'],
    ['case-insensitive', 'TakeAway', 'pickup'],
    ['case-insensitive', 'DINE-IN', 'dinein'],
    ['surrounding spaces ignored', '  delivery ', 'delivery'],
    ['§3 "none" is no type', 'none', null],
    ['unknown', 'drive-thru', null],
    ['empty', '', null],
    ['missing', null, null],
    ['undefined', undefined, null],
    ['not an object key', 'toString', null],
    ['not an object key', '__proto__', null],
  ])('%s: %j → %j', (_quote, value, expected) => {
    expect(toFulfilmentCode(value)).toBe(expected);
  });

  it('lists every spelling of the spec', () => {
    expect(FULFIL_SYNONYMS).toHaveLength(14);
  });
});
