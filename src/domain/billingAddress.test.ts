import { describe, expect, it } from 'vitest';
import { BILLING_ADDRESS_REQUIRED, billingAddressProblem, billingChosen } from './billingAddress';

describe('billingChosen (spec 3 §5 Card: a saved one, or a search of more than 3 characters)', () => {
  it.each<[string, { id: string; str: string }, boolean]>([
    ['a saved address', { id: '4', str: '' }, true],
    ['a searched one', { id: '', str: '1 Main St' }, true],
    ['3 characters are not a search yet', { id: '', str: ' 1 M ' }, false],
    ['nothing', { id: '', str: '' }, false],
  ])('%s', (_name, choice, expected) => {
    expect(billingChosen(choice)).toBe(expected);
  });
});

describe('billingAddressProblem (spec 2 §5.3 "required only when the merchant requires it and none is selected")', () => {
  it.each<[string, Parameters<typeof billingAddressProblem>[0], string | null]>([
    ['not required', { required: false, cardMethod: true, chosen: false, delivery: false }, null],
    ['required, chosen', { required: true, cardMethod: true, chosen: true, delivery: false }, null],
    [
      'required, none, but the delivery address is copied (spec 2 §4.1)',
      { required: true, cardMethod: true, chosen: false, delivery: true },
      null,
    ],
    [
      'required, none, nothing to copy',
      { required: true, cardMethod: true, chosen: false, delivery: false },
      BILLING_ADDRESS_REQUIRED,
    ],
    [
      'not a new card (balance, saved card, PayPal)',
      { required: true, cardMethod: false, chosen: false, delivery: false },
      null,
    ],
  ])('%s', (_name, input, expected) => {
    expect(billingAddressProblem(input)).toBe(expected);
  });
});
