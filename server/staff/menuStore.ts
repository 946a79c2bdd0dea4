/**
 * The store a staff Menu tab works on: its configuration (catalogue, cached by config_version),
 * its clock now, and when a mark 'until close' made now would end (src/domain/soldOutEnd.ts).
 */
import type { Kysely } from 'kysely';
import { localClock, type LocalClock } from '@domain/calendar';
import { closesToday, soldOutEnd, type ClosingInput } from '@domain/soldOutEnd';
import type { Database } from '../db/schema';
import type { Catalogue, MerchantConfig } from '../menu/catalogue';

export type StaffStore = {
  config: MerchantConfig;
  clock: LocalClock;
  /** Today's close while it is ahead, on the store's clock; null when closed today. */
  closesAt: string | null;
  /** When a sold-out mark 'until close' made now ends, on the store's clock. */
  markEndsAt: string;
};

export function closingInput(config: MerchantConfig, clock: LocalClock): ClosingInput {
  return {
    weekly: config.weekly,
    specials: config.specials,
    alwaysOpen: config.row.always_open,
    clock,
  };
}

/** The store as of `now`; null when it does not exist. */
export async function staffStore(
  db: Kysely<Database>,
  catalogue: Catalogue,
  merchantId: number,
  now: Date,
): Promise<StaffStore | null> {
  const version = await db
    .selectFrom('merchants')
    .select(['id', 'config_version'])
    .where('id', '=', merchantId)
    .executeTakeFirst();
  if (!version) return null;
  const config = await catalogue.merchant(db, version);
  const clock = localClock(now, config.row.timezone);
  const closing = closingInput(config, clock);
  return { config, clock, closesAt: closesToday(closing), markEndsAt: soldOutEnd(closing) };
}
