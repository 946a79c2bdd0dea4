/**
 * The protocol client: one form-encoded POST per RequestAction to the brand's API base (spec 1 §7).
 * It adds the common fields, keeps the SID, reports AUTH and Upgrade to its owner, and turns every
 * outcome into a Result. fetch, the clock, storage and locks are injected so it runs in Node tests.
 *
 * One session per device: while no SID is stored, calls take the Web Lock
 * 'docket-session' one at a time, across tabs, so the first answer's SID is the one every later
 * call sends; an answer's SID is stored only if the call was sent with the SID and generation
 * still stored when it answers.
 */
import type { ActionRequests, ActionResponse, RequestAction } from '@/api/actions';
import { envelopeSchema, type Upgrade } from '@/api/envelope';
import { fail, ok, type Result } from '@/domain/result';
import { describeIssues, interpretEnvelope } from './interpretEnvelope';
import { commonFields, requestBody, type ProtocolBrand } from './requestBody';
import { inProcessLocks, type LockManagerLike } from './locks';
import { responseSchema } from './responseSchemas';
import type { RequestTimers } from './requestTimers';
import type { SessionSnapshot, SessionStore } from './sessionStore';

/** A request that has not answered after this long is abandoned as a network error. */
export const REQUEST_TIMEOUT_MS = 15_000;

export type ProtocolClientDeps = {
  brand: ProtocolBrand;
  /** Resolves a relative apiBaseUrl: the worker passes self.location.origin, tests the server's URL. */
  origin: string;
  fetch: typeof fetch;
  now: () => number;
  sessionStore: SessionStore;
  /**
   * Called after an AUTH answer, before the call returns; resets the held customer. When the reset
   * has told the customer already (a member's 'Session expired, sign in to try again'), it gives
   * those words and the call's failure carries them instead of the server's, so a caller that
   * toasts its failure shows the same toast (ToastHost keeps one per message), not a second one.
   */
  onAuthReset: () => Promise<string | null | void> | string | null | void;
  /** Called whenever an answer carries Upgrade. */
  onUpgrade: (upgrade: Upgrade) => Promise<void> | void;
  timeoutMs?: number;
  /** The time-out's timers; the global ones unless the worker passes its own (requestTimers.ts). */
  timers?: RequestTimers;
  /** navigator.locks in the worker; an in-process lock where there is none (Node). */
  locks?: LockManagerLike | null;
};

/** A call made for work that belongs to one session generation (an outbox row). */
export type CallOptions = { generation?: number };

/** The Web Lock held while a call runs without a stored SID (the one that creates the session). */
export const SESSION_LOCK = 'docket-session';

export type ProtocolClient = {
  call<A extends RequestAction>(
    action: A,
    payload: ActionRequests[A],
    options?: CallOptions,
  ): Promise<Result<ActionResponse<A>>>;
  /**
   * The body of an answer to a call the page sent itself (index.html's first Merchant call,
   * scripts/firstLoadBoot.ts): handled exactly as call handles its own answers.
   */
  receive<A extends RequestAction>(action: A, text: string): Promise<Result<ActionResponse<A>>>;
};

