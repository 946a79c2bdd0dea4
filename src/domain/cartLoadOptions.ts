/**
 * The checkout_options the cart screen's load sends (spec 2 §7: 'The cart screen's own load request
 * carries fulfilment_type, fulfilment_asap, fulfilment_date, fulfilment_time, and
 * delivery_address_id or delivery_address'), from the held fulfilment choice and the checked
 * delivery address. The server reads them for the totals (delivery fee, preorder fee) and stores
 * nothing.
 */
import type { CheckoutOptions } from '../api/manageCart';
import type { AddressParts } from './addressParts';
import { localDate, minuteOfDay } from './calendar';
import type { SelectedFulfilment } from './fulfilmentReset';

/** The delivery address as held (worker/db/rows.ts DeliveryAddressState). */
export type HeldDeliveryAddress = AddressParts & { addressId: number; address: string };

const pad = (n: number) => String(n).padStart(2, '0');

export function cartLoadOptions(
  selection: SelectedFulfilment | null,
  delivery: HeldDeliveryAddress | null,
): CheckoutOptions {
  if (selection === null || selection.code === null) return {};
  const options: CheckoutOptions = {
    fulfilment_type: selection.code,
    fulfilment_asap: selection.asap ? 1 : 0,
  };
  if (!selection.asap && selection.datetime !== null) {
    const minutes = minuteOfDay(selection.datetime);
    options.fulfilment_date = localDate(selection.datetime);
    options.fulfilment_time = `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
  }
  if (selection.code === 'delivery' && delivery !== null) {
    if (delivery.addressId > 0) options.delivery_address_id = delivery.addressId;
    else if (delivery.address !== '') {
      options.delivery_address = delivery.address;
      options.delivery_address1 = delivery.address1;
      options.delivery_address2 = delivery.address2;
      options.delivery_city = delivery.city;
      options.delivery_state = delivery.state;
      options.delivery_postcode = delivery.postcode;
      options.delivery_country = delivery.country;
    }
  }
  return options;
}

/**
 * An update_checkout's options with the held fulfilment choice (from cartLoadOptions) stored along
 *: the server prices every cart answer from the choices it holds, so an answer to a
 * payment method, promo code or note change shows the preorder fee the placement will charge for
 * an order for later, as load_checkout's did. An update that sets the fulfilment itself is sent
 * as it is; with no type held nothing is added.
 */
export function withHeldFulfilment(
  held: CheckoutOptions,
  change: CheckoutOptions,
): CheckoutOptions {
  if (held.fulfilment_type === undefined) return change;
  const setsFulfilment = (
    ['fulfilment_type', 'fulfilment_asap', 'fulfilment_date', 'fulfilment_time'] as const
  ).some((key) => change[key] !== undefined);
  if (setsFulfilment) return change;
  return {
    fulfilment_type: held.fulfilment_type,
    fulfilment_asap: held.fulfilment_asap ?? 1,
    fulfilment_date: held.fulfilment_date ?? '',
    fulfilment_time: held.fulfilment_time ?? '',
    ...change,
  };
}
