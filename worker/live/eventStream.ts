/**
 * The live channel's client: server-sent events read from a POST
 * (server/http/orderEventStreams.ts), so the SID goes in the body as on every call and never in a
 * URL. fetch streams in a dedicated worker and in Node, where EventSource is not (tests run it
 * in-process).
 *
 * It reconnects after a dropped stream or a failed connect (every `retryMs`, 2 s as the server's
 * `retry:` says) until closed; each (re)connection's `open` event lets the caller reload what it
 * shows, since changes made while it was away were not heard. 401, 403 and 404 stop it for good
 * (no session, not staff, not the caller's order).
 */
import { createLogger } from '@worker/log';

const log = createLogger('live');

export const STREAM_RETRY_MS = 2_000;

export type StreamEvent = { event: string; data: unknown };

export type EventStreamDeps = { fetch: typeof fetch; retryMs?: number };

export type EventStreamInput = {
  url: string;
  /** The body of each connect; null stops the stream (no session to send). */
  body: () => Promise<URLSearchParams | null>;
  onEvent: (event: StreamEvent) => void;
  /** The stream ended for good (401, 403, 404, or no session). */
  onStop?: (reason: string) => void;
};

export type EventStream = { close(): void };

/** Splits complete `\n\n`-ended blocks off `buffer`; returns the events and what is left. */
export function parseEventBlocks(buffer: string): { events: StreamEvent[]; rest: string } {
  const events: StreamEvent[] = [];
  let rest = buffer.replace(/\r\n/g, '\n');
  for (let end = rest.indexOf('\n\n'); end >= 0; end = rest.indexOf('\n\n')) {
    const block = rest.slice(0, end);
    rest = rest.slice(end + 2);
    let name = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith('event:')) name = line.slice(6).trim();
      else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
    }
    if (data.length === 0) continue;
    try {
      events.push({ event: name, data: JSON.parse(data.join('\n')) as unknown });
    } catch {
      log.warn(`unreadable '${name}' event`);
    }
  }
  return { events, rest };
}

export function openEventStream(deps: EventStreamDeps, input: EventStreamInput): EventStream {
  const retryMs = deps.retryMs ?? STREAM_RETRY_MS;
  const controller = new AbortController();
  let closed = false;
  let wake: (() => void) | null = null;

  const pause = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, retryMs);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  function stop(reason: string) {
    if (closed) return;
    closed = true;
    input.onStop?.(reason);
  }

  async function readOnce(): Promise<void> {
    const body = await input.body();
    if (body === null) return stop('no session');
    const response = await deps.fetch(input.url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
      signal: controller.signal,
      credentials: 'omit',
      cache: 'no-store',
    });
    if ([401, 403, 404].includes(response.status)) {
      await response.body?.cancel();
      return stop(`HTTP ${response.status}`);
    }
    if (!response.ok || response.body === null) {
      await response.body?.cancel();
      return;
    }
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    while (!closed) {
      const { value, done } = await reader.read();
      if (done) return;
      const parsed = parseEventBlocks(buffer + value);
      buffer = parsed.rest;
      for (const event of parsed.events) if (!closed) input.onEvent(event);
    }
    await reader.cancel();
  }

  void (async () => {
    while (!closed) {
      try {
        await readOnce();
      } catch (error) {
        if (closed) return;
        log.info(`stream dropped: ${error instanceof Error ? error.message : String(error)}`);
      }
      if (!closed) await pause();
    }
  })();

  return {
    close() {
      closed = true;
      controller.abort();
      wake?.();
    },
  };
}

/** The body every stream sends: the app token and the device's SID; null without a session. */
export async function streamBody(
  appToken: string,
  readSid: () => Promise<string | null>,
): Promise<URLSearchParams | null> {
  const sid = await readSid();
  return sid === null ? null : new URLSearchParams({ app_token: appToken, sid });
}

/** '/api' + 'orders/1/events' → '/api/orders/1/events' on the worker's origin. */
export function apiUrl(apiBaseUrl: string, origin: string, path: string): string {
  const base = new URL(apiBaseUrl, origin);
  base.pathname = `${base.pathname.replace(/\/+$/, '')}/${path}`;
  base.search = '';
  return base.toString();
}
