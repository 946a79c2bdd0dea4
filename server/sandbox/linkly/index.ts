/**
 * The Linkly Cloud simulator, part of the payment sandbox (server/sandbox/app.ts) on its own origin.
 * It serves Linkly's public v1 API under two prefixes standing for Linkly's two hosts:
 *
 *   <sandbox>/linkly/auth  ≙ https://auth.sandbox.cloud.pceftpos.com      (pairing, tokens)
 *   <sandbox>/linkly/rest  ≙ https://rest.pos.sandbox.cloud.pceftpos.com  (sessions/…)
 *
 * so the worker's one client talks to it or to Linkly by base URL alone. Requests are read without
 * regard to key case; answers are camelCase. The page's worker calls it directly (as Linkly's own
 * React POS does), so the app's origins get CORS. Tests drive it through /__linkly/* (script.ts,
 * and the pad's clock: padClock.ts).
 *
 * A purchase runs on the pad's clock (timeline.ts), not on how often it is asked about. Every
 * request first brings the pad up to its clock's time, and a timer does between requests. A 202
 * (to the sync POST or the recovery GET) says only 'not finished': like Linkly's, it carries no
 * display text. The pad's prompts reach a POS only as async notifications (notifications.ts).
 * Secrets, tokens and passwords are never logged (the sandbox logs no bodies, and no headers).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { text, requestOf, field } from './caseless';
import { createNotifier, notifyTargetOf } from './notifications';
import { createPadClock } from './padClock';
import { createPadRegistry, DEMO_PAD, type SimulatedPad } from './pads';
import { registerControls } from './controls';
import { createScript, type RequestKind, type ResponseStep } from './script';
import { otherAnswer } from './otherAnswers';
import {
  createSessions,
  displayEvent,
  receiptEvent,
  sessionKey,
  transactionAnswer,
  type PadEvent,
  type SimTransaction,
} from './sessions';

export { DEMO_PAD, TEST_PAD, type PadCredentials, type SimulatedPad } from './pads';
export type { LinklyScript, ResponseStep, TransactionStep } from './script';
export { PAD_TIMEOUT_MS } from './timeline';
export { TIMEOUT_RESULT } from './sessions';

type Timers = {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: never) => void;
};

export type LinklySimulatorOptions = {
  /** The app's origins: the only pages allowed to call it (CORS). Shared with the sandbox. */
  appOrigins: readonly string[];
  now: () => Date;
  /** The pads it knows; the demo pad when not given. */
  pads?: readonly SimulatedPad[];
  tokenLifeSeconds?: number;
  /** How the pad sends async notifications (global fetch when not given). */
  fetch?: typeof fetch;
  /** The timer that brings the pad up to time between requests (the global one when not given). */
  timers?: Timers;
};

/** A session as GET /__linkly/transactions lists it. */
export type LinklyTransaction = Pick<
  SimTransaction,
  'sessionId' | 'txnRef' | 'amountCents' | 'state' | 'charged' | 'txnType' | 'createdAt'
>;

export type LinklySimulator = {
  transactions(): LinklyTransaction[];
  script: ReturnType<typeof createScript>;
  pads: ReturnType<typeof createPadRegistry>;
  /** The pad's clock: `advance` moves it on and runs what falls due; `hold` stops it passing. */
  clock: { now(): number; advance(ms: number): void; hold(): void; release(): void };
  /** Resolves once every notification the pad has queued has been sent. */
  notificationsSent(): Promise<void>;
  reset(): void;
};

const OPERATIONS = new Set([
  'transaction',
  'status',
  'logon',
  'settlement',
  'reprintreceipt',
  'sendkey',
]);

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const isAsync = (query: unknown) =>
  String((query as Record<string, unknown> | null)?.async ?? '').toLowerCase() === 'true';

