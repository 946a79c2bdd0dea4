/**
 * POST /api (and /api/): the single endpoint of spec 1 §7. Bodies are form-encoded (JSON objects
 * are accepted too); every protocol-level outcome is HTTP 200 with the envelope, a body that cannot
 * be read is a 400, and an unexpected server failure is a 503 whose envelope says 'Error, please
 * try again': the one answer a client should retry as it is (server/protocol/handle.ts).
 */
import type { FastifyInstance } from 'fastify';
import { fieldsFromJson, parseFormBody } from '../protocol/fields';
import { handleApiCall, type ApiDeps } from '../protocol/handle';
import { serialize } from '../protocol/json';

export function registerApi(app: FastifyInstance, deps: ApiDeps): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, parseFormBody(String(body))),
  );

  for (const url of ['/api', '/api/']) {
    app.post(url, async (request, reply) => {
      const fields = fieldsFromJson(request.body ?? {});
      if (fields === null) {
        return reply
          .code(400)
          .send({ ResponseCode: 'ERROR', Response: ['Unreadable request body'] });
      }
      const { status, envelope } = await handleApiCall(deps, fields, request.log, {
        address: request.ip,
      });
      return reply
        .code(status)
        .header('cache-control', 'no-store')
        .type('application/json; charset=utf-8')
        .send(serialize(envelope));
    });
  }
}
