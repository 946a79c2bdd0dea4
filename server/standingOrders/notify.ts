/**
 * Pausing standing orders, and telling the member why (spec 3 §8 'Payment failed.'; §4 'Removing
 * a card pauses standing orders'). After a failed payment the standing order is paused and an
 * email written to the message outbox in the run's own transaction, so the member is told exactly
 * when the pause commits; the push goes after the commit (server/push/notify.ts customerMessage).
 */
import type { Kysely } from 'kysely';
import { formatDay } from '@domain/calendar';
import { SERVER_PHRASES, standingOrderPausedMessage } from '@domain/serverPhrases';
import { sandboxSender } from '../accounts/outbox';
import type { Database } from '../db/schema';
import type { PushNotifier } from '../push/notify';
import { ACTIVE, PAUSED, type StandingOrderRow } from './records';

export type PausedNotice = {
  brandId: number;
  customerId: number;
  standingOrderId: number;
  /** The clear line that follows 'Payment failed.'. */
  body: string;
};

/** Pauses the standing order and writes the member's email; the push is sent after the commit. */
export async function pauseAfterFailedPayment(
  trx: Kysely<Database>,
  input: { order: StandingOrderRow; storeName: string; date: string; at: Date },
): Promise<PausedNotice> {
  const { order } = input;
  await trx
    .updateTable('standing_orders')
    .set({ status: PAUSED, active_since: null, updated_at: input.at })
    .where('id', '=', order.id)
    .execute();
  const customer = await trx
    .selectFrom('customers')
    .select('email')
    .where('id', '=', order.customer_id)
    .executeTakeFirstOrThrow();
  const body = standingOrderPausedMessage(input.storeName, formatDay(input.date));
  if (customer.email !== '')
    await sandboxSender(trx, {
      brandId: order.brand_id,
      channel: 'email',
      recipient: customer.email,
      subject: SERVER_PHRASES.paymentFailed,
      body: `${SERVER_PHRASES.paymentFailed}\n\n${body}`,
      at: input.at,
    });
  return {
    brandId: order.brand_id,
    customerId: order.customer_id,
    standingOrderId: order.id,
    body,
  };
}

/** The push half of the notice; never throws (customerMessage logs its own failures). */
export function pushNotifier(push: PushNotifier | null): (notice: PausedNotice) => Promise<void> {
  return async (notice) => {
    await push?.customerMessage({
      brandId: notice.brandId,
      customerId: notice.customerId,
      status: 'standing_order_paused',
      title: SERVER_PHRASES.paymentFailed,
      body: notice.body,
      url: `/account/standingorder/${notice.standingOrderId}`,
      tag: `standing-order-${notice.standingOrderId}`,
    });
  };
}

/**
 * Pauses every active standing order of the member (their saved card was removed, so the cut-offs
 * would have nothing to charge); how many it paused.
 */
export async function pauseStandingOrdersOf(
  db: Kysely<Database>,
  customerId: number,
  at: Date,
): Promise<number> {
  const paused = await db
    .updateTable('standing_orders')
    .set({ status: PAUSED, active_since: null, updated_at: at })
    .where('customer_id', '=', customerId)
    .where('status', '=', ACTIVE)
    .returning('id')
    .execute();
  return paused.length;
}
