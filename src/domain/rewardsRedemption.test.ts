import { describe, expect, it } from 'vitest';
import {
  DEFAULT_REWARDS_REDEMPTION,
  pointsEarnedBy,
  redeemPoints,
  type RewardsRedemption,
} from './rewardsRedemption';

/** The demo brand's scheme: every 100 points take $5.00 off, at most 50 % of the products total. */
const demo: RewardsRedemption = { stepPoints: 100, stepCents: 500, maxPercent: 50 };

describe('redeemPoints: whole steps, never above the cap, the points held or the products total', () => {
  it.each([
    // [why, points held, products total, points spent, discount]
    ['no points, no discount', 0, 4000, 0, 0],
    ['fewer points than one step: nothing', 99, 4000, 0, 0],
    ['one step', 100, 4000, 100, 500],
    ['steps round down: 250 points are two steps', 250, 4000, 200, 1000],
    ['the cap: 50 % of $40.00 is $20.00, four steps', 1000, 4000, 400, 2000],
    [
      'the cap rounds down to a whole step: 50 % of $29.00 is $14.50, two steps',
      1000,
      2900,
      200,
      1000,
    ],
    ['a total under two steps: 50 % of $9.00 is $4.50, no step fits', 1000, 900, 0, 0],
    ['exactly the cap', 200, 2000, 200, 1000],
    ['an empty cart', 500, 0, 0, 0],
    ['a negative balance spends nothing', -50, 4000, 0, 0],
  ])('%s', (_why, balance, subTotal, points, discount) => {
    expect(redeemPoints({ balance, subTotal, scheme: demo })).toEqual({ points, discount });
  });

  it.each([
    [
      'a 100 % cap never takes more than the products total',
      { stepPoints: 10, stepCents: 300, maxPercent: 100 },
      1000,
      1000,
      { points: 30, discount: 900 },
    ],
    [
      'a step worth more than the products total is never taken',
      { stepPoints: 10, stepCents: 5000, maxPercent: 100 },
      1000,
      4000,
      { points: 0, discount: 0 },
    ],
    [
      'redemption off (step of 0 points)',
      { stepPoints: 0, stepCents: 500, maxPercent: 50 },
      1000,
      4000,
      { points: 0, discount: 0 },
    ],
    [
      'a cap of 0 % takes nothing',
      { stepPoints: 100, stepCents: 500, maxPercent: 0 },
      1000,
      4000,
      { points: 0, discount: 0 },
    ],
  ])('%s', (_why, scheme, balance, subTotal, expected) => {
    expect(redeemPoints({ balance, subTotal, scheme })).toEqual(expected);
  });

  it('the default scheme redeems nothing', () => {
    expect(
      redeemPoints({ balance: 10_000, subTotal: 10_000, scheme: DEFAULT_REWARDS_REDEMPTION }),
    ).toEqual({
      points: 0,
      discount: 0,
    });
  });
});

describe('pointsEarnedBy: the points per whole currency unit paid', () => {
  it.each([
    ['$26.39 at 1 point per dollar', 2639, 1, 26],
    ['$26.39 at 3 points per dollar', 2639, 3, 78],
    ['under a dollar', 99, 1, 0],
    ['a zero total', 0, 1, 0],
    ['earning off', 5000, 0, 0],
  ])('%s', (_why, totalCents, perUnit, points) => {
    expect(pointsEarnedBy(totalCents, perUnit)).toBe(points);
  });
});
