/**
 * The checkout's other rules of spec 2 §5.3: the terms and age checkboxes, the billing address,
 * and the toast a failed check shows.
 */

export const AGE_AGREEMENT_REQUIRED = 'Agreement to the Age limitation is required to proceed.';
export const TERMS_AGREEMENT_REQUIRED = 'Agreement to the Terms is required to proceed.';

/** 'Failures show a 6 s toast and scroll to the top.' */
export const CHECKOUT_FAILURE_TOAST_MS = 6_000;

/** 'Terms link text' (spec 2 §9). */
export const TERMS_LINK_TEXT = 'terms of use';

export type Agreements = {
  ageRequired: boolean;
  ageAgreed: boolean;
  termsRequired: boolean;
  termsAgreed: boolean;
};

/** Each checkbox is required only when enabled; the age limitation is checked first. */
export function agreementErrors(input: Agreements): string[] {
  const errors: string[] = [];
  if (input.ageRequired && !input.ageAgreed) errors.push(AGE_AGREEMENT_REQUIRED);
  if (input.termsRequired && !input.termsAgreed) errors.push(TERMS_AGREEMENT_REQUIRED);
  return errors;
}

/** 'Billing address is required only when the merchant requires it and none is selected.' */
export function billingAddressMissing(input: {
  merchantRequires: boolean;
  billingAddressId: number;
  billingPostcode: string;
}): boolean {
  return (
    input.merchantRequires && input.billingAddressId <= 0 && input.billingPostcode.trim() === ''
  );
}
