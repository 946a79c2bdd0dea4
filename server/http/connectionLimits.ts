/**
 * What one server process holds open (20,000 order-event streams from one guest
 * session reached the file limit; slow request bodies stayed open for minutes). Each limit has a
 * default, an environment variable, and a createServer option (`connections`), in that order of
 * strength:
 *
 * - every connection counts against `maxConnections`; a request on one beyond it is answered 503
 *   with Retry-After (and the connection closed), and Node refuses connections past a margin
 *   above it, so the file limit is never reached;
 * - live-channel streams (server/http/orderEventStreams.ts) are capped per session and per address,
 *   answered 429 with Retry-After;
 * - headers must arrive within `headersTimeoutMs`, the whole request within `requestTimeoutMs`
 *   (both answered 408 and closed), a kept-alive connection idles `keepAliveTimeoutMs`, and any
 *   socket silent for `idleTimeoutMs` is closed (the live channel's heartbeat keeps its own open);
 * - bodies are at most `bodyLimitBytes` (POST /api has its own 64 KiB, server/http/api.ts).
 */
import { createServer, type RequestListener, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '../protocol/messages';

export type ConnectionLimits = {
  maxConnections: number;
  streamsPerSession: number;
  streamsPerAddress: number;
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  keepAliveTimeoutMs: number;
  idleTimeoutMs: number;
  bodyLimitBytes: number;
};

/** Each limit's default and the environment variable that changes it. */
const LIMITS: Record<keyof ConnectionLimits, { byDefault: number; env: string }> = {
  // Well under a typical file limit (ulimit -n), with room for the database's own.
  maxConnections: { byDefault: 4_000, env: 'DOCKET_MAX_CONNECTIONS' },
  // A few tabs of one device, each with a receipt or the staff board open.
  streamsPerSession: { byDefault: 4, env: 'DOCKET_STREAMS_PER_SESSION' },
  // A restaurant's customers, kiosks and staff share one Wi-Fi address.
  streamsPerAddress: { byDefault: 200, env: 'DOCKET_STREAMS_PER_ADDRESS' },
  headersTimeoutMs: { byDefault: 10_000, env: 'DOCKET_HEADERS_TIMEOUT_MS' },
  requestTimeoutMs: { byDefault: 30_000, env: 'DOCKET_REQUEST_TIMEOUT_MS' },
  keepAliveTimeoutMs: { byDefault: 5_000, env: 'DOCKET_KEEP_ALIVE_TIMEOUT_MS' },
  // Three of the live channel's 20 s heartbeats.
  idleTimeoutMs: { byDefault: 60_000, env: 'DOCKET_IDLE_TIMEOUT_MS' },
  bodyLimitBytes: { byDefault: 64 * 1024, env: 'DOCKET_BODY_LIMIT_BYTES' },
};

/** Seconds a refused caller is told to wait. */
export const RETRY_AFTER_BUSY_S = 5;
export const RETRY_AFTER_STREAMS_S = 30;

/** The limits: `given` over the environment over the defaults. */
export function connectionLimits(
  given: Partial<ConnectionLimits> = {},
  env: NodeJS.ProcessEnv = process.env,
): ConnectionLimits {
  const limits = {} as ConnectionLimits;
  for (const [name, { byDefault, env: variable }] of Object.entries(LIMITS)) {
    const key = name as keyof ConnectionLimits;
    const fromEnv = Number(env[variable]);
    limits[key] = given[key] ?? (Number.isInteger(fromEnv) && fromEnv > 0 ? fromEnv : byDefault);
  }
  return limits;
}

/** Connections Node still accepts past the cap, so that they can be told 503. */
const margin = (limits: ConnectionLimits) => Math.max(16, Math.ceil(limits.maxConnections / 10));

/** Fastify's options for an HTTP server with these limits. */
export function boundedServerOptions(limits: ConnectionLimits) {
  return {
    bodyLimit: limits.bodyLimitBytes,
    serverFactory: (handler: RequestListener): Server => {
      const server = createServer(
        {
          headersTimeout: limits.headersTimeoutMs,
          requestTimeout: limits.requestTimeoutMs,
          keepAliveTimeout: limits.keepAliveTimeoutMs,
          // How often Node looks for requests past their timeouts (its default is 30 s).
          connectionsCheckingInterval: Math.min(
            1_000,
            Math.ceil(Math.min(limits.headersTimeoutMs, limits.requestTimeoutMs) / 4),
          ),
        },
        handler,
      );
      server.setTimeout(limits.idleTimeoutMs);
      server.maxConnections = limits.maxConnections + margin(limits);
      return server;
    },
  };
}

/** Answers 503 with Retry-After to a request arriving while the server holds too many connections. */
export function registerConnectionCap(app: FastifyInstance, limits: ConnectionLimits): void {
  let open = 0;
  app.server.on('connection', (socket) => {
    open += 1;
    socket.once('close', () => (open -= 1));
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (open <= limits.maxConnections) return;
    return reply
      .code(503)
      .header('retry-after', String(RETRY_AFTER_BUSY_S))
      .header('connection', 'close')
      .header('cache-control', 'no-store')
      .send({ ResponseCode: 'ERROR', Response: [MESSAGES.serverError] });
  });
}
