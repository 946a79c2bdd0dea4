import { describe, expect, it } from 'vitest';
import { withdrawEnabled } from './withdraw';

describe('withdrawEnabled (spec 3 §2 Withdraw: "disabled when transferable balance is 0 or less, or while withdrawing")', () => {
  it.each<[string, number, boolean, boolean, boolean]>([
    ['a transferable balance, online, idle', 1250, false, true, true],
    ['zero transferable', 0, false, true, false],
    ['below zero', -100, false, true, false],
    ['while withdrawing', 1250, true, true, false],
    ['offline: money needs the network', 1250, false, false, false],
    ['one cent', 1, false, true, true],
  ])('%s', (_name, transferable, withdrawing, online, expected) => {
    expect(withdrawEnabled({ transferable, withdrawing, online })).toBe(expected);
  });
});
