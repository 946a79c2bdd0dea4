import { describe, expect, it } from 'vitest';
import { cardRemovedText, unknownResultPrt001 } from './moneyMessages';

describe('cardRemovedText (spec 3 §4 "Removing a card pauses standing orders", said when it did)', () => {
  it.each<[number, string]>([
    [0, 'Card removed'],
    [1, 'Card removed. 1 standing order paused.'],
    [3, 'Card removed. 3 standing orders paused.'],
  ])('%i paused → %j', (paused, expected) => {
    expect(cardRemovedText('Card removed', paused)).toBe(expected);
  });
});

describe('unknownResultPrt001 (spec 3 §2 Top-up "Unknown result {result} PRT001")', () => {
  it('names the result', () => {
    expect(unknownResultPrt001('later')).toBe('Unknown result later PRT001');
  });
});
