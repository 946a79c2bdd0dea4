/**
 * The wire between the worker, the reference server and the payment sandbox, in-process: each
 * request is handed to the Fastify app of its origin with `inject`. It counts the requests being
 * processed, so the fake clock (drive.ts) never moves while real work is under way.
 */
import type { FastifyInstance } from 'fastify';

export type Origins = Record<string, FastifyInstance>;

export function inProcessNetwork(origins: Origins) {
  const state = { inflight: 0 };

  const send: typeof fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const app = origins[url.origin];
    if (app === undefined) throw new TypeError(`fetch failed: nothing at ${url.origin}`);
    const body = init?.body;
    const form = body instanceof URLSearchParams ? body : null;
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, key) => {
      headers[key] = value;
    });
    if (form) headers['content-type'] = 'application/x-www-form-urlencoded';
    state.inflight += 1;
    let answer;
    try {
      answer = await app.inject({
        method: (init?.method ?? 'GET') as 'GET' | 'POST',
        url: url.pathname + url.search,
        headers,
        ...(body === undefined || body === null
          ? {}
          : { payload: form ? form.toString() : String(body) }),
      });
    } catch {
      throw new TypeError('fetch failed: connection dropped');
    } finally {
      state.inflight -= 1;
    }
    const empty = answer.statusCode === 204 || answer.body === '';
    return new Response(empty ? null : answer.body, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
    });
  };

  return { send, state };
}

export type InProcessNetwork = ReturnType<typeof inProcessNetwork>;
