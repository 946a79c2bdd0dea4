/**
 * Request rate limits for /api, on @fastify/rate-limit's counters: per network address
 * for every call, per session, and stricter for guesses: promo codes per session, per address and
 * per device cookie, and sign-in,
 * PIN and reset calls per address and per session (on top of the failure counts of
 * server/accounts/attempts.ts). Checked once the call is known to be well-formed
 * (server/protocol/requestGuard.ts), so every key is checked input. A limited call is answered in
 * the envelope with a message that says to wait; the app shows it like any server message.
 *
 * Where they count (scale out): the guessing limits (promo codes, sign-in calls) in the
 * database (server/http/sharedCounts.ts), so several processes behind a load balancer refuse at
 * the same count as one. The limits on every call, per address and per session, in each process
 * (the plugin's in-memory store), by design: they shed load, and each process sheds its own, so a
 * caller gets at most N times them across N processes; counting them in the database would add a
 * write to every call.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { RequestFields } from '../protocol/context';
import { deviceCookieIn } from '../accounts/deviceCookies';
import { countSharedHit } from './sharedCounts';

export type RateLimitSettings = {
  /** Every /api call from one address, per minute. */
  perAddress: number;
  /** Every /api call on one SID, per minute. */
  perSession: number;
  /** Promo codes tried on one SID (or, without one, one address), per minute. */
  promoPerSession: number;
  /** Sign-in, PIN, reset and forgot calls from one address, per minute. */
  signInPerAddress: number;
  /** New sessions (a call without a live SID) made for one address, per minute. */
  sessionsPerAddress: number;
  /** Promo codes tried from one address (or one device cookie), whatever the session, per minute. */
  promoPerAddress: number;
  /** Analytics events (AnalyticsEvent) sent on one SID (or, without one, one address), per minute. */
  analyticsPerSession: number;
};

export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  perAddress: 1_200,
  perSession: 600,
  promoPerSession: 20,
  signInPerAddress: 60,
  // A restaurant's customers share one Wi-Fi address; a device keeps its SID once it has one.
  sessionsPerAddress: 60,
  promoPerAddress: 30,
  // A device logs one purchase per order placed; a few a minute is already a busy kiosk.
  analyticsPerSession: 30,
};

/** The environment variable that changes each limit (a whole number above 0). */
const LIMIT_VARIABLES: Record<keyof RateLimitSettings, string> = {
  perAddress: 'DOCKET_CALLS_PER_ADDRESS',
  perSession: 'DOCKET_CALLS_PER_SESSION',
  promoPerSession: 'DOCKET_PROMO_PER_SESSION',
  signInPerAddress: 'DOCKET_SIGN_INS_PER_ADDRESS',
  sessionsPerAddress: 'DOCKET_NEW_SESSIONS_PER_ADDRESS',
  promoPerAddress: 'DOCKET_PROMO_PER_ADDRESS',
  analyticsPerSession: 'DOCKET_ANALYTICS_PER_SESSION',
};

/** The limits from the environment: off with DOCKET_RATE_LIMITS=0, else each default or its variable. */
export function rateLimitsOf(env: NodeJS.ProcessEnv = process.env): RateLimitSettings | false {
  if (env.DOCKET_RATE_LIMITS === '0') return false;
  const limits = { ...DEFAULT_RATE_LIMITS };
  for (const [name, variable] of Object.entries(LIMIT_VARIABLES)) {
    const value = Number(env[variable]);
    if (Number.isInteger(value) && value > 0) limits[name as keyof RateLimitSettings] = value;
  }
  return limits;
}

export const TOO_MANY_REQUESTS = 'Too many requests. Please wait a minute and try again.';

const WINDOW_MS = 60_000;

/** Where the shared counters live, and the server's clock. */
export type SharedCounting = { db: Kysely<Database>; now: () => Date };

const SIGN_IN_ACTIONS = new Set([
  'Login',
  'Register',
  'ThirdPartyUser',
  'ForgotLogin',
  'ResetPassword',
  'ChangePassword',
  'ChangePin',
]);

/** The coupon_code inside checkout_options (JSON), or ''. */
function codeInOptions(options: string | undefined): string {
  try {
    const parsed: unknown = JSON.parse(options ?? '');
    if (typeof parsed !== 'object' || parsed === null) return '';
    const code = (parsed as { coupon_code?: unknown }).coupon_code;
    return typeof code === 'string' ? code : '';
  } catch {
    return '';
  }
}

