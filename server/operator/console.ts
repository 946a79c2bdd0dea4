/**
 * The operator console: what the kitchen uses to move an order along until the staff order board
 * exists. `POST /orders/{id}/status` with `{ "status": "ready", "note": "…" }` moves it (the same
 * rule as `npm run order:status`, server/orders/status.ts) and answers `{ ok, from, to }` or
 * `{ ok: false, message }`. It listens on loopback only, beside the app (PORT + 20, so 8080 →
 * 8100), and answers only a request whose Host is a loopback name (OPERATOR_HOSTS
 * adds others), so a site whose name rebinds to 127.0.0.1 is refused, and that carries the token
 * kept in the data folder (`Authorization: Bearer …`, server/operator/token.ts): 403 and 401.
 *
 * `GET /print-jobs` lists the newest print jobs (`PrintQueue add`) with their state:
 * what `npm run print:jobs` shows. `POST /standing-orders/run` with `{ "at": "<ISO instant>" }` runs
 * the standing-order scheduler once as of that instant (default now) and answers its counts
 * (server/standingOrders/scheduler.ts). `GET /analytics-events` lists the newest first-party
 * analytics events (AnalyticsEvent): what `npm run analytics:events` shows.
 * `POST /restaurant/import` and `GET /restaurant/export` carry a restaurant file
 * (./restaurantRoutes.ts): what `npm run restaurant:import` and `restaurant:export` use;
 * `POST /staff/add` adds a staff member's or a kiosk's sign-in (./staffRoutes.ts, `npm run staff:add`).
 */
import Fastify, { type FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { moveOrderStatus } from '../orders/status';
import type { PushNotifier } from '../push/notify';
import { listPrintJobs } from '../staff/printQueue';
import { listAnalyticsEvents } from '../analytics/purchaseEvents';
import { carriesToken } from './token';
import { registerRestaurantRoutes } from './restaurantRoutes';
import { registerStaffRoutes } from './staffRoutes';
import type { StandingOrderCounts } from '../standingOrders/scheduler';

export const operatorPortFor = (appPort: number) => appPort + 20;

export type OperatorConsole = { origin: string; close: () => Promise<void> };

/** The Host names the console answers by default: loopback's. */
export const LOOPBACK_HOSTS: readonly string[] = ['127.0.0.1', 'localhost', '[::1]'];

/** Loopback's names and those of OPERATOR_HOSTS ('console.local,10.0.0.5'). */
export function operatorHostsFrom(extra: string | undefined): string[] {
  const named = (extra ?? '')
    .split(',')
    .map((host) => host.trim())
    .filter(Boolean);
  return [...LOOPBACK_HOSTS, ...named];
}

/** A Host header's name, without its port. */
const hostName = (host: string) => /^(\[[^\]]*\]|[^:]*)(:\d+)?$/.exec(host)?.[1] ?? '';

export type OperatorDeps = {
  db: Kysely<Database>;
  now: () => Date;
  /** The server's notifier: a move pushes the order's new status to its subscribers. */
  push?: PushNotifier;
  /** What a request's `Authorization: Bearer …` must carry (server/operator/token.ts). */
  token: string;
  /** The Host names answered (default LOOPBACK_HOSTS). */
  hosts?: readonly string[];
  /** Runs the standing-order scheduler once as of an instant (DocketServer.standingOrders). */
  standingOrders?: (at: Date) => Promise<StandingOrderCounts>;
};

export function createOperatorConsole(deps: OperatorDeps): FastifyInstance {
  const app = Fastify({ logger: false, bodyLimit: 4096 });
  const hosts = new Set((deps.hosts ?? LOOPBACK_HOSTS).map((host) => host.toLowerCase()));
  app.addHook('onRequest', async (request, reply) => {
    if (!hosts.has(hostName(request.headers.host ?? '').toLowerCase()))
      return reply.code(403).send({ ok: false, message: 'Unknown host' });
    if (!carriesToken(request.headers.authorization, deps.token))
      return reply.code(401).send({ ok: false, message: 'Send the operator token' });
  });
  app.post<{ Params: { id: string }; Body: { status?: unknown; note?: unknown } }>(
    '/orders/:id/status',
    async (request, reply) => {
      const id = request.params.id;
      const { status, note } = request.body ?? {};
      if (!/^\d{1,9}$/.test(id) || typeof status !== 'string')
        return reply
          .code(400)
          .send({ ok: false, message: 'Send { "status": "…" } for an order id' });
      const moved = await moveOrderStatus(
        deps.db,
        {
          orderId: Number(id),
          status,
          at: deps.now(),
          note: typeof note === 'string' ? note.slice(0, 500) : '',
        },
        { push: deps.push },
      );
      return reply.code(moved.ok ? 200 : 409).send(moved);
    },
  );
  app.get<{ Querystring: { limit?: string } }>('/print-jobs', async (request) => {
    const limit = Math.min(500, Math.max(1, Number(request.query.limit) || 50));
    return { jobs: await listPrintJobs(deps.db, limit) };
  });
  app.get<{ Querystring: { limit?: string } }>('/analytics-events', async (request) => {
    const limit = Math.min(500, Math.max(1, Number(request.query.limit) || 50));
    return { events: await listAnalyticsEvents(deps.db, limit) };
  });
  registerRestaurantRoutes(app, deps.db);
  registerStaffRoutes(app, deps.db);
  app.post<{ Body: { at?: unknown } }>('/standing-orders/run', async (request, reply) => {
    const run = deps.standingOrders;
    if (!run)
      return reply.code(404).send({ ok: false, message: 'No standing-order scheduler here' });
    const at = request.body?.at;
    const instant = typeof at === 'string' ? new Date(at) : deps.now();
    if (Number.isNaN(instant.getTime()))
      return reply.code(400).send({ ok: false, message: 'Send { "at": "<ISO instant>" }' });
    return { ok: true, at: instant.toISOString(), ...(await run(instant)) };
  });
  return app;
}

/** Listens on 127.0.0.1 at `port` (0 for any free port). */
export async function startOperatorConsole(
  deps: OperatorDeps & { port: number },
): Promise<OperatorConsole> {
  const app = createOperatorConsole(deps);
  const origin = await app.listen({ port: deps.port, host: '127.0.0.1' });
  return { origin, close: () => app.close() };
}
