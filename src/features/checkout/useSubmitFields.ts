import { useCallback } from 'react';
import type { CartOrder } from '@/api/manageCart';
import type { DetailsRole } from '@/domain/checkoutDetails';
import { confirmedTotalField } from '@/domain/confirmedTotal';
import { EMPTY_SELECTION } from '@/domain/fulfilmentReset';
import { submitOrderFields, type CheckoutDraft } from '@/domain/submitOrderFields';
import type { CheckoutCustomer } from '@/api/manageCart';
import type { FulfilmentRow } from '@worker/db/rows';
import { memberMobileField } from './memberMobileField';

/** What a payment adds to the order's fields: the card's nonce or the wallet's token. */
export type PaymentSecrets = { braintree_nonce?: string; wallet_data?: string };

/** The order's fields as the form stands now, with the payment's secrets added. */
export function useSubmitFields(input: {
  draft: CheckoutDraft;
  chosen: string | null;
  role: DetailsRole;
  customer: CheckoutCustomer;
  needsName: boolean;
  held: FulfilmentRow | null;
  timeZone: string;
  order: CartOrder;
  billingRequired: boolean;
}) {
  const { draft, chosen, role, customer, needsName, held, timeZone, billingRequired } = input;
  const note = input.order.note;
  const grandTotal = input.order.totals.grand_total;
  return useCallback(
    (secrets: PaymentSecrets) => ({
      ...submitOrderFields({
        draft: { ...draft, paymentMethod: chosen ?? '' },
        role,
        stored: { name: customer.name, email: customer.email, mobile: customer.mobile },
        memberNeedsName: needsName,
        memberMobileShown: memberMobileField(role, customer.mobile, draft.country),
        selection: held?.selection ?? EMPTY_SELECTION,
        delivery: held?.delivery ?? null,
        timeZone,
        orderSource: 'rmobi',
        note,
        returnUrl: `${window.location.origin}/checkout`,
        billingRequired,
      }),
      // The Order total on the screen now: nothing is charged if the server's differs.
      confirmed_total: confirmedTotalField(grandTotal),
      ...secrets,
    }),
    [draft, chosen, role, customer, needsName, held, timeZone, note, grandTotal, billingRequired],
  );
}
