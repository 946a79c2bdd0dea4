/**
 * The operator console: what the kitchen uses to move an order along until the staff order board
 * exists. `POST /orders/{id}/status` with `{ "status": "ready", "note": "…" }` moves it (the same
 * rule as `npm run order:status`, server/orders/status.ts) and answers `{ ok, from, to }` or
 * `{ ok: false, message }`. It listens on loopback only, beside the app (PORT + 20, so 8080 →
 * 8100), because it has no sign-in: anyone who can reach it can move any order.
 *
 * `GET /print-jobs` lists the newest print jobs (`PrintQueue add`, issue 16) with their state:
 * what `npm run print:jobs` shows.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { moveOrderStatus } from '../orders/status';
import type { PushNotifier } from '../push/notify';
import { listPrintJobs } from '../staff/printQueue';

export const operatorPortFor = (appPort: number) => appPort + 20;

export type OperatorConsole = { origin: string; close: () => Promise<void> };

export function createOperatorConsole(deps: {
  db: Kysely<Database>;
  now: () => Date;
  /** The server's notifier: a move pushes the order's new status to its subscribers. */
  push?: PushNotifier;
}): FastifyInstance {
  const app = Fastify({ logger: false, bodyLimit: 4096 });
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
  return app;
}

/** Listens on 127.0.0.1 at `port` (0 for any free port). */
export async function startOperatorConsole(deps: {
  db: Kysely<Database>;
  now: () => Date;
  port: number;
  push?: PushNotifier;
}): Promise<OperatorConsole> {
  const app = createOperatorConsole(deps);
  const origin = await app.listen({ port: deps.port, host: '127.0.0.1' });
  return { origin, close: () => app.close() };
}
