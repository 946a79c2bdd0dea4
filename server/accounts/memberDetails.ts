/**
 * What a member's order teaches their account (spec 2 §5.2, §6 Member; spec 1 saved addresses):
 * the name they supplied because theirs was missing or a placeholder, the new mobile they gave, and
 * a new delivery address the merchant delivers to, saved to their addresses (the checkout and the
 * address step offer it next time). Runs in the placement's transaction, after the order is written.
 */
import { sql, type Kysely } from 'kysely';
import type { AddressParts } from '@domain/addressParts';
import type { Database } from '../db/schema';

export type MemberOrderFacts = {
  brandId: number;
  customerId: number;
  /** What the account held before the order. */
  stored: { name: string; mobile: string };
  /** The order's contact: the stored details, or the new ones supplied at checkout. */
  contact: { name: string; mobile: string };
  /** A validated delivery address: a saved one (savedId > 0) or a typed one (0). */
  deliveryAddress: { parts: AddressParts; savedId: number } | null;
};

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export async function rememberMemberDetails(
  db: Kysely<Database>,
  facts: MemberOrderFacts,
): Promise<void> {
  const changes = {
    ...(facts.contact.name !== facts.stored.name ? { name: facts.contact.name } : {}),
    ...(facts.contact.mobile !== facts.stored.mobile ? { mobile: facts.contact.mobile } : {}),
  };
  if (Object.keys(changes).length > 0)
    await db
      .updateTable('customers')
      .set(changes)
      .where('id', '=', facts.customerId)
      .where('brand_id', '=', facts.brandId)
      .execute();
  const address = facts.deliveryAddress;
  if (address === null || address.savedId > 0) return;
  const { parts } = address;
  if (parts.address1.trim() === '' || parts.postcode.trim() === '') return;
  const known = await db
    .selectFrom('customer_addresses')
    .select(['address1', 'address2', 'city', 'postcode'])
    .where('customer_id', '=', facts.customerId)
    .where(sql<string>`lower(trim(address1))`, '=', parts.address1.trim().toLowerCase())
    .execute();
  const duplicate = known.some(
    (row) =>
      same(row.address2, parts.address2) &&
      same(row.city, parts.city) &&
      same(row.postcode, parts.postcode),
  );
  if (duplicate) return;
  await db
    .insertInto('customer_addresses')
    .values({
      brand_id: facts.brandId,
      customer_id: facts.customerId,
      address1: parts.address1.trim(),
      address2: parts.address2.trim(),
      city: parts.city.trim(),
      state: parts.state.trim().toUpperCase(),
      postcode: parts.postcode.trim(),
      ...(parts.country.trim() !== '' ? { country: parts.country.trim() } : {}),
    })
    .execute();
}
