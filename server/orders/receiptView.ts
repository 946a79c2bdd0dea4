/**
 * One placed order as its receipt shows it (src/api/orderStatusDetailed.ts): number, merchant,
 * status with its label and history, fulfilment, lines, totals and payment.
 */
import type { Kysely } from 'kysely';
import type { OrderDetail, OrderStatus } from '@api/orderStatusDetailed';
import { localClock } from '@domain/calendar';
import { orderStatusCode } from '@domain/orderStatusCode';
import { orderStatusLabel } from '@domain/orderStatusLabel';
import type { Database } from '../db/schema';
import { orderPoints } from '../rewards/points';
import { isOrderStatus } from './status';

export type OrderAccess = {
  brandId: number;
  sessionOwner: string;
  customerId: number;
  /** Not read: an order's points are its reward_points rows (server/rewards/points.ts). */
  pointsPerDollar?: number;
};

const statusOf = (value: string): OrderStatus => (isOrderStatus(value) ? value : 'placed');

/** 'Visa ending 1111'; '' when the payment was not by card. */
export function paymentDescription(cardType: string, lastFour: string): string {
  if (cardType === '' && lastFour === '') return '';
  return [cardType || 'Card', lastFour ? `ending ${lastFour}` : ''].filter(Boolean).join(' ');
}

/**
 * The order when the caller may read it: a member their own orders, a guest those placed by the
 * same session; undefined otherwise.
 */
export async function readOrderDetail(
  db: Kysely<Database>,
  orderId: number,
  access: OrderAccess,
): Promise<OrderDetail | undefined> {
  let query = db
    .selectFrom('orders')
    .innerJoin('merchants', 'merchants.id', 'orders.merchant_id')
    .innerJoin('menus', 'menus.id', 'orders.menu_id')
    .selectAll('orders')
    .select([
      'menus.slug as menu_slug',
      'merchants.name as merchant_name',
      'merchants.address1',
      'merchants.suburb',
      'merchants.phone',
      'merchants.timezone',
      'merchants.locale',
    ])
    .where('orders.id', '=', orderId)
    .where('orders.brand_id', '=', access.brandId);
  query =
    access.customerId > 0
      ? query.where('orders.customer_id', '=', access.customerId)
      : query.where('orders.owner', '=', access.sessionOwner);
  const order = await query.executeTakeFirst();
  if (!order) return undefined;
  const [items, history, points] = await Promise.all([
    db
      .selectFrom('order_items')
      .selectAll()
      .where('order_id', '=', order.id)
      .orderBy('position')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('order_status_history')
      .select(['status', 'at'])
      .where('order_id', '=', order.id)
      .orderBy('at')
      .orderBy('id')
      .execute(),
    orderPoints(db, order.id),
  ]);
  const status = statusOf(order.status);
  const when =
    order.fulfilment_asap || order.fulfilment_date === null
      ? 'ASAP'
      : `${order.fulfilment_date}T${order.fulfilment_time ?? '00:00'}`;
  return {
    id: order.id,
    order_number: order.order_number,
    merchant: {
      id: order.merchant_id,
      name: order.merchant_name,
      address1: order.address1,
      suburb: order.suburb,
      phone: order.phone,
    },
    currency_sign: order.locale.currency_sign,
    status,
    status_label: orderStatusLabel(status, order.fulfilment_type),
    history: history.map((entry) => ({
      status: statusOf(entry.status),
      at: entry.at.toISOString(),
    })),
    placed_at: localClock(order.created_at, order.timezone).iso,
    fulfilment_type: order.fulfilment_type,
    fulfilment_when: when,
    fulfilment_asap: order.fulfilment_asap ? 1 : 0,
    fulfilment_detail: order.fulfilment_detail,
    customer_name: order.contact_name,
    items: items.map((item) => ({
      name: item.name,
      quantity: item.quantity,
      option_lines: item.option_lines,
      unit_price: item.unit_price_cents,
      line_total: item.unit_price_cents * item.quantity,
    })),
    sub_total: order.sub_total_cents,
    rewards_discount: order.rewards_discount_cents,
    discount: order.discount_cents,
    surcharge_amount: order.surcharge_cents,
    delivery_fee: order.delivery_fee_cents,
    convenience_fee: order.convenience_fee_cents,
    grand_total: order.total_cents,
    coupon_code: order.coupon_code,
    note: order.note,
    payment: {
      method: order.payment_method,
      description: paymentDescription(order.card_type, order.card_last_four),
      amount: order.payment_amount_cents,
    },
    nstatus: orderStatusCode(status),
    pos_order_id: order.pos_order_id,
    delivery_tracking_url: order.delivery_tracking_url,
    order_confirmation: order.order_confirmation,
    rewards_awarded: points.awarded,
    rewards_used: points.used,
    standing_order_id: order.standing_order_id ?? 0,
    menu_name: order.menu_slug,
  };
}
