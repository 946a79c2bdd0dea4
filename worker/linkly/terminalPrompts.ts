/**
 * What the pad shows, as Linkly sends it: async notifications (../shared/linkly-cloud.md 'Where the
 * pad's prompts come from'). A browser cannot receive them, so the reference server does and
 * relays them over the worker's terminal channel (`POST <api>/terminal/events`, server-sent events,
 * server/http/terminalEvents.ts). The channel's `open` names the notification Uri and bearer the
 * purchase is sent with (`?async=true`); each `display` is one prompt of one session.
 *
 * The prompts are only shown: the purchase's result is always the one asked of Linkly (v1
 * recovery, terminalPayment.ts). A channel that does not open within OPEN_WAIT_MS (the server
 * unreachable, an old server) leaves the purchase to go sync, without prompts.
 */
import type { WorkerContext } from '@worker/context';
import {
  apiUrl,
  openEventStream,
  streamBody,
  type EventStream,
  type EventStreamDeps,
} from '@worker/live/eventStream';
import { createLogger } from '@worker/log';

const log = createLogger('terminal-prompts');

/** How long a purchase waits for the channel before it goes without prompts. */
export const OPEN_WAIT_MS = 5_000;

/** A purchase's `Notification` (linkly-cloud.md §2.5). */
export type PadNotification = { uri: string; authorizationHeader: string };

export type TerminalPrompts = ReturnType<typeof createTerminalPrompts>;

/** Session ids compare as 32 hex digits (Linkly takes both forms, §2.4). */
export const sessionHex = (id: string) => id.toLowerCase().replaceAll('-', '');

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function notificationOf(data: unknown): PadNotification | null {
  const notification = isObject(data) ? data.notification : null;
  if (!isObject(notification)) return null;
  const { uri, authorization_header: header } = notification;
  return typeof uri === 'string' && typeof header === 'string' && uri !== '' && header !== ''
    ? { uri, authorizationHeader: header }
    : null;
}

export function createTerminalPrompts(
  ctx: Pick<WorkerContext, 'db' | 'brand'>,
  deps: EventStreamDeps & { origin: string },
) {
  const listeners = new Set<(sessionId: string, text: string) => void>();
  const latest = new Map<string, string>();
  let stream: EventStream | null = null;
  /** undefined: not heard yet; null: the channel stopped for good. */
  let notification: PadNotification | null | undefined;
  let waiters: ((value: PadNotification | null) => void)[] = [];
  const readSid = async () => (await ctx.db.session.get('current'))?.sid ?? null;

  const settleWaiters = (value: PadNotification | null) => {
    const waiting = waiters;
    waiters = [];
    for (const resolve of waiting) resolve(value);
  };

  function listen() {
    stream ??= openEventStream(deps, {
      url: apiUrl(ctx.brand.apiBaseUrl, deps.origin, 'terminal/events'),
      body: () => streamBody(ctx.brand.appToken, readSid),
      onEvent: ({ event, data }) => {
        if (event === 'open') {
          notification = notificationOf(data);
          settleWaiters(notification);
        } else if (event === 'display' && isObject(data)) {
          const { session_id: sessionId, text } = data;
          if (typeof sessionId !== 'string' || typeof text !== 'string' || text === '') return;
          latest.set(sessionHex(sessionId), text);
          for (const listener of [...listeners]) listener(sessionHex(sessionId), text);
        }
      },
      onStop: (reason) => {
        log.info(`terminal channel closed (${reason})`);
        notification = null;
        settleWaiters(null);
      },
    });
  }

  return {
    /** Keeps the channel open (a payment or its recovery is under way). */
    listen,

    /**
     * The notification to send a purchase with: the channel's, once open; null when it does not
     * open within OPEN_WAIT_MS or stops.
     */
    notification(): Promise<PadNotification | null> {
      listen();
      if (notification !== undefined) return Promise.resolve(notification);
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          waiters = waiters.filter((waiter) => waiter !== settle);
          resolve(null);
        }, OPEN_WAIT_MS);
        const settle = (value: PadNotification | null) => {
          clearTimeout(timer);
          resolve(value);
        };
        waiters.push(settle);
      });
    },

    /** The last prompt heard for the session, if any. */
    latest: (sessionId: string) => latest.get(sessionHex(sessionId)) ?? null,

    /** Calls `listener` with each prompt (session id as 32 hex digits); returns the unsubscribe. */
    onPrompt(listener: (sessionId: string, text: string) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    /** Closes the channel; the next payment opens it again. */
    close() {
      stream?.close();
      stream = null;
      notification = undefined;
      latest.clear();
      settleWaiters(null);
    },
  };
}