export function createProtocolClient(deps: ProtocolClientDeps): ProtocolClient {
  const endpoint = new URL(deps.brand.apiBaseUrl, deps.origin);
  const timeoutMs = deps.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const timers: RequestTimers = deps.timers ?? globalThis;
  const locks = deps.locks ?? inProcessLocks();

  /** The SID a call sends: the stored one unless it has lapsed. */
  function liveSid(snapshot: SessionSnapshot, now: number): string | null {
    const stored = snapshot.session;
    return stored !== undefined && stored.expiresAt > now ? stored.sid : null;
  }

  async function post(body: URLSearchParams): Promise<Result<unknown>> {
    const controller = new AbortController();
    const timer = timers.setTimeout(() => controller.abort(), timeoutMs);
    try {
      const response = await deps.fetch(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body,
        signal: controller.signal,
        credentials: 'omit',
      });
      if (!response.ok) {
        // 408, 429 and 5xx say 'try later', and so does a 404: the endpoint is not there (a
        // captive portal, a proxy, a deploy in progress), which says nothing of the request.
        // So do a redirect fetch did not follow (3xx) and 401/407, a sign-in the app never makes:
        // a captive portal or a proxy stands in the way, and the server never answers those.
        // Any other 4xx refuses the request itself, and sending it again will not help.
        const later =
          response.status < 400 ||
          [401, 404, 407, 408, 429].includes(response.status) ||
          response.status >= 500;
        return later
          ? fail('network', `Network error: HTTP ${response.status}`)
          : fail('rejected', `Request refused: HTTP ${response.status}`);
      }
      try {
        const data: unknown = await response.json();
        return ok(data);
      } catch (error) {
        if (controller.signal.aborted) throw error;
        return fail('invalid-response', 'Unexpected answer: not JSON');
      }
    } catch (error) {
      if (controller.signal.aborted) {
        return fail('network', `Network error: no answer within ${timeoutMs / 1000} s`);
      }
      return fail(
        'network',
        `Network error: ${error instanceof Error ? error.message : String(error)}`,
      );
    } finally {
      timers.clearTimeout(timer as never);
    }
  }

  /** Keeps the SID, reports Upgrade and AUTH, and checks the data against the action's schema. */
  async function settle<A extends RequestAction>(
    action: A,
    data: unknown,
    sent: { sid: string | null; generation: number },
  ): Promise<Result<ActionResponse<A>>> {
    const envelope = envelopeSchema.safeParse(data);
    if (!envelope.success) {
      return fail('invalid-response', `Unexpected answer: ${describeIssues(envelope.error)}`);
    }
    const { SID, Upgrade } = envelope.data;
    // Every answer re-arms the session (spec 1 §7: stored for 20160 minutes from this answer),
    // unless the device has moved to another session since the call was sent.
    if (SID !== undefined && SID !== '') {
      await deps.sessionStore.writeIfUnchanged(sent, {
        sid: SID,
        expiresAt: deps.now() + deps.brand.sessionMinutes * 60_000,
      });
    }
    if (Upgrade !== undefined) await deps.onUpgrade(Upgrade);

    const result = interpretEnvelope(envelope.data, await responseSchema(action));
    if (!result.ok && result.error.code === 'auth') {
      const told = await deps.onAuthReset();
      if (typeof told === 'string') return fail('auth', told);
    }
    return result;
  }

  async function send<A extends RequestAction>(
    action: A,
    payload: ActionRequests[A],
    snapshot: SessionSnapshot,
  ): Promise<Result<ActionResponse<A>>> {
    const sentAt = deps.now();
    const sid = liveSid(snapshot, sentAt);
    const body = requestBody({
      action,
      payload,
      common: commonFields({ brand: deps.brand, sid, now: sentAt }),
    });
    const raw = await post(body);
    if (!raw.ok) return raw;
    // A lapsed SID was not sent, but it is still what the store holds: compare with that.
    const stored = snapshot.session?.sid ?? null;
    return settle(action, raw.data, { sid: stored, generation: snapshot.generation });
  }

  function staleFor(options: CallOptions | undefined, snapshot: SessionSnapshot): boolean {
    return options?.generation !== undefined && options.generation !== snapshot.generation;
  }

  const staleSession = () => fail('stale-session', 'The session this call was made for has ended');

  return {
    async call(action, payload, options) {
      const first = await deps.sessionStore.snapshot();
      if (staleFor(options, first)) return staleSession();
      if (liveSid(first, deps.now()) !== null) return send(action, payload, first);
      // No session yet: one call at a time creates it, the others then send its SID.
      return locks.request(SESSION_LOCK, async () => {
        const again = await deps.sessionStore.snapshot();
        if (staleFor(options, again)) return staleSession();
        return send(action, payload, again);
      });
    },

    async receive(action, text) {
      // The page's own first call went without a SID (it runs only when none is known).
      const snapshot = await deps.sessionStore.snapshot();
      let data: unknown;
      try {
        data = JSON.parse(text);
      } catch {
        return fail('invalid-response', 'Unexpected answer: not JSON');
      }
      return settle(action, data, { sid: null, generation: snapshot.generation });
    },
  };
}
