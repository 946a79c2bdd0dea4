/**
 * RequestAction DeliverySlots (spec 1 §2.5, §3, §7): the delivery slots offered on a date for an
 * address the merchant delivers to. Without a valid postcode_id (from update_checkout) every list is
 * empty; the client then says 'Specify your delivery address to see available delivery slots.'
 */
import { idField } from '../cart/parse';
import { succeed, type ActionHandler } from '../protocol/context';
import { loadSchedule } from '../schedules/load';

export const DeliverySlots: ActionHandler<'DeliverySlots'> = async (ctx, fields) => {
  const postcodeId = idField(fields, 'postcode_id');
  const loaded = await loadSchedule(ctx, fields, 'slots', async ({ merchantId }) => {
    if (postcodeId === null) return false;
    const postcode = await ctx.db
      .selectFrom('delivery_postcodes')
      .select('id')
      .where('id', '=', postcodeId)
      .where('merchant_id', '=', merchantId)
      .where('active', '=', true)
      .executeTakeFirst();
    return postcode !== undefined;
  });
  if (!loaded.ok) return loaded;
  const answer = loaded.data;
  return succeed({
    fulfilment_date: answer.date,
    slots_on_date: answer.entries.map(({ id, ...entry }) => ({ delivery_slot_id: id, ...entry })),
    slots_calendar: answer.calendar,
    slots_invalid_days: answer.invalidDays,
  });
};
