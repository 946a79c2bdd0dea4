/**
 * Writing a placed order: the order row with its totals, fulfilment, contact and payment, its
 * lines, the first status ('placed') in its history, and the cart marked placed. Runs in the
 * finalise transaction (server/orders/finalise.ts), after the payment was taken, from the draft
 * that reserve fixed.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { OrderDraft } from './attempts';
import type { PaymentRecord } from './payment';

/** The next order id, taken before the payment so the provider sees the order's number. */
export async function reserveOrderId(trx: Kysely<Database>): Promise<number> {
  const { rows } = await sql<{ id: string | number }>`
    select nextval(pg_get_serial_sequence('orders', 'id')) as id`.execute(trx);
  return Number(rows[0]?.id);
}

/** What the customer is told and the counter calls: the id, at least five digits. */
export function orderNumberOf(id: number): string {
  return String(id).padStart(5, '0');
}

export async function writeOrder(
  trx: Kysely<Database>,
  input: {
    brandId: number;
    id: number;
    requestId: string;
    draft: OrderDraft;
    payment: PaymentRecord;
    now: Date;
  },
): Promise<void> {
  const { draft, payment, now } = input;
  const { plan, totals } = draft;
  const { fulfilment } = plan;
  await trx
    .insertInto('orders')
    .values({
      id: input.id,
      brand_id: input.brandId,
      merchant_id: draft.merchantId,
      menu_id: draft.menuId,
      owner: draft.owner,
      customer_id: draft.customerId,
      status: 'placed',
      fulfilment_type: fulfilment.code,
      fulfilment_date: fulfilment.date,
      fulfilment_time: fulfilment.time,
      fulfilment_asap: fulfilment.asap,
      fulfilment_detail: fulfilment.detail,
      delivery_slot_id: fulfilment.slotId,
      delivery_stop_id: fulfilment.stopId,
      pickup_location_id: fulfilment.locationId,
      table_num: fulfilment.tableNum,
      booking_ref: fulfilment.bookingRef,
      booking_name: fulfilment.bookingName,
      booking_pax: fulfilment.bookingPax,
      coupon_code: plan.couponCode,
      sub_total_cents: totals.sub_total,
      rewards_discount_cents: totals.rewards_discount,
      discount_cents: totals.discount,
      surcharge_cents: totals.surcharge_amount,
      delivery_fee_cents: totals.delivery_fee,
      convenience_fee_cents: totals.convenience_fee,
      total_cents: totals.grand_total,
      note: plan.note,
      order_number: orderNumberOf(input.id),
      request_id: input.requestId,
      cart_id: plan.cartId,
      contact_name: plan.contact.name,
      contact_email: plan.contact.email,
      contact_mobile: plan.contact.mobile,
      contactless: plan.contactless,
      student_name: plan.studentName,
      store_class_id: plan.storeClassId,
      custom_data: JSON.stringify(plan.customData),
      payment_method: payment.method,
      card_type: payment.cardType,
      card_last_four: payment.lastFour,
      payment_transaction_id: payment.transactionId,
      payment_amount_cents: payment.amount,
      terminal_txn_ref: payment.terminal?.txnRef ?? null,
      terminal_session_id: payment.terminal?.sessionId ?? null,
      order_source: draft.orderSource,
      standing_order_id: draft.standingOrderId ?? null,
      created_at: now,
    })
    .execute();
  await trx
    .insertInto('order_items')
    .values(
      plan.lines.map((line, position) => ({
        order_id: input.id,
        menu_item_id: line.menuItemId,
        name: line.name,
        quantity: line.quantity,
        options: JSON.stringify(line.options),
        option_lines: JSON.stringify(line.optionLines),
        unit_price_cents: line.unitPrice,
        position,
      })),
    )
    .execute();
  await trx
    .insertInto('order_status_history')
    .values({ order_id: input.id, status: 'placed', at: now })
    .execute();
  await trx
    .updateTable('carts')
    .set({ status: 'placed', updated_at: now })
    .where('id', '=', plan.cartId)
    .execute();
}
