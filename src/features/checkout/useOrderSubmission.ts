/**
 * Placing the order from the page (spec 2 §4.2): the worker validates and places; this hook holds
 * the submitting flag (buttons disabled throughout), keeps reloads back while a payment is under
 * way, and acts on the outcome: 'Thank you for your order' and the destination by role, the
 * payment page for a redirect, or the §8 phrase mapping for a refusal.
 */
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { setPaymentInProgress } from '@/app/lifecycle/paymentGuard';
import { worker } from '@/app/workerClient';
import type { DetailsRole } from '@/domain/checkoutDetails';
import { submissionDestination } from '@/domain/submissionDestination';
import { submitPhraseOutcome } from '@/domain/submitPhrase';
import type { SubmitResult } from '@worker/checkout/submitOrder';
import { THANK_YOU } from '@/domain/orderMessages';
import { clearDraft } from './checkoutDraftStore';
import type { ActionNotice } from './PhraseNotice';
import { endSubmissionStep, submissionToast } from './submissionToast';

const errorToast = (message: string) => submissionToast(message);

export function scrollToTop() {
  window.scrollTo({ top: 0, behavior: 'smooth' });
}

export function useOrderSubmission(input: {
  slug: string;
  role: DetailsRole;
  onPlaced: () => void;
  /** The tokenised card's type, once Place Order has one (its surcharge can differ: AMEX). */
  cardType?: () => string;
}) {
  const { slug, role, onPlaced, cardType } = input;
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);
  const [notice, setNotice] = useState<ActionNotice | null>(null);

  /**
   * The order is placed: 'Thank you for your order', the checkout's state reset, and on to where
   * the role goes. Also for an order the worker placed by itself (a terminal payment it finished
   * when the connection came back).
   */
  const placed = useCallback(
    (orderId: number) => {
      submissionToast(THANK_YOU, 'success');
      // The purchase event's code loads only once an order is placed; best effort, as it is.
      void import('@/features/analytics/logPurchase')
        .then(({ logPurchase }) => logPurchase(orderId))
        .catch(() => {});
      clearDraft();
      onPlaced();
      const to = submissionDestination({ role, orderId, menuSlug: slug });
      if (to !== null) navigate(to, { replace: true });
    },
    [navigate, onPlaced, role, slug],
  );

  /** Acts on an outcome; true when the page is leaving for a payment page. */
  const settle = useCallback(
    (result: SubmitResult): boolean => {
      if (result.ok) {
        if (result.data.kind === 'redirect') {
          window.location.assign(result.data.url);
          return true;
        }
        placed(result.data.answer.order_id);
        return false;
      }
      const { code, message } = result.error;
      if (code !== 'refused') {
        errorToast(message);
        return false;
      }
      const outcome = submitPhraseOutcome(message);
      switch (outcome.kind) {
        case 'session-timeout':
          errorToast(outcome.message);
          // The server holds no cart: reading it again empties the device's too.
          void worker.loadCheckout({ slug, screen: 'checkout' });
          break;
        case 'details':
          errorToast(outcome.message);
          scrollToTop();
          break;
        case 'action':
          setNotice({ message: outcome.message, button: outcome.button, target: outcome.target });
          break;
        case 'toast':
          errorToast(outcome.message);
          // A total that changed since the screen was drawn among them: show the server's now.
          void worker.loadCheckout({ slug, cardType: cardType?.() ?? '', screen: 'checkout' });
          break;
      }
      return false;
    },
    [placed, slug, cardType],
  );

  /** Runs one submission (the call is the worker's submitOrder or resumePlacement). */
  const run = useCallback(
    async (call: () => Promise<SubmitResult | null>) => {
      setSubmitting(true);
      setNotice(null);
      setPaymentInProgress(true);
      let leaving = false;
      try {
        const result = await call();
        if (result !== null) leaving = settle(result);
      } finally {
        if (!leaving) {
          // A step still showing ended with the call (an outcome shown meanwhile replaced it).
          endSubmissionStep();
          setPaymentInProgress(false);
          setSubmitting(false);
        }
      }
    },
    [settle],
  );

  return { submitting, notice, setNotice, run, placed };
}
