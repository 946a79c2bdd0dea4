/**
 * Helpers for the staff-device suites: signing in as the seeded kiosk and staff
 * accounts (server/db/seed/staffDevices.ts), and placing a guest's order to work on.
 */
import { expect } from 'vitest';
import { DEMO_STAFF_DEVICES } from '../../server/db/seed/staffDevices';
import { newSession } from './cartHelpers';
import { submitter, teaCart, type CheckoutSuite } from './checkoutHelpers';
import type { CallOptions, TestServer } from './helpers';

const devices = DEMO_STAFF_DEVICES.demo!.devices;
export const DEMO_KIOSK = devices.find((device) => device.status === 3 && device.posGuid !== '')!;
export const DEMO_STAFF = devices.find((device) => device.status === 8)!;
export const UNASSIGNED_KIOSK = devices.find((device) => device.posGuid === '')!;
export const DEMO_BRIDGE_TOKEN = DEMO_STAFF_DEVICES.demo!.bridgeToken;

/** Signs in with email and password; the new session's options and the Login answer. */
export async function signIn(
  server: TestServer,
  account: { email: string; password: string },
): Promise<{
  options: CallOptions;
  customerId: number;
  eftpos: { is_eftpos_enabled: 0 | 1; eftpos_provider: string };
}> {
  const sid = await newSession(server);
  const envelope = await server.call(
    'Login',
    { method: 'email', email: account.email, password: account.password, remember_me: '1' },
    { sid },
  );
  expect(envelope.ResponseCode, JSON.stringify(envelope.Response)).toBe('SUCCESS');
  const answer = envelope.Response as {
    id: number;
    eftpos: { is_eftpos_enabled: 0 | 1; eftpos_provider: string };
  };
  return { options: { sid: envelope.SID }, customerId: answer.id, eftpos: answer.eftpos };
}

/** A guest's placed pickup order of Iced Mint Tea; its id and the guest's call options. */
export async function placeGuestOrder(
  suite: CheckoutSuite,
): Promise<{ orderId: number; options: CallOptions; sid: string }> {
  const client = await teaCart(suite, 1);
  const placed = await submitter(suite, client).ok('0');
  return { orderId: placed.order_id, options: client.options, sid: client.sid };
}
