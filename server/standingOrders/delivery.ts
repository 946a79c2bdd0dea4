/**
 * A delivery standing order's address and slot (spec 3 §2 'delivery address and delivery slot
 * widgets'): the member's saved address (their own only) or the typed parts, which the store must
 * deliver to (one of its delivery postcodes, as DeliveryAddress and checkout decide: server/cart/
 * address.ts), and one of the store's delivery slots.
 */
import type { Kysely } from 'kysely';
import { EMPTY_ADDRESS_PARTS, type AddressParts } from '@domain/addressParts';
import { SERVER_PHRASES } from '@domain/serverPhrases';
import { findDeliveryPostcode, parseJoinedAddress } from '../cart/address';
import type { Database } from '../db/schema';
import type { RequestFields } from '../protocol/context';
import { nestedField } from '../protocol/fields';

export type DeliveryChoice = {
  savedId: number | null;
  parts: AddressParts;
  postcodeId: number;
  slotId: number;
};

const PART_FIELDS = {
  address1: 'delivery_address1',
  address2: 'delivery_address2',
  city: 'delivery_city',
  state: 'delivery_state',
  postcode: 'delivery_postcode',
  country: 'delivery_country',
} as const;

const textOf = (value: unknown) =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';

async function addressOf(
  db: Kysely<Database>,
  fields: RequestFields,
  owner: { brandId: number; customerId: number },
): Promise<{ savedId: number | null; parts: AddressParts } | null> {
  const nested = nestedField(fields, 'delivery_address');
  if (nested === null) {
    const text = fields.delivery_address?.trim() ?? '';
    return text === '' ? null : { savedId: null, parts: parseJoinedAddress(text) };
  }
  const id = Number(textOf(nested.delivery_address_id));
  if (Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647) {
    const saved = await db
      .selectFrom('customer_addresses')
      .select(['address1', 'address2', 'city', 'state', 'postcode', 'country'])
      .where('id', '=', id)
      .where('brand_id', '=', owner.brandId)
      .where('customer_id', '=', owner.customerId)
      .executeTakeFirst();
    return saved ? { savedId: id, parts: { ...EMPTY_ADDRESS_PARTS, ...saved } } : null;
  }
  const parts = parseJoinedAddress(textOf(nested.delivery_address));
  for (const [part, field] of Object.entries(PART_FIELDS) as [keyof AddressParts, string][]) {
    const value = textOf(nested[field]).slice(0, 200);
    if (value !== '') parts[part] = part === 'state' ? value.toUpperCase() : value;
  }
  return parts.address1 === '' && parts.postcode === '' ? null : { savedId: null, parts };
}

export async function checkDelivery(
  db: Kysely<Database>,
  input: {
    fields: RequestFields;
    brandId: number;
    customerId: number;
    merchantId: number;
    slotId: number;
  },
): Promise<{ ok: true; delivery: DeliveryChoice } | { ok: false; message: string }> {
  const address = await addressOf(db, input.fields, input);
  if (address === null) return { ok: false, message: SERVER_PHRASES.deliveryAddressNotFound };
  const postcode = await findDeliveryPostcode(db, input.merchantId, address.parts);
  if (!postcode) return { ok: false, message: SERVER_PHRASES.deliveryAddressNotDelivered };
  const slots = await db
    .selectFrom('delivery_slots')
    .select('id')
    .where('merchant_id', '=', input.merchantId)
    .where('active', '=', true)
    .where('only_date', 'is', null)
    .execute();
  if (slots.length === 0) return { ok: false, message: SERVER_PHRASES.noSlotsAvailable };
  if (input.slotId <= 0) return { ok: false, message: SERVER_PHRASES.deliverySlotRequired };
  if (!slots.some((slot) => slot.id === input.slotId))
    return { ok: false, message: SERVER_PHRASES.deliverySlotUnavailable };
  return {
    ok: true,
    delivery: {
      savedId: address.savedId,
      parts: address.parts,
      postcodeId: postcode.id,
      slotId: input.slotId,
    },
  };
}
