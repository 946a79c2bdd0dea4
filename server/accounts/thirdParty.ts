/**
 * Apple and Google sign-in (spec 3 §1, §5, §8), for the Login action's methods apple and google
 * (Login owns the sign-in: it calls this, then binds a new session to the customer and
 * answers). The payload is what the provider's JS SDK hands the page, as the `payload` field (JSON):
 *
 * - apple (Sign in with Apple JS): `{authorization: {id_token, code, state}, user?: {email,
 *   name: {firstName, lastName}}}`; `user` comes only the first time a person signs in.
 * - google (Google Identity Services): `{credential}` (an ID token); `{id_token}` is accepted too.
 *
 * The ID token is verified against the provider's published keys (server/accounts/jwt.ts,
 * identityProviders.ts); then the customer is the one already linked to that provider account, or
 * an existing customer with the same verified email (now linked), or a new member. A link is a
 * customer_identities row: what is_apple_connected / is_google_connected report
 * (`connectedProviders`). The spec's messages: 'Insufficient data from Apple to log you in. Access
 * to your Name and Email address are required.', 'Apple Signin Token has expired', 'Unknown
 * response from Google.'.
 */
import { sql, type Kysely } from 'kysely';
import { CUSTOMER_STATUS } from '@api/customerStatus';
import type { Database } from '../db/schema';
import type { ActionContext, RequestFields } from '../protocol/context';
import { nestedField } from '../protocol/fields';
import { MESSAGES } from '../protocol/messages';
import { linkNeedsPasswordMessage } from '@domain/serverPhrases';
import { isValidEmail } from '@domain/email';
import { singleLine } from '@domain/singleLine';
import type { IdentityProviders, ThirdPartyMethod } from './identityProviders';
import { verifyIdToken, type IdTokenClaims } from './jwt';

export type { ThirdPartyMethod } from './identityProviders';

export type ThirdPartyCustomer = { id: number; name: string; email: string; status: number };

export type ThirdPartySignIn =
  | {
      ok: true;
      customer: ThirdPartyCustomer;
      /** A new member was created by this sign-in. */
      created: boolean;
      /** The provider account was linked to the customer by this sign-in. */
      linked: boolean;
    }
  | { ok: false; message: string };

/** What a third-party sign-in needs from the action's context. */
export type ThirdPartyContext = Pick<ActionContext, 'db' | 'brand' | 'now' | 'log'> & {
  identity?: IdentityProviders | null;
  /** The caller's session: a signed-in customer may link their own account. */
  session?: ActionContext['session'];
};

const failed = (method: ThirdPartyMethod) =>
  method === 'apple' ? MESSAGES.appleSignInFailed : MESSAGES.googleSignInFailed;

const PROVIDER_NAMES = { apple: 'Apple', google: 'Google' } as const;

/** A string field as one line (a name from the page cannot carry controls). */
const text = (value: unknown) => (typeof value === 'string' ? singleLine(value) : '');

function tokenOf(method: ThirdPartyMethod, payload: Record<string, unknown> | null): string {
  if (!payload) return '';
  if (method === 'google') return text(payload.credential) || text(payload.id_token);
  const authorization = payload.authorization;
  const fromAuthorization =
    typeof authorization === 'object' && authorization !== null && 'id_token' in authorization
      ? text(authorization.id_token)
      : '';
  return fromAuthorization || text(payload.id_token) || text(payload.identityToken);
}

/** Apple's first-sign-in `user.name`, as one name. */
function appleName(payload: Record<string, unknown> | null): string {
  const user = payload?.user;
  if (typeof user !== 'object' || user === null || !('name' in user)) return '';
  const name = user.name;
  if (typeof name !== 'object' || name === null) return '';
  const parts = [
    'firstName' in name ? text(name.firstName) : '',
    'lastName' in name ? text(name.lastName) : '',
  ];
  return parts.filter(Boolean).join(' ').slice(0, 100);
}

const emailVerified = (claims: IdTokenClaims) =>
  claims.email_verified === true || claims.email_verified === 'true';

