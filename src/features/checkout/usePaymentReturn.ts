import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { worker } from '@/app/workerClient';
import { parsePaymentReturn, searchWithoutPaymentReturn } from '@/domain/paymentReturn';
import type { OrderFields, SubmitResult } from '@worker/checkout/submitOrder';
import { takeRedirectNonce } from './checkoutDraftStore';
import { PAGE_RUN } from './pageRun';
import { phoneRulesReady } from './phoneRulesReady';
import { submissionToast } from './submissionToast';
import type { PaymentSecrets } from './useSubmitFields';

/** Returns handled in this page's life: a strict-mode remount must not submit twice. */
const handledReturns = new Set<string>();

/**
 * Back from a payment page: /checkout?s=…&result=…&msg=… (spec 2 §2.2). The query leaves the
 * address at once; a successful return places the order without validating again, any other
 * shows the payment page's message.
 */
export function usePaymentReturn(input: {
  slug: string;
  run: (call: () => Promise<SubmitResult | null>) => Promise<void>;
  fields: (secrets: PaymentSecrets) => OrderFields;
}) {
  const { slug, run, fields } = input;
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    const back = parsePaymentReturn(location.search);
    if (back.kind === 'none') return;
    const key = `${location.key}${location.search}`;
    navigate(
      { pathname: location.pathname, search: searchWithoutPaymentReturn(location.search) },
      { replace: true },
    );
    if (handledReturns.has(key)) return;
    handledReturns.add(key);
    const nonce = takeRedirectNonce();
    if (back.kind === 'submit') {
      const secrets = back.source === '3ds' && nonce !== '' ? { braintree_nonce: nonce } : {};
      void run(async () => {
        if (!(await phoneRulesReady())) return null;
        return worker.submitOrder({
          slug,
          fields: fields(secrets),
          validate: false,
          pageRun: PAGE_RUN,
        });
      });
    } else {
      submissionToast(back.message, back.kind === 'cancelled' ? 'info' : 'error');
    }
    // Once, on arrival with the query.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.search]);
}
