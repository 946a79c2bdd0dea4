/**
 * Who may use the staff actions: the staff order board is for staff (customer status 8)
 * whose device is assigned a store; printing is for kiosks (3) and staff. Everyone else, guests
 * included, is refused with one phrase, and the refusal says nothing about any order.
 */
import { CUSTOMER_STATUS } from '@api/customerStatus';
import { findStaffDevice, type StaffDevice } from '../accounts/staffDevice';
import type { ActionContext } from '../protocol/context';
import { MESSAGES } from '../protocol/messages';

export type Allowed = { ok: true; device: StaffDevice & { merchantId: number } };
export type Refused = { ok: false; message: string };

/** The staff member's device and store, or the refusal. */
export async function staffOnly(ctx: ActionContext): Promise<Allowed | Refused> {
  const device = await findStaffDevice(ctx.db, ctx.brand.id, ctx.session.customerId);
  if (device?.status !== CUSTOMER_STATUS.staff) return { ok: false, message: MESSAGES.staffOnly };
  if (device.merchantId === null) return { ok: false, message: MESSAGES.staffNoMerchant };
  return { ok: true, device: { ...device, merchantId: device.merchantId } };
}

/** A kiosk's or staff member's device, or the refusal. */
export async function kioskOrStaffOnly(
  ctx: ActionContext,
): Promise<{ ok: true; device: StaffDevice } | Refused> {
  const device = await findStaffDevice(ctx.db, ctx.brand.id, ctx.session.customerId);
  if (device?.status !== CUSTOMER_STATUS.kiosk && device?.status !== CUSTOMER_STATUS.staff)
    return { ok: false, message: MESSAGES.kioskOrStaffOnly };
  return { ok: true, device };
}
