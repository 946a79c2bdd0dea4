/**
 * The fault proxy: a fetch between one worker instance and the network that does, to each
 * mutating call, the fault its schedule draws (faultKinds.ts). Every fault happens for real: the
 * server does or does not process the request, and the worker sees what a browser would.
 */
import { mutatingCallOf, type FaultKind, type MutatingCall } from './faultKinds';

/** One page's life: a reload ends it, and whatever it still waits for never answers. */
export type PageLife = { dead: boolean };
/** The device's link: a cut takes it down until the journey brings it back. */
export type Link = { online: boolean };

export type FaultProxyDeps = {
  send: typeof fetch;
  page: PageLife;
  link: Link;
  /** The fault for this call, drawn from the schedule (and noted in it). */
  draw: (call: MutatingCall) => FaultKind;
};

const networkError = (why: string) => new TypeError(`fetch failed: ${why}`);
const never = () => new Promise<Response>(() => undefined);

/** Resolves never; rejects as fetch does once the caller's signal aborts (its time-out fired). */
function afterAbort(signal: AbortSignal | null | undefined): Promise<Response> {
  if (!signal) throw new Error('late-answer needs the caller to time out: the call has no signal');
  return new Promise((_resolve, reject) => {
    const abort = () => reject(new DOMException('The operation was aborted.', 'AbortError'));
    if (signal.aborted) abort();
    else signal.addEventListener('abort', abort, { once: true });
  });
}

export function faultProxy(deps: FaultProxyDeps): typeof fetch {
  const { page, link } = deps;
  return async (input, init) => {
    if (page.dead) return never();
    if (!link.online) throw networkError('offline');
    const url = new URL(input instanceof Request ? input.url : String(input));
    const form = init?.body instanceof URLSearchParams ? init.body : null;
    const call = mutatingCallOf(init?.method ?? 'GET', url, form);
    const fault: FaultKind = call === null ? 'none' : deps.draw(call);
    switch (fault) {
      case 'drop-request':
        throw networkError('request dropped');
      case '500-before':
        return new Response('Internal Server Error', { status: 500 });
      case 'reload-unsent':
        page.dead = true;
        return never();
      default:
        break;
    }
    const answer = await deps.send(input, init);
    switch (fault) {
      case 'drop-answer':
        throw networkError('answer dropped');
      case '500-after':
        return new Response('Internal Server Error', { status: 500 });
      case 'late-answer':
        return afterAbort(init?.signal);
      case 'cut':
        link.online = false;
        throw networkError('network went down');
      case 'reload-sent':
        page.dead = true;
        return never();
      default:
        // A page reloaded while the server worked: its answer has nowhere to go.
        return page.dead ? never() : answer;
    }
  };
}
