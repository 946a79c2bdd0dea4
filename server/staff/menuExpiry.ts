/**
 * Sold-out marks 'until close' end by themselves: every 30 s the server turns back on each item
 * whose mark's end (menu_items.sold_out_until, the store's wall clock) has come on its store's
 * clock, records it as the server's own change ('… back on at close', by nobody) and so bumps
 * the menu's version, which open menus hear like any staff change. An item is turned on only if
 * it still holds the mark that was read, so two processes running this at once, or staff
 * changing the item meanwhile, never turn it on twice or undo the newer change.
 */
import type { Kysely } from 'kysely';
import { localClock } from '@domain/calendar';
import type { Database } from '../db/schema';
import { recordMenuChange } from './menuChangeLog';

/** How often the server looks for marks to end: a mark ends within this of the close. */
export const MENU_EXPIRY_EVERY_MS = 30_000;

/** Ends every mark due at `now`; answers how many items came back on. */
export async function endSoldOutMarks(db: Kysely<Database>, now: Date): Promise<number> {
  const marked = await db
    .selectFrom('menu_items')
    .innerJoin('menus', 'menus.id', 'menu_items.menu_id')
    .innerJoin('merchants', 'merchants.id', 'menus.merchant_id')
    .select([
      'menu_items.id',
      'menu_items.name',
      'menu_items.sold_out_until',
      'merchants.id as merchant_id',
      'merchants.timezone',
    ])
    .where('menu_items.sold_out_until', 'is not', null)
    .execute();
  // 'yyyy-MM-ddTHH:mm' texts of one clock compare in time order.
  const due = marked.filter(
    (row) =>
      row.sold_out_until !== null &&
      row.sold_out_until <= localClock(now, row.timezone).iso.slice(0, 16),
  );
  if (due.length === 0) return 0;
  return db.transaction().execute(async (trx) => {
    let ended = 0;
    for (const row of due) {
      const changed = await trx
        .updateTable('menu_items')
        .set({ is_available: true, available_str: '', sold_out_until: null })
        .where('id', '=', row.id)
        .where('sold_out_until', '=', row.sold_out_until)
        .executeTakeFirst();
      if (Number(changed.numUpdatedRows) === 0) continue;
      ended += 1;
      await recordMenuChange(trx, {
        merchantId: row.merchant_id,
        customerId: null,
        at: now,
        itemId: row.id,
        change: 'back_on',
        what: `${row.name} back on at close`,
      });
    }
    return ended;
  });
}
