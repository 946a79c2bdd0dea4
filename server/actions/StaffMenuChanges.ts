/**
 * RequestAction StaffMenuChanges (src/api/staffMenu.ts): the record of the store's menu changes,
 * newest first: who, when (the store's clock) and what. Staff only. A read: no request_id.
 */
import { fail, succeed, type ActionHandler } from '../protocol/context';
import { MESSAGES } from '../protocol/messages';
import { staffOnly } from '../staff/guard';
import { readMenuChanges } from '../staff/menuChangeLog';

export const StaffMenuChanges: ActionHandler<'StaffMenuChanges'> = async (ctx) => {
  const staff = await staffOnly(ctx);
  if (!staff.ok) return fail(staff.message);
  const merchant = await ctx.db
    .selectFrom('merchants')
    .select(['id', 'timezone'])
    .where('id', '=', staff.device.merchantId)
    .executeTakeFirst();
  if (!merchant) return fail(MESSAGES.staffNoMerchant);
  return succeed({ changes: await readMenuChanges(ctx.db, merchant) });
};
