import { describe, expect, it } from 'vitest';
import {
  agreementErrors,
  billingAddressMissing,
  CHECKOUT_FAILURE_TOAST_MS,
} from './checkoutAgreements';

const AGE = 'Agreement to the Age limitation is required to proceed.';
const TERMS = 'Agreement to the Terms is required to proceed.';

describe('§5.3 terms and age checkboxes', () => {
  it.each([
    [false, false, false, false, []],
    [true, false, false, false, [AGE]],
    [true, true, false, false, []],
    [false, false, true, false, [TERMS]],
    [false, false, true, true, []],
    [true, false, true, false, [AGE, TERMS]],
    [true, true, true, false, [TERMS]],
    // Unchecked boxes that are not enabled are not asked for.
    [false, false, false, true, []],
  ])(
    'age required %s agreed %s, terms required %s agreed %s → %j',
    (ageRequired, ageAgreed, termsRequired, termsAgreed, errors) => {
      expect(agreementErrors({ ageRequired, ageAgreed, termsRequired, termsAgreed })).toEqual(
        errors,
      );
    },
  );

  it('failures show for 6 s', () => {
    expect(CHECKOUT_FAILURE_TOAST_MS).toBe(6_000);
  });
});

describe('§5.3 billing address', () => {
  it.each([
    [false, 0, '', false],
    [true, 0, '', true],
    [true, 4, '', false],
    [true, 0, '6160', false],
  ])(
    'required %s, id %d, postcode %j → missing %s',
    (merchantRequires, billingAddressId, billingPostcode, missing) => {
      expect(billingAddressMissing({ merchantRequires, billingAddressId, billingPostcode })).toBe(
        missing,
      );
    },
  );
});
