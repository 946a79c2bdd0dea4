/**
 * The demo member: one signed-up customer per brand that has one here, with a password
 * and a mobile + PIN, documented in README.md. ./money.ts gives this member a balance by its email.
 * Hashed at seed time with the same scrypt as sign-up, so raising the cost changes these too.
 */
import type { Kysely } from 'kysely';
import { CUSTOMER_STATUS } from '@api/customerStatus';
import { hashSecret } from '../../accounts/secrets';
import type { Database } from '../schema';

export const ACCOUNTS_SEED_KEY = 'demo-accounts';
export const ACCOUNTS_SEED_VERSION = 1;

export type SeedMember = {
  name: string;
  email: string;
  password: string;
  /** E.164. */
  mobile: string;
  pin: string;
  state: string;
};

export const DEMO_MEMBERS: Readonly<Record<string, SeedMember>> = {
  demo: {
    name: 'Dana Demo',
    email: 'demo@figandolive.example',
    password: 'figandolive',
    mobile: '+61412345678',
    pin: '012345',
    state: 'WA',
  },
};

export async function insertMember(
  db: Kysely<Database>,
  brandId: number,
  member: SeedMember,
): Promise<void> {
  const [passwordHash, pinHash] = await Promise.all([
    hashSecret(member.password),
    hashSecret(member.pin),
  ]);
  await db
    .insertInto('customers')
    .values({
      brand_id: brandId,
      name: member.name,
      email: member.email,
      status: CUSTOMER_STATUS.member,
      password_hash: passwordHash,
      mobile: member.mobile,
      pin_hash: pinHash,
      country_code: 'AU',
      state: member.state,
    })
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}
