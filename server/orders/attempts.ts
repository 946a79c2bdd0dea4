/**
 * A placement's payment attempt (migration 0015; ARCHITECTURE.md 'Money'): what reserve committed
 * for the charge and finalise steps. `draft` is everything the order will record, fixed at
 * reserve, so a finalise after a crash (the reconciler) writes the order the customer confirmed.
 */
import type { Kysely } from 'kysely';
import type { CartTotals } from '@api/manageCart';
import type { Database } from '../db/schema';
import type { VaultResult } from '../payments/types';
import type { PaymentRecord } from './payment';
import { orderNumberOf } from './place';
import type { OrderPlan } from './validate';

/** The parts of an OrderPlan the order and the answer record (JSON, no functions). */
export type PlanRecord = Pick<
  OrderPlan,
  | 'caller'
  | 'deliveryAddress'
  | 'contact'
  | 'lines'
  | 'paymentMethod'
  | 'fulfilment'
  | 'couponCode'
  | 'note'
  | 'contactless'
  | 'studentName'
  | 'storeClassId'
  | 'customData'
  | 'currencyCode'
  | 'rewardsPoints'
> & { cartId: number };

export type OrderDraft = {
  merchantId: number;
  menuId: number;
  owner: string;
  customerId: number;
  plan: PlanRecord;
  totals: CartTotals;
  orderSource: string;
  /** The standing order that places it (server/standingOrders/run.ts); absent for others. */
  standingOrderId?: number;
  /** Reward points the order earns when placed (a member's only; absent in older drafts). */
  pointsEarned?: number;
};

/** What the charge step asks the provider for (the amount is the attempt's). */
export type ChargePlan =
  | { kind: 'none' }
  /** The account balance: debited in finalise, with the order. */
  | { kind: 'balance' }
  /** Already paid on the store's Linkly terminal: the charge step confirms it with Linkly. */
  | { kind: 'terminal'; txnRef: string; sessionId: string }
  /** A card or wallet nonce; `save`: a member's new card, vaulted first and its token charged. */
  | {
      kind: 'nonce';
      nonce: string;
      save: { customerId: string; email: string } | null;
      vaulted?: Extract<VaultResult, { ok: true }>;
    }
  /** The member's saved card's vault token. */
  | { kind: 'saved'; token: string }
  /** A redirect payment (PayPal-type, crypto, 3-D Secure) approved before placing, captured now. */
  | { kind: 'redirect'; redirectId: number; gatewayId: string };

export type AttemptState = 'pending' | 'placed' | 'refused' | 'voided' | 'abandoned';

/**
 * What the charge step needs of an attempt, an order's or a top-up's (server/money/): orderNumber
 * is the reference the provider's charge carries.
 */
export type Chargeable = Pick<
  Attempt,
  'id' | 'requestId' | 'orderNumber' | 'method' | 'amountCents' | 'currencyCode' | 'charge'
>;

export type Attempt = {
  id: number;
  brandId: number;
  orderId: number;
  orderNumber: string;
  requestId: string;
  owner: string;
  method: string;
  amountCents: number;
  currencyCode: string;
  state: AttemptState;
  draft: OrderDraft;
  charge: ChargePlan;
  payment: PaymentRecord | null;
  createdAt: Date;
};

export function planRecord(plan: OrderPlan): PlanRecord {
  return {
    caller: plan.caller,
    deliveryAddress: plan.deliveryAddress,
    contact: plan.contact,
    lines: plan.lines,
    paymentMethod: plan.paymentMethod,
    fulfilment: plan.fulfilment,
    couponCode: plan.couponCode,
    note: plan.note,
    contactless: plan.contactless,
    studentName: plan.studentName,
    storeClassId: plan.storeClassId,
    customData: plan.customData,
    currencyCode: plan.currencyCode,
    rewardsPoints: plan.rewardsPoints,
    cartId: plan.cart.id,
  };
}

type AttemptRow = {
  id: number;
  brand_id: number;
  kind: string;
  order_id: number | null;
  request_id: string;
  owner: string;
  method: string;
  amount_cents: number;
  state: string;
  draft: unknown;
  charge: unknown;
  payment: unknown;
  created_at: Date;
};

/** JSON columns come back parsed from pg and PGlite alike; a string is parsed here for safety. */
function json<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

export function attemptOf(row: AttemptRow): Attempt {
  if (row.kind !== 'order' || row.order_id === null)
    throw new Error(`payment attempt ${row.id} is a ${row.kind}, not an order's`);
  const draft = json<OrderDraft>(row.draft);
  return {
    id: row.id,
    brandId: row.brand_id,
    orderId: row.order_id,
    orderNumber: orderNumberOf(row.order_id),
    requestId: row.request_id,
    owner: row.owner,
    method: row.method,
    amountCents: row.amount_cents,
    currencyCode: draft.plan.currencyCode,
    state: row.state as AttemptState,
    draft,
    charge: json<ChargePlan>(row.charge),
    payment: row.payment === null ? null : json<PaymentRecord>(row.payment),
    createdAt: new Date(row.created_at),
  };
}

export async function attemptForRequest(
  db: Kysely<Database>,
  brandId: number,
  requestId: string,
): Promise<Attempt | null> {
  const row = await db
    .selectFrom('payment_attempts')
    .selectAll()
    .where('brand_id', '=', brandId)
    .where('request_id', '=', requestId)
    .where('kind', '=', 'order')
    .executeTakeFirst();
  return row ? attemptOf(row) : null;
}
