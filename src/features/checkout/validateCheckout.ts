/**
 * Everything Place Order checks before anything is sent (spec 2 §5): the details by role, required
 * custom fields, the terms and age checkboxes, and the payment method. Returns the messages in the
 * order the blocks appear, and the field errors shown under the fields.
 */
import type { CheckoutMenu } from '@/api/manageCart';
import { agreementErrors } from '@/domain/checkoutAgreements';
import {
  detailsErrors,
  type DetailsError,
  type DetailsField,
  type DetailsRole,
} from '@/domain/checkoutDetails';
import { billingAddressProblem, billingChosen } from '@/domain/billingAddress';
import { messageStands, standingErrors } from '@/domain/messageLifetime';
import { paymentMethodRefusal } from '@/domain/paymentMethods';
import type { CheckoutDraft } from '@/domain/submitOrderFields';

/** Ours: the spec names no text for an unanswered required custom field or no chosen method. */
export const customFieldRequiredText = (label: string) => `${label} is required`;
export const CHOOSE_PAYMENT_METHOD = 'Choose a payment method';

export type CheckoutCheck = {
  messages: string[];
  details: Partial<Record<DetailsField, string>>;
  custom: Record<string, string>;
};

export function validateCheckout(input: {
  role: DetailsRole;
  draft: CheckoutDraft;
  menu: CheckoutMenu;
  stored: { name: string; mobile: string };
  memberMobileShown: boolean;
  paymentMethod: string | null;
  inIframe: boolean;
  /** The merchant's is_billing_address_required, and whether a delivery address can be copied. */
  billing?: { required: boolean; delivery: boolean };
}): CheckoutCheck {
  const { role, draft, menu } = input;
  const detailErrors: DetailsError[] = detailsErrors(
    role === 'member'
      ? {
          role,
          details: {
            storedName: input.stored.name,
            storedMobile: input.stored.mobile,
            nameNew: draft.nameNew,
            mobileNew: draft.mobileNew,
            country: draft.country,
            mobileFieldShown: input.memberMobileShown,
          },
        }
      : { role, details: draft, shown: { email: true, mobile: true } },
  );
  const details: CheckoutCheck['details'] = {};
  for (const error of detailErrors) details[error.field] ??= error.message;

  const custom: Record<string, string> = {};
  for (const field of menu.custom_fields) {
    if (field.required === 1 && (draft.customData[field.id] ?? '').trim() === '') {
      custom[field.id] = customFieldRequiredText(field.label);
    }
  }

  const payment: string[] = [];
  if (input.paymentMethod === null) payment.push(CHOOSE_PAYMENT_METHOD);
  else {
    const refusal = paymentMethodRefusal(input.paymentMethod, input.inIframe);
    if (refusal !== null) payment.push(refusal);
    const billing = billingAddressProblem({
      required: input.billing?.required ?? false,
      cardMethod: input.paymentMethod === 'CC',
      chosen: billingChosen({ id: draft.billingAddressId, str: draft.billingAddressStr }),
      delivery: input.billing?.delivery ?? false,
    });
    if (billing !== null) payment.push(billing);
  }

  const agreements = agreementErrors({
    ageRequired: menu.age_limit_required === 1,
    ageAgreed: draft.ageAgreed,
    termsRequired: menu.terms_required === 1,
    termsAgreed: draft.termsAgreed,
  });

  return {
    messages: [
      ...detailErrors.map((error) => error.message),
      ...Object.values(custom),
      ...payment,
      ...agreements,
    ],
    details,
    custom,
  };
}

/**
 * What stays of a failed Place Order's check while the customer fixes it: the messages the check
 * still finds and the field errors whose fields still fail (src/domain/messageLifetime.ts).
 */
export function standingCheck(shown: CheckoutCheck, now: CheckoutCheck): CheckoutCheck {
  const custom: Record<string, string> = {};
  for (const [id, message] of Object.entries(standingErrors(shown.custom, now.custom))) {
    if (message !== undefined) custom[id] = message;
  }
  return {
    messages: shown.messages.filter((message) => messageStands(message, now.messages)),
    details: standingErrors(shown.details, now.details),
    custom,
  };
}
