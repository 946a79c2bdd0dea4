/**
 * Stored credit (migration 0017) under its own seed key, so a database seeded before it gets it at
 * its next start: the brands listed turn their is_topup_enabled flag on.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../schema';

export const STORED_CREDIT_SEED_KEY = 'stored-credit';
export const STORED_CREDIT_SEED_VERSION = 1;

/** Brand codes whose members may top up, save cards and withdraw. */
export const TOPUP_BRANDS: readonly string[] = ['demo'];

export async function enableTopups(
  db: Kysely<Database>,
  brandIds: ReadonlyMap<string, number>,
): Promise<void> {
  for (const code of TOPUP_BRANDS) {
    const brandId = brandIds.get(code);
    if (brandId === undefined) continue;
    await db.updateTable('brands').set({ topup_enabled: true }).where('id', '=', brandId).execute();
  }
}
