import Fastify, { type FastifyInstance } from 'fastify';
import { scryptCost } from '../accounts/secrets';
import { MESSAGES } from '../protocol/messages';
import { registerCompression } from './compression';
import {
  boundedServerOptions,
  registerConnectionCap,
  type ConnectionLimits,
} from './connectionLimits';

/** A Fastify error's own status (e.g. 400 for a malformed JSON body, 415, 413), else 500. */
function httpStatusOf(error: unknown): number {
  const status =
    typeof error === 'object' && error !== null && 'statusCode' in error
      ? error.statusCode
      : undefined;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500;
}

/**
 * The Fastify instance before any route: its log, its connection caps and timeouts, compression,
 * and one error answer in the API's envelope for a failure no route handled.
 */
export async function createHttpApp(input: {
  logger?: boolean;
  logLevel?: string;
  logStream?: { write(line: string): void };
  connections: ConnectionLimits;
}): Promise<FastifyInstance> {
  const { connections } = input;
  const app = Fastify({
    logger: input.logger
      ? {
          level: input.logLevel ?? 'info',
          ...(input.logStream ? { stream: input.logStream } : {}),
        }
      : false,
    ...boundedServerOptions(connections),
  });
  registerConnectionCap(app, connections);

  // The scrypt cost new passwords get, chosen by timing on first use (server/accounts/secrets.ts).
  scryptCost().then(
    ({ N, r, p, source, expectedMs, withinBudget }) => {
      const chosen = { N, r, p, source, expectedMs };
      if (withinBudget === false) app.log.warn(chosen, 'scrypt cost outside 50–100 ms');
      else app.log.info(chosen, 'scrypt cost');
    },
    (error: unknown) => app.log.warn({ err: error }, 'scrypt cost not chosen yet'),
  );
  await registerCompression(app);
  app.setErrorHandler((error, request, reply) => {
    const status = httpStatusOf(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    const message = status >= 500 ? MESSAGES.serverError : 'Unreadable request body';
    return reply.code(status).send({ ResponseCode: 'ERROR', Response: [message] });
  });
  return app;
}
