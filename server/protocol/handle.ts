/**
 * One API call, from decoded fields to the envelope (spec 1 §7): the app token picks the brand,
 * the SID is resolved and slid, the Upgrade signal is worked out, then the common fields are checked
 * and the RequestAction runs. Every answer once the brand is known carries a SID.
 */
import type { PushSettings } from '../push/endpoints';
import type { IdentityProviders } from '../accounts/identityProviders';
import type { DeviceCookieJar } from '../accounts/deviceCookies';
import type { MoveListeners } from '../orders/status';
import type { LinklyTerminal } from '../payments/linkly';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { API_VERSION, RESPONSE_CODES, type Upgrade } from '@api/envelope';
import { actions, isRequestAction } from '../actions/index';
import type { Database } from '../db/schema';
import type { Catalogue } from '../menu/catalogue';
import type { ActionContext, Payments, RequestFields } from './context';
import { createHotReads, type BrandEntry, type HotReads, type HotStamp } from './hotReads';
import { MESSAGES } from './messages';
import { checkRequestFields } from './requestGuard';
import { resolveSession, type StoredSession } from './session';
import { upgradeFor } from './upgrade';

export type ApiEnvelope = {
  ResponseCode: string;
  Response: unknown;
  SID?: string;
  Upgrade?: Upgrade;
};

/**
 * The envelope and the HTTP status it goes with: 200 for every answer of the protocol, 503 when an
 * unexpected failure stopped the call. A 503 changed nothing (a change's transaction rolled back,
 * its request id was not kept), so the client may send the same request again.
 */
export type ApiAnswer = { status: 200 | 503; envelope: ApiEnvelope };

export type ApiDeps = {
  db: Kysely<Database>;
  catalogue: Catalogue;
  now: () => Date;
  /** Brand and session memory (server/protocol/hotReads.ts); a fresh one when absent. */
  hot?: HotReads;
  /** createServer's payments option. */
  payments?: Payments | null;
  /** createServer's push option: the push sandbox's origins. */
  push?: PushSettings;
  /** createServer's identity providers (Apple and Google sign-in). */
  identity?: IdentityProviders;
  /** Push, told of status moves; the live channel hears them from the database. */
  orders?: MoveListeners;
  /** createServer's Linkly (server/payments/linkly.ts), which confirms terminal payments. */
  terminal?: LinklyTerminal;
};

const fallbackHot = new WeakMap<ApiDeps, HotReads>();

function hotReadsOf(deps: ApiDeps): HotReads {
  if (deps.hot) return deps.hot;
  let hot = fallbackHot.get(deps);
  if (!hot) {
    hot = createHotReads();
    fallbackHot.set(deps, hot);
  }
  return hot;
}

/**
 * Brand, release and stored session: from memory when warm, else in one read that fills it.
 * undefined: no brand has this app token.
 */
async function readBrandAndSession(
  db: Kysely<Database>,
  hot: HotReads,
  appToken: string,
  sid: string | undefined,
  at: number,
  stamp: HotStamp,
): Promise<(BrandEntry & { stored: StoredSession | null }) | undefined> {
  const warmBrand = hot.brand(appToken, at);
  const warmSession = warmBrand && sid ? hot.session(warmBrand.brand.id, sid, at) : null;
  if (warmBrand && warmSession !== undefined) return { ...warmBrand, stored: warmSession };

  const row = await db
    .selectFrom('brands')
    .leftJoin('app_releases', 'app_releases.brand_id', 'brands.id')
    .leftJoin('sessions', (join) =>
      join.onRef('sessions.brand_id', '=', 'brands.id').on('sessions.sid', '=', sid ?? ''),
    )
    .selectAll('brands')
    .select([
      'app_releases.latest_version',
      'app_releases.minimum_version',
      'app_releases.link',
      'sessions.customer_id as session_customer_id',
      'sessions.expires_at as session_expires_at',
      'sessions.remember as session_remember',
    ])
    .where('brands.app_token', '=', appToken)
    .executeTakeFirst();
  if (!row) return undefined;
  const {
    latest_version,
    minimum_version,
    link,
    session_customer_id,
    session_expires_at,
    session_remember,
    ...brand
  } = row;
  const release =
    latest_version !== null && minimum_version !== null && link !== null
      ? { latest_version, minimum_version, link }
      : null;
  const stored =
    session_customer_id !== null && session_expires_at !== null
      ? {
          customerId: session_customer_id,
          expiresAt: session_expires_at,
          remember: session_remember !== false,
        }
      : null;
  hot.rememberBrand(appToken, { brand, release }, at, stamp);
  // Only sessions that exist are remembered: an unknown SID gets a new one anyway.
  if (sid && stored) hot.rememberSession(brand.id, sid, stored, at, stamp);
  return { brand, release, stored };
}

