/**
 * GET /api/terminal-hosts (src/api/terminalHosts.ts): the Linkly Cloud simulator's address, inside
 * the payment sandbox (server/sandbox/linkly/). Nothing secret.
 */
import type { FastifyInstance } from 'fastify';
import { TERMINAL_HOSTS_PATH, type TerminalHostsAnswer } from '@api/terminalHosts';

export function registerTerminalHosts(app: FastifyInstance, sandboxOrigin: string): void {
  app.get(TERMINAL_HOSTS_PATH, async (_request, reply) => {
    const answer: TerminalHostsAnswer = {
      simulator_url: sandboxOrigin === '' ? '' : `${sandboxOrigin.replace(/\/$/, '')}/linkly`,
    };
    return reply.header('cache-control', 'no-store').send(answer);
  });
}
