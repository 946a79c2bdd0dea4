/**
 * RequestAction StaffOrderStatus (src/api/staff.ts): the staff order board moves an order
 * of its store along (server/orders/status.ts, the rule the operator console uses). Staff only.
 * Runs in withIdempotency: a move queued offline and sent again with its request_id moves the
 * order once and answers the first answer. `from`, when sent, must still be the order's status,
 * so a stale queued move never undoes a later one. Once committed, the order's open receipts and
 * boards hear it (server/orders/orderEmitter.ts) and its push subscribers are told. A cancel gives
 * a paid order's money back (server/orders/refund.ts): recorded in the move's transaction, the
 * card provider asked after the commit, and again by a retried cancel while it is still pending.
 */
import { idField, requestIdField } from '../cart/parse';
import { announceMove, isOrderStatus, moveOrderStatusIn, type MadeMove } from '../orders/status';
import { fail, type ActionHandler } from '../protocol/context';
import { changeOnce, type ChangeOutcome } from '../protocol/idempotency';
import { recordRefundIn, settleRefund } from '../orders/refund';
import { MESSAGES } from '../protocol/messages';
import { readStaffOrder } from '../staff/board';
import { staffOnly } from '../staff/guard';
import { boardStatusLabel } from '@domain/staffBoard';
import type { StaffOrderStatusResponse } from '@api/staff';

type Outcome = ChangeOutcome<StaffOrderStatusResponse>;

export const StaffOrderStatus: ActionHandler<'StaffOrderStatus'> = async (ctx, fields) => {
  const staff = await staffOnly(ctx);
  if (!staff.ok) return fail(staff.message);
  const requestId = requestIdField(fields);
  if (requestId === null) return fail(MESSAGES.requestIdRequired);
  const orderId = idField(fields, 'order_id');
  if (orderId === null) return fail(MESSAGES.orderNotFound);
  const status = fields.status?.trim() ?? '';
  const from = fields.from?.trim() ?? '';
  if (!isOrderStatus(status) || (from !== '' && !isOrderStatus(from)))
    return fail(MESSAGES.invalidOrderStatus);
  const { merchantId } = staff.device;
  const moved: { move?: MadeMove } = {};
  const answer = await changeOnce(
    ctx,
    requestId,
    'StaffOrderStatus',
    async (trx): Promise<Outcome> => {
      const current = await trx
        .selectFrom('orders')
        .select(['status', 'order_number'])
        .where('id', '=', orderId)
        .where('merchant_id', '=', merchantId)
        .forUpdate()
        .executeTakeFirst();
      if (!current) return { ok: false, message: MESSAGES.orderNotFound };
      const already = (now: string) => ({
        ok: false as const,
        message: `Order ${current.order_number} is already ${isOrderStatus(now) ? boardStatusLabel(now) : now}`,
      });
      if (from !== '' && current.status !== from) return already(current.status);
      const move = await moveOrderStatusIn(trx, {
        orderId,
        status,
        at: ctx.now,
        brandId: ctx.brand.id,
        note: `staff:${ctx.session.customerId}`,
      });
      if (!move.ok) return already(current.status);
      moved.move = move;
      if (status === 'cancelled') await recordRefundIn(trx, { orderId, at: ctx.now });
      const order = await readStaffOrder(trx, { merchantId, orderId });
      return order ? { ok: true, data: { order } } : { ok: false, message: MESSAGES.orderNotFound };
    },
  );
  // Only the first run moved anything: a repeat answers the stored answer and announces nothing.
  if (moved.move) await announceMove(moved.move, ctx.orders ?? {});
  if (status !== 'cancelled') return answer;
  // Outside any transaction: the provider gives a card payment back (once per refund key).
  await settleRefund(ctx, { orderId, merchantId });
  if (!answer.ok) return answer;
  const order = await readStaffOrder(ctx.db, { merchantId, orderId });
  return order ? { ...answer, data: { order } } : answer;
};
