/**
 * The outbox: cart changes the customer made, kept in Dexie until the server accepts them, and
 * sent one at a time in the order they were made (ARCHITECTURE 'the worker owns the outbox').
 *
 * Exactly once: every row carries the request_id it was created with, and a resend (after a
 * time-out, a crash mid-call or a reconnect) reuses it, so the server answers a repeat with its
 * first answer and changes nothing. Rows are never rebuilt from the page.
 *
 * Nothing lost: a transient failure (no answer, 5xx, an unreadable page, the server's 'Error,
 * please try again') keeps the row and tries again after a capped, jittered backoff; a definite
 * refusal marks the row failed with the server's phrase, toasts it, and moves on to the rows behind
 * it; the customer retries or removes a failed row from the pending list. A row belongs to the
 * session generation it was made in: it is sent only under it and its answer applied only while it
 * is still current; when its session ends it fails with 'Session expired' instead of being replayed
 * as somebody else.
 *
 * Rows of other actions (the staff board's status moves) go through the same queue, in the same
 * order, under the same rules, by the RowSender registered for their action.
 *
 * One sender per device: each tab runs its own worker, so draining holds the Web Lock
 * 'docket-outbox' (navigator.locks). A second tab's drain waits for the first and then finds the
 * rows already gone. Without Web Locks (Node tests) the drain runs unguarded.
 */
import type { Table } from 'dexie';
import type { ManageCartRequest, ManageCartResponse } from '@/api/manageCart';
import type { OutboxRow } from '@worker/db/rows';
import { deliveryVerdict, refusalText, retryDelayMs, waitingRows } from '@/domain/outboxDelivery';
import { fail, ok, type Failure, type Result } from '@/domain/result';
import type { WorkerContext } from '@worker/context';
import { createLogger } from '@worker/log';
import { ERROR_TOAST_MS } from '@worker/messages';
import type { LockManagerLike } from '@worker/protocol/locks';
import { currentGeneration } from '@worker/session/sessionGeneration';
import { applyCartAnswer } from './applyCartAnswer';
import { takeCartTicket } from './cartAnswerOrder';

export type { LockManagerLike } from '@worker/protocol/locks';

const log = createLogger('outbox');

export const OUTBOX_LOCK = 'docket-outbox';

/** What became of one queued change. */
export type OutboxOutcome =
  | { state: 'sent'; answer: ManageCartResponse | null }
  | { state: 'queued' }
  | { state: 'refused'; error: Failure };

/**
 * How rows of one action other than ManageCart are sent and their answers applied. `apply` runs
 * inside the outbox's transaction over `tables` (besides outbox and appState), after the row is
 * deleted, and only while the row's session generation is current.
 */
export type RowSender = {
  send(row: OutboxRow, options: { generation: number }): Promise<Result<unknown>>;
  apply(answer: unknown, row: OutboxRow): Promise<void>;
  tables: Table[];
};

export type OutboxDeps = {
  /** Web Locks; null drains unguarded (Node tests). */
  locks?: LockManagerLike | null;
  /** Jitter source for retry waits, in [0, 1). */
  random?: () => number;
  /**
   * Loads the worker area that registers the sender for `action`, for a row queued in an earlier
   * session before that area ran in this one (areas load on their first call).
   */
  loadSender?: (action: string) => Promise<void>;
};

/** Senders by action, registered after the outbox is made (worker/api.ts). */
export type OutboxSenders = Map<string, RowSender>;

export type NewOutboxRow = Omit<
  OutboxRow,
  'id' | 'status' | 'attempts' | 'lastError' | 'createdAt' | 'generation'
>;

type Waiter = (outcome: OutboxOutcome) => void;
type Step = 'next' | 'stop';

const rowGeneration = (row: OutboxRow) => row.generation ?? 0;
const staleSession = (message: string): Failure => ({ code: 'stale-session', message });

