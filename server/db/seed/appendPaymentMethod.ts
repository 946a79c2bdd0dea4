/**
 * A payment tab added to menus that lack it, last, so that a web checkout's first tab stays what
 * it was. Seeds that come after the menus (the account balance, the pinpad) add theirs this way.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../schema';

export async function appendPaymentMethod(
  db: Kysely<Database>,
  menuIds: readonly number[],
  method: { code: string; description: string; icon: string; info: string },
): Promise<void> {
  for (const menuId of menuIds) {
    const methods = await db
      .selectFrom('menu_payment_methods')
      .select(['code', 'position'])
      .where('menu_id', '=', menuId)
      .execute();
    if (methods.some((existing) => existing.code === method.code)) continue;
    const position = Math.max(-1, ...methods.map((existing) => existing.position)) + 1;
    await db
      .insertInto('menu_payment_methods')
      .values({ menu_id: menuId, ...method, position })
      .execute();
  }
}
