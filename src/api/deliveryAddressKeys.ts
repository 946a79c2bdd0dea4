/** The fields that carry a typed delivery address on the wire: the joined line and its parts. */
export type DeliveryAddressKey =
  | 'delivery_address'
  | 'delivery_address1'
  | 'delivery_address2'
  | 'delivery_city'
  | 'delivery_state'
  | 'delivery_postcode'
  | 'delivery_country';