export function registerLinklySimulator(
  app: FastifyInstance,
  options: LinklySimulatorOptions,
): LinklySimulator {
  const nowMs = () => options.now().getTime();
  const pads = createPadRegistry({
    pads: options.pads ?? [DEMO_PAD],
    now: nowMs,
    ...(options.tokenLifeSeconds ? { tokenLifeSeconds: options.tokenLifeSeconds } : {}),
  });
  const sessions = createSessions({ now: options.now });
  const script = createScript();
  const clock = createPadClock(nowMs);
  const timers: Timers = options.timers ?? globalThis;
  const notifier = createNotifier({
    fetch: options.fetch ?? ((input, init) => fetch(input, init)),
    onFailure: (type, reason) => app.log.warn(`linkly notification '${type}' failed: ${reason}`),
  });
  let timer: unknown = null;

  /** What the pad did, sent to the purchase's notification Uri when it gave one. */
  function publish(txn: SimTransaction, events: PadEvent[]) {
    const target = txn.notify;
    if (target === null) return;
    for (const event of events) {
      if (event.kind === 'display') {
        notifier.send(target, txn.sessionId, 'display', displayEvent(event.text));
      } else {
        notifier.send(target, txn.sessionId, 'receipt', receiptEvent(txn));
        notifier.send(target, txn.sessionId, 'transaction', transactionAnswer(txn, options.now()));
      }
    }
  }

  /** Brings every purchase up to the pad's time, then sets the timer for the next step due. */
  function tick() {
    const at = clock.now();
    let next: number | null = null;
    for (const txn of sessions.list()) {
      publish(txn, sessions.advance(txn, at));
      const due = sessions.nextAt(txn);
      if (due !== null && (next === null || due < next)) next = due;
    }
    if (timer !== null) timers.clearTimeout(timer as never);
    timer = null;
    // A held clock moves only when a test advances it, which ticks.
    if (next === null || clock.held()) return;
    const handle = timers.setTimeout(tick, Math.max(0, next - at));
    (handle as { unref?: () => void } | null)?.unref?.();
    timer = handle;
  }
  app.addHook('onClose', async () => {
    if (timer !== null) timers.clearTimeout(timer as never);
    timer = null;
  });

  const cors = (request: FastifyRequest, reply: FastifyReply) => {
    const origin = request.headers.origin ?? '';
    if (options.appOrigins.includes(origin)) {
      reply.header('access-control-allow-origin', origin).header('vary', 'origin');
    }
  };

  /**
   * Runs one API request under the script: a scripted status answers (after its delay) without
   * processing; otherwise `work` runs at once (the pad acts) and its answer is sent, late or
   * never when scripted.
   */
  async function answer(
    request: FastifyRequest,
    reply: FastifyReply,
    kind: RequestKind,
    work: () => { status: number; body?: unknown },
  ) {
    cors(request, reply);
    reply.header('cache-control', 'no-store');
    const step: ResponseStep | null = script.takeResponse(kind);
    if (step?.http !== undefined) {
      if (step.delayMs) await wait(step.delayMs);
      return reply.code(step.http).send({});
    }
    // The pad acts on arrival; only the answer is late (a status check meanwhile finds the session).
    tick();
    const result = work();
    if (step?.delayMs) await wait(step.delayMs);
    if (step?.drop) {
      reply.hijack();
      reply.raw.destroy();
      return reply;
    }
    if (result.body === undefined) return reply.code(result.status).send();
    return reply.code(result.status).send(result.body);
  }

  app.options('/linkly/*', async (request, reply) => {
    if (!options.appOrigins.includes(request.headers.origin ?? '')) return reply.code(403).send();
    cors(request, reply);
    return reply
      .header('access-control-allow-methods', 'GET, POST')
      .header('access-control-allow-headers', 'authorization, content-type')
      .header('access-control-max-age', '600')
      .code(204)
      .send();
  });

  app.post('/linkly/auth/v1/pairing/cloudpos', (request, reply) =>
    answer(request, reply, 'pair', () => {
      const secret = pads.pair({
        username: text(request.body, 'username'),
        password: text(request.body, 'password'),
        pairCode: text(request.body, 'pairCode'),
      });
      // Linkly answers a bad or lapsed pair code with 401 and an empty body.
      return secret === null ? { status: 401 } : { status: 200, body: { secret } };
    }),
  );

  app.post('/linkly/auth/v1/tokens/cloudpos', (request, reply) =>
    answer(request, reply, 'token', () => {
      const issued = pads.token(text(request.body, 'secret'));
      return issued === null ? { status: 401 } : { status: 200, body: issued };
    }),
  );

  app.route<{ Params: { sessionId: string; operation: string } }>({
    method: ['GET', 'POST'],
    url: '/linkly/rest/v1/sessions/:sessionId/:operation',
    handler: async (request, reply) => {
      const { operation } = request.params;
      const isGet = request.method === 'GET';
      if (!OPERATIONS.has(operation) || (isGet && operation !== 'transaction')) {
        cors(request, reply);
        return reply.code(404).send({});
      }
      const kind: RequestKind = isGet ? 'transaction-status' : (operation as RequestKind);
      return answer(request, reply, kind, () => {
        const pad = pads.authorise(request.headers.authorization);
        if (pad === null) return { status: 401, body: {} };
        const key = sessionKey(request.params.sessionId);
        if (key === null) return { status: 400, body: { message: 'Invalid sessionId' } };
        if (isGet) return statusOf(key);
        if (operation === 'transaction') {
          return purchase(key, pad, request.body, isAsync(request.query));
        }
        if (operation === 'sendkey') return sendKey(key, requestOf(request.body));
        return other(key, operation);
      });
    },
  });

  /** GET transaction: the session's result (200), still running (202), or unknown (404). */
  function statusOf(key: string) {
    const txn = sessions.transaction(key);
    if (!txn) return { status: 404, body: {} };
    return current(txn);
  }

  /** 200 with the result once the pad has finished; until then 202, with nothing more. */
  function current(txn: SimTransaction): { status: number; body?: unknown } {
    if (txn.state === 'in-progress') return { status: 202 };
    return { status: 200, body: transactionAnswer(txn, options.now()) };
  }

  function purchase(key: string, pad: string, envelope: unknown, async: boolean) {
    const known = sessions.transaction(key);
    // The same session never charges twice: a repeat answers what that session came to.
    if (known) return async ? { status: 202 } : current(known);
    if (sessions.knows(key)) return { status: 400, body: { message: 'Session already used' } };
    const notify = async ? notifyTargetOf(envelope) : null;
    if (async && notify === null) {
      return { status: 400, body: { message: 'Invalid notification Uri' } };
    }
    const body = requestOf(envelope);
    const txnType = text(body, 'TxnType');
    const txnRef = text(body, 'TxnRef');
    const amount = field(body, 'AmtPurchase');
    const amountCents =
      typeof amount === 'string' && /^\d+$/.test(amount) ? Number(amount) : amount;
    if (
      txnType.length !== 1 ||
      !/^[A-Za-z0-9]{1,16}$/.test(txnRef) ||
      typeof amountCents !== 'number' ||
      !Number.isInteger(amountCents) ||
      amountCents < 0 ||
      amountCents > 999_999_999
    ) {
      return { status: 400, body: { message: 'Invalid transaction request' } };
    }
    const behaviour = pads.behaviour(pad) ?? { amountRules: false, stepMs: 0 };
    const txn = sessions.start({
      key,
      pad,
      txnType,
      txnRef,
      amountCents,
      ...behaviour,
      step: script.takeTransaction(),
      notify,
      at: clock.now(),
    });
    tick();
    return async ? { status: 202 } : current(txn);
  }

  function sendKey(key: string, body: Record<string, unknown>) {
    const txn = sessions.transaction(key);
    if (!txn) return { status: 404, body: {} };
    if (text(body, 'Key') === '0') publish(txn, sessions.cancel(txn));
    return { status: 200, body: { responseType: 'sendkey', response: { success: true } } };
  }

  function other(key: string, operation: string) {
    const kept = sessions.other(key);
    if (kept !== undefined) return { status: 200, body: kept };
    if (sessions.knows(key)) return { status: 400, body: { message: 'Session already used' } };
    const body = otherAnswer(operation, sessions.list(), sessions.lastFinished(), options.now());
    sessions.keepOther(key, body);
    return { status: 200, body };
  }

  const list = (): LinklyTransaction[] =>
    sessions
      .list()
      .map(({ sessionId, txnRef, amountCents, state, charged, txnType, createdAt }) => ({
        sessionId,
        txnRef,
        amountCents,
        state,
        charged,
        txnType,
        createdAt,
      }));

  // Test control: scripts, the ledger, pair codes, token expiry, the pad's clock.
  registerControls(app, {
    script,
    pads,
    clock,
    transactions: () => list(),
    /** Runs what fell due and answers once its notifications were sent. */
    settle: async () => {
      tick();
      await notifier.idle();
    },
    reset: () => reset(),
  });
  function reset() {
    script.clear();
    sessions.clear();
    clock.reset();
    tick();
  }

  return {
    transactions: list,
    script,
    pads,
    clock: {
      now: clock.now,
      advance(ms) {
        clock.advance(ms);
        tick();
      },
      hold: clock.hold,
      release() {
        clock.release();
        tick();
      },
    },
    notificationsSent: () => notifier.idle(),
    reset,
  };
}
