/**
 * The open cart of a caller for one menu: a signed-in customer's carts follow the customer, a
 * guest's follow the session. One open cart per owner and menu (a unique index), so two first adds
 * racing on PostgreSQL meet there and share the cart.
 */
import type { Kysely, Selectable } from 'kysely';
import type { CartsTable, Database } from '../db/schema';
import type { SessionInfo } from '../protocol/context';

export type CartRow = Selectable<CartsTable>;

export type CartKey = { brandId: number; owner: string; menuId: number };

/** 'customer:{id}' for a signed-in customer, else 'session:{sid}'. */
export function cartOwner(session: SessionInfo): string {
  return session.customerId > 0 ? `customer:${session.customerId}` : `session:${session.sid}`;
}

/** The key's open cart: an owner has at most one per menu. */
function openCartOf(db: Kysely<Database>, key: CartKey) {
  return db
    .selectFrom('carts')
    .selectAll()
    .where('brand_id', '=', key.brandId)
    .where('owner', '=', key.owner)
    .where('menu_id', '=', key.menuId)
    .where('status', '=', 'open');
}

export async function findOpenCart(
  db: Kysely<Database>,
  key: CartKey,
): Promise<CartRow | undefined> {
  return openCartOf(db, key).executeTakeFirst();
}

/**
 * The open cart, created (with its checkout row) when there is none, and locked for the rest of
 * the transaction so that changes to one cart run one after another.
 */
export async function openCart(
  trx: Kysely<Database>,
  key: CartKey & { merchantId: number; customerId: number },
): Promise<CartRow> {
  const created = await trx
    .insertInto('carts')
    .values({
      brand_id: key.brandId,
      merchant_id: key.merchantId,
      menu_id: key.menuId,
      owner: key.owner,
      customer_id: key.customerId,
    })
    .onConflict((conflict) => conflict.doNothing())
    .returning('id')
    .executeTakeFirst();
  if (created) await trx.insertInto('checkouts').values({ cart_id: created.id }).execute();
  return openCartOf(trx, key).forUpdate().executeTakeFirstOrThrow();
}

/** Merchant's `order`: the open cart's item count and promo code, or null without a cart. */
export async function cartSummary(
  db: Kysely<Database>,
  key: CartKey,
): Promise<{ num_items: number; coupon_code: string } | null> {
  const row = await db
    .selectFrom('carts')
    .leftJoin('cart_items', 'cart_items.cart_id', 'carts.id')
    .select((eb) => [
      'carts.coupon_code',
      eb.fn.coalesce(eb.fn.sum<number>('cart_items.quantity'), eb.lit(0)).as('num_items'),
    ])
    .where('carts.brand_id', '=', key.brandId)
    .where('carts.owner', '=', key.owner)
    .where('carts.menu_id', '=', key.menuId)
    .where('carts.status', '=', 'open')
    .groupBy('carts.id')
    .executeTakeFirst();
  return row ? { num_items: Number(row.num_items), coupon_code: row.coupon_code } : null;
}
