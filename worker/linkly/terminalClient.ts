/**
 * The Linkly Cloud client (spec 2 §4.4, §7 'Terminal service calls'; spec 3 §4): pairing, the
 * token kept and refreshed, and each POS API request, every one under the status rules of
 * src/domain/terminalPolicy.ts. A request other than a status check or a cancel gets a new session
 * id; status checks and cancel reuse the transaction's. Waits run on the injected timers.
 */
import { fail, ok, type Result } from '@/domain/result';
import { TOKEN_REQUEST_FAILED } from '@/domain/terminalMessages';
import { tokenNeedsRefresh, tokenRequestAction, type StatusAction } from '@/domain/terminalPolicy';
import type { DocketDatabase } from '@worker/db/database';
import { createLogger } from '@worker/log';
import type { HostResolver } from './linklyHosts';
import { createLinklyHttp, type LinklyAnswer, type Timers } from './linklyHttp';
import { dropToken, readPinpad, writePinpad } from './pinpadStore';
import type { PadNotification } from './terminalPrompts';

const log = createLogger('linkly');

/** Docket as a Linkly POS product (posVendorId is fixed per product, linkly-cloud.md §2.3). */
export const POS_NAME = 'Docket';
export const POS_VERSION = '3.1.23';
export const POS_VENDOR_ID = '6f1d2c3b-8e4a-4f57-9b0c-1d2e3f4a5b6c';

/** A purchase may block on the pad; Linkly's samples wait up to 3 minutes before recovering. */
export const PURCHASE_TIMEOUT_MS = 180_000;
export const REQUEST_TIMEOUT_MS = 15_000;

export type TerminalClientDeps = {
  db: DocketDatabase;
  hosts: HostResolver;
  fetch: typeof fetch;
  now: () => number;
  timers: Timers;
  /** New session ids and POS ids (UUID v4). */
  newId: () => string;
};

export type PosOperation =
  'transaction' | 'status' | 'logon' | 'settlement' | 'reprintreceipt' | 'sendkey';

export type TerminalClient = ReturnType<typeof createTerminalClient>;

export function createTerminalClient(deps: TerminalClientDeps) {
  const http = createLinklyHttp({ fetch: deps.fetch, timers: deps.timers });
  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      deps.timers.setTimeout(resolve, ms);
    });

  /** Runs `attempt` again while `rule` says retry, waiting as it says. */
  async function withRetries(
    attempt: () => Promise<LinklyAnswer>,
    rule: (status: number, retriesDone: number) => StatusAction,
  ): Promise<{ answer: LinklyAnswer; action: StatusAction }> {
    for (let retries = 0; ; retries += 1) {
      const answer = await attempt();
      const action = rule(answer.status, retries);
      if (action.kind !== 'retry') return { answer, action };
      await wait(action.delayMs);
    }
  }

  async function hostsOrNull() {
    return deps.hosts();
  }

  /** POST {auth}/v1/tokens/cloudpos for this secret, 408 retried once (spec 2 §4.4). */
  async function requestToken(
    secret: string,
    posId: string,
  ): Promise<Result<{ token: string; expiresAt: number }, 'token'> & { answer?: LinklyAnswer }> {
    const hosts = await hostsOrNull();
    if (hosts === null) return fail('token', TOKEN_REQUEST_FAILED);
    const { answer, action } = await withRetries(
      () =>
        http.send({
          method: 'POST',
          url: `${hosts.auth}/v1/tokens/cloudpos`,
          body: {
            secret,
            posName: POS_NAME,
            posVersion: POS_VERSION,
            posId,
            posVendorId: POS_VENDOR_ID,
          },
          timeoutMs: REQUEST_TIMEOUT_MS,
        }),
      tokenRequestAction,
    );
    const token = answer.body?.token;
    const expirySeconds = Number(answer.body?.expiryseconds);
    if (action.kind !== 'done' || typeof token !== 'string' || !(expirySeconds > 0)) {
      log.warn(`token request failed: ${answer.status}`);
      return { ...fail('token', TOKEN_REQUEST_FAILED), answer };
    }
    return { ...ok({ token, expiresAt: deps.now() + expirySeconds * 1000 }), answer };
  }

  /**
   * A token good for more than 5 minutes: the stored one, or a new one asked for with the
   * stored secret. 'not-paired' without a secret.
   */
  async function ensureToken(): Promise<Result<string, 'token' | 'not-paired'>> {
    const pad = await readPinpad(deps.db);
    if (pad === null || pad.secret === '') return fail('not-paired', 'Not paired');
    const current = pad.token === '' ? null : { expiresAt: pad.tokenExpiresAt };
    if (!tokenNeedsRefresh(current, deps.now())) return ok(pad.token);
    const issued = await requestToken(pad.secret, pad.posId);
    if (!issued.ok) return fail('token', issued.error.message);
    await writePinpad(deps.db, {
      ...pad,
      token: issued.data.token,
      tokenExpiresAt: issued.data.expiresAt,
    });
    return ok(issued.data.token);
  }

  /**
   * One POS API request on `sessionId`, with a fresh token. 401 drops the token, so the next
   * request asks for a new one (as Linkly's SDK does). With a `notification`, the request goes
   * async (`?async=true`, linkly-cloud.md §2.4, §2.5): Linkly answers 202 and POSTs the pad's
   * events there.
   */
  async function pos(input: {
    method: 'GET' | 'POST';
    sessionId: string;
    operation: PosOperation;
    request?: Record<string, unknown>;
    notification?: PadNotification | null;
    timeoutMs?: number;
  }): Promise<Result<LinklyAnswer, 'token' | 'not-paired' | 'unavailable'>> {
    const hosts = await hostsOrNull();
    if (hosts === null) return fail('unavailable', 'Linkly is not reachable');
    const token = await ensureToken();
    if (!token.ok) return token;
    const notify = input.notification ?? null;
    const body =
      input.request === undefined
        ? undefined
        : notify === null
          ? { Request: input.request }
          : {
              Request: input.request,
              Notification: { Uri: notify.uri, AuthorizationHeader: notify.authorizationHeader },
            };
    const answer = await http.send({
      method: input.method,
      url: `${hosts.rest}/v1/sessions/${input.sessionId}/${input.operation}?async=${notify !== null}`,
      ...(body === undefined ? {} : { body }),
      token: token.data,
      timeoutMs: input.timeoutMs ?? REQUEST_TIMEOUT_MS,
    });
    if (answer.status === 401) await dropToken(deps.db);
    return ok(answer);
  }

  return {
    hosts: hostsOrNull,
    wait,
    withRetries,
    requestToken,
    ensureToken,
    pos,

    /** POST {auth}/v1/pairing/cloudpos: the pad's secret for these credentials. */
    async pair(input: { username: string; password: string; pairCode: string }) {
      const hosts = await hostsOrNull();
      if (hosts === null) return null;
      return http.send({
        method: 'POST',
        url: `${hosts.auth}/v1/pairing/cloudpos`,
        body: input,
        timeoutMs: REQUEST_TIMEOUT_MS,
      });
    },
  };
}
