/**
 * The push sandbox: a push service, on the sandbox's origin, that records what it is sent and
 * delivers nothing. It decrypts nothing either (it never holds a subscription's private key): it
 * keeps the request's endpoint, the headers a push service reads (Authorization with the VAPID
 * JWT, TTL, Content-Encoding, Urgency, Topic) and the encrypted body's length, so tests can assert
 * that a push was sent, to whom, signed by whom, and how big.
 *
 * - `POST /__sandbox/push/subscriptions` {channel?} → a subscription pointing here
 *   ({endpoint, keys: {p256dh, auth}}), with a fresh P-256 key whose private half is discarded.
 *   A test registers it with `Push register` as a browser would.
 * - `POST /push/{channel}`: the push service. 201 Created; a channel named `gone-…` answers 410
 *   and `missing-…` 404, as a push service does for a subscription it has dropped.
 * - `GET /__sandbox/pushes[?channel=…]`: what was received, oldest first.
 */
import { createECDH, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

export type SandboxPush = {
  channel: string;
  endpoint: string;
  at: string;
  /** The HTTP answer the sandbox gave. */
  status: number;
  headers: {
    authorization: string;
    ttl: string;
    contentEncoding: string;
    contentType: string;
    urgency: string;
    topic: string;
  };
  bodyLength: number;
};

const CHANNEL = /^[A-Za-z0-9_-]{1,64}$/;
const KEEP = 500;

export type PushSandbox = { pushes(channel?: string): readonly SandboxPush[] };

export function registerPushSandbox(
  app: FastifyInstance,
  options: { now: () => Date },
): PushSandbox {
  const received: SandboxPush[] = [];

  app.addContentTypeParser(
    ['application/octet-stream'],
    { parseAs: 'buffer', bodyLimit: 8192 },
    (_request, body, done) => done(null, body),
  );

  app.post<{ Body: { channel?: unknown } }>(
    '/__sandbox/push/subscriptions',
    async (request, reply) => {
      const asked = request.body?.channel;
      const channel =
        typeof asked === 'string' && CHANNEL.test(asked) ? asked : randomBytes(9).toString('hex');
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      return reply.header('cache-control', 'no-store').send({
        endpoint: `${request.protocol}://${request.headers.host ?? ''}/push/${channel}`,
        expirationTime: null,
        keys: {
          p256dh: ecdh.getPublicKey().toString('base64url'),
          auth: randomBytes(16).toString('base64url'),
        },
      });
    },
  );

  app.post<{ Params: { channel: string } }>('/push/:channel', async (request, reply) => {
    const { channel } = request.params;
    if (!CHANNEL.test(channel)) return reply.code(404).send();
    const status = channel.startsWith('gone-') ? 410 : channel.startsWith('missing-') ? 404 : 201;
    const header = (name: string) => {
      const value = request.headers[name];
      return typeof value === 'string' ? value : '';
    };
    const body = request.body;
    received.push({
      channel,
      endpoint: `${request.protocol}://${request.headers.host ?? ''}${request.url}`,
      at: options.now().toISOString(),
      status,
      headers: {
        authorization: header('authorization'),
        ttl: header('ttl'),
        contentEncoding: header('content-encoding'),
        contentType: header('content-type'),
        urgency: header('urgency'),
        topic: header('topic'),
      },
      bodyLength: Buffer.isBuffer(body) ? body.length : 0,
    });
    if (received.length > KEEP) received.splice(0, received.length - KEEP);
    return reply.code(status).send();
  });

  app.get<{ Querystring: { channel?: string } }>('/__sandbox/pushes', async (request, reply) =>
    reply
      .header('cache-control', 'no-store')
      .send({ pushes: pushesOf(received, request.query.channel) }),
  );

  return { pushes: (channel) => pushesOf(received, channel) };
}

const pushesOf = (received: readonly SandboxPush[], channel?: string) =>
  channel ? received.filter((push) => push.channel === channel) : [...received];
