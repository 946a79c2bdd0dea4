/**
 * The outbox: cart changes the customer made, kept in Dexie until the server accepts them, and
 * sent one at a time in the order they were made (ARCHITECTURE 'the worker owns the outbox').
 *
 * Exactly once: every row carries the request_id it was created with, and a resend (after a
 * time-out, a crash mid-call or a reconnect) reuses it, so the server answers a repeat with its
 * first answer and changes nothing. Rows are never rebuilt from the page.
 *
 * One sender per device: each tab runs its own worker, so draining holds the Web Lock
 * 'docket-outbox' (navigator.locks). A second tab's drain waits for the first and then finds the
 * rows already gone. Without Web Locks (Node tests) the drain runs unguarded.
 */
import type { ManageCartRequest, ManageCartResponse } from '@/api/manageCart';
import type { OutboxRow } from '@worker/db/rows';
import { fail, ok, type Failure, type Result } from '@/domain/result';
import type { WorkerContext } from '@worker/context';
import { createLogger } from '@worker/log';
import { applyCartAnswer } from './applyCartAnswer';

const log = createLogger('outbox');

/** Retry a queue held up by the network after 2 s, doubling to at most 30 s. */
const RETRY_FIRST_MS = 2_000;
const RETRY_MAX_MS = 30_000;
/** An AUTH answer resets the customer; the change is retried as the new guest up to this often. */
const AUTH_RETRIES = 2;

export type LockManagerLike = {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
};

/** What became of one queued change. */
export type OutboxOutcome =
  | { state: 'sent'; answer: ManageCartResponse | null }
  | { state: 'queued' }
  | { state: 'refused'; error: Failure };

export type OutboxDeps = { locks?: LockManagerLike | null };

type Waiter = (outcome: OutboxOutcome) => void;

function defaultLocks(): LockManagerLike | null {
  const nav = (globalThis as { navigator?: { locks?: LockManagerLike } }).navigator;
  return nav?.locks ?? null;
}

export function createOutbox(ctx: WorkerContext, deps: OutboxDeps = {}) {
  const locks = deps.locks === undefined ? defaultLocks() : deps.locks;
  const waiters = new Map<string, Waiter[]>();
  let draining: Promise<void> | null = null;
  let again: Promise<void> | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let retryDelay = RETRY_FIRST_MS;

  function settle(requestId: string, outcome: OutboxOutcome) {
    const list = waiters.get(requestId);
    if (list === undefined) return;
    waiters.delete(requestId);
    for (const resolve of list) resolve(outcome);
  }

  async function pendingCount(): Promise<number> {
    return ctx.db.outbox.count();
  }

  async function announce() {
    ctx.events.emit('outbox-changed', { pending: await pendingCount() });
  }

  function scheduleRetry() {
    if (retryTimer !== null) return;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      void drain();
    }, retryDelay);
    retryDelay = Math.min(retryDelay * 2, RETRY_MAX_MS);
  }

  /** Sends one row. 'stop' means the network is down: leave it and everything after it queued. */
  async function sendRow(row: OutboxRow): Promise<'next' | 'stop'> {
    await ctx.db.outbox.update(row.id!, { status: 'sending', attempts: row.attempts + 1 });
    const request = { ...row.payload, request_id: row.requestId } as unknown as ManageCartRequest;
    const answer = await ctx.protocol.call('ManageCart', request);
    if (answer.ok) {
      await ctx.db.transaction('rw', [ctx.db.outbox, ctx.db.cart, ctx.db.appState], async () => {
        await ctx.db.outbox.delete(row.id!);
        await applyCartAnswer(ctx, row.slug ?? '', answer.data);
      });
      settle(row.requestId, { state: 'sent', answer: answer.data });
      return 'next';
    }
    const { error } = answer;
    const retryable =
      error.code === 'network' || (error.code === 'auth' && row.attempts < AUTH_RETRIES);
    if (retryable) {
      await ctx.db.outbox.update(row.id!, { status: 'pending', lastError: error.message });
      log.info(`'${row.label ?? row.action}' held: ${error.message}`);
      settle(row.requestId, { state: 'queued' });
      return error.code === 'network' ? 'stop' : 'next';
    }
    // The server refused the change itself (e.g. an item that left the menu): it will never be
    // accepted, so it leaves the queue and the customer is told.
    await ctx.db.outbox.delete(row.id!);
    log.warn(`'${row.label ?? row.action}' refused: ${error.message}`);
    settle(row.requestId, { state: 'refused', error });
    return 'next';
  }

  async function drainOnce(): Promise<void> {
    for (;;) {
      const row = await ctx.db.outbox.orderBy('id').first();
      if (row === undefined) {
        retryDelay = RETRY_FIRST_MS;
        return;
      }
      const step = await sendRow(row);
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
      await (locks === null ? drainOnce() : locks.request('docket-outbox', drainOnce));
    } catch (error) {
      log.error('drain failed', error);
      scheduleRetry();
    }
    // Rows another tab sent while this one waited for the lock: their waiters learn it here.
    for (const requestId of [...waiters.keys()]) {
      const row = await ctx.db.outbox.where('requestId').equals(requestId).first();
      settle(requestId, row === undefined ? { state: 'sent', answer: null } : { state: 'queued' });
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
   * Queues a ManageCart change and starts sending. Resolves once the server has answered it
   * ('sent' or 'refused'), or as soon as it is known to wait for the network ('queued').
   */
  async function enqueue(
    row: Omit<OutboxRow, 'id' | 'status' | 'attempts' | 'lastError' | 'createdAt'>,
  ): Promise<OutboxOutcome> {
    await ctx.db.outbox.add({
      ...row,
      createdAt: ctx.now(),
      status: 'pending',
      attempts: 0,
      lastError: null,
    });
    await announce();
    const outcome = new Promise<OutboxOutcome>((resolve) => {
      const list = waiters.get(row.requestId) ?? [];
      list.push(resolve);
      waiters.set(row.requestId, list);
    });
    void drain();
    return outcome;
  }

  return { enqueue, drain, pendingCount };
}

export type Outbox = ReturnType<typeof createOutbox>;

/** A queued change's outcome as a Result for the page: queued counts as success. */
export function outcomeResult(
  outcome: OutboxOutcome,
): Result<{ state: 'sent' | 'queued'; answer: ManageCartResponse | null }> {
  if (outcome.state === 'refused') return fail(outcome.error.code, outcome.error.message);
  return ok(outcome.state === 'sent' ? outcome : { state: 'queued', answer: null });
}
