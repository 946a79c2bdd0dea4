/**
 * A staff member's or a kiosk's sign-in at one store (spec 3 §3: status 8 staff, 3 kiosk), as a
 * restaurant adds one with `npm run staff:add`: a customers row with the password hashed (scrypt)
 * and the staff_devices row that ties it to the store, written together. The name, email and
 * password follow the account rules a member's do; an email already used in the brand is refused.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { CUSTOMER_STATUS } from '@api/customerStatus';
import { emailError, nameError, newPasswordError } from '@domain/accountRules';
import { hashSecret } from '../accounts/secrets';
import type { Database } from '../db/schema';

export type NewStaffAccount = {
  brand: string;
  store: string;
  name: string;
  email: string;
  password: string;
  kind: 'staff' | 'kiosk';
};

export type AddStaffOutcome =
  { ok: true; customerId: number; store: string } | { ok: false; message: string };

export async function addStaffAccount(
  db: Kysely<Database>,
  account: NewStaffAccount,
): Promise<AddStaffOutcome> {
  const email = account.email.trim();
  const name = account.name.trim();
  const refused =
    (nameError(name) && `Name: ${nameError(name)}`) ||
    (emailError(email) && `Email: ${emailError(email)}`) ||
    (newPasswordError(account.password) && `Password: ${newPasswordError(account.password)}`);
  if (refused) return { ok: false, message: refused };

  const store = await db
    .selectFrom('merchants')
    .innerJoin('brands', 'brands.id', 'merchants.brand_id')
    .select(['merchants.id', 'merchants.brand_id', 'merchants.state', 'merchants.locale'])
    .where('brands.code', '=', account.brand)
    .where('merchants.slug', '=', account.store)
    .executeTakeFirst();
  if (!store)
    return { ok: false, message: `No store "${account.store}" in brand "${account.brand}"` };
  const passwordHash = await hashSecret(account.password);
  return db.transaction().execute(async (trx): Promise<AddStaffOutcome> => {
    const customer = await trx
      .insertInto('customers')
      .values({
        brand_id: store.brand_id,
        name,
        email,
        status: account.kind === 'kiosk' ? CUSTOMER_STATUS.kiosk : CUSTOMER_STATUS.staff,
        password_hash: passwordHash,
        country_code: store.locale.country_code || 'AU',
        state: store.state,
      })
      .onConflict((conflict) => conflict.doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!customer) return { ok: false, message: `${email} already signs in at this brand` };
    await trx
      .insertInto('staff_devices')
      .values({
        customer_id: customer.id,
        brand_id: store.brand_id,
        merchant_id: store.id,
        is_eftpos_enabled: false,
        eftpos_provider: '',
        pos_guid: randomUUID(),
        receipt_auto_print: false,
      })
      .execute();
    return { ok: true, customerId: customer.id, store: account.store };
  });
}
