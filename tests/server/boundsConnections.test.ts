/**
 * Open connections are bounded: unbounded, 20,000 order-event streams from one guest session
 * take the server to its file limit, and slow request bodies stay open for minutes. Streams
 * are capped per session, per address and server-wide, every connection counts against a
 * server-wide cap answered with 503 and Retry-After, and headers, bodies and idle keep-alive
 * connections have timeouts (server/http/connectionLimits.ts). The timeouts here are short
 * settings of the server, and each test waits on the socket's own close event.
 */
import { once } from 'node:events';
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSession, insertOrder, storeOf, type Store } from './cartHelpers';
import { openEvents } from './eventStreams';
import { backends, DEMO, startServer, type TestServer } from './helpers';

/** Resolves when `socket` closes, whether or not it ended in an error (a timeout is one). */
const closed = (socket: Socket) =>
  new Promise<void>((resolve) => {
    socket.on('error', () => {});
    socket.once('close', () => resolve());
  });

const LIMITS = {
  streamsPerSession: 2,
  streamsPerAddress: 5,
  maxConnections: 9,
  headersTimeoutMs: 300,
  requestTimeoutMs: 600,
  keepAliveTimeoutMs: 300,
};

describe.each(backends)('connection limits ($name)', (backend) => {
  let server: TestServer;
  let origin = '';
  let port = 0;
  let demo: Store;
  const opened: Response[] = [];
  /** The server's side of every connection still open. */
  const serverSockets = new Set<Socket>();
  /** Resolves once every connection the server holds now has closed. */
  const allClosed = () => Promise.all([...serverSockets].map(closed));

  beforeAll(async () => {
    server = await startServer(backend, undefined, { connections: LIMITS });
    origin = await server.app.listen({ port: 0, host: '127.0.0.1' });
    port = Number(new URL(origin).port);
    server.app.server.on('connection', (socket: Socket) => {
      serverSockets.add(socket);
      socket.on('close', () => serverSockets.delete(socket));
    });
    demo = await storeOf(server, DEMO.token, DEMO.slug);
  }, 60_000);
  afterAll(async () => {
    await Promise.all(opened.map((response) => response.body?.cancel()));
    await server?.close();
  });

  /** A guest session with an order of its own, and a way to open that order's stream. */
  async function guest() {
    const sid = await newSession(server);
    const orderId = await insertOrder(server, { store: demo, owner: `session:${sid}` });
    return {
      sid,
      open: async () => {
        const response = await openEvents(origin, `/api/orders/${orderId}/events`, sid);
        if (response.ok) opened.push(response);
        else await response.body?.cancel();
        return response;
      },
    };
  }
  const closeAll = async () => {
    const all = opened.splice(0);
    await Promise.all(all.map((response) => response.body?.cancel()));
    await allClosed();
  };

  it('refuses a session its third stream, and opens one again once one closes', async () => {
    const one = await guest();
    expect((await one.open()).status).toBe(200);
    expect((await one.open()).status).toBe(200);
    const third = await one.open();
    expect(third.status).toBe(429);
    expect(third.headers.get('retry-after')).toMatch(/^\d+$/);
    await closeAll();
    expect((await one.open()).status).toBe(200);
    await closeAll();
  });

  it('refuses an address its sixth stream, whatever the sessions', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 6; index++) statuses.push((await (await guest()).open()).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    await closeAll();
  });

  it('answers 503 with Retry-After once the server holds its most connections', async () => {
    const sockets: Socket[] = [];
    try {
      for (let index = 0; index < LIMITS.maxConnections; index++) {
        const socket = connect(port, '127.0.0.1');
        await once(socket, 'connect');
        sockets.push(socket);
      }
      const answer = await fetch(`${origin}/api/ping`);
      expect(answer.status).toBe(503);
      expect(answer.headers.get('retry-after')).toMatch(/^\d+$/);
    } finally {
      for (const socket of sockets) socket.destroy();
    }
    await allClosed();
    expect((await fetch(`${origin}/api/ping`)).status).toBe(204);
  });

  /** Writes `text` on a new connection and resolves, with what came back, when it closes. */
  async function closedAfter(text: string) {
    const socket = connect(port, '127.0.0.1');
    await once(socket, 'connect');
    let answer = '';
    socket.on('data', (chunk) => (answer += String(chunk)));
    const started = performance.now();
    socket.write(text);
    await closed(socket);
    return { answer, ms: performance.now() - started };
  }

  it.each([
    [
      'a body that never finishes',
      'POST /api HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000\r\n\r\nRequestAction=',
      LIMITS.requestTimeoutMs,
    ],
    [
      'headers that never finish',
      'POST /api HTTP/1.1\r\nHost: x\r\nX-Slow: ',
      LIMITS.headersTimeoutMs,
    ],
    [
      'an idle kept-alive connection',
      'GET /api/ping HTTP/1.1\r\nHost: x\r\n\r\n',
      LIMITS.keepAliveTimeoutMs,
    ],
  ])(
    'cuts off %s',
    async (_name, text, timeoutMs) => {
      const { answer, ms } = await closedAfter(text);
      expect(ms).toBeGreaterThanOrEqual(timeoutMs * 0.9);
      if (text.startsWith('GET')) expect(answer).toMatch(/^HTTP\/1.1 204/);
      else expect(answer).toMatch(/^HTTP\/1.1 408/);
    },
    10_000,
  );
});