export async function signInWithThirdParty(
  ctx: ThirdPartyContext,
  method: ThirdPartyMethod,
  fields: RequestFields,
): Promise<ThirdPartySignIn> {
  const identity = ctx.identity;
  const endpoints = identity?.endpoints(ctx.brand.code, method) ?? null;
  if (!identity || !endpoints) return { ok: false, message: failed(method) };
  const payload = nestedField(fields, 'payload');
  const token = tokenOf(method, payload);
  if (!token)
    return {
      ok: false,
      message: method === 'google' ? MESSAGES.googleUnknownResponse : failed(method),
    };

  let keys;
  try {
    keys = await identity.keysFor(endpoints, token);
  } catch (error) {
    ctx.log.warn({ err: error, method }, 'identity provider keys unavailable');
    return { ok: false, message: failed(method) };
  }
  const checked = verifyIdToken(token, {
    keys,
    issuers: endpoints.issuers,
    audience: endpoints.audience,
    now: ctx.now,
  });
  if (!checked.ok) {
    ctx.log.info({ method, reason: checked.reason }, 'third-party token refused');
    return {
      ok: false,
      message:
        checked.reason === 'expired' && method === 'apple'
          ? MESSAGES.appleTokenExpired
          : failed(method),
    };
  }
  const { claims } = checked;
  const email = text(claims.email).toLowerCase();
  if (email !== '' && !isValidEmail(email)) return { ok: false, message: failed(method) };
  const insufficient =
    method === 'apple' ? MESSAGES.appleInsufficientData : MESSAGES.googleUnknownResponse;
  const name =
    method === 'apple'
      ? appleName(payload)
      : text(claims.name) ||
        [text(claims.given_name), text(claims.family_name)].filter(Boolean).join(' ') ||
        'Google User';

  return ctx.db.transaction().execute(async (trx) => {
    // One sign-in per provider account at a time: two first sign-ins must not make two customers.
    await sql`select pg_advisory_xact_lock(hashtext(${`${ctx.brand.id}:${method}:${claims.sub}`}))`.execute(
      trx,
    );
    const linked = await trx
      .selectFrom('customer_identities')
      .innerJoin('customers', 'customers.id', 'customer_identities.customer_id')
      .select(['customers.id', 'customers.name', 'customers.email', 'customers.status'])
      .where('customer_identities.brand_id', '=', ctx.brand.id)
      .where('customer_identities.provider', '=', method)
      .where('customer_identities.subject', '=', claims.sub)
      .executeTakeFirst();
    if (linked) return { ok: true, customer: linked, created: false, linked: false };

    if (email === '') return { ok: false, message: insufficient };
    const existing = await trx
      .selectFrom('customers')
      .select(['id', 'name', 'email', 'status', 'email_verified_at'])
      .where('brand_id', '=', ctx.brand.id)
      .where(sql<string>`lower(email)`, '=', email)
      .where('status', '=', CUSTOMER_STATUS.member)
      .orderBy('id')
      .executeTakeFirst();
    if (existing) {
      // Linking takes over an account: only on an address the provider vouches for, and only to
      // an account whose email was proved or that is signing in itself: anyone can sign up with
      // someone else's email, and its password would then open the Google sign-in.
      if (!emailVerified(claims)) return { ok: false, message: failed(method) };
      const ownSession = ctx.session?.customerId === existing.id;
      if (existing.email_verified_at === null && !ownSession)
        return { ok: false, message: linkNeedsPasswordMessage(PROVIDER_NAMES[method]) };
      if (existing.email_verified_at === null)
        await trx
          .updateTable('customers')
          .set({ email_verified_at: ctx.now })
          .where('id', '=', existing.id)
          .execute();
      const taken = await trx
        .selectFrom('customer_identities')
        .select('id')
        .where('customer_id', '=', existing.id)
        .where('provider', '=', method)
        .executeTakeFirst();
      if (taken) return { ok: false, message: failed(method) };
      await trx
        .insertInto('customer_identities')
        .values({
          brand_id: ctx.brand.id,
          customer_id: existing.id,
          provider: method,
          subject: claims.sub,
          email,
          created_at: ctx.now,
        })
        .execute();
      const { email_verified_at: _verified, ...customer } = existing;
      return { ok: true, customer, created: false, linked: true };
    }

    if (name === '') return { ok: false, message: insufficient };
    const customer = await trx
      .insertInto('customers')
      .values({
        brand_id: ctx.brand.id,
        name,
        email,
        status: CUSTOMER_STATUS.member,
        password_hash: null,
        email_verified_at: emailVerified(claims) ? ctx.now : null,
      })
      .returning(['id', 'name', 'email', 'status'])
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('customer_identities')
      .values({
        brand_id: ctx.brand.id,
        customer_id: customer.id,
        provider: method,
        subject: claims.sub,
        email,
        created_at: ctx.now,
      })
      .execute();
    return { ok: true, customer, created: true, linked: true };
  });
}

/** The customer's connected providers, as CustomerAccount reports them (spec 3 'Customer'). */
export async function connectedProviders(
  db: Kysely<Database>,
  customerId: number,
): Promise<{ is_apple_connected: 0 | 1; is_google_connected: 0 | 1 }> {
  const rows = await db
    .selectFrom('customer_identities')
    .select('provider')
    .where('customer_id', '=', customerId)
    .execute();
  const has = (provider: ThirdPartyMethod) =>
    rows.some((row) => row.provider === provider) ? (1 as const) : (0 as const);
  return { is_apple_connected: has('apple'), is_google_connected: has('google') };
}
