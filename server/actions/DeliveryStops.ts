/** RequestAction DeliveryStops (spec 1 §2.5, §3, §7): the delivery stops offered on a date. */
import { succeed, type ActionHandler } from '../protocol/context';
import { loadSchedule } from '../schedules/load';

export const DeliveryStops: ActionHandler<'DeliveryStops'> = async (ctx, fields) => {
  const loaded = await loadSchedule(ctx, fields, 'stops');
  if (!loaded.ok) return loaded;
  const answer = loaded.data;
  return succeed({
    fulfilment_date: answer.date,
    stops_on_date: answer.entries.map(({ id, ...entry }) => ({ delivery_stop_id: id, ...entry })),
    stops_calendar: answer.calendar,
    stops_invalid_days: answer.invalidDays,
  });
};
