/**
 * The record of the staff Menu tab's changes (menu_changes, 0025): each written in the
 * transaction of the change it describes, and listed for the manager newest first with who made
 * it ('System' for a mark the server ended at close) and when, on the store's clock.
 */
import type { Kysely } from 'kysely';
import type { StaffMenuChangeEntry } from '@api/staffMenu';
import { localClock } from '@domain/calendar';
import type { Database, MenuChange } from '../db/schema';

/** Who the list names for a change the server made itself. */
export const SYSTEM_NAME = 'System';

/** How many changes the list shows: a few weeks of a busy store's service. */
export const MENU_CHANGES_SHOWN = 200;

export type MenuChangeEntry = {
  merchantId: number;
  /** null: the server itself. */
  customerId: number | null;
  at: Date;
  itemId?: number;
  fulfilmentCode?: string;
  change: MenuChange;
  what: string;
  requestId?: string;
};

export async function recordMenuChange(
  trx: Kysely<Database>,
  entry: MenuChangeEntry,
): Promise<void> {
  await trx
    .insertInto('menu_changes')
    .values({
      merchant_id: entry.merchantId,
      customer_id: entry.customerId,
      at: entry.at,
      item_id: entry.itemId ?? null,
      fulfilment_code: entry.fulfilmentCode ?? null,
      change: entry.change,
      what: entry.what,
      request_id: entry.requestId ?? null,
    })
    .execute();
}

/** The store's changes, newest first, at most MENU_CHANGES_SHOWN. */
export async function readMenuChanges(
  db: Kysely<Database>,
  merchant: { id: number; timezone: string },
): Promise<StaffMenuChangeEntry[]> {
  const rows = await db
    .selectFrom('menu_changes')
    .leftJoin('customers', 'customers.id', 'menu_changes.customer_id')
    .select([
      'menu_changes.id',
      'menu_changes.at',
      'menu_changes.customer_id',
      'menu_changes.what',
      'customers.name',
    ])
    .where('menu_changes.merchant_id', '=', merchant.id)
    .orderBy('menu_changes.at', 'desc')
    .orderBy('menu_changes.id', 'desc')
    .limit(MENU_CHANGES_SHOWN)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    at: localClock(row.at, merchant.timezone).iso,
    by:
      row.customer_id === null
        ? SYSTEM_NAME
        : row.name?.trim() || `Staff account ${row.customer_id}`,
    what: row.what,
  }));
}
