import type { AddressParts } from '@domain/addressParts';
import {
  findDeliveryPostcode,
  parseJoinedAddress,
  type DeliveryPostcodeRow,
} from '../../cart/address';
import type { CartCall } from '../../cart/call';
import type { CheckoutRow } from '../../cart/order';
import type { SubmitInput } from '../submitInput';

/** The delivery postcode and address text the order goes to, from the request or the cart. */
export async function deliveryTarget(
  call: CartCall,
  input: SubmitInput,
  checkout: CheckoutRow,
): Promise<DeliveryTarget> {
  const { trx, target, key } = call;
  if (input.deliveryAddressId > 0 && key.customerId > 0) {
    const saved = await trx
      .selectFrom('customer_addresses')
      .select(['address1', 'address2', 'city', 'state', 'postcode', 'country'])
      .where('id', '=', input.deliveryAddressId)
      .where('customer_id', '=', key.customerId)
      .where('brand_id', '=', key.brandId)
      .executeTakeFirst();
    if (!saved) return { postcode: null, text: '', parts: null, savedId: 0 };
    const postcode = await findDeliveryPostcode(trx, target.merchantId, saved);
    return {
      postcode: postcode ?? null,
      text: [saved.address1, saved.city, saved.postcode].join(', '),
      parts: saved,
      savedId: input.deliveryAddressId,
    };
  }
  const sent = input.deliveryAddress;
  if (sent.postcode !== '' || sent.text !== '') {
    const parts = parseJoinedAddress(sent.text);
    for (const part of ['address1', 'address2', 'city', 'state', 'postcode', 'country'] as const)
      if (sent[part] !== '') parts[part] = sent[part];
    const postcode = await findDeliveryPostcode(trx, target.merchantId, parts);
    const text =
      sent.text ||
      [parts.address1, parts.address2, parts.city, parts.state, parts.postcode]
        .filter(Boolean)
        .join(', ');
    return { postcode: postcode ?? null, text, parts, savedId: 0 };
  }
  if (checkout.delivery_postcode_id === null)
    return { postcode: null, text: checkout.delivery_address, parts: null, savedId: 0 };
  const postcode = await trx
    .selectFrom('delivery_postcodes')
    .selectAll()
    .where('id', '=', checkout.delivery_postcode_id)
    .where('active', '=', true)
    .executeTakeFirst();
  return {
    postcode: postcode ?? null,
    text: checkout.delivery_address,
    parts:
      checkout.delivery_address1 !== ''
        ? {
            address1: checkout.delivery_address1,
            address2: checkout.delivery_address2,
            city: checkout.delivery_city,
            state: checkout.delivery_state,
            postcode: checkout.delivery_postcode,
            country: checkout.delivery_country,
          }
        : parseJoinedAddress(checkout.delivery_address),
    savedId: checkout.delivery_address_id ?? 0,
  };
}

/**
 * Where a delivery goes: the merchant's postcode row (null: not delivered to), the one-line text,
 * the address's parts and, for a member's saved address, its id (0 for a typed one).
 */
export type DeliveryTarget = {
  postcode: DeliveryPostcodeRow | null;
  text: string;
  parts: AddressParts | null;
  savedId: number;
};
