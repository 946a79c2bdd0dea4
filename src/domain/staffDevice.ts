/**
 * Whether this staff device takes payments: a choice made once on the device (the pairing screen's
 * 'This device takes no payments', or pairing a pinpad) and kept there, since a counter tablet
 * with a pinpad and the kitchen's board tablet sign in as the same staff account. A device that
 * takes no payments is never sent to pair and lands on the order board; one that takes payments
 * pairs first, as spec 3 §4 says. Kiosks always take payments: the choice is staff's alone.
 */

export const DEVICE_PAYMENTS_KEY = 'docket:device-payments';

/** 'unset' until the device is told; 'pinpad' once it pairs or is told it takes payments. */
export type DevicePayments = 'pinpad' | 'none' | 'unset';

export const NO_PAYMENTS_NOTICE = 'This device takes no payments';

export const STAFF_BOARD_PATH = '/staff/orders';

export function parseDevicePayments(stored: string | null): DevicePayments {
  return stored === 'pinpad' || stored === 'none' ? stored : 'unset';
}

/** Whether this signed-in account's pinpad setup may be forced on this device. */
export function takesPaymentsHere(input: { isStaff: boolean; devicePayments: DevicePayments }) {
  return !(input.isStaff && input.devicePayments === 'none');
}

/**
 * Where a staff sign-in goes (status 8): pairing when the store's eftpos is Linkly and the device
 * has not said it takes no payments; the order board otherwise.
 */
export function staffSignInDestination(input: {
  linklyEnabled: boolean;
  devicePayments: DevicePayments;
}): string {
  return input.linklyEnabled && input.devicePayments !== 'none'
    ? '/eftpos/linkly'
    : STAFF_BOARD_PATH;
}
