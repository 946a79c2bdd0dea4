/**
 * RequestAction StaffMenu (src/api/staffMenu.ts): the staff Menu tab's list, the store's items
 * with their availability and its fulfilment types with whether they are paused, and today's
 * close. Staff only, for the store their device is set to. A read: no request_id.
 */
import { fail, succeed, type ActionHandler } from '../protocol/context';
import { MESSAGES } from '../protocol/messages';
import { staffOnly } from '../staff/guard';
import { readStaffFulfilment, readStaffItems } from '../staff/menuItems';
import { staffStore } from '../staff/menuStore';

export const StaffMenu: ActionHandler<'StaffMenu'> = async (ctx) => {
  const staff = await staffOnly(ctx);
  if (!staff.ok) return fail(staff.message);
  const { merchantId } = staff.device;
  const store = await staffStore(ctx.db, ctx.catalogue, merchantId, ctx.now);
  if (!store) return fail(MESSAGES.staffNoMerchant);
  const [items, fulfilment] = await Promise.all([
    readStaffItems(ctx.db, merchantId),
    readStaffFulfilment(ctx.db, merchantId),
  ]);
  const merchant = store.config.row;
  return succeed({
    merchant: {
      id: merchant.id,
      name: merchant.name,
      slug: store.config.menus[0]?.slug ?? merchant.slug,
      currency_sign: merchant.locale.currency_sign,
      closes_at: store.closesAt,
    },
    items,
    fulfilment,
  });
};
