/**
 * RequestAction DeliveryAddress, sub_action validate (spec 3 §7, §3 'Delivery'): is this address
 * one the store delivers to? The address is a member's saved one (delivery_address_id, their own
 * only), or typed: its parts (delivery_address1 … delivery_country) or the parts joined with ', '
 * (delivery_address). The answer is the Delivery state: the address as the server read it,
 * delivery_validated and the postcode's id (valid when above 0), and the delivery slots offered
 * for it on fulfilment_date (today, merchant-local, when empty); result.error says why not ('' when
 * the store delivers there).
 */
import { z } from 'zod/mini';
import { deliveryAddressFields, flag } from './common';

/** delivery_address: a JSON object (or name[field] form fields) of these, or the joined text. */
export type DeliveryAddressInput = {
  delivery_address_id?: number | string;
  delivery_address?: string;
  delivery_address1?: string;
  delivery_address2?: string;
  delivery_city?: string;
  delivery_state?: string;
  delivery_postcode?: string;
  delivery_country?: string;
};

export type DeliveryAddressRequest = {
  sub_action: 'validate';
  store_id: string;
  menu_id: string;
  /** JSON of DeliveryAddressInput, or the parts joined with ', '. */
  delivery_address: string;
  /** 'yyyy-MM-dd' for the slots; today when empty. */
  fulfilment_date?: string;
  component?: string;
};

export const deliveryAddressResponseSchema = z.object({
  ...deliveryAddressFields,
  delivery_geo: z.string(),
  delivery_latlng: z.string(),
  delivery_validated: flag,
  delivery_postcode_id: z.int(),
  delivery_slot_id: z.int(),
  delivery_stop_id: z.int(),
  delivery_slots: z.array(
    z.object({
      delivery_slot_id: z.int(),
      display_label: z.string(),
      available_str: z.string(),
    }),
  ),
  result: z.object({ error: z.string() }),
});
export type DeliveryAddressResponse = z.infer<typeof deliveryAddressResponseSchema>;
