/**
 * The keys of the appState table and the shape of each value. Values are parsed on read, so a row
 * written by an older build reads as missing instead of breaking a view.
 */
import { z } from 'zod';
import { upgradeSchema } from '@/api/envelope';
import type { DocketDatabase } from './database';

export const appStateSchemas = {
  /** The last Upgrade signal seen (spec 1 §7), for the update prompt. */
  upgrade: upgradeSchema.extend({ receivedAt: z.number() }),
  /** The slug of the menu last loaded from the network: 'the cache' of spec 1 §4 Menu load. */
  menuSlug: z.string(),
  /** The open order summary returned with the menu (spec 1 §3 'Order (in menu)'). */
  cartSummary: z.object({ slug: z.string(), num_items: z.number().int(), coupon_code: z.string() }),
  /**
   * Whether the server answered the connectivity ping (spec 3 §4), written by the API worker when
   * the answer changes; checkedAt is when that ping settled (ms since epoch).
   */
  connectivity: z.object({ online: z.boolean(), checkedAt: z.number() }),
};

export type AppStateKey = keyof typeof appStateSchemas;
export type AppStateValue<K extends AppStateKey> = z.infer<(typeof appStateSchemas)[K]>;

const schemas: { [K in AppStateKey]: z.ZodType<AppStateValue<K>> } = appStateSchemas;

/** The value stored under key, or null when absent or unreadable. */
export function parseAppState<K extends AppStateKey>(
  key: K,
  raw: unknown,
): AppStateValue<K> | null {
  const parsed = schemas[key].safeParse(raw);
  return parsed.success ? parsed.data : null;
}

export async function readAppState<K extends AppStateKey>(
  db: DocketDatabase,
  key: K,
): Promise<AppStateValue<K> | null> {
  const row = await db.appState.get(key);
  return row === undefined ? null : parseAppState(key, row.value);
}

/** The only typed way to write appState (worker only). */
export async function writeAppState<K extends AppStateKey>(
  db: DocketDatabase,
  key: K,
  value: AppStateValue<K>,
): Promise<void> {
  await db.appState.put({ key, value });
}
