/** The fulfilment types the seeded locations offer, with sensible settings for each. */
import { fulfilmentConfig, type FulfilmentTypeRow } from '../../menu/fulfilment';

export const PICKUP: FulfilmentTypeRow = {
  code: 'pickup',
  icon: 'walking',
  verb: 'Pickup',
  description: 'Order ahead and collect from the counter.',
  settings: fulfilmentConfig({
    asap: 1,
    time_type: 'user',
    time_frame: 'datetime',
    min_notice: 15,
  }),
};

export const DELIVERY: FulfilmentTypeRow = {
  code: 'delivery',
  icon: 'motorcycle',
  verb: 'Delivery',
  description: 'Delivered to your door by our own riders.',
  settings: fulfilmentConfig({
    asap: 0,
    time_type: 'slots',
    time_frame: 'datetime',
    min_notice: 45,
    time_block: 30,
    address_required: 1,
    delivery_mins: 40,
  }),
};

export const DINE_IN: FulfilmentTypeRow = {
  code: 'dinein',
  icon: 'utensils',
  verb: 'Dine-in',
  description: 'Order from your table; we bring it to you.',
  settings: fulfilmentConfig({
    asap: 1,
    time_type: 'none',
    time_frame: 'none',
    table_num_required: 1,
    table_num_label: 'Table',
    table_num_desc: 'The number on the stand on your table.',
    table_num_qr_scanner: 1,
  }),
};

export const BOOKING: FulfilmentTypeRow = {
  code: 'booking',
  icon: 'calendar',
  verb: 'Booking',
  description: 'Pre-order for your table booking and it is ready when you sit down.',
  settings: fulfilmentConfig({
    asap: 0,
    time_type: 'user',
    time_frame: 'datetime',
    min_notice: 60,
    time_block: 15,
    booking_ref_required: 1,
    booking_ref_label: 'Booking',
    booking_ref_desc: 'The reference from your booking confirmation.',
    booking_name_required: 1,
    booking_name_label: 'Name',
    booking_name_desc: 'The name the booking is under.',
    booking_pax_required: 1,
    booking_pax_label: 'Guests',
    booking_pax_desc: 'How many people are coming.',
    booking_qr_scanner: 1,
  }),
};

export const CATERING: FulfilmentTypeRow = {
  code: 'catering',
  icon: 'shuttle-van',
  verb: 'Catering',
  description:
    'Platters and shared dishes for offices and parties, brought to one of our drop-off points. Please order 24 hours ahead.',
  // Catering is handed over at the delivery stops (seeded in schedulesData.ts), so the demo store
  // shows the stops list ('Delivery Location') as well as slots and the time picker.
  settings: fulfilmentConfig({
    asap: 0,
    time_type: 'stops',
    time_frame: 'location',
    min_notice: 1440,
    time_block: 30,
  }),
};

/**
 * Pickup from one of the store's pickup points (schedulesData.ts locations) rather than at a
 * chosen time: the 'Pickup Location' list of spec 1 §2.5. For a store with several collection
 * points, in place of PICKUP.
 */
export const PICKUP_POINTS: FulfilmentTypeRow = {
  code: 'pickup',
  icon: 'walking',
  verb: 'Pickup',
  description: 'Order ahead and collect from the counter or our pickup window.',
  settings: fulfilmentConfig({
    asap: 0,
    time_type: 'locations',
    time_frame: 'location',
    min_notice: 15,
  }),
};

export const KERBSIDE: FulfilmentTypeRow = {
  code: 'custom',
  icon: 'car',
  verb: 'Kerbside',
  description: 'Stay in the car: tell us your bay and we bring your order out.',
  settings: fulfilmentConfig({
    asap: 1,
    time_type: 'user',
    time_frame: 'location',
    min_notice: 15,
    location_label: 'Parking bay',
    location_options: ['Bay 1 – South Terrace', 'Bay 2 – South Terrace', 'Bay 3 – Essex Street'],
  }),
};