/** What the HTTP layer knows about the caller besides the body. */
export type CallerMeta = {
  address?: string;
  /** The rate limits (server/http/rateLimits.ts): null to go on, or the message to answer. */
  limit?: (fields: RequestFields) => Promise<string | null>;
  /** Before the call makes a new session: null to go on, or the message. */
  limitNewSession?: () => Promise<string | null>;
  /** The device cookie presented, and where a sign-in puts the one to set. */
  device?: DeviceCookieJar;
};

export async function handleApiCall(
  deps: ApiDeps,
  fields: RequestFields,
  log: FastifyBaseLogger,
  meta: CallerMeta = {},
): Promise<ApiAnswer> {
  try {
    return await answerCall(deps, fields, log, meta);
  } catch (error) {
    // Before the session is known (the database is away): no SID to give.
    log.error({ err: error }, 'call failed');
    return { status: 503, envelope: failure(MESSAGES.serverError) };
  }
}

async function answerCall(
  deps: ApiDeps,
  fields: RequestFields,
  log: FastifyBaseLogger,
  meta: CallerMeta,
): Promise<ApiAnswer> {
  const { db } = deps;
  // A malformed call is refused before anything is read, written or remembered for it.
  const malformed = checkRequestFields(fields);
  if (malformed) return answer(failure(malformed.message));
  const limited = meta.limit ? await meta.limit(fields) : null;
  if (limited !== null) return answer(failure(limited));
  const now = deps.now();
  const sid = fields.sid || undefined;
  const hot = hotReadsOf(deps);
  // Taken before anything is read: a change announced after it keeps this call's reads out of memory.
  const stamp = hot.stamp();
  // Brand, release and stored session: the hot path's only read, skipped when warm.
  const found = await readBrandAndSession(
    db,
    hot,
    fields.app_token ?? '',
    sid,
    now.getTime(),
    stamp,
  );
  if (!found) return answer(failure(MESSAGES.invalidAppToken));
  const { brand, release, stored } = found;
  const upgrade = upgradeFor(release, fields.app_version);
  // A call no action will run makes no session: it answers with the caller's own, if it has one.
  const named = fields.RequestAction ?? '';
  const action = isRequestAction(named) ? named : null;
  const refusal =
    fields.api_version !== API_VERSION
      ? MESSAGES.unsupportedApiVersion
      : action === null
        ? MESSAGES.unknownRequestAction
        : null;
  if (refusal !== null || action === null) {
    const held = sid && stored && stored.expiresAt > now ? sid : undefined;
    return answer({
      ResponseCode: 'ERROR',
      Response: [refusal ?? MESSAGES.unknownRequestAction],
      ...(held ? { SID: held } : {}),
      ...(upgrade ? { Upgrade: upgrade } : {}),
    });
  }
  const makesSession = !sid || !stored || stored.expiresAt <= now;
  const tooMany = makesSession && meta.limitNewSession ? await meta.limitNewSession() : null;
  if (tooMany !== null)
    return answer({
      ResponseCode: 'ERROR',
      Response: [tooMany],
      ...(upgrade ? { Upgrade: upgrade } : {}),
    });
  const session = await resolveSession(db, brand, sid, stored, now, hot, stamp);
  const envelope = (ResponseCode: string, Response: unknown, sid = session.sid): ApiEnvelope => ({
    ResponseCode,
    Response,
    SID: sid,
    ...(upgrade ? { Upgrade: upgrade } : {}),
  });

  if (session.customerSessionExpired)
    return answer(envelope(RESPONSE_CODES.auth, [MESSAGES.sessionExpired]));

  const ctx: ActionContext = {
    db,
    brand,
    session: { sid: session.sid, customerId: session.customerId },
    now,
    log: log.child({ action, brand: brand.code }),
    catalogue: deps.catalogue,
    hot,
    payments: deps.payments ?? null,
    ...(deps.push ? { push: deps.push } : {}),
    ...(deps.identity ? { identity: deps.identity } : {}),
    ...(deps.orders ? { orders: deps.orders } : {}),
    ...(deps.terminal ? { terminal: deps.terminal } : {}),
    address: meta.address ?? '',
    ...(meta.device ? { device: meta.device } : {}),
  };
  try {
    const result = await actions[action](ctx, fields);
    return answer(
      result.ok
        ? envelope(RESPONSE_CODES.success, result.data, result.sid)
        : envelope(result.code ?? 'ERROR', [result.message]),
    );
  } catch (error) {
    ctx.log.error({ err: error }, 'action failed');
    return { status: 503, envelope: envelope('ERROR', [MESSAGES.serverError]) };
  }
}

function answer(envelope: ApiEnvelope): ApiAnswer {
  return { status: 200, envelope };
}

function failure(message: string): ApiEnvelope {
  return { ResponseCode: 'ERROR', Response: [message] };
}
