/**
 * A stand-in for Linkly Cloud answering each kind of request from its own queue of replies (a
 * status, a status with a body, or 'no-answer'), recording every request with the (fake) time it
 * was made. Unscripted requests succeed. For the client's unit tests; the real simulator
 * (server/sandbox/linkly/) backs the end-to-end and randomised suites.
 */
export type Reply = number | { status: number; body?: unknown } | 'no-answer';

export type LinklyRequest = {
  kind:
    | 'pair'
    | 'token'
    | 'purchase'
    | 'status'
    | 'pinpad-status'
    | 'reprint'
    | 'settlement'
    | 'sendkey';
  method: string;
  sessionId: string;
  at: number;
  /** `?async=true`: sent with a Notification. */
  async: boolean;
  authorization: string;
  body: unknown;
};

export const HOSTS = { auth: 'https://auth.linkly.test', rest: 'https://rest.linkly.test' };

const transaction = (success: boolean, text: string) => ({
  responseType: 'transaction',
  response: { success, responseCode: success ? '00' : '51', responseText: text.padEnd(20) },
});

const DEFAULT_BODIES: Record<LinklyRequest['kind'], (status: number) => unknown> = {
  pair: () => ({ secret: 'the-secret' }),
  token: () => ({ token: `token-${Math.random().toString(36).slice(2)}`, expirySeconds: 3600 }),
  // A 202 says only 'not finished': Linkly sends what the pad shows as async notifications.
  purchase: (status) => (status === 202 ? undefined : transaction(true, 'APPROVED')),
  status: (status) => (status === 202 ? undefined : transaction(true, 'APPROVED')),
  'pinpad-status': () => ({ responseType: 'status', response: { success: true } }),
  reprint: () => ({ response: { success: true, receiptText: ['CUSTOMER COPY'] } }),
  settlement: () => ({ response: { success: true, settlementData: '0001' } }),
  sendkey: () => ({}),
};

export const approved = { status: 200, body: transaction(true, 'APPROVED') };
export const declined = { status: 200, body: transaction(false, 'DECLINED') };

export function linklyFake(script: Partial<Record<LinklyRequest['kind'], Reply[]>> = {}) {
  const queues = new Map(Object.entries(script).map(([kind, replies]) => [kind, [...replies]]));
  const requests: LinklyRequest[] = [];
  const hooks: { beforeAnswer: ((request: LinklyRequest) => Promise<void>) | null } = {
    beforeAnswer: null,
  };

  function kindOf(url: URL, method: string): LinklyRequest['kind'] {
    if (url.pathname.endsWith('/pairing/cloudpos')) return 'pair';
    if (url.pathname.endsWith('/tokens/cloudpos')) return 'token';
    const operation = url.pathname.split('/').at(-1);
    if (operation === 'transaction') return method === 'GET' ? 'status' : 'purchase';
    if (operation === 'status') return 'pinpad-status';
    if (operation === 'reprintreceipt') return 'reprint';
    if (operation === 'settlement') return 'settlement';
    return 'sendkey';
  }

  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(String(input));
    const method = init?.method ?? 'GET';
    // Not Linkly: the app's terminal channel (worker/linkly/terminalPrompts.ts) is not here.
    if (!String(input).startsWith(HOSTS.auth) && !String(input).startsWith(HOSTS.rest)) {
      return new Response(null, { status: 404 });
    }
    const kind = kindOf(url, method);
    const headers = new Headers(init?.headers);
    const request: LinklyRequest = {
      kind,
      method,
      sessionId: url.pathname.split('/sessions/')[1]?.split('/')[0] ?? '',
      at: Date.now(),
      async: url.searchParams.get('async') === 'true',
      authorization: headers.get('authorization') ?? '',
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    requests.push(request);
    await hooks.beforeAnswer?.(request);
    const reply = queues.get(kind)?.shift() ?? 200;
    if (reply === 'no-answer') throw new TypeError('fetch failed');
    const status = typeof reply === 'number' ? reply : reply.status;
    const body = typeof reply === 'number' ? DEFAULT_BODIES[kind](status) : reply.body;
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  };

  return {
    fetch,
    requests,
    /** Runs before each answer (a test reads the database as the request arrives). */
    hooks,
    of: (kind: LinklyRequest['kind']) => requests.filter((request) => request.kind === kind),
    /** Adds replies for a kind of request. */
    then(kind: LinklyRequest['kind'], ...replies: Reply[]) {
      queues.set(kind, [...(queues.get(kind) ?? []), ...replies]);
    },
  };
}
