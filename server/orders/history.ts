/**
 * A signed-in customer's orders for the account area (spec 3 §2 'Orders' list mode; §7
 * OrderHistory): newest first, every order of theirs at any store of the brand, each with its
 * status code and label, store, total and a one-line list of its items.
 */
import type { Kysely } from 'kysely';
import type { OrderSummary } from '@api/orderHistory';
import { localClock } from '@domain/calendar';
import { orderStatusCode } from '@domain/orderStatusCode';
import { orderStatusLabel } from '@domain/orderStatusLabel';
import type { Database } from '../db/schema';
import { isOrderStatus } from './status';

/** How many orders the list shows; older ones are left out. */
export const ORDER_HISTORY_LIMIT = 50;

export async function orderHistory(
  db: Kysely<Database>,
  input: { brandId: number; customerId: number },
): Promise<OrderSummary[]> {
  if (input.customerId <= 0) return [];
  const orders = await db
    .selectFrom('orders')
    .innerJoin('merchants', 'merchants.id', 'orders.merchant_id')
    .innerJoin('menus', 'menus.id', 'orders.menu_id')
    .select([
      'orders.id',
      'orders.order_number',
      'orders.status',
      'orders.created_at',
      'orders.fulfilment_type',
      'orders.total_cents',
      'merchants.name as store_name',
      'merchants.suburb as store_suburb',
      'merchants.timezone',
      'merchants.locale',
      'menus.slug as menu_name',
    ])
    .where('orders.brand_id', '=', input.brandId)
    .where('orders.customer_id', '=', input.customerId)
    .orderBy('orders.created_at', 'desc')
    .orderBy('orders.id', 'desc')
    .limit(ORDER_HISTORY_LIMIT)
    .execute();
  if (orders.length === 0) return [];
  const lines = await db
    .selectFrom('order_items')
    .select(['order_id', 'name', 'quantity'])
    .where(
      'order_id',
      'in',
      orders.map((order) => order.id),
    )
    .orderBy('order_id')
    .orderBy('position')
    .orderBy('id')
    .execute();
  const descs = new Map<number, string[]>();
  for (const line of lines) {
    const parts = descs.get(line.order_id) ?? [];
    parts.push(`${line.quantity} x ${line.name}`);
    descs.set(line.order_id, parts);
  }
  return orders.map((order) => {
    const status = isOrderStatus(order.status) ? order.status : 'placed';
    return {
      id: order.id,
      order_number: order.order_number,
      nstatus: orderStatusCode(status),
      status,
      status_label: orderStatusLabel(status, order.fulfilment_type),
      created_date: localClock(order.created_at, order.timezone).iso,
      store_name: order.store_name,
      store_suburb: order.store_suburb,
      fulfilment_type: order.fulfilment_type,
      menu_name: order.menu_name,
      currency_sign: order.locale.currency_sign,
      total: order.total_cents,
      items_desc: (descs.get(order.id) ?? []).join(', '),
    };
  });
}
