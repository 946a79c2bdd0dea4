/**
 * What every way of signing in shares: the limits around a secret check, the new session (and the
 * device cookie that exempts this browser from its account's throttle), and the answer (spec 3 §3
 * 'Sign-in response').
 */
import type { SignInResponse } from '@api/account';
import { ACCOUNT_PHRASES } from '@domain/signInMessages';
import { fail, succeed, type ActionContext, type ActionResult } from '../protocol/context';
import { TOO_MANY_REQUESTS } from '../http/rateLimits';
import {
  attemptKeys,
  releaseAttempt,
  reserveAttempt,
  settleSuccess,
  signInLimitsOf,
  type AttemptKeys,
} from './attempts';
import type { CustomerRecord } from './customers';
import { deviceOf, issueDeviceCookie } from './deviceCookies';
import { HashQueueFull } from './hashPool';
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

/**
 * Signs the caller in as `customer` and answers with the new session's SID. `remember: false`
 * ('Remember me' unticked) gives a session that ends within the brand's unremembered hours.
 */
export async function completeSignIn(
  ctx: ActionContext,
  customer: CustomerRecord,
  options: { remember?: boolean } = {},
): Promise<ActionResult<SignInResponse>> {
  const sid = await startCustomerSession(ctx, customer.id, options.remember ?? true);
  await issueDeviceCookie(ctx, customer.id);
  return succeed(await signInAnswer(ctx, customer), sid);
}

/** The Login form's 'Remember me' (spec 3 §7 remember_me; on unless '0'). */
export const remembers = (fields: { remember_me?: string }) => fields.remember_me !== '0';

/**
 * Checks `secret` against the hash `pick` chooses from the customer, within the attempt limits
 * (attempts.ts: reserved before the hash). Unknown accounts cost a hash too and count against the
 * limits, and fail with the same words. No hasher free: 'Too many requests…' at once.
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
  const device = input.customer ? await deviceOf(ctx, input.customer.id) : null;
  const keys = attemptKeys(ctx, input.accountKey, device);
  const reserved = await reserveAttempt(ctx, keys, signInLimitsOf(ctx.brand.code));
  if (!reserved.ok) return reserved;
  const stored = input.customer ? input.hashes(input.customer) : [];
  let matched = -1;
  try {
    for (const [index, hash] of (stored.length === 0 ? [null] : stored).entries()) {
      if (await verifySecret(input.secret, hash)) {
        matched = index;
        break;
      }
    }
  } catch (error) {
    if (!(error instanceof HashQueueFull)) throw error;
    await releaseAttempt(ctx, reserved.reservation);
    return { ok: false, message: TOO_MANY_REQUESTS };
  }
  if (matched < 0) return { ok: false, message: input.wrongMessage };
  await settleSuccess(ctx, keys, reserved.reservation);
  return { ok: true, keys, matched };
}

/** The signed-in customer's current password, checked and counted as a sign-in's is. */
export function checkCurrentPassword(ctx: ActionContext, customer: CustomerRecord, secret: string) {
  return checkSecret(ctx, {
    accountKey: `customer:${customer.id}`,
    customer,
    secret,
    hashes: (row) => [row.password_hash],
    wrongMessage: ACCOUNT_PHRASES.wrongCurrentPassword,
  });
}

/** Runs an action that hashes; a full hash queue answers 'Too many requests…'. */
export async function whenHasherFree<T>(
  work: () => Promise<ActionResult<T>>,
): Promise<ActionResult<T>> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof HashQueueFull) return fail(TOO_MANY_REQUESTS);
    throw error;
  }
}

export function refuse<T>(message: string): ActionResult<T> {
  return fail(message);
}
