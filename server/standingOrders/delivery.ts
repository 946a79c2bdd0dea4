/**
 * A delivery standing order's address and slot (spec 3 §2 'delivery address and delivery slot
 * widgets'): the member's saved address (their own only) or the typed parts, which the store must
 * deliver to (one of its delivery postcodes, as DeliveryAddress and checkout decide: server/cart/
 * address.ts), and one of the store's delivery slots.
 */
import type { Kysely } from 'kysely';
import type { AddressParts } from '@domain/addressParts';
import { SERVER_PHRASES } from '@domain/serverPhrases';
import { findDeliveryPostcode } from '../cart/address';
import { ownSavedAddress, requestedAddress } from '../cart/requestedAddress';
import type { Database } from '../db/schema';
import type { RequestFields } from '../protocol/context';

export type DeliveryChoice = {
  savedId: number | null;
  parts: AddressParts;
  postcodeId: number;
  slotId: number;
};

async function addressOf(
  db: Kysely<Database>,
  fields: RequestFields,
  owner: { brandId: number; customerId: number },
): Promise<{ savedId: number | null; parts: AddressParts } | null> {
  const requested = requestedAddress(fields);
  if (requested === null) return null;
  if (requested.savedId === 0) return { savedId: null, parts: requested.parts };
  const saved = await ownSavedAddress(db, requested.savedId, owner);
  return saved ? { savedId: requested.savedId, parts: saved } : null;
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
