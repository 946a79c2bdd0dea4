/**
 * What every way of signing in shares: the limits around a secret check, the new session, and the
 * answer (spec 3 §3 'Sign-in response').
 */
import type { SignInResponse } from '@api/account';
import { ACCOUNT_PHRASES } from '@domain/signInMessages';
import { fail, succeed, type ActionContext, type ActionResult } from '../protocol/context';
import {
  attemptKeys,
  clearAccountFailures,
  overAttemptLimit,
  recordFailure,
  type AttemptKeys,
} from './attempts';
import type { CustomerRecord } from './customers';
import { verifySecret } from './secrets';
import { startCustomerSession } from './sessions';
import { findStaffDevice } from './staffDevice';

/**
 * Kiosk (3) and staff (8) logins name the terminal provider from their device's eftpos settings
 * (server/accounts/staffDevice.ts: the device's switch and the store's); the others get none.
 */
export async function signInAnswer(
  ctx: ActionContext,
  customer: CustomerRecord,
): Promise<SignInResponse> {
  const device = await findStaffDevice(ctx.db, ctx.brand.id, customer.id);
  const eftposEnabled = device?.eftposEnabled === true;
  return {
    id: customer.id,
    email: customer.email,
    status: customer.status,
    menu_name: '',
    eftpos: {
      is_eftpos_enabled: eftposEnabled ? 1 : 0,
      eftpos_provider: eftposEnabled ? (device?.eftposProvider ?? '') : '',
    },
  };
}

/** Signs the caller in as `customer` and answers with the new session's SID. */
export async function completeSignIn(
  ctx: ActionContext,
  customer: CustomerRecord,
): Promise<ActionResult<SignInResponse>> {
  const sid = await startCustomerSession(ctx, customer.id);
  return succeed(await signInAnswer(ctx, customer), sid);
}

/**
 * Checks `secret` against the hash `pick` chooses from the customer, within the attempt limits.
 * Unknown accounts cost a hash too and count against the limits, and fail with the same words.
 */
export async function checkSecret(
  ctx: ActionContext,
  input: {
    accountKey: string;
    customer: CustomerRecord | undefined;
    secret: string;
    /** The hashes the secret may match, in order; the first match wins. */
    hashes: (customer: CustomerRecord) => (string | null)[];
    wrongMessage: string;
  },
): Promise<{ ok: true; keys: AttemptKeys; matched: number } | { ok: false; message: string }> {
  const keys = attemptKeys(ctx, input.accountKey);
  if (await overAttemptLimit(ctx, keys)) {
    return { ok: false, message: ACCOUNT_PHRASES.tooManyAttempts };
  }
  const stored = input.customer ? input.hashes(input.customer) : [];
  let matched = -1;
  for (const [index, hash] of (stored.length === 0 ? [null] : stored).entries()) {
    if (await verifySecret(input.secret, hash)) {
      matched = index;
      break;
    }
  }
  if (matched < 0) {
    await recordFailure(ctx, keys);
    return { ok: false, message: input.wrongMessage };
  }
  await clearAccountFailures(ctx, keys);
  return { ok: true, keys, matched };
}

export function refuse<T>(message: string): ActionResult<T> {
  return fail(message);
}
