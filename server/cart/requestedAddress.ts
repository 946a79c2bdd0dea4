/**
 * The delivery address a request names (spec 3 §3 'Delivery', §7 DeliveryAddress): a saved
 * address's id, the typed parts, or the joined text; the parts win over the text. A saved address
 * is read only for its owner. DeliveryAddress validate and a delivery standing order both read it.
 */
import type { Kysely } from 'kysely';
import { EMPTY_ADDRESS_PARTS, type AddressParts } from '@domain/addressParts';
import type { Database } from '../db/schema';
import type { RequestFields } from '../protocol/context';
import { nestedField } from '../protocol/fields';
import { parseJoinedAddress } from './address';

/** savedId > 0 names a saved address, whose parts are still to be read (ownSavedAddress). */
export type RequestedAddress = { savedId: number; parts: AddressParts; text: string };

const PART_FIELDS = {
  address1: 'delivery_address1',
  address2: 'delivery_address2',
  city: 'delivery_city',
  state: 'delivery_state',
  postcode: 'delivery_postcode',
  country: 'delivery_country',
} as const;

/** The ids customer_addresses can hold (a PostgreSQL integer). */
const MAX_ADDRESS_ID = 2_147_483_647;
/** The longest part kept, as customer_addresses stores it. */
const MAX_PART_LENGTH = 200;

const textOf = (value: unknown) =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';

/** The address asked about, or null when the request names none. */
export function requestedAddress(fields: RequestFields): RequestedAddress | null {
  const nested = nestedField(fields, 'delivery_address');
  if (nested === null) {
    const text = fields.delivery_address?.trim() ?? '';
    return text === '' ? null : { savedId: 0, parts: parseJoinedAddress(text), text };
  }
  const id = Number(textOf(nested.delivery_address_id));
  if (Number.isSafeInteger(id) && id > 0 && id <= MAX_ADDRESS_ID)
    return { savedId: id, parts: { ...EMPTY_ADDRESS_PARTS }, text: '' };
  const text = textOf(nested.delivery_address);
  const parts = parseJoinedAddress(text);
  for (const [part, field] of Object.entries(PART_FIELDS) as [keyof AddressParts, string][]) {
    const value = textOf(nested[field]).slice(0, MAX_PART_LENGTH);
    if (value !== '') parts[part] = part === 'state' ? value.toUpperCase() : value;
  }
  if (parts.address1 === '' && parts.postcode === '') return null;
  return { savedId: 0, parts, text };
}

/** A saved address's parts, or null when it is not this customer's (or is gone). */
export async function ownSavedAddress(
  db: Kysely<Database>,
  id: number,
  owner: { brandId: number; customerId: number },
): Promise<AddressParts | null> {
  const saved = await db
    .selectFrom('customer_addresses')
    .select(['address1', 'address2', 'city', 'state', 'postcode', 'country'])
    .where('id', '=', id)
    .where('brand_id', '=', owner.brandId)
    .where('customer_id', '=', owner.customerId)
    .executeTakeFirst();
  return saved ? { ...EMPTY_ADDRESS_PARTS, ...saved } : null;
}
