/** SubmitOrder's answer (src/api/submitOrder.ts), for a validation or a placed order. */
import type { SubmitOrderResponse } from '@api/submitOrder';
import { CUSTOMER_STATUS } from '@api/customerStatus';
import type { PlanRecord } from './attempts';

/** The caller's status as the answer names it: a kiosk or staff login stays what it is. */
const ANSWER_STATUS = {
  guest: 0,
  member: CUSTOMER_STATUS.member,
  kiosk: CUSTOMER_STATUS.kiosk,
  staff: CUSTOMER_STATUS.staff,
} as const;

export function submitAnswer(
  plan: Pick<PlanRecord, 'paymentMethod' | 'couponCode' | 'caller' | 'contact'>,
  input: { preorder: 0 | 1; orderId: number; total: number; redirectUrl: string },
): SubmitOrderResponse {
  const redirect = input.redirectUrl === '' ? 0 : 1;
  return {
    preorder: input.preorder,
    order_id: input.orderId,
    order_total: input.total,
    payment_method: plan.paymentMethod,
    payment_redirect: redirect,
    requires_redirect: redirect,
    redirect_url: input.redirectUrl,
    promo_code: plan.couponCode,
    customer: {
      id: plan.caller.customerId,
      name: plan.contact.name,
      email: plan.contact.email,
      status: ANSWER_STATUS[plan.caller.kind],
    },
  };
}
