/**
 * RequestActions DeliverySlots, DeliveryStops and PickupLocations (spec 1 §2.5, §3 'Slot, stop and
 * location entries', §7). Each answers the entries offered on the chosen date, the dates with any
 * entry in the ordering window (today to one month ahead, or today only without order-for-later),
 * and the dates in that window without one. Dates are merchant-local 'yyyy-MM-dd'.
 *
 * An entry is offered while its cut-off has not passed and it has room: `available` is its capacity
 * minus the orders already placed for it on that date (below 20 the client shows it as almost full).
 */
import { z } from 'zod/mini';

/** The three lists: delivery slots, delivery stops, pickup locations. */
export type ScheduleKind = 'slots' | 'stops' | 'locations';

/** What every entry of the three lists carries besides its id. */
export type ScheduleEntryFields = {
  display_label: string;
  /** e.g. 'Order by 10:30 am', 'Order by 4:00 pm the day before'; '' when there is none. */
  cut_off_time_str: string;
  available: number;
};

/** An offered entry of any of the three lists, its id under one name. */
export type OfferedEntry = ScheduleEntryFields & { id: number };

/**
 * One list on a date, whatever its kind: what the server works out (before naming the fields for
 * the wire) and what the worker hands the page (after reading them back).
 */
export type ScheduleAnswer = {
  /** 'yyyy-MM-dd' */
  date: string;
  entries: OfferedEntry[];
  calendar: string[];
  invalidDays: string[];
};

type ScheduleRequest = {
  store_id: string;
  menu_id: string;
  /** 'yyyy-MM-dd'; today (merchant-local) when empty. */
  fulfilment_date: string;
};

/** Without a valid postcode_id (above 0, one the merchant delivers to) every list is empty. */
export type DeliverySlotsRequest = ScheduleRequest & { postcode_id: string };
export type DeliveryStopsRequest = ScheduleRequest;
export type PickupLocationsRequest = ScheduleRequest;

const date = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

const entryFields = {
  display_label: z.string(),
  /** e.g. 'Order by 10:30 am', 'Order by 4:00 pm the day before'; '' when there is none. */
  cut_off_time_str: z.string(),
  available: z.int(),
};

export const deliverySlotSchema = z.object({ delivery_slot_id: z.int(), ...entryFields });
export const deliveryStopSchema = z.object({ delivery_stop_id: z.int(), ...entryFields });
export const pickupLocationSchema = z.object({
  pickup_location_id: z.int(),
  ...entryFields,
});

export const deliverySlotsResponseSchema = z.object({
  fulfilment_date: date,
  slots_on_date: z.array(deliverySlotSchema),
  slots_calendar: z.array(date),
  slots_invalid_days: z.array(date),
});
export type DeliverySlotsResponse = z.infer<typeof deliverySlotsResponseSchema>;

export const deliveryStopsResponseSchema = z.object({
  fulfilment_date: date,
  stops_on_date: z.array(deliveryStopSchema),
  stops_calendar: z.array(date),
  stops_invalid_days: z.array(date),
});
export type DeliveryStopsResponse = z.infer<typeof deliveryStopsResponseSchema>;

export const pickupLocationsResponseSchema = z.object({
  fulfilment_date: date,
  locations_on_date: z.array(pickupLocationSchema),
  locations_calendar: z.array(date),
  locations_invalid_days: z.array(date),
});
export type PickupLocationsResponse = z.infer<typeof pickupLocationsResponseSchema>;
