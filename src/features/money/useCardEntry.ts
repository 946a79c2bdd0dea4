/**
 * The account's card form state (spec 3 §3 'Card entry'): the provider's frames (checkout's
 * CardFieldsPanel, loaded with the payment SDK when the page opens), the name on the card (upper
 * case) and the billing address where the merchant requires it. collect() tokenises and answers
 * what the worker sends, or null after toasting why not.
 */
import { useRef, useState } from 'react';
import type { AccountRow } from '@worker/db/rows';
import type { CardEntry } from '@worker/account/moneyApi';
import { BRAINTREE_ERROR, usePaymentProviders } from '@/features/checkout/usePaymentProviders';
import type { CardFields } from '@/platform/payments/types';
import { showToast } from '@/ui/notify';
import { ERROR_TOAST_MS } from '@/features/account/useSubmitting';
import {
  BILLING_ADDRESS_REQUIRED,
  billingChosen,
  NO_BILLING,
  type BillingChoice,
} from '@/domain/billingAddress';

export function useCardEntry(account: AccountRow) {
  const { providers, wallets } = usePaymentProviders(account.account);
  const fieldsRef = useRef<CardFields | null>(null);
  const [cardName, setCardName] = useState('');
  const [billing, setBilling] = useState<BillingChoice>(NO_BILLING);
  const billingRequired = account.account.is_billing_address_required === 1;

  const refuse = (message: string) => {
    showToast({ message, tone: 'error', durationMs: ERROR_TOAST_MS });
    return null;
  };

  async function collect(): Promise<CardEntry | null> {
    if (billingRequired && !billingChosen(billing)) return refuse(BILLING_ADDRESS_REQUIRED);
    const fields = fieldsRef.current;
    if (fields === null) return refuse(BRAINTREE_ERROR);
    try {
      const card = await fields.tokenize();
      return {
        nonce: card.nonce,
        cardName: cardName.trim().toUpperCase(),
        billing: billingRequired ? { address_id: billing.id, address_str: billing.str } : {},
      };
    } catch (error) {
      return refuse(error instanceof Error ? error.message : BRAINTREE_ERROR);
    }
  }

  return {
    providers,
    wallets,
    fieldsRef,
    cardName,
    setCardName,
    billing,
    setBilling,
    billingRequired,
    collect,
  };
}

export type CardEntryState = ReturnType<typeof useCardEntry>;
