/**
 * RequestAction PrintQueue (spec 3 §7 'PrintQueue (sub_action add) | pos_guid, order_id'): a kiosk
 * or staff device asks for an order's docket to be printed. Kiosk (3) and staff (8) only; the
 * order must be of the caller's brand (and of its store when its device has one); pos_guid must
 * be the device's own, and a device without one is refused. Needs request_id: a repeat queues
 * nothing more and answers the first job (server/staff/printQueue.ts).
 */
import { idField, requestIdField } from '../cart/parse';
import { fail, type ActionHandler } from '../protocol/context';
import { changeOnce, type ChangeOutcome } from '../protocol/idempotency';
import { MESSAGES } from '../protocol/messages';
import { kioskOrStaffOnly } from '../staff/guard';
import { addPrintJob } from '../staff/printQueue';
import type { PrintQueueResponse } from '@api/staff';

type Outcome = ChangeOutcome<PrintQueueResponse>;

export const PrintQueue: ActionHandler<'PrintQueue'> = async (ctx, fields) => {
  if (fields.sub_action !== 'add') return fail(MESSAGES.invalidSubAction);
  const allowed = await kioskOrStaffOnly(ctx);
  if (!allowed.ok) return fail(allowed.message);
  const { device } = allowed;
  if (device.posGuid === '') return fail(MESSAGES.posIdRequired);
  if ((fields.pos_guid?.trim() ?? '') !== device.posGuid) return fail(MESSAGES.posIdMismatch);
  const requestId = requestIdField(fields);
  if (requestId === null) return fail(MESSAGES.requestIdRequired);
  const orderId = idField(fields, 'order_id');
  if (orderId === null) return fail(MESSAGES.orderNotFound);
  const answer = await changeOnce(
    ctx,
    requestId,
    'PrintQueue.add',
    async (trx): Promise<Outcome> => {
      let query = trx
        .selectFrom('orders')
        .select(['id', 'merchant_id'])
        .where('id', '=', orderId)
        .where('brand_id', '=', ctx.brand.id);
      if (device.merchantId !== null) query = query.where('merchant_id', '=', device.merchantId);
      const order = await query.executeTakeFirst();
      if (!order) return { ok: false, message: MESSAGES.orderNotFound };
      const job = await addPrintJob(trx, {
        brandId: ctx.brand.id,
        merchantId: order.merchant_id,
        orderId: order.id,
        posGuid: device.posGuid,
        requestedBy: device.customerId,
        requestId,
        at: ctx.now,
      });
      return { ok: true, data: { print_job: job } };
    },
  );
  return answer;
};
