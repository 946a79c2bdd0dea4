/**
 * The device cookie (OWASP's 'device cookies'): a browser that signed in to an
 * account gets `docket_device`, HMAC-signed with the server's secret (serverSecret.ts), naming the
 * brand, the customer, a random device id and an expiry. Holding a valid one for the account being
 * signed in to judges the attempt by that device's own failures (attempts.ts), so a stranger's
 * guesses never keep the owner out. HttpOnly, SameSite=Strict, only sent to /api; one per
 * browser, for the account it signed in to last.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { ActionContext } from '../protocol/context';
import { signInLimitsOf } from './attempts';
import { serverSecret } from './serverSecret';

export const DEVICE_COOKIE = 'docket_device';

/** What the HTTP layer hands an action: the cookie presented, and the one to set, if any. */
export type DeviceCookieJar = {
  presented: string;
  issued: { value: string; maxAgeSeconds: number } | null;
};

const mac = (secret: Buffer, text: string) =>
  createHmac('sha256', secret).update(text).digest('base64url');

const signed = (brandId: number, customerId: number, expires: number, device: string) =>
  `${brandId}.${customerId}.${expires}.${device}`;

/** The device cookie's value in a Cookie header, or ''. */
export function deviceCookieIn(header: string | undefined): string {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === DEVICE_COOKIE) return part.slice(at + 1).trim();
  }
  return '';
}

/** The Set-Cookie line for an issued cookie. */
export function deviceCookieHeader(
  issued: NonNullable<DeviceCookieJar['issued']>,
  secure: boolean,
): string {
  return [
    `${DEVICE_COOKIE}=${issued.value}`,
    'Path=/api',
    `Max-Age=${issued.maxAgeSeconds}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/** The device id of the caller's cookie when it is valid, unexpired and for this customer; else null. */
export async function deviceOf(ctx: ActionContext, customerId: number): Promise<string | null> {
  const parts = (ctx.device?.presented ?? '').split('.');
  if (parts.length !== 4) return null;
  const [customer, expires, device, signature] = parts as [string, string, string, string];
  if (Number(customer) !== customerId || !(Number(expires) * 1000 > ctx.now.getTime())) return null;
  const expected = Buffer.from(
    mac(await serverSecret(ctx.db), signed(ctx.brand.id, customerId, Number(expires), device)),
  );
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? device : null;
}

/** Gives the caller a device cookie for `customerId` (a successful sign-in). */
export async function issueDeviceCookie(ctx: ActionContext, customerId: number): Promise<void> {
  if (!ctx.device) return;
  const maxAgeSeconds = signInLimitsOf(ctx.brand.code).deviceCookieDays * 24 * 60 * 60;
  const expires = Math.floor(ctx.now.getTime() / 1000) + maxAgeSeconds;
  const device = randomBytes(16).toString('base64url');
  const signature = mac(
    await serverSecret(ctx.db),
    signed(ctx.brand.id, customerId, expires, device),
  );
  ctx.device.issued = { value: `${customerId}.${expires}.${device}.${signature}`, maxAgeSeconds };
}
