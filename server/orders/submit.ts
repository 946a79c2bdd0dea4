/**
 * SubmitOrder's work on the caller's open cart (spec 2 §4.2): validation (preorder '1') checks the
 * order and prepares the payment, answering a redirect when the customer must approve it first;
 * placement (preorder '0') checks it again, takes the payment once and writes the order. Runs
 * inside the idempotency transaction (server/actions/SubmitOrder.ts).
 */
import type { SubmitOrderResponse } from '@api/submitOrder';
import type { CartCall } from '../cart/call';
import { rememberMemberDetails } from '../accounts/memberDetails';
import { succeed, type ActionResult } from '../protocol/context';
import { preparePayment, takePayment } from './payment';
import { orderNumberOf, reserveOrderId, writeOrder } from './place';
import type { SubmitInput } from './submitInput';
import { planOrder, type OrderPlan } from './validate';
import { KIOSK_STATUS, STAFF_STATUS } from './details';

/** The caller's status as the answer names it: a kiosk or staff login stays what it is. */
const ANSWER_STATUS = { guest: 0, member: 1, kiosk: KIOSK_STATUS, staff: STAFF_STATUS } as const;

function answer(
  plan: OrderPlan,
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

export async function submitOrder(
  call: CartCall,
  input: SubmitInput,
): Promise<ActionResult<SubmitOrderResponse>> {
  const plan = await planOrder(call, input);
  if (!plan.ok) return plan;
  if (input.validateOnly) {
    const prepared = await preparePayment(call, plan.data, input);
    if (!prepared.ok) return prepared;
    return succeed(
      answer(plan.data, {
        preorder: 1,
        orderId: 0,
        total: prepared.data.totals.grand_total,
        redirectUrl: prepared.data.redirectUrl,
      }),
    );
  }
  const orderId = await reserveOrderId(call.trx);
  const taken = await takePayment(call, plan.data, input, {
    id: orderId,
    ref: orderNumberOf(orderId),
  });
  if (!taken.ok) return taken;
  await writeOrder(call, {
    id: orderId,
    plan: plan.data,
    totals: taken.data.totals,
    payment: taken.data.payment,
    submit: input,
  });
  const { caller } = plan.data;
  if (caller.kind === 'member')
    await rememberMemberDetails(call.trx, {
      brandId: call.key.brandId,
      customerId: caller.customerId,
      stored: { name: caller.name, mobile: caller.mobile },
      contact: plan.data.contact,
      deliveryAddress: plan.data.deliveryAddress,
    });
  call.ctx.log.info({ order: orderId, total: taken.data.totals.grand_total }, 'order placed');
  return succeed(
    answer(plan.data, {
      preorder: 0,
      orderId,
      total: taken.data.totals.grand_total,
      redirectUrl: '',
    }),
  );
}
