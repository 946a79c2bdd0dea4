import { describe, expect, it } from 'vitest';
import { afterDismissal, messageStands, standingErrors } from './messageLifetime';
import { NAME_REQUIRED } from './checkoutDetails';
import {
  ORDER_SUBMISSION_TOAST,
  PLACING_ORDER,
  THANK_YOU,
  VALIDATING_ORDER,
} from './orderMessages';

const MISMATCH = 'The passwords do not match';
const REQUIRED = 'This field is required';

describe('an inline error stays only while its field still fails', () => {
  it.each([
    {
      case: 'the field is fixed: its error leaves',
      shown: { name: NAME_REQUIRED },
      now: {},
      kept: {},
    },
    {
      case: 'the field still fails: its error stays',
      shown: { confirm: MISMATCH },
      now: { confirm: MISMATCH },
      kept: { confirm: MISMATCH },
    },
    {
      case: 'the field fails for another reason: the current words show',
      shown: { confirm: MISMATCH },
      now: { confirm: REQUIRED },
      kept: { confirm: REQUIRED },
    },
    {
      case: 'a field not yet in error gets none while typed in',
      shown: { name: NAME_REQUIRED },
      now: { name: NAME_REQUIRED, email: REQUIRED },
      kept: { name: NAME_REQUIRED },
    },
    {
      case: 'one of two is fixed',
      shown: { current: REQUIRED, confirm: MISMATCH },
      now: { current: REQUIRED },
      kept: { current: REQUIRED },
    },
  ])('$case', ({ shown, now, kept }) => {
    expect(standingErrors<string>(shown, now)).toEqual(kept);
  });
});

describe("a check's toast stands while the check still finds its message", () => {
  it.each([
    { message: NAME_REQUIRED, now: [NAME_REQUIRED, 'Choose a payment method'], stands: true },
    { message: NAME_REQUIRED, now: ['Choose a payment method'], stands: false },
    { message: NAME_REQUIRED, now: [], stands: false },
  ])('$message with $now.length messages now: $stands', ({ message, now, stands }) => {
    expect(messageStands(message, now)).toBe(stands);
  });
});

describe('dismissing a toast by key', () => {
  const key = ORDER_SUBMISSION_TOAST;
  it.each([
    {
      case: 'a step that ended leaves (the terminal takes over from the validation)',
      toasts: [{ message: VALIDATING_ORDER, key }],
      dismissal: { key, messages: [VALIDATING_ORDER, PLACING_ORDER] },
      left: [],
    },
    {
      case: 'an outcome that replaced the step stays',
      toasts: [{ message: THANK_YOU, key }],
      dismissal: { key, messages: [VALIDATING_ORDER, PLACING_ORDER] },
      left: [{ message: THANK_YOU, key }],
    },
    {
      case: 'without messages every toast of the key leaves',
      toasts: [{ message: MISMATCH, key: 'form' }],
      dismissal: { key: 'form' },
      left: [],
    },
    {
      case: 'toasts of other keys and without a key stay',
      toasts: [{ message: 'Product unavailable' }, { message: MISMATCH, key: 'form' }],
      dismissal: { key },
      left: [{ message: 'Product unavailable' }, { message: MISMATCH, key: 'form' }],
    },
  ])('$case', ({ toasts, dismissal, left }) => {
    expect(afterDismissal<{ message: string; key?: string }>(toasts, dismissal)).toEqual(left);
  });
});
