/**
 * The member side of paying: the demo menu's 'Account Balance' tab (ACCOUNT; a saved
 * card needs no tab of its own, it is offered wherever CC is), written once under its own seed key;
 * and the demo member's opening credit, checked at every start because the demo member (seeded
 * under its own key, ./accounts.ts) may arrive after this seed first ran. The credit has a fixed
 * reference, so it is written once however often the server starts.
 */
import { sql, type Kysely } from 'kysely';
import { creditBalance } from '../../accounts/balance';
import type { Database } from '../schema';
import { appendPaymentMethod } from './appendPaymentMethod';

export const MONEY_SEED_KEY = 'money';
export const MONEY_SEED_VERSION = 1;

/** The demo member's email (as ./accounts.ts seeds it) and the credit it starts with. */
export const DEMO_MEMBER_EMAIL = 'demo@figandolive.example';
export const DEMO_MEMBER_CREDIT_CENTS = 5000;
export const DEMO_CREDIT_REFERENCE = 'demo-seed-credit';

export const ACCOUNT_METHOD = {
  code: 'ACCOUNT',
  description: 'Account Balance',
  icon: 'wallet',
  info: 'Pay from your account balance.',
} as const;

/** Per brand code: the merchants whose menus offer the account balance. */
const BALANCE_MERCHANTS: Readonly<Record<string, readonly string[]>> = {
  demo: ['fig-and-olive'],
};

/** Adds the ACCOUNT tab, last, to each menu of the brands' balance merchants that lacks it. */
export async function insertAccountMethods(
  db: Kysely<Database>,
  brandIds: ReadonlyMap<string, number>,
): Promise<void> {
  for (const [brandCode, slugs] of Object.entries(BALANCE_MERCHANTS)) {
    const brandId = brandIds.get(brandCode);
    if (brandId === undefined) continue;
    const menus = await db
      .selectFrom('menus')
      .innerJoin('merchants', 'merchants.id', 'menus.merchant_id')
      .select('menus.id')
      .where('merchants.brand_id', '=', brandId)
      .where('merchants.slug', 'in', slugs)
      .execute();
    await appendPaymentMethod(
      db,
      menus.map((menu) => menu.id),
      ACCOUNT_METHOD,
    );
  }
}

/** Credits the demo member once, if they exist; answers whether a credit was written now. */
export async function creditDemoMember(
  db: Kysely<Database>,
  brandId: number | undefined,
): Promise<boolean> {
  if (brandId === undefined) return false;
  const member = await db
    .selectFrom('customers')
    .select('id')
    .where('brand_id', '=', brandId)
    .where(sql<string>`lower(email)`, '=', DEMO_MEMBER_EMAIL)
    .executeTakeFirst();
  if (!member) return false;
  const { created } = await creditBalance(db, {
    brandId,
    customerId: member.id,
    amountCents: DEMO_MEMBER_CREDIT_CENTS,
    reason: 'credit',
    reference: DEMO_CREDIT_REFERENCE,
    note: 'Welcome credit (demo)',
  });
  return created;
}
