import { describe, expect, it } from 'vitest';
import { confirmedTotalField, confirmedTotalOf } from './confirmedTotal';
import { totalChangedProblem } from './totalChanged';

describe('confirmed_total: the total confirmed is the total charged', () => {
  it.each([
    ['the shown total', { confirmed_total: confirmedTotalField(2588) }, 2588],
    ['none sent', {}, null],
    ['empty', { confirmed_total: '' }, null],
    ['not whole cents', { confirmed_total: '25.88' }, null],
    ['negative', { confirmed_total: '-1' }, null],
  ])('%s', (_case, fields, expected) => {
    expect(confirmedTotalOf(fields)).toBe(expected);
  });

  it.each([
    ['the same total: nothing to say', '2588', 2588, null],
    [
      'a preorder fee the screen did not show',
      '2487',
      2588,
      'Your order total has changed to $25.88. Please check your order and try again.',
    ],
    ['no confirmed total: the server decides, as it does', undefined, 1000, null],
  ])('%s', (_case, confirmed, orderTotal, expected) => {
    const fields = confirmed === undefined ? {} : { confirmed_total: confirmed };
    expect(totalChangedProblem(fields, orderTotal, '$')).toBe(expected);
  });
});
