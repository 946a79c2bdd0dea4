/**
 * GET /api/ping: the connectivity check the app polls every 15 s (spec 3 §4). 204 with no body,
 * never cached by anything on the way, so an answer means the server itself was reached.
 */
import type { FastifyInstance } from 'fastify';

export const PING_PATH = '/api/ping';

export function registerPing(app: FastifyInstance): void {
  // GET also answers HEAD (Fastify's exposeHeadRoutes).
  app.get(PING_PATH, async (_request, reply) =>
    reply.code(204).header('cache-control', 'no-store').send(),
  );
}
