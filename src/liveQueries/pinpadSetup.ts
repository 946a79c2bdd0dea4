/**
 * Whether pinpad setup is forced for the held customer on this device (spec 3 §4: 'a logged-in
 * kiosk or staff user when eftpos is enabled, the provider is LINKLY, a pos_guid exists and no
 * secret is stored'), from what the worker keeps: the sign-in answer's eftpos (customer row), the
 * profile's pos_guid (CustomerAccount) and whether a pinpad secret is stored; never for staff on a
 * device that takes no payments (src/domain/staffDevice.ts).
 */
import { readDevicePayments } from './devicePayments';
import { customerFlags } from '@/domain/roles';
import { pinpadSetupForced } from '@/domain/routeTable';
import type { DevicePayments } from '@/domain/staffDevice';
import type { AccountRow, CustomerRow } from '@worker/db/rows';

/** The profile's pos_guid, when the profile is the held customer's; '' otherwise. */
export function posGuidOf(customer: CustomerRow, account: AccountRow | null): string {
  return account !== null && account.customer.id === customer.id
    ? account.account.eftpos.pos_guid
    : '';
}

export function pinpadSetupForcedFor(input: {
  customer: CustomerRow;
  account: AccountRow | null;
  paired: boolean;
  /** This device's payments setting (staff only); read from the device when not given. */
  devicePayments?: DevicePayments;
}): boolean {
  return pinpadSetupForced({
    devicePayments: input.devicePayments ?? readDevicePayments(),
    auth: customerFlags(input.customer),
    eftposEnabled: input.customer.eftpos?.enabled ?? false,
    provider: input.customer.eftpos?.provider ?? '',
    posGuid: posGuidOf(input.customer, input.account),
    secretStored: input.paired,
  });
}
