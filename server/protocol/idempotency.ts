/**
 * Idempotency for mutating calls: the first answer to a client request id is stored with the work
 * it describes, in one transaction, and a repeat by the same owner gets that answer back without
 * doing the work again. A repeat by another owner is refused and never sees the stored answer.
 *
 * The claim row is inserted first with `on conflict do nothing`: on PostgreSQL a concurrent repeat
 * blocks on the unique key until the first transaction commits (then reads its answer) or rolls
 * back (then does the work itself). PGlite has one connection, so transactions run one at a time.
 *
 * Rows are kept for a day (server/jobs/purge.ts): long enough for any retry of an outbox.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { fail, succeed, type ActionContext, type ActionResult, type SessionInfo } from './context';
import { MESSAGES } from './messages';

export type IdempotencyKey = {
  brandId: number;
  requestId: string;
  /** Who may see the stored answer: requestOwner(session). */
  owner: string;
  /** When the request came (the server's injected clock), for the purge. */
  at: Date;
};

/**
 * The owner of a request: the session it came with and, for a member, the customer the session
 * was signed in as. Both parts matter. A guest's cart follows the session, so only that session
 * may see the answer. A member's cart follows the customer, but the answer is still tied to the
 * session: the same SID signed out (a shared phone, a kiosk's staff login) or signed in as someone
 * else is another owner, and another device of the same member never holds the id. A guest whose
 * session expired gets a new SID and is therefore a new owner: their old ids are refused.
 */
export function requestOwner(session: SessionInfo): string {
  return session.customerId > 0
    ? `customer:${session.customerId} session:${session.sid}`
    : `session:${session.sid}`;
}

/** The key of a caller's request id. */
export function requestKey(
  ctx: Pick<ActionContext, 'brand' | 'session' | 'now'>,
  requestId: string,
): IdempotencyKey {
  return { brandId: ctx.brand.id, requestId, owner: requestOwner(ctx.session), at: ctx.now };
}

export class IdempotencyConflictError extends Error {
  constructor(requestId: string, firstAction: string, action: string) {
    super(`Request id ${requestId} was first used for ${firstAction}, not ${action}`);
    this.name = 'IdempotencyConflictError';
  }
}

/** The request id was first used by another owner; their answer is not shown. */
export class IdempotencyOwnerError extends Error {
  constructor(requestId: string) {
    super(`Request id ${requestId} was first used by another session`);
    this.name = 'IdempotencyOwnerError';
  }
}

/**
 * The spec's refusal of a request id that does not fit: another session's, or another request's,
 * told to `warn` when given. Any other error is thrown on.
 */
export function refuseRequestId<T>(
  error: unknown,
  warn?: (message: string) => void,
): ActionResult<T> {
  if (!(error instanceof IdempotencyOwnerError || error instanceof IdempotencyConflictError))
    throw error;
  warn?.(error.message);
  return fail(
    error instanceof IdempotencyOwnerError
      ? MESSAGES.requestIdOtherOwner
      : MESSAGES.requestIdReused,
  );
}

/**
 * Runs `run` once per (brand, request id) and returns its answer, or the stored answer of the first
 * run when the same owner repeats it. `run` must write through the transaction it is given so that
 * its work and the stored answer commit together. The answer must survive JSON (it is stored as
 * jsonb).
 */
export async function withIdempotency<T>(
  db: Kysely<Database>,
  key: IdempotencyKey,
  action: string,
  run: (trx: Kysely<Database>) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    const claim = await claimRequest<T>(trx, key, action);
    if (!claim.claimed) return claim.answer as T;
    const answer = await run(trx);
    await storeAnswer(trx, key, answer);
    return answer;
  });
}

/**
 * Claims the request id inside the caller's transaction. `claimed: false` carries the first
 * request's stored answer, null while that request is still being answered (a placement between
 * reserve and finalise). Throws when the id belongs to another owner or another action.
 */
export async function claimRequest<T>(
  trx: Kysely<Database>,
  key: IdempotencyKey,
  action: string,
): Promise<{ claimed: true } | { claimed: false; answer: T | null }> {
  const claimed = await trx
    .insertInto('idempotency_keys')
    .values({
      brand_id: key.brandId,
      request_id: key.requestId,
      action,
      owner: key.owner,
      response: null,
      created_at: key.at,
    })
    .onConflict((conflict) => conflict.columns(['brand_id', 'request_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (claimed) return { claimed: true };
  const stored = await storedRequest<T>(trx, key, action);
  return { claimed: false, answer: stored?.answer ?? null };
}

/** The stored answer to a request id, read without claiming it; null when the id is new. */
export async function storedRequest<T>(
  db: Kysely<Database>,
  key: IdempotencyKey,
  action: string,
): Promise<{ answer: T | null } | null> {
  const stored = await db
    .selectFrom('idempotency_keys')
    .select(['action', 'owner', 'response'])
    .where('brand_id', '=', key.brandId)
    .where('request_id', '=', key.requestId)
    .executeTakeFirst();
  if (!stored) return null;
  // The owner first: another caller learns nothing about the first request, not even its action.
  if (stored.owner !== key.owner) throw new IdempotencyOwnerError(key.requestId);
  if (stored.action !== action)
    throw new IdempotencyConflictError(key.requestId, stored.action, action);
  // Stored answers were produced for this action: the same type T.
  return { answer: (stored.response ?? null) as T | null };
}

/** Keeps the answer to a claimed request id, in the transaction that did its work. */
export async function storeAnswer(
  trx: Kysely<Database>,
  key: Pick<IdempotencyKey, 'brandId' | 'requestId'>,
  answer: unknown,
): Promise<void> {
  await trx
    .updateTable('idempotency_keys')
    .set({ response: JSON.stringify(answer) })
    .where('brand_id', '=', key.brandId)
    .where('request_id', '=', key.requestId)
    .execute();
}

/** What a change decided inside its transaction: kept and answered again for its request id. */
export type ChangeOutcome<T> = { ok: true; data: T } | { ok: false; message: string };

/**
 * An action's change run once per request id (withIdempotency), with the two refusals of a
 * request id that does not fit (another session's, or another request's) as the spec's phrases.
 */
export async function changeOnce<T>(
  ctx: ActionContext,
  requestId: string,
  operation: string,
  change: (trx: Kysely<Database>) => Promise<ChangeOutcome<T>>,
): Promise<ActionResult<T>> {
  let outcome: ChangeOutcome<T>;
  try {
    outcome = await withIdempotency(ctx.db, requestKey(ctx, requestId), operation, change);
  } catch (error) {
    return refuseRequestId(error);
  }
  return outcome.ok ? succeed(outcome.data) : fail(outcome.message);
}
