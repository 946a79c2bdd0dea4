/**
 * Delivery addresses (spec 1 §2.6, §4 'Delivery address'; spec 2 §3 'Checkout options'). The client
 * sends the parts joined with ', ' (address1, address2, city, state, postcode, country; empty parts
 * may be left out), or a saved address id. The server reads the postcode and suburb and looks them
 * up among the merchant's delivery postcodes: a match gives postcode_id > 0, none gives 0.
 */
import type { Kysely, Selectable } from 'kysely';
import { EMPTY_ADDRESS_PARTS, type AddressParts } from '@domain/addressParts';
import type { Database, DeliveryPostcodesTable } from '../db/schema';

export type DeliveryPostcodeRow = Selectable<DeliveryPostcodesTable>;

const POSTCODE = /^\d{4}$/;
/** 'WA 6160', as map services write state and postcode together. */
const STATE_AND_POSTCODE = /^([A-Za-z]{2,3})\s+(\d{4})$/;

/**
 * The parts of a comma-joined address, found from the postcode (the last 4-digit part): the part
 * before it is the state, the one before that the city, the first the street; whatever lies
 * between street and city is address2, and what follows the postcode the country. Without a
 * postcode only address1 is known.
 */
export function parseJoinedAddress(text: string): AddressParts {
  const parts = text.split(',').map((part) => part.trim());
  let index = -1;
  for (let i = parts.length - 1; i >= 0; i--) {
    const part = parts[i] ?? '';
    const combined = STATE_AND_POSTCODE.exec(part);
    if (combined) {
      parts.splice(i, 1, combined[1] ?? '', combined[2] ?? '');
      index = i + 1;
      break;
    }
    if (POSTCODE.test(part)) {
      index = i;
      break;
    }
  }
  if (index < 0) return { ...EMPTY_ADDRESS_PARTS, address1: parts.filter(Boolean).join(', ') };
  const before = parts.slice(0, index);
  const state = before.length >= 2 ? (before.pop() ?? '') : '';
  const city = before.length >= 2 ? (before.pop() ?? '') : '';
  const [address1 = '', ...middle] = before;
  return {
    address1,
    address2: middle.filter(Boolean).join(', '),
    city,
    state: state.toUpperCase(),
    postcode: parts[index] ?? '',
    country: parts
      .slice(index + 1)
      .filter(Boolean)
      .join(', '),
  };
}

/**
 * The merchant's active delivery postcode for the address: the row for its postcode and suburb, or
 * the postcode's first row when the suburb is not listed (one postcode covers several suburbs).
 */
export async function findDeliveryPostcode(
  db: Kysely<Database>,
  merchantId: number,
  parts: Pick<AddressParts, 'postcode' | 'city'>,
): Promise<DeliveryPostcodeRow | undefined> {
  if (!POSTCODE.test(parts.postcode)) return undefined;
  const rows = await db
    .selectFrom('delivery_postcodes')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('postcode', '=', parts.postcode)
    .where('active', '=', true)
    .orderBy('id')
    .execute();
  const suburb = parts.city.trim().toLowerCase();
  return rows.find((row) => row.suburb.toLowerCase() === suburb) ?? rows[0];
}
