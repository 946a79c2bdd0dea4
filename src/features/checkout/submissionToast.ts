/**
 * The toasts of one Place Order share a key (ORDER_SUBMISSION_TOAST): each step and outcome
 * replaces the one before, so a problem Place Order found ('Enter your name for the order') is
 * gone once the order goes through, and a step ('Validating order...') goes when it ends.
 */
import { CHECKOUT_FAILURE_TOAST_MS } from '@/domain/checkoutAgreements';
import { ORDER_SUBMISSION_TOAST, PLACING_ORDER, VALIDATING_ORDER } from '@/domain/orderMessages';
import { dismissToast, showToast } from '@/ui/notify';

export function submissionToast(message: string, tone: 'error' | 'info' | 'success' = 'error') {
  showToast({ message, tone, durationMs: CHECKOUT_FAILURE_TOAST_MS, key: ORDER_SUBMISSION_TOAST });
}

/** The worker's step toasts end with their step (a terminal payment goes on on the pad). */
export function endSubmissionStep() {
  dismissToast({ key: ORDER_SUBMISSION_TOAST, messages: [VALIDATING_ORDER, PLACING_ORDER] });
}

/** A problem's toast goes once the problem is fixed (an outcome shown since stays). */
export function dismissSubmissionMessage(message: string) {
  dismissToast({ key: ORDER_SUBMISSION_TOAST, messages: [message] });
}
