/**
 * The demo's kiosk and staff devices: sign-in accounts of status 3 (kiosk) and 8
 * (staff) at the demo store, with their eftpos settings (spec 3 §3), a kiosk without a pos_guid
 * for the 'POS ID needs to be assigned…' state, the terminal ('eftpos') payment tab on the demo
 * menus with eftpos enabled at the store, and a printer bridge for the demo's print jobs. All
 * documented in README.md 'Staff order board and printing'; written once under its own seed key.
 */
import type { Kysely } from 'kysely';
import { CUSTOMER_STATUS } from '@api/customerStatus';
import { hashSecret } from '../../accounts/secrets';
import { bridgeTokenHash } from '../../staff/bridgeToken';
import type { Database } from '../schema';
import { appendPaymentMethod } from './appendPaymentMethod';

export const STAFF_DEVICES_SEED_KEY = 'staff-devices';
export const STAFF_DEVICES_SEED_VERSION = 1;

export type SeedDevice = {
  name: string;
  email: string;
  password: string;
  /** A kiosk or a staff member (spec 3 §3 'Auth flags'). */
  status: typeof CUSTOMER_STATUS.kiosk | typeof CUSTOMER_STATUS.staff;
  posGuid: string;
  eftpos: boolean;
  receiptAutoPrint?: boolean;
};

export type SeedStaffDevices = {
  merchantSlug: string;
  devices: readonly SeedDevice[];
  /** The demo printer bridge's token (a demo only: a real one comes from an admin). */
  bridgeToken: string;
};

export const DEMO_STAFF_DEVICES: Readonly<Record<string, SeedStaffDevices>> = {
  demo: {
    merchantSlug: 'fig-and-olive',
    devices: [
      {
        name: 'Front Counter Kiosk',
        email: 'kiosk@figandolive.example',
        password: 'figandolive-kiosk',
        status: CUSTOMER_STATUS.kiosk,
        posGuid: '0b7d7f4e-3c1a-4f8e-9a51-6f2d4c8b1e01',
        eftpos: true,
      },
      {
        name: 'Sam Staff',
        email: 'staff@figandolive.example',
        password: 'figandolive-staff',
        status: CUSTOMER_STATUS.staff,
        posGuid: '0b7d7f4e-3c1a-4f8e-9a51-6f2d4c8b1e08',
        eftpos: true,
      },
      {
        name: 'Unassigned Kiosk',
        email: 'kiosk-unassigned@figandolive.example',
        password: 'figandolive-kiosk',
        status: CUSTOMER_STATUS.kiosk,
        posGuid: '',
        eftpos: true,
      },
    ],
    bridgeToken: 'demo-print-bridge-token',
  },
};

/**
 * The terminal's payment tab, as every seed writes it: named as spec 2 and 3 name it to the user
 * ('Eftpos Payment', 'Print Eftpos Receipt', 'Eftpos (Linkly) is not currently available').
 */
export const EFTPOS_METHOD = {
  code: 'eftpos',
  description: 'Eftpos',
  icon: 'eftpos',
  info: 'Pay on the pinpad.',
} as const;

export async function insertStaffDevices(
  db: Kysely<Database>,
  brandId: number,
  seed: SeedStaffDevices,
): Promise<void> {
  const merchant = await db
    .updateTable('merchants')
    .set({ eftpos_enabled: true })
    .where('brand_id', '=', brandId)
    .where('slug', '=', seed.merchantSlug)
    .returning('id')
    .executeTakeFirst();
  if (!merchant) return;
  const menus = await db
    .selectFrom('menus')
    .select('id')
    .where('merchant_id', '=', merchant.id)
    .execute();
  // The page shows it only on kiosk and staff devices (src/domain/paymentMethods.ts).
  await appendPaymentMethod(
    db,
    menus.map((menu) => menu.id),
    EFTPOS_METHOD,
  );
  for (const device of seed.devices) {
    const customer = await db
      .insertInto('customers')
      .values({
        brand_id: brandId,
        name: device.name,
        email: device.email,
        status: device.status,
        password_hash: await hashSecret(device.password),
        country_code: 'AU',
        state: 'WA',
      })
      .onConflict((conflict) => conflict.doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!customer) continue;
    await db
      .insertInto('staff_devices')
      .values({
        customer_id: customer.id,
        brand_id: brandId,
        merchant_id: merchant.id,
        is_eftpos_enabled: device.eftpos,
        eftpos_provider: device.eftpos ? 'LINKLY' : '',
        pos_guid: device.posGuid,
        receipt_auto_print: device.receiptAutoPrint ?? false,
      })
      .execute();
  }
  await db
    .insertInto('print_bridges')
    .values({
      brand_id: brandId,
      merchant_id: merchant.id,
      name: 'Demo kitchen printer',
      token_sha256: bridgeTokenHash(seed.bridgeToken),
    })
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}
