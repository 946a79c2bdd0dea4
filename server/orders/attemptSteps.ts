/**
 * What finalising an order and finalising a top-up do alike (server/orders/finalise.ts,
 * server/money/finaliseTopup.ts): take the attempt out of 'pending' once, read the answer a
 * repeat gets, tell which outcome moved money at a provider, and keep a refused redirect's state.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { fail, type ActionResult } from '../protocol/context';
import { MESSAGES } from '../protocol/messages';
import type { AttemptState } from './attempts';
import type { ChargeOutcome } from './charge';
import type { PaymentRecord } from './payment';

type AttemptKey = { id: number; brandId: number; requestId: string };
type ChargeKind = { charge: { kind: string } };

const GATEWAY_KINDS = new Set(['nonce', 'saved', 'redirect']);

/** The provider's transaction when money moved there for this outcome (and can be voided). */
export function providerCharge(attempt: ChargeKind, outcome: ChargeOutcome): string | null {
  if (!outcome.ok || !GATEWAY_KINDS.has(attempt.charge.kind)) return null;
  return outcome.payment.transactionId || null;
}

/** Moves a pending attempt to `next.state`; false when another finalise took it first. */
export async function takePendingAttempt(
  trx: Kysely<Database>,
  attempt: AttemptKey,
  next: { state: AttemptState; payment: PaymentRecord | null; now: Date },
): Promise<boolean> {
  const taken = await trx
    .updateTable('payment_attempts')
    .set({
      state: next.state,
      payment: next.payment ? JSON.stringify(next.payment) : null,
      updated_at: next.now,
    })
    .where('id', '=', attempt.id)
    .where('state', '=', 'pending')
    .returning('id')
    .executeTakeFirst();
  return taken !== undefined;
}

/** The answer stored for the attempt's request id, for a finalise that found it taken. */
export async function storedAnswerOf<T>(
  db: Kysely<Database>,
  attempt: AttemptKey,
): Promise<ActionResult<T>> {
  const row = await db
    .selectFrom('idempotency_keys')
    .select('response')
    .where('brand_id', '=', attempt.brandId)
    .where('request_id', '=', attempt.requestId)
    .executeTakeFirst();
  return (row?.response as ActionResult<T> | null) ?? fail(MESSAGES.paymentUnsettled);
}

/** An approved redirect payment: its redirect is captured, so it is never taken again. */
export async function captureRedirect(
  trx: Kysely<Database>,
  charge: { kind: string; redirectId?: number },
): Promise<void> {
  if (charge.kind !== 'redirect' || charge.redirectId === undefined) return;
  await trx
    .updateTable('payment_redirects')
    .set({ state: 'captured' })
    .where('id', '=', charge.redirectId)
    .execute();
}

/** A redirect the provider no longer holds open keeps the state it told (cancelled, failed…). */
export async function keepRefusedRedirect(
  trx: Kysely<Database>,
  charge: { kind: string; redirectId?: number },
  outcome: ChargeOutcome,
): Promise<void> {
  if (charge.kind !== 'redirect' || charge.redirectId === undefined) return;
  if (outcome.ok || !('redirectState' in outcome)) return;
  const state = outcome.redirectState;
  if (!state || state === 'pending') return;
  await trx
    .updateTable('payment_redirects')
    .set({ state })
    .where('id', '=', charge.redirectId)
    .execute();
}
