/**
 * The simulator's test controls, on the sandbox's origin beside the API (loopback and tests only,
 * as the sandbox is): `POST|DELETE /__linkly/script` (script.ts), `GET /__linkly/transactions`
 * (the ledger), `POST /__linkly/pads/{username}/pair-code`, `POST /__linkly/tokens/expire`,
 * `POST /__linkly/clock` (the pad's clock: `{hold?: boolean, advanceMs?: number}`, answered once
 * the notifications that fell due were sent) and `POST /__linkly/reset`.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { PadClock } from './padClock';
import type { PadRegistry } from './pads';
import { scriptSchema, type Script } from './script';

const clockBody = z.object({
  hold: z.boolean().optional(),
  advanceMs: z
    .number()
    .int()
    .min(0)
    .max(24 * 3600_000)
    .optional(),
});

export function registerControls(
  app: FastifyInstance,
  deps: {
    script: Script;
    pads: PadRegistry;
    clock: PadClock;
    transactions: () => unknown[];
    /** Brings the pad up to its clock; resolves once the notifications that fell due were sent. */
    settle: () => Promise<void>;
    reset: () => void;
  },
): void {
  const { script, pads, clock } = deps;
  app.post('/__linkly/script', async (request, reply) => {
    const parsed = scriptSchema.safeParse(request.body);
    if (!parsed.success) return reply.code(400).send({ message: 'Unreadable script' });
    script.add(parsed.data);
    return { pending: script.pending() };
  });
  app.delete('/__linkly/script', async () => {
    script.clear();
    return { pending: script.pending() };
  });
  app.get('/__linkly/transactions', async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ transactions: deps.transactions() }),
  );
  app.post<{ Params: { username: string } }>(
    '/__linkly/pads/:username/pair-code',
    async (request, reply) => {
      const pairCode = pads.newPairCode(request.params.username);
      return pairCode === null ? reply.code(404).send({}) : { pairCode };
    },
  );
  app.post('/__linkly/tokens/expire', async () => {
    pads.expireTokens();
    return {};
  });
  app.post('/__linkly/clock', async (request, reply) => {
    const parsed = clockBody.safeParse(request.body ?? {});
    if (!parsed.success) return reply.code(400).send({ message: 'Unreadable clock change' });
    if (parsed.data.hold === true) clock.hold();
    if (parsed.data.hold === false) clock.release();
    clock.advance(parsed.data.advanceMs ?? 0);
    await deps.settle();
    return { now: new Date(clock.now()).toISOString(), held: clock.held() };
  });
  app.post('/__linkly/reset', async () => {
    deps.reset();
    return {};
  });
}
