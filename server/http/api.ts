/**
 * POST /api (and /api/): the single endpoint of spec 1 §7. Bodies are form-encoded (JSON objects
 * are accepted too), at most 64 KiB; every protocol-level outcome is HTTP 200 with the envelope, a
 * body that cannot be read is a 400 and one too large a 413 (each with the envelope and its
 * message), and an unexpected server failure is a 503 whose envelope says 'Error, please try
 * again': the one answer a client should retry as it is (server/protocol/handle.ts).
 */
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import {
  deviceCookieHeader,
  deviceCookieIn,
  type DeviceCookieJar,
} from '../accounts/deviceCookies';
import { fieldsFromJson, parseFormBody } from '../protocol/fields';
import { handleApiCall, type ApiDeps } from '../protocol/handle';
import { serialize } from '../protocol/json';
import { malformedRequest, REQUEST_LIMITS } from '../protocol/requestGuard';
import { newSessionLimiter, registerRateLimits, type RateLimitSettings } from './rateLimits';

const UNREADABLE = 'Unreadable request body';

function refuseBody(reply: FastifyReply, status: number, message: string) {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send(serialize({ ResponseCode: 'ERROR', Response: [message] }));
}

/** Fastify's own refusals of a body (size, content type, JSON syntax) in the envelope. */
function bodyErrorHandler(error: FastifyError, _request: unknown, reply: FastifyReply) {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
    return refuseBody(reply, 413, malformedRequest('the request is larger than 64 KiB'));
  if ((error.statusCode ?? 500) < 500)
    return refuseBody(reply, error.statusCode ?? 400, UNREADABLE);
  throw error;
}

export async function registerApi(
  app: FastifyInstance,
  deps: ApiDeps,
  rateLimits: RateLimitSettings | false,
): Promise<void> {
  const limiter = rateLimits
    ? await registerRateLimits(app, rateLimits, { db: deps.db, now: deps.now })
    : null;
  const sessionLimiter = rateLimits
    ? newSessionLimiter(rateLimits, { db: deps.db, now: deps.now })
    : null;
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, parseFormBody(String(body))),
  );

  for (const url of ['/api', '/api/']) {
    app.post(
      url,
      { bodyLimit: REQUEST_LIMITS.bodyBytes, errorHandler: bodyErrorHandler },
      async (request, reply) => {
        const fields = fieldsFromJson(request.body ?? {});
        if (fields === null) return refuseBody(reply, 400, UNREADABLE);
        const device: DeviceCookieJar = {
          presented: deviceCookieIn(request.headers.cookie),
          issued: null,
        };
        const { status, envelope } = await handleApiCall(deps, fields, request.log, {
          address: request.ip,
          device,
          ...(limiter ? { limit: (checked) => limiter(request, checked) } : {}),
          ...(sessionLimiter ? { limitNewSession: () => sessionLimiter(request) } : {}),
        });
        if (device.issued)
          reply.header(
            'set-cookie',
            deviceCookieHeader(device.issued, request.protocol === 'https'),
          );
        return reply
          .code(status)
          .header('cache-control', 'no-store')
          .type('application/json; charset=utf-8')
          .send(serialize(envelope));
      },
    );
  }
}
