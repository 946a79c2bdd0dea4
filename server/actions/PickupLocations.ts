/** RequestAction PickupLocations (spec 1 §2.5, §3, §7): the pickup locations offered on a date. */
import { succeed, type ActionHandler } from '../protocol/context';
import { loadSchedule } from '../schedules/load';

export const PickupLocations: ActionHandler<'PickupLocations'> = async (ctx, fields) => {
  const loaded = await loadSchedule(ctx, fields, 'locations');
  if (!loaded.ok) return loaded;
  const answer = loaded.data;
  return succeed({
    fulfilment_date: answer.date,
    locations_on_date: answer.entries.map(({ id, ...entry }) => ({
      pickup_location_id: id,
      ...entry,
    })),
    locations_calendar: answer.calendar,
    locations_invalid_days: answer.invalidDays,
  });
};
