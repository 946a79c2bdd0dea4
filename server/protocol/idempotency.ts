/**
 * Idempotency for mutating calls: the first answer to a client request id is stored with the work
 * it describes, in one transaction, and a repeat gets that answer back without doing the work again.
 *
 * The claim row is inserted first with `on conflict do nothing`: on PostgreSQL a concurrent repeat
 * blocks on the unique key until the first transaction commits (then reads its answer) or rolls
 * back (then does the work itself). PGlite has one connection, so transactions run one at a time.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export type IdempotencyKey = { brandId: number; requestId: string };

export class IdempotencyConflictError extends Error {
  constructor(requestId: string, firstAction: string, action: string) {
    super(`Request id ${requestId} was first used for ${firstAction}, not ${action}`);
    this.name = 'IdempotencyConflictError';
  }
}

/**
 * Runs `run` once per (brand, request id) and returns its answer, or the stored answer of the first
 * run. `run` must write through the transaction it is given so that its work and the stored answer
 * commit together. The answer must survive JSON (it is stored as jsonb).
 */
export async function withIdempotency<T>(
  db: Kysely<Database>,
  key: IdempotencyKey,
  action: string,
  run: (trx: Kysely<Database>) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('idempotency_keys')
      .values({ brand_id: key.brandId, request_id: key.requestId, action, response: null })
      .onConflict((conflict) => conflict.columns(['brand_id', 'request_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!claimed) {
      const stored = await trx
        .selectFrom('idempotency_keys')
        .select(['action', 'response'])
        .where('brand_id', '=', key.brandId)
        .where('request_id', '=', key.requestId)
        .executeTakeFirstOrThrow();
      if (stored.action !== action) {
        throw new IdempotencyConflictError(key.requestId, stored.action, action);
      }
      // Stored answers were produced by `run` for this action: the same type T.
      return stored.response as T;
    }
    const answer = await run(trx);
    await trx
      .updateTable('idempotency_keys')
      .set({ response: JSON.stringify(answer) })
      .where('id', '=', claimed.id)
      .execute();
    return answer;
  });
}
