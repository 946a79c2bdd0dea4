/**
 * What an action receives and returns. Expected failures are values: an action answers
 * `{ ok: false, message }` with the spec's phrase, and throws only for bugs.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import type { ActionResponse, RequestAction } from '@api/actions';
import type { BrandsTable, Database } from '../db/schema';
import type { Catalogue } from '../menu/catalogue';
import type { PaymentGateway } from '../payments/types';
import type { HotReads } from './hotReads';
import type { PushSettings } from '../push/endpoints';
import type { IdentityProviders } from '../accounts/identityProviders';
import type { DeviceCookieJar } from '../accounts/deviceCookies';
import type { MoveListeners } from '../orders/status';
import type { LinklyTerminal } from '../payments/linkly';

/** The decoded form body: one string per field (the first, when a field repeats). */
export type RequestFields = Readonly<Record<string, string>>;

export type BrandRow = Selectable<BrandsTable>;

export type SessionInfo = { sid: string; customerId: number };

export type ActionContext = {
  db: Kysely<Database>;
  brand: BrandRow;
  session: SessionInfo;
  /** The request's clock reading; actions never read the clock themselves. */
  now: Date;
  log: FastifyBaseLogger;
  catalogue: Catalogue;
  /** In-process memory of hot reads (server/protocol/hotReads.ts). */
  hot: HotReads;
  /** createServer's payments; null when none was given (card methods then fail). */
  payments: Payments | null;
  /** Where push endpoints may point besides the real push services (server/push/endpoints.ts). */
  push?: PushSettings;
  /** Apple and Google sign-in: the providers' (or the identity sandbox's) issuers and keys. */
  identity?: IdentityProviders;
  /** The caller's network address (per-address sign-in limits); '' when unknown. */
  address?: string;
  /** The signed device cookie presented, and the one a sign-in sets. */
  device?: DeviceCookieJar;
  /**
   * Who a status move tells once committed (staff part): the push notifier. The live
   * channel (server/orders/orderEmitter.ts) hears placed orders and moves from the database.
   */
  orders?: MoveListeners;
  /** Linkly, asked to confirm a terminal purchase before its order is placed. */
  terminal?: LinklyTerminal;
};

/** The payment gateway and the payment sandbox's origin ('' for a real provider). */
export type Payments = { gateway: PaymentGateway; sandboxOrigin: string };

export type ActionFailureCode = 'ERROR' | 'AUTH';

/**
 * `sid`: the session the answer hands over instead of the caller's (sign-in and sign-out issue a
 * new one; server/accounts/sessions.ts).
 */
export type ActionResult<T> =
  { ok: true; data: T; sid?: string } | { ok: false; code?: ActionFailureCode; message: string };

export type ActionHandler<A extends RequestAction> = (
  ctx: ActionContext,
  fields: RequestFields,
) => Promise<ActionResult<ActionResponse<A>>>;

export type ActionHandlers = { [A in RequestAction]: ActionHandler<A> };

export function succeed<T>(data: T, sid?: string): ActionResult<T> {
  return sid === undefined ? { ok: true, data } : { ok: true, data, sid };
}

export function fail<T = never>(
  message: string,
  code: ActionFailureCode = 'ERROR',
): ActionResult<T> {
  return { ok: false, code, message };
}
