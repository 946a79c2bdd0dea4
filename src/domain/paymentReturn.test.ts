import { describe, expect, it } from 'vitest';
import { parsePaymentReturn, searchWithoutPaymentReturn } from './paymentReturn';

describe('the /checkout payment return (spec 2 §2.2)', () => {
  it.each([
    ['', { kind: 'none' }],
    ['?table=4', { kind: 'none' }],
    ['?s=3ds&result=success', { kind: 'submit', source: '3ds' }],
    ['?s=pp&result=success', { kind: 'submit', source: 'pp' }],
    ['?s=cb&result=success', { kind: 'submit', source: 'cb' }],
    ['?s=pp&result=cancel', { kind: 'cancelled', source: 'pp', message: 'Action cancelled' }],
    ['?s=3ds&result=cancel', { kind: 'cancelled', source: '3ds', message: 'Action cancelled' }],
    [
      '?s=3ds&result=error&msg=Card%20authentication%20failed',
      { kind: 'error', source: '3ds', message: 'Card authentication failed' },
    ],
    [
      '?s=pp&result=error&msg=Buyer+refused',
      { kind: 'error', source: 'pp', message: 'Buyer refused' },
    ],
    ['?s=pp&result=error', { kind: 'error', source: 'pp', message: 'Unknown error PEC001' }],
    ['?s=pp&result=error&msg=', { kind: 'error', source: 'pp', message: 'Unknown error PEC001' }],
    ['?s=pp&result=maybe', { kind: 'unknown', source: 'pp', message: 'Unknown result PRC001' }],
    ['?s=pp', { kind: 'unknown', source: 'pp', message: 'Unknown result PRC001' }],
    ['?result=success', { kind: 'submit', source: 'other' }],
    ['?s=xx&result=', { kind: 'unknown', source: 'other', message: 'Unknown result PRC001' }],
  ])('%j → %o', (search, outcome) => {
    expect(parsePaymentReturn(search)).toEqual(outcome);
  });

  it.each([
    ['?s=pp&result=cancel', ''],
    ['?s=3ds&result=error&msg=x&table=4', '?table=4'],
    ['?table=4', '?table=4'],
    ['', ''],
  ])('%j without the return is %j', (search, rest) => {
    expect(searchWithoutPaymentReturn(search)).toBe(rest);
  });
});
