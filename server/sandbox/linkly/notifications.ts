/**
 * Linkly's async notifications (../shared/linkly-cloud.md §2.4, §2.5, §2.6): a purchase POSTed
 * with `?async=true` and `Notification: {Uri, AuthorizationHeader}` is answered 202 at once, and
 * the pad POSTs each of its events to `Uri` (its `{{sessionId}}` and `{{type}}` filled in), with
 * `Authorization: <AuthorizationHeader>` and the body `{sessionId, responseType, response}`:
 * a `display` per prompt, then a `receipt`, then the final `transaction`.
 *
 * Linkly requires https; the simulator also takes http to a loopback host, where the reference
 * server runs in development and tests. Events of one purchase are sent one after another, in the
 * pad's order; one that fails is not sent again (the POS recovers the result with GET transaction).
 */
import { field, text } from './caseless';
import type { NotifyTarget } from './sessions';

export type NotificationType = 'display' | 'receipt' | 'transaction';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** The request's Notification, or null when it has none or its Uri is not one Linkly would call. */
export function notifyTargetOf(body: unknown): NotifyTarget | null {
  const notification = field(body, 'Notification');
  const uri = text(notification, 'Uri');
  const authorization = text(notification, 'AuthorizationHeader');
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return null;
  }
  const secure =
    url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.has(url.hostname));
  if (!secure || uri.length > 2000 || authorization.length > 2000) return null;
  return { uri, authorization };
}

/** The Uri with its placeholders filled in (any case, as the samples write `{{sessionid}}`). */
export function notificationUrl(uri: string, sessionId: string, type: NotificationType): string {
  return uri.replace(/\{\{sessionid\}\}/gi, sessionId).replace(/\{\{type\}\}/gi, type);
}

export type Notifier = {
  /** Queues one event of a purchase behind the ones already queued for it. */
  send(target: NotifyTarget, sessionId: string, type: NotificationType, event: object): void;
  /** Resolves once every queued event has been sent (or failed). */
  idle(): Promise<void>;
};

export function createNotifier(deps: {
  fetch: typeof fetch;
  onFailure: (type: NotificationType, reason: string) => void;
}): Notifier {
  const queues = new Map<string, Promise<void>>();

  async function deliver(
    target: NotifyTarget,
    sessionId: string,
    type: NotificationType,
    event: object,
  ) {
    try {
      const response = await deps.fetch(notificationUrl(target.uri, sessionId, type), {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: target.authorization },
        body: JSON.stringify({ sessionId, ...event }),
        signal: AbortSignal.timeout(15_000),
      });
      await response.arrayBuffer();
      if (!response.ok) deps.onFailure(type, `HTTP ${response.status}`);
    } catch (error) {
      deps.onFailure(type, error instanceof Error ? error.name : 'error');
    }
  }

  return {
    send(target, sessionId, type, event) {
      const before = queues.get(sessionId) ?? Promise.resolve();
      const next = before.then(() => deliver(target, sessionId, type, event));
      queues.set(sessionId, next);
      void next.then(() => {
        if (queues.get(sessionId) === next) queues.delete(sessionId);
      });
    },
    async idle() {
      while (queues.size > 0) await Promise.all([...queues.values()]);
    },
  };
}
