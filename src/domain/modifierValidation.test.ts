import { describe, expect, it } from 'vitest';
import type { ModifierGroup } from '../api/common';
import {
  cartOptionsPayload,
  clampOptionQuantity,
  clampStepperQuantity,
  defaultSelection,
  linePriceCents,
  modifierToast,
  validateModifiers,
  VALIDATION_TOAST_MS,
  type ModifierSelection,
} from './modifierValidation';

const option = (id: number, price_offset = 0, is_default: 0 | 1 = 0) => ({
  id,
  desc: `Option ${id}`,
  price_offset,
  is_default,
});

/** Size: mandatory single choice. */
const size: ModifierGroup = {
  id: 1,
  name: 'Size',
  mandatory: 1,
  multiselect: 0,
  max_select: 0,
  options: [option(11, 0, 1), option(12, 150)],
};
/** Extras: optional multiselect, up to 2. */
const extras: ModifierGroup = {
  id: 2,
  name: 'Extras',
  mandatory: 0,
  multiselect: 1,
  max_select: 2,
  options: [option(21, 100, 1), option(22, 50), option(23, -30)],
};
/** Sauce: mandatory multiselect, no limit. */
const sauce: ModifierGroup = {
  id: 3,
  name: 'Sauce',
  mandatory: 1,
  multiselect: 1,
  max_select: 0,
  options: [option(31), option(32)],
};
const groups = [size, extras, sauce];

describe('validateModifiers (spec 1 §5 Item options)', () => {
  it.each<[string, ModifierSelection, string[]]>([
    ['everything satisfied', { 1: 12, 2: [21], 3: [31] }, []],
    [
      '"a mandatory single group needs a non-zero choice, else \'{group name} is required\'": nothing chosen',
      { 3: [31] },
      ['Size is required'],
    ],
    ['… a zero choice is no choice', { 1: 0, 3: [31] }, ['Size is required']],
    [
      '… an id that is not an option of the group is no choice',
      { 1: 99, 3: [31] },
      ['Size is required'],
    ],
    [
      '"a mandatory multiselect needs at least one, else \'{group name} is required\'"',
      { 1: 11, 3: [] },
      ['Sauce is required'],
    ],
    ['an optional multiselect may be empty', { 1: 11, 2: [], 3: [32] }, []],
    ['max_select: exactly 2 of "up to 2" is fine', { 1: 11, 2: [21, 22], 3: [31] }, []],
    [
      '"if max_select is above 0 and more are chosen, \'Choose up to {n} options for {group name}\'"',
      { 1: 11, 2: [21, 22, 23], 3: [31] },
      ['Choose up to 2 options for Extras'],
    ],
    ['max_select 0 means no limit', { 1: 11, 3: [31, 32] }, []],
    [
      'several errors, in group order',
      { 2: [21, 22, 23] },
      ['Size is required', 'Choose up to 2 options for Extras', 'Sauce is required'],
    ],
    ['a single choice given as a list reads its first option', { 1: [12], 3: 31 }, []],
  ])('%s', (_quote, selection, expected) => {
    expect(validateModifiers(groups, selection)).toEqual(expected);
  });
});

describe('modifierToast (spec 1 §5: "Errors are joined by commas in one toast (2 to 2.5 s)")', () => {
  it.each<[string[], string | null]>([
    [['Size is required', 'Sauce is required'], 'Size is required, Sauce is required'],
    [['Size is required'], 'Size is required'],
    [[], null],
  ])('%j → %j', (messages, expected) => {
    expect(modifierToast(messages)).toBe(expected);
  });

  it('shows for 2.5 s', () => {
    expect(VALIDATION_TOAST_MS).toBe(2500);
  });
});

describe('cartOptionsPayload (spec 1 §3 Cart item payload: "options (keys group_{id} for single choice, option_{id} for multiple)")', () => {
  it.each<[string, ModifierSelection, Record<string, number>]>([
    [
      'single choice and multiselect',
      { 1: 12, 2: [21, 23], 3: [32] },
      { group_1: 12, option_21: 1, option_23: 1, option_32: 1 },
    ],
    ['nothing chosen sends nothing', {}, {}],
    ['a zero single choice is left out', { 1: 0 }, {}],
    ['unknown option ids are left out', { 1: 99, 2: [77] }, {}],
  ])('%s', (_quote, selection, expected) => {
    expect(cartOptionsPayload(groups, selection)).toEqual(expected);
  });
});

describe('linePriceCents (base price plus option price offsets, integer cents)', () => {
  it.each<[string, number, ModifierSelection, number, number]>([
    ['no options', 1000, {}, 1, 1000],
    ['a priced single option', 1000, { 1: 12 }, 1, 1150],
    ['multiselect offsets add, a negative offset subtracts', 1000, { 2: [21, 22, 23] }, 1, 1120],
    ['times the quantity', 1000, { 1: 12, 2: [21] }, 3, 3750],
    ['quantity 0', 1000, { 1: 12 }, 0, 0],
  ])('%s', (_quote, base, selection, quantity, expected) => {
    expect(linePriceCents(base, groups, selection, quantity)).toBe(expected);
  });
});

describe('defaultSelection (§3 Modifier group options: is_default)', () => {
  it('picks the defaults: first for single, all for multi, 0 or [] when none', () => {
    expect(defaultSelection(groups)).toEqual({ 1: 11, 2: [21], 3: [] });
    expect(defaultSelection([{ ...size, options: [option(11), option(12)] }])).toEqual({ 1: 0 });
    expect(
      defaultSelection([{ ...size, options: [option(11), option(12, 0, 1), option(13, 0, 1)] }]),
    ).toEqual({ 1: 12 });
  });

  it('the defaults satisfy validation when they cover the mandatory groups', () => {
    expect(validateModifiers([size, extras], defaultSelection([size, extras]))).toEqual([]);
  });
});

describe('clampOptionQuantity (spec 1 §5: "Quantity stepper in the options popup: min 1, max 99 by default")', () => {
  it.each<[string, number, number]>([
    ['min 1: 0 → 1', 0, 1],
    ['min 1: negative → 1', -4, 1],
    ['1 stays', 1, 1],
    ['98 stays', 98, 98],
    ['max 99: 99 stays', 99, 99],
    ['max 99: 100 → 99', 100, 99],
    ['fractions drop', 2.7, 2],
    ['not a number → 1', Number.NaN, 1],
  ])('%s', (_quote, quantity, expected) => {
    expect(clampOptionQuantity(quantity)).toBe(expected);
  });

  it.each<[string, number, { minQty?: number; maxQty?: number }, number]>([
    ["the item's max_qty replaces 99", 20, { maxQty: 10 }, 10],
    ["the item's min_qty replaces 1", 1, { minQty: 2 }, 2],
    ['a max_qty of 0 keeps 99', 100, { maxQty: 0 }, 99],
  ])('%s', (_quote, quantity, limits, expected) => {
    expect(clampOptionQuantity(quantity, limits)).toBe(expected);
  });
});

describe('clampStepperQuantity (spec 1 §5: "On the menu product stepper: min 0, max max_qty or 999")', () => {
  it.each<[string, number, number, number]>([
    ['min 0', -1, 0, 0],
    ['0 stays', 0, 0, 0],
    ['max_qty 5: 5 stays', 5, 5, 5],
    ['max_qty 5: 6 → 5', 6, 5, 5],
    ['no max_qty: 999 stays', 999, 0, 999],
    ['no max_qty: 1000 → 999', 1000, 0, 999],
  ])('%s', (_quote, quantity, maxQty, expected) => {
    expect(clampStepperQuantity(quantity, maxQty)).toBe(expected);
  });
});
