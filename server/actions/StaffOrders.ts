/**
 * RequestAction StaffOrders (src/api/staff.ts): the staff order board's list, today's
 * orders at the staff member's store. Staff only ('Staff account required'). A read: no request_id.
 */
import { fail, succeed, type ActionHandler } from '../protocol/context';
import { readStaffBoard } from '../staff/board';
import { staffOnly } from '../staff/guard';
import { MESSAGES } from '../protocol/messages';

export const StaffOrders: ActionHandler<'StaffOrders'> = async (ctx) => {
  const staff = await staffOnly(ctx);
  if (!staff.ok) return fail(staff.message);
  const board = await readStaffBoard(ctx.db, {
    brandId: ctx.brand.id,
    merchantId: staff.device.merchantId,
    now: ctx.now,
  });
  return board ? succeed(board) : fail(MESSAGES.staffNoMerchant);
};
