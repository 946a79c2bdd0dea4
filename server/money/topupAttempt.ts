/**
 * A top-up's payment attempt: a payment_attempts row of kind 'topup' (migration 0017), with no
 * order and no cart but the member it credits. It goes through the same charge step and the same
 * reconciler as an order's (ARCHITECTURE.md 'Money'); its reference at the provider is topupRef.
 */
import type { Kysely, Selectable } from 'kysely';
import type { Database, PaymentAttemptsTable } from '../db/schema';
import type { AttemptState, ChargePlan, Chargeable } from '../orders/attempts';
import type { PaymentRecord } from '../orders/payment';

/** What the top-up was asked for, fixed at reserve. */
export type TopupDraft = {
  customerId: number;
  /** SAVED, CC, 3DS, PP, CB, APPLE or GOOGLE: what the answer's payment_method says. */
  method: string;
  currencyCode: string;
  /** auto_topup '1' with a saved card: the member's auto top-up amount once credited. */
  autoTopupCents: number | null;
  /** 'member' (a Topup* call) or 'auto' (an auto top-up after a payment). */
  source: 'member' | 'auto';
};

export type TopupAttempt = Chargeable & {
  brandId: number;
  customerId: number;
  state: AttemptState;
  draft: TopupDraft;
  redirectId: number | null;
  payment: PaymentRecord | null;
  createdAt: Date;
};

/** The provider's reference for a top-up's charge, as an order's number is for an order's. */
export function topupRef(id: number): string {
  return `TOPUP-${String(id).padStart(6, '0')}`;
}

function json<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

export function topupOf(row: Selectable<PaymentAttemptsTable>): TopupAttempt {
  if (row.kind !== 'topup' || row.customer_id === null)
    throw new Error(`payment attempt ${row.id} is not a top-up`);
  const draft = json<TopupDraft>(row.draft);
  return {
    id: row.id,
    brandId: row.brand_id,
    customerId: row.customer_id,
    requestId: row.request_id,
    orderNumber: topupRef(row.id),
    method: row.method,
    amountCents: row.amount_cents,
    currencyCode: draft.currencyCode,
    state: row.state as AttemptState,
    draft,
    charge: json<ChargePlan>(row.charge),
    redirectId: row.redirect_id,
    payment: row.payment === null ? null : json<PaymentRecord>(row.payment),
    createdAt: new Date(row.created_at),
  };
}

export async function topupForRequest(
  db: Kysely<Database>,
  brandId: number,
  requestId: string,
): Promise<TopupAttempt | null> {
  const row = await db
    .selectFrom('payment_attempts')
    .selectAll()
    .where('brand_id', '=', brandId)
    .where('request_id', '=', requestId)
    .where('kind', '=', 'topup')
    .executeTakeFirst();
  return row ? topupOf(row) : null;
}
