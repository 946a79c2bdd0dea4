/**
 * A member's past orders at one store, for the menu's History tab (spec 1 §3 'Past order: id,
 * items_desc'; §6 'Only logged-in members get history'). Guests and non-members get none without
 * a query. Orders belong to their owner ('customer:{id}', as carts do), newest first.
 */
import type { Kysely } from 'kysely';
import type { PastOrder } from '@api/merchant';
import { CUSTOMER_STATUS } from '@api/customerStatus';
import type { Database } from '../db/schema';

/** How many past orders the tab lists. */
export const HISTORY_LIMIT = 10;

const MEMBER_STATUSES = [CUSTOMER_STATUS.member, CUSTOMER_STATUS.staff, CUSTOMER_STATUS.test];

/** Orders that never went through are not worth repeating. */
const NOT_HISTORY = ['cancelled', 'failed'];

export async function pastOrders(
  db: Kysely<Database>,
  input: { brandId: number; merchantId: number; customerId: number },
): Promise<PastOrder[]> {
  if (input.customerId <= 0) return [];
  const recent = db
    .selectFrom('orders')
    .select('orders.id')
    .where('orders.brand_id', '=', input.brandId)
    .where('orders.merchant_id', '=', input.merchantId)
    .where('orders.owner', '=', `customer:${input.customerId}`)
    .where('orders.status', 'not in', NOT_HISTORY)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('customers')
          .select('customers.id')
          .where('customers.id', '=', input.customerId)
          .where('customers.brand_id', '=', input.brandId)
          .where('customers.status', 'in', MEMBER_STATUSES),
      ),
    )
    .orderBy('orders.created_at', 'desc')
    .orderBy('orders.id', 'desc')
    .limit(HISTORY_LIMIT);
  const rows = await db
    .selectFrom('orders')
    .innerJoin('order_items', 'order_items.order_id', 'orders.id')
    .select([
      'orders.id',
      'orders.created_at',
      'order_items.name',
      'order_items.quantity',
      'order_items.position',
      'order_items.id as line_id',
    ])
    .where('orders.id', 'in', recent)
    .orderBy('orders.created_at', 'desc')
    .orderBy('orders.id', 'desc')
    .orderBy('order_items.position')
    .orderBy('order_items.id')
    .execute();
  return itemsDescByOrder(rows);
}

/** Groups order lines (already in order) into one row per order: '2 x Flat White, 1 x Baklava'. */
export function itemsDescByOrder(
  lines: readonly { id: number; name: string; quantity: number }[],
): PastOrder[] {
  const orders = new Map<number, string[]>();
  for (const line of lines) {
    const parts = orders.get(line.id) ?? [];
    parts.push(`${line.quantity} x ${line.name}`);
    orders.set(line.id, parts);
  }
  return [...orders].map(([id, parts]) => ({ id, items_desc: parts.join(', ') }));
}
