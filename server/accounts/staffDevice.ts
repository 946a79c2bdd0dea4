/**
 * A kiosk's or staff member's device settings (staff_devices, migration 0012): where it works and
 * its eftpos settings (spec 3 §3). Only customers of status 3 (kiosk) and 8 (staff) have one that
 * counts; everyone else reads as no device.
 */
import type { Kysely } from 'kysely';
import { CUSTOMER_STATUS } from '@api/customerStatus';
import type { Database } from '../db/schema';

export type StaffDevice = {
  customerId: number;
  status: number;
  merchantId: number | null;
  /** The device's setting and the store's terminal switch, both on. */
  eftposEnabled: boolean;
  eftposProvider: string;
  posGuid: string;
  receiptCut: boolean;
  receiptAutoPrint: boolean;
};

export async function findStaffDevice(
  db: Kysely<Database>,
  brandId: number,
  customerId: number,
): Promise<StaffDevice | null> {
  if (customerId <= 0) return null;
  const row = await db
    .selectFrom('staff_devices')
    .innerJoin('customers', 'customers.id', 'staff_devices.customer_id')
    .leftJoin('merchants', 'merchants.id', 'staff_devices.merchant_id')
    .select([
      'customers.status',
      'staff_devices.merchant_id',
      'staff_devices.is_eftpos_enabled',
      'staff_devices.eftpos_provider',
      'staff_devices.pos_guid',
      'staff_devices.receipt_cut',
      'staff_devices.receipt_auto_print',
      'merchants.eftpos_enabled as merchant_eftpos',
    ])
    .where('staff_devices.customer_id', '=', customerId)
    .where('staff_devices.brand_id', '=', brandId)
    .where('customers.status', 'in', [CUSTOMER_STATUS.kiosk, CUSTOMER_STATUS.staff])
    .executeTakeFirst();
  if (!row) return null;
  const enabled = row.is_eftpos_enabled && row.merchant_eftpos === true;
  return {
    customerId,
    status: row.status,
    merchantId: row.merchant_id,
    eftposEnabled: enabled,
    eftposProvider: enabled ? row.eftpos_provider : '',
    posGuid: row.pos_guid,
    receiptCut: row.receipt_cut,
    receiptAutoPrint: row.receipt_auto_print,
  };
}
