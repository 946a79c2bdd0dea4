import { describe, expect, it } from 'vitest';
import {
  holdPaymentOnScreen,
  isPaymentInProgress,
  setPaymentInProgress,
  subscribePaymentInProgress,
} from './paymentGuard';

describe('paymentGuard: a payment in progress, or a payment or its outcome on screen', () => {
  it('stays up while either the submission or a screen holds it, and tells listeners once each way', () => {
    const changes: boolean[] = [];
    const stop = subscribePaymentInProgress(() => changes.push(isPaymentInProgress()));
    expect(isPaymentInProgress()).toBe(false);

    setPaymentInProgress(true);
    const releasePopup = holdPaymentOnScreen();
    // The pinpad declined: the submission settles, but its outcome is still on screen.
    setPaymentInProgress(false);
    expect(isPaymentInProgress()).toBe(true);

    // A second screen (a remount) and a double release change nothing.
    const releaseOther = holdPaymentOnScreen();
    releaseOther();
    releaseOther();
    expect(isPaymentInProgress()).toBe(true);

    releasePopup();
    expect(isPaymentInProgress()).toBe(false);
    releasePopup();
    expect(isPaymentInProgress()).toBe(false);
    stop();
    expect(changes).toEqual([true, false]);
  });
});
