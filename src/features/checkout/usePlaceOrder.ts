import { worker } from '@/app/workerClient';
import { useAppState } from '@/liveQueries/useAppState';
import { INTERNET_REQUIRED } from '@/domain/messages';
import type { OrderFields, SubmitResult } from '@worker/checkout/submitOrder';
import { rememberRedirectNonce } from './checkoutDraftStore';
import { PAGE_RUN } from './pageRun';
import { phoneRulesReady } from './phoneRulesReady';
import { submissionToast } from './submissionToast';
import { scrollToTop } from './useOrderSubmission';
import type { PaymentSecrets } from './useSubmitFields';
import type { TerminalPayment } from './useTerminalPayment';
import type { CheckoutCheck } from './validateCheckout';

/**
 * Place Order (spec 2 §4.2): the form's checks, the connection, then the order goes by the chosen
 * way: the in-store terminal, a placement already under way sent again, or a new one with the
 * card's or wallet's secrets.
 */
export function usePlaceOrder(input: {
  slug: string;
  online: boolean;
  chosen: string | null;
  /** Runs the form's checks and shows their answer. */
  recheck: () => CheckoutCheck;
  fields: (secrets: PaymentSecrets) => OrderFields;
  /** The payment's secrets, or null (after a toast) when there are none to send. */
  secrets: () => Promise<PaymentSecrets | null>;
  run: (call: () => Promise<SubmitResult | null>) => Promise<void>;
  terminalPayment: TerminalPayment;
}) {
  const { slug, online, chosen, recheck, fields, secrets, run, terminalPayment } = input;
  const pending = useAppState('pendingPlacement').data;

  return async () => {
    // Made here, in Place Order's handler: one press, one placement (ARCHITECTURE).
    const requestId = crypto.randomUUID();
    if (!(await phoneRulesReady())) return;
    const [first] = recheck().messages;
    if (first !== undefined) {
      submissionToast(first);
      scrollToTop();
      return;
    }
    if (!online) {
      submissionToast(INTERNET_REQUIRED);
      return;
    }
    if (chosen === 'eftpos') {
      terminalPayment.pay({ slug, fields: fields({}), validate: true, pageRun: PAGE_RUN });
      return;
    }
    if (pending !== null && pending !== undefined && pending.slug === slug) {
      void run(() =>
        worker.submitOrder({
          slug,
          fields: fields({}),
          validate: true,
          pageRun: PAGE_RUN,
          requestId,
        }),
      );
      return;
    }
    void run(async (): Promise<SubmitResult | null> => {
      const paid = await secrets();
      if (paid === null) return null;
      const result = await worker.submitOrder({
        slug,
        fields: fields(paid),
        validate: true,
        pageRun: PAGE_RUN,
        requestId,
      });
      if (result.ok && result.data.kind === 'redirect' && paid.braintree_nonce) {
        rememberRedirectNonce(paid.braintree_nonce);
      }
      return result;
    });
  };
}
