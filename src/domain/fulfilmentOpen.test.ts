import { describe, expect, it } from 'vitest';
import { fulfilmentOpenRefusal } from './fulfilmentOpen';

describe("fulfilmentOpenRefusal (spec 1 §8 'Fulfilment not loaded / none')", () => {
  it.each<[string, boolean, number, string | null]>([
    ['not loaded yet', false, 0, 'Fulfilment options not loaded, try again'],
    [
      'not loaded yet, types from an older copy',
      false,
      3,
      'Fulfilment options not loaded, try again',
    ],
    ['loaded with no types offered', true, 0, 'No fulfilment types, please try again'],
    ['loaded with types: the chooser opens', true, 2, null],
  ])('%s', (_case, ready, typeCount, expected) => {
    expect(fulfilmentOpenRefusal({ ready, typeCount })).toBe(expected);
  });
});