export function createOutbox(ctx: WorkerContext, deps: OutboxDeps = {}) {
  const locks = deps.locks ?? null;
  const random = deps.random ?? Math.random;
  const senders: OutboxSenders = new Map();
  const waiters = new Map<string, Waiter[]>();
  let draining: Promise<void> | null = null;
  let again: Promise<void> | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  /** Transient failures in a row; the next wait grows with it, and a success resets it. */
  let failures = 0;

  function settle(requestId: string, outcome: OutboxOutcome) {
    const list = waiters.get(requestId);
    if (list === undefined) return;
    waiters.delete(requestId);
    for (const resolve of list) resolve(outcome);
  }

  /** Rows still on their way: failed rows wait for the customer, not the network. */
  async function pendingCount(): Promise<number> {
    return waitingRows(await ctx.db.outbox.toArray()).length;
  }

  async function announce() {
    ctx.events.emit('outbox-changed', { pending: await pendingCount() });
  }

  function scheduleRetry() {
    if (retryTimer !== null) return;
    failures += 1;
    retryTimer = setTimeout(
      () => {
        retryTimer = null;
        void drain();
      },
      retryDelayMs(failures, random()),
    );
  }

  /**
   * Marks a row failed. A page still waiting on the row (an add made online) is answered and
   * shows the refusal itself, so that row goes; one the customer already saw 'queued' stays for
   * Retry or Remove, and is toasted unless the caller toasts once for several.
   */
  async function refuse(row: OutboxRow, error: Failure, toast = true): Promise<void> {
    const text = refusalText(error);
    log.warn(`'${row.label ?? row.action}' refused: ${error.message}`);
    if (waiters.has(row.requestId)) {
      await ctx.db.outbox.delete(row.id!);
      settle(row.requestId, { state: 'refused', error: { code: error.code, message: text } });
      return;
    }
    await ctx.db.outbox.update(row.id!, { status: 'failed', lastError: text });
    if (toast) showToast(text);
  }

  function showToast(message: string) {
    ctx.events.emit('toast', { message, tone: 'error', durationMs: ERROR_TOAST_MS });
  }

  /** A row a kiosk reset left behind: gone without a word (its customer has walked away). */
  async function dropOrphan(row: OutboxRow): Promise<void> {
    await ctx.db.outbox.delete(row.id!);
    settle(row.requestId, { state: 'queued' });
  }

  /**
   * The row's session is over (AUTH, or it answered after the session moved on): it, and every
   * row still waiting from an ended session, fails, with one toast.
   */
  async function endSession(row: OutboxRow, error: Failure): Promise<void> {
    const current = await ctx.db.outbox.get(row.id!);
    if (current === undefined) {
      settle(row.requestId, { state: 'queued' });
      return;
    }
    if (current.orphaned) return dropOrphan(current);
    const generation = await currentGeneration(ctx.db);
    const others = await ctx.db.outbox
      .filter(
        (other) =>
          other.id !== row.id &&
          other.status !== 'failed' &&
          other.orphaned !== true &&
          rowGeneration(other) !== generation,
      )
      .toArray();
    const unseen = [current, ...others].some((r) => !waiters.has(r.requestId));
    for (const ended of [current, ...others]) await refuse(ended, error, false);
    if (unseen) showToast(refusalText(error));
  }

  /** Sends one row. 'stop' means the network is down: leave it and everything after it queued. */
  async function sendRow(row: OutboxRow): Promise<Step> {
    await ctx.db.outbox.update(row.id!, { status: 'sending', attempts: row.attempts + 1 });
    const generation = rowGeneration(row);
    if (row.action !== 'ManageCart' && !senders.has(row.action))
      await deps.loadSender?.(row.action);
    const sender = row.action === 'ManageCart' ? undefined : senders.get(row.action);
    if (row.action !== 'ManageCart' && sender === undefined) {
      await refuse(row, { code: 'invalid-request', message: `Nothing sends '${row.action}'` });
      return 'next';
    }
    const request = { ...row.payload, request_id: row.requestId } as unknown as ManageCartRequest;
    const ticket = sender ? null : await takeCartTicket(ctx.db);
    const answer = sender
      ? await sender.send(row, { generation })
      : await ctx.protocol.call('ManageCart', request, { generation });
    if (answer.ok) {
      const applied = await ctx.db.transaction(
        'rw',
        [ctx.db.outbox, ctx.db.cart, ctx.db.appState, ...(sender?.tables ?? [])],
        async () => {
          // A reset while the call was out (kiosk, sign-out) took the row's session with it.
          const current = await ctx.db.outbox.get(row.id!);
          if (current === undefined || current.orphaned) return false;
          if ((await currentGeneration(ctx.db)) !== generation) return false;
          await ctx.db.outbox.delete(row.id!);
          // The change is made either way; only an older order than the stored one is dropped.
          if (sender) await sender.apply(answer.data, row);
          else if (ticket !== null)
            await applyCartAnswer(ctx, row.slug ?? '', answer.data as ManageCartResponse, ticket);
          return true;
        },
      );
      failures = 0;
      if (applied)
        settle(row.requestId, {
          state: 'sent',
          answer: sender ? null : (answer.data as ManageCartResponse),
        });
      else await endSession(row, staleSession('The session ended while it was sent'));
      return 'next';
    }
    const { error } = answer;
    const current = await ctx.db.outbox.get(row.id!);
    if (current === undefined || current.orphaned) {
      if (current !== undefined) await dropOrphan(current);
      else settle(row.requestId, { state: 'queued' });
      return 'next';
    }
    switch (deliveryVerdict(error)) {
      case 'retry':
        await ctx.db.outbox.update(row.id!, { status: 'pending', lastError: error.message });
        log.info(`'${row.label ?? row.action}' held: ${error.message}`);
        settle(row.requestId, { state: 'queued' });
        return 'stop';
      case 'session-ended':
        await endSession(row, error);
        return 'next';
      case 'refused':
        await refuse(row, error);
        return 'next';
    }
  }

  async function drainOnce(): Promise<void> {
    for (;;) {
      const generation = await currentGeneration(ctx.db);
      const rows = await ctx.db.outbox.orderBy('id').toArray();
      const next = rows.find((row) => row.status !== 'failed');
      if (next === undefined) {
        failures = 0;
        return;
      }
      let step: Step = 'next';
      if (next.orphaned) await dropOrphan(next);
      else if (rowGeneration(next) !== generation) {
        await endSession(next, staleSession('Its session has ended'));
      } else step = await sendRow(next);
      await announce();
      if (step === 'stop') {
        scheduleRetry();
        return;
      }
    }
  }

  async function pass(): Promise<void> {
    if (retryTimer !== null) clearTimeout(retryTimer);
    retryTimer = null;
    try {
      await (locks === null ? drainOnce() : locks.request(OUTBOX_LOCK, drainOnce));
    } catch (error) {
      log.error('drain failed', error);
      scheduleRetry();
    }
    // Rows another tab sent while this one waited for the lock: their waiters learn it here.
    for (const requestId of [...waiters.keys()]) {
      const row = await ctx.db.outbox.where('requestId').equals(requestId).first();
      if (row === undefined) settle(requestId, { state: 'sent', answer: null });
      else if (row.status === 'failed') {
        settle(requestId, {
          state: 'refused',
          error: { code: 'server', message: row.lastError ?? '' },
        });
      } else settle(requestId, { state: 'queued' });
    }
  }

  /**
   * Sends every queued change, oldest first. A call made while a pass runs gets one more pass
   * after it (the network may have come back since that pass gave up); calls share passes.
   */
  function drain(): Promise<void> {
    if (draining === null) {
      draining = pass().finally(() => {
        draining = null;
      });
      return draining;
    }
    again ??= draining.then(() => {
      again = null;
      return drain();
    });
    return again;
  }

  /**
   * Stores a ManageCart change under the current session generation and starts sending. Resolves
   * once the row is stored, with its outcome to come: 'sent' or 'refused' once the server has
   * answered, or 'queued' as soon as it is known to wait for the network.
   */
  async function submit(row: NewOutboxRow): Promise<{ outcome: Promise<OutboxOutcome> }> {
    const kept = await ctx.db.transaction('rw', [ctx.db.outbox, ctx.db.appState], async () => {
      // The same change asked for twice (one gesture whose call arrived twice) is one row.
      const same = await ctx.db.outbox.where('requestId').equals(row.requestId).first();
      if (same !== undefined) return same;
      await ctx.db.outbox.add({
        ...row,
        createdAt: ctx.now(),
        status: 'pending',
        attempts: 0,
        lastError: null,
        generation: await currentGeneration(ctx.db),
      });
      return null;
    });
    if (kept?.status === 'failed') {
      const error = { code: 'server' as const, message: kept.lastError ?? '' };
      return { outcome: Promise.resolve({ state: 'refused', error }) };
    }
    if (kept === null) await announce();
    const outcome = new Promise<OutboxOutcome>((resolve) => {
      const list = waiters.get(row.requestId) ?? [];
      list.push(resolve);
      waiters.set(row.requestId, list);
    });
    void drain();
    return { outcome };
  }

  /** Queues a change and resolves with its outcome (see submit). */
  async function enqueue(row: NewOutboxRow): Promise<OutboxOutcome> {
    return (await submit(row)).outcome;
  }

  /** Retry on a failed row: it goes again, as the session the device holds now. */
  async function retry(id: number): Promise<boolean> {
    const found = await ctx.db.transaction('rw', [ctx.db.outbox, ctx.db.appState], async () => {
      const row = await ctx.db.outbox.get(id);
      if (row === undefined || row.status !== 'failed') return false;
      await ctx.db.outbox.update(id, {
        status: 'pending',
        attempts: 0,
        lastError: null,
        generation: await currentGeneration(ctx.db),
      });
      return true;
    });
    if (!found) return false;
    await announce();
    failures = 0;
    void drain();
    return true;
  }

  /** Remove on a failed row: the customer gives the change up. */
  async function remove(id: number): Promise<boolean> {
    const row = await ctx.db.outbox.get(id);
    if (row === undefined || row.status !== 'failed') return false;
    await ctx.db.outbox.delete(id);
    await announce();
    return true;
  }

  /** Registers how rows of `action` are sent (call before any such row is queued). */
  function register(action: string, sender: RowSender): void {
    senders.set(action, sender);
  }

  return { submit, enqueue, drain, retry, remove, pendingCount, register };
}

export type Outbox = ReturnType<typeof createOutbox>;

/** A queued change's outcome as a Result for the page: queued counts as success. */
export function outcomeResult(
  outcome: OutboxOutcome,
): Result<{ state: 'sent' | 'queued'; answer: ManageCartResponse | null }> {
  if (outcome.state === 'refused') return fail(outcome.error.code, outcome.error.message);
  return ok(outcome.state === 'sent' ? outcome : { state: 'queued', answer: null });
}
