import { describe, expect, it } from 'vitest';
import type { ModifierGroup } from '../api/common';
import {
  addButtonText,
  groupHint,
  isPicked,
  optionPriceText,
  pickOption,
  waitingChangesText,
} from './itemOptions';
import type { ModifierSelection } from './modifierValidation';

const option = (id: number) => ({
  id,
  desc: `Option ${id}`,
  price_offset: 0,
  is_default: 0 as const,
});

const single: ModifierGroup = {
  id: 1,
  name: 'Size',
  mandatory: 1,
  multiselect: 0,
  max_select: 0,
  options: [option(11), option(12)],
};
const multi: ModifierGroup = {
  id: 2,
  name: 'Extras',
  mandatory: 0,
  multiselect: 1,
  max_select: 2,
  options: [option(21), option(22), option(23)],
};

describe("optionPriceText (spec 1 §2.7 'price offsets shown as add or sub with 2 decimals')", () => {
  it.each([
    [150, '$', '+$1.50'],
    [-50, '$', '\u2212$0.50'],
    [-200, '$', '\u2212$2.00'],
    [1, 'NZ$', '+NZ$0.01'],
    [0, '$', ''],
    [123456, '$', '+$1,234.56'],
  ])('%d cents with %s → %s', (cents, sign, expected) => {
    expect(optionPriceText(cents, sign)).toBe(expected);
  });
});

describe('addButtonText (the add button shows the running line price)', () => {
  it.each([
    [1, 2450, 'Add to cart · $24.50'],
    [2, 4900, 'Add 2 to cart · $49.00'],
    [99, 99, 'Add 99 to cart · $0.99'],
  ])('quantity %d, %d cents → %s', (quantity, cents, expected) => {
    expect(addButtonText(quantity, cents, '$')).toBe(expected);
  });
});

describe('groupHint (single choice or multiselect, mandatory, max_select)', () => {
  it.each([
    ['mandatory single', single, 'Required'],
    ['optional single', { ...single, mandatory: 0 as const }, 'Optional'],
    ['optional multi with max 2', multi, 'Optional, choose up to 2'],
    ['mandatory multi with max 2', { ...multi, mandatory: 1 as const }, 'Required, choose up to 2'],
    ['multi without a limit', { ...multi, max_select: 0 }, 'Optional'],
  ])('%s → %s', (_name, group, expected) => {
    expect(groupHint(group)).toBe(expected);
  });
});

describe('pickOption / isPicked', () => {
  const rows: [string, ModifierSelection, ModifierGroup, number, boolean, ModifierSelection][] = [
    ['a single choice replaces the last', { 1: 11 }, single, 12, true, { 1: 12 }],
    ['a single choice from none', {}, single, 11, true, { 1: 11 }],
    ['unticking a single choice leaves none (0)', { 1: 11 }, single, 11, false, { 1: 0 }],
    ['a multiselect adds to the list', { 2: [21] }, multi, 22, true, { 2: [21, 22] }],
    ['a multiselect may go over max_select', { 2: [21, 22] }, multi, 23, true, { 2: [21, 22, 23] }],
    ['unticking removes one', { 2: [21, 22] }, multi, 21, false, { 2: [22] }],
    ['ticking twice keeps one', { 2: [21] }, multi, 21, true, { 2: [21] }],
    ['a multiselect from nothing', {}, multi, 23, true, { 2: [23] }],
    ['other groups are kept', { 1: 11, 2: [] }, multi, 22, true, { 1: 11, 2: [22] }],
  ];
  it.each(rows)('%s', (_name, selection, group, optionId, checked, expected) => {
    const next = pickOption(selection, group, optionId, checked);
    expect(next).toEqual(expected);
    expect(isPicked(next, group, optionId)).toBe(checked);
  });

  it('does not change the selection it was given', () => {
    const selection = { 2: [21] };
    pickOption(selection, multi, 22, true);
    expect(selection).toEqual({ 2: [21] });
  });
});

describe('waitingChangesText (pending outbox rows shown as pending)', () => {
  it.each([
    ['nothing queued', [], null],
    [
      'an add on its first try is not shown',
      [{ label: 'Flat White', quantity: 1, lastError: null }],
      null,
    ],
    [
      'held adds, in order',
      [
        { label: 'Flat White', quantity: 1, lastError: 'Network error' },
        { label: 'Crispy Calamari', quantity: 2, lastError: 'Network error' },
      ],
      'Waiting to send: Flat White ×1, Crispy Calamari ×2',
    ],
    [
      'changes queued behind a held one wait too',
      [
        { label: 'Flat White', quantity: 1, lastError: 'Network error' },
        { label: 'Crispy Calamari', quantity: 1, lastError: null },
      ],
      'Waiting to send: Flat White ×1, Crispy Calamari ×1',
    ],
    [
      'a row without a label or quantity',
      [{ lastError: 'Network error' }],
      'Waiting to send: Cart change ×1',
    ],
  ])('%s', (_name, rows, expected) => {
    expect(waitingChangesText(rows)).toBe(expected);
  });
});
