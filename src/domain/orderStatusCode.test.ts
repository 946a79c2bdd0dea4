import { describe, expect, it } from 'vitest';
import { isActiveOrderCode, orderStatusCode, orderStatusCodeLabel } from './orderStatusCode';

describe('orderStatusCodeLabel (spec 3 §4 Order status codes)', () => {
  it.each([
    [1, 'Submitted'],
    [2, 'Confirmed'],
    [3, 'In progress'],
    [4, 'Ready'],
    [5, 'Complete'],
    [6, 'Accepted'],
    [7, 'Complete'],
    [8, 'Complete'],
    [9, 'Cancelled'],
    [10, 'Rejected'],
    [0, ''],
    [11, ''],
  ])('%i → %j', (code, label) => {
    expect(orderStatusCodeLabel(code)).toBe(label);
  });
});

describe('isActiveOrderCode: "Below 5 is active"', () => {
  it.each([
    [1, true],
    [2, true],
    [3, true],
    [4, true],
    [5, false],
    [6, false],
    [9, false],
    [10, false],
    [0, false],
  ])('%i → %s', (code, active) => {
    expect(isActiveOrderCode(code)).toBe(active);
  });
});

describe('orderStatusCode: the server status as a code', () => {
  it.each([
    ['placed', 1],
    ['accepted', 2],
    ['preparing', 3],
    ['ready', 4],
    ['out_for_delivery', 3],
    ['completed', 5],
    ['cancelled', 9],
  ] as const)('%s → %i', (status, code) => {
    expect(orderStatusCode(status)).toBe(code);
  });
});
