/**
 * A member as a sign-in leaves them in the server's database (a customer row of the brand, email
 * `name-uuid@example.com`, no password, and a session of its own) and a saved address of theirs.
 * Shared by the server, worker and e2e tests, which each hand them on in their own way.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../server/db/schema';
import { newSid } from '../../server/protocol/session';

export type MemberRows = { customerId: number; sid: string; email: string };

export async function insertMember(
  db: Kysely<Database>,
  values: {
    brandId: number;
    name: string;
    /** Unique by default, so that members of different tests never meet. */
    email?: string;
    mobile?: string;
    status?: number;
    createdAt: Date;
    expiresAt: Date;
  },
): Promise<MemberRows> {
  const email = values.email ?? `${values.name.toLowerCase()}-${randomUUID()}@example.com`;
  const customer = await db
    .insertInto('customers')
    .values({
      brand_id: values.brandId,
      name: values.name,
      email,
      ...(values.mobile === undefined ? {} : { mobile: values.mobile }),
      status: values.status ?? 1,
      password_hash: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const sid = newSid();
  await db
    .insertInto('sessions')
    .values({
      sid,
      brand_id: values.brandId,
      customer_id: customer.id,
      created_at: values.createdAt,
      expires_at: values.expiresAt,
    })
    .execute();
  return { customerId: customer.id, sid, email };
}

/** The member's one saved address, 3 Market Street, Fremantle WA 6160; its id. */
export async function insertSavedAddress(
  db: Kysely<Database>,
  member: { brandId: number; customerId: number },
): Promise<number> {
  const { id } = await db
    .insertInto('customer_addresses')
    .values({
      brand_id: member.brandId,
      customer_id: member.customerId,
      address1: '3 Market Street',
      city: 'Fremantle',
      state: 'WA',
      postcode: '6160',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}
