/**
 * GET /api/verify-email?vi=<customer>&va=<token>: the link the verification email carries
 * (server/accounts/emailVerification.ts). Answers a short page either way; nothing else is told.
 */
import type { FastifyInstance } from 'fastify';
import { confirmEmail } from '../accounts/emailVerification';
import { MESSAGES } from '../protocol/messages';

export function registerEmailVerification(
  app: FastifyInstance,
  deps: { db: Parameters<typeof confirmEmail>[0]; now: () => Date },
): void {
  app.get<{ Querystring: { vi?: string; va?: string } }>(
    '/api/verify-email',
    async (request, reply) => {
      const confirmed = await confirmEmail(deps.db, {
        customerId: Number(request.query.vi ?? ''),
        token: String(request.query.va ?? ''),
        now: deps.now(),
      });
      return reply
        .code(confirmed ? 200 : 400)
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send(confirmed ? MESSAGES.emailVerified : MESSAGES.verifyLinkInvalid);
    },
  );
}
