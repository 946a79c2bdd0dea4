/**
 * The printer bridge's endpoints: a small program beside the store's docket printer
 * polls for the jobs kiosks and staff queued (`PrintQueue add`), prints them and reports back.
 * It authenticates with its own token (`Authorization: Bearer …`; only the SHA-256 is stored,
 * print_bridges), which reaches its own store's jobs and nothing else.
 *
 * - `POST /api/print-bridge/take` `{ "pos_guid"?: "…", "limit"?: 1-20 }` → `{ "jobs": [{ id,
 *   order_id, order_number, pos_guid, status: 'taken', created_at, docket: [lines] }] }`: the
 *   oldest queued jobs, now taken by this bridge (two bridges never take the same one).
 * - `POST /api/print-bridge/jobs/{id}/done` `{ "printed": true|false }` → `{ "ok": true }`, or 404
 *   when the job is not one this bridge took.
 * A missing or unknown token is 401.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { bridgeTokenHash } from '../staff/bridgeToken';
import { finishPrintJob, takePrintJobs } from '../staff/printQueue';

type Deps = { db: Kysely<Database>; now: () => Date };

async function bridgeOf(db: Kysely<Database>, request: FastifyRequest) {
  const match = /^Bearer ([\x21-\x7e]{8,200})$/.exec(request.headers.authorization ?? '');
  if (!match?.[1]) return undefined;
  return db
    .selectFrom('print_bridges')
    .select(['id', 'merchant_id'])
    .where('token_sha256', '=', bridgeTokenHash(match[1]))
    .executeTakeFirst();
}

const objectBody = (body: unknown): Record<string, unknown> =>
  typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};

export function registerPrintBridge(app: FastifyInstance, deps: Deps): void {
  app.post('/api/print-bridge/take', async (request, reply) => {
    const bridge = await bridgeOf(deps.db, request);
    if (!bridge) return reply.code(401).send({ message: 'Unknown print bridge' });
    const body = objectBody(request.body);
    const limit =
      typeof body.limit === 'number' && Number.isInteger(body.limit)
        ? Math.min(20, Math.max(1, body.limit))
        : 5;
    const jobs = await takePrintJobs(deps.db, {
      bridgeId: bridge.id,
      merchantId: bridge.merchant_id,
      posGuid: typeof body.pos_guid === 'string' ? body.pos_guid : undefined,
      limit,
      at: deps.now(),
    });
    return reply.header('cache-control', 'no-store').send({ jobs });
  });

  app.post<{ Params: { id: string } }>(
    '/api/print-bridge/jobs/:id/done',
    async (request, reply) => {
      const bridge = await bridgeOf(deps.db, request);
      if (!bridge) return reply.code(401).send({ message: 'Unknown print bridge' });
      const id = /^\d{1,9}$/.test(request.params.id) ? Number(request.params.id) : 0;
      const printed = objectBody(request.body).printed !== false;
      const done = await finishPrintJob(deps.db, {
        bridgeId: bridge.id,
        jobId: id,
        printed,
        at: deps.now(),
      });
      return done
        ? reply.send({ ok: true })
        : reply.code(404).send({ ok: false, message: 'No such job taken by this bridge' });
    },
  );
}