/**
 * Whether a ManageCart call tries a promo code: update_checkout with a non-empty code in any
 * field that carries one (checkout_options, its bracket form, or a top-level coupon_code, which
 * server/cart/updateCheckout.ts also applies).
 */
export function triesPromoCode(fields: RequestFields): boolean {
  if (fields.RequestAction !== 'ManageCart' || fields.sub_action !== 'update_checkout')
    return false;
  return [
    fields['checkout_options[coupon_code]'],
    codeInOptions(fields.checkout_options),
    fields.coupon_code,
  ].some((code) => (code ?? '').trim() !== '');
}

/** The checks for one call: null to go on, or the message to answer with. */
export type CallLimiter = (
  request: FastifyRequest,
  fields: RequestFields,
) => Promise<string | null>;

/**
 * The check before a call makes a new session: null to go on, or the message to answer with.
 * Counted in the database (server/http/sharedCounts.ts), so every process refuses at one count.
 */
export function newSessionLimiter(
  settings: RateLimitSettings,
  shared: SharedCounting,
): (request: FastifyRequest) => Promise<string | null> {
  return async (request) => {
    const hits = await countSharedHit(shared.db, `session:${request.ip}`, WINDOW_MS, shared.now());
    return hits > settings.sessionsPerAddress ? TOO_MANY_REQUESTS : null;
  };
}

/** Registers the plugin (no global hook: /api checks its own calls) and builds the call check. */
export async function registerRateLimits(
  app: FastifyInstance,
  settings: RateLimitSettings,
  shared: SharedCounting,
): Promise<CallLimiter> {
  await app.register(rateLimit, { global: false });
  const fieldsOf = new WeakMap<FastifyRequest, RequestFields>();
  const sessionKey = (request: FastifyRequest) => {
    const fields = fieldsOf.get(request);
    return fields?.sid ? `sid:${fields.sid}` : `ip:${request.ip}`;
  };
  /** A check answers whether the request is over its limit (the hit is counted either way). */
  type Check = (request: FastifyRequest) => Promise<boolean>;
  const perProcess = (max: number, keyOf: (request: FastifyRequest) => string): Check => {
    const limiter = app.createRateLimit({ max, timeWindow: WINDOW_MS, keyGenerator: keyOf });
    return async (request) => {
      const limit = await limiter(request);
      return !limit.isAllowed && limit.isExceeded;
    };
  };
  const inDatabase =
    (max: number, keyOf: (request: FastifyRequest) => string): Check =>
    async (request) =>
      (await countSharedHit(shared.db, keyOf(request), WINDOW_MS, shared.now())) > max;
  const limiters = {
    address: perProcess(settings.perAddress, (request) => `all:${request.ip}`),
    session: perProcess(settings.perSession, (request) => `all:${sessionKey(request)}`),
    promo: inDatabase(settings.promoPerSession, (request) => `promo:${sessionKey(request)}`),
    // A fresh session must not reset the count: the address, and a browser's
    // device cookie (kept across its sessions), are counted as well.
    promoAddress: inDatabase(settings.promoPerAddress, (request) => `promo-address:${request.ip}`),
    promoDevice: inDatabase(
      settings.promoPerSession,
      (request) => `promo-device:${deviceCookieIn(request.headers.cookie)}`,
    ),
    signIn: inDatabase(settings.signInPerAddress, (request) => `sign-in:${request.ip}`),
    analytics: perProcess(
      settings.analyticsPerSession,
      (request) => `analytics:${sessionKey(request)}`,
    ),
  };
  return async (request, fields) => {
    fieldsOf.set(request, fields);
    const checks = [limiters.address, ...(fields.sid ? [limiters.session] : [])];
    if (triesPromoCode(fields)) {
      checks.push(limiters.promo, limiters.promoAddress);
      if (deviceCookieIn(request.headers.cookie) !== '') checks.push(limiters.promoDevice);
    }
    if (SIGN_IN_ACTIONS.has(fields.RequestAction ?? '')) checks.push(limiters.signIn);
    if (fields.RequestAction === 'AnalyticsEvent') checks.push(limiters.analytics);
    for (const over of checks) if (await over(request)) return TOO_MANY_REQUESTS;
    return null;
  };
}
