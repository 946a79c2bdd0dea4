/**
 * The live channel: server-sent events over a POST, so the SID travels in the body as
 * on every other call and never in a URL (where access logs and proxies would keep it).
 *
 * - `POST /api/orders/{id}/events` (app_token, sid): one order's status, for its open receipt.
 *   Authorised as OrderStatusDetailed: a member's own order, a guest's order placed by the same
 *   session; else 404 'Order not found'. No session (unknown token, unknown or expired SID): 401.
 * - `POST /api/staff/events` (app_token, sid): every placed order and status move at the staff
 *   member's merchant, for the staff order board. Anyone but staff (status 8) with a merchant: 403.
 *
 * The stream opens with `event: open` (the order's status now, or the merchant's id), then one
 * `event: order` per change: `{"order_id", "status", "kind": "placed"|"status"}`, and a comment
 * every 20 s to keep proxies from closing it. A client that reconnects reloads what it shows
 * (it may have missed changes while away). Reads no session slide: the calls the page makes do.
 * Every process hears every order (the database notifies them, server/orders/orderEmitter.ts);
 * when its listening resumes after a gap, it ends every stream, so each client reconnects and
 * reloads what it may have missed.
 *
 * Streams are capped per session and per address (server/http/connectionLimits.ts),
 * counted in each process: one more is answered 429 with Retry-After, before anything is held
 * open for it.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { CUSTOMER_STATUS } from '@api/customerStatus';
import { findStaffDevice } from '../accounts/staffDevice';
import type { Database } from '../db/schema';
import type { OrderEvent, OrderEvents } from '../orders/orderEmitter';
import { isOrderStatus } from '../orders/status';
import { fieldsFromJson } from '../protocol/fields';
import { MESSAGES } from '../protocol/messages';
import { RETRY_AFTER_STREAMS_S, type ConnectionLimits } from './connectionLimits';
import { TOO_MANY_REQUESTS } from './rateLimits';

export const HEARTBEAT_MS = 20_000;

type Deps = {
  db: Kysely<Database>;
  now: () => Date;
  events: OrderEvents;
  limits: Pick<ConnectionLimits, 'streamsPerSession' | 'streamsPerAddress'>;
};

/**
 * Open streams counted by the caller's session and by its address, each held to its limit (by
 * address only for a stream without a session: the public menu channel).
 * `take` answers the release of the stream it counted, or null when either holds its most.
 */
export function createStreamSlots(
  limits: Pick<ConnectionLimits, 'streamsPerSession' | 'streamsPerAddress'>,
) {
  const counts = new Map<string, number>();
  const of = (key: string) => counts.get(key) ?? 0;
  const add = (key: string, by: 1 | -1) => {
    const next = of(key) + by;
    if (next > 0) counts.set(key, next);
    else counts.delete(key);
  };
  return {
    take(sid: string | null, ip: string): (() => void) | null {
      const session = sid === null ? null : `sid:${sid}`;
      const address = `ip:${ip}`;
      if (session !== null && of(session) >= limits.streamsPerSession) return null;
      if (of(address) >= limits.streamsPerAddress) return null;
      const keys = session === null ? [address] : [session, address];
      for (const key of keys) add(key, 1);
      return () => {
        for (const key of keys) add(key, -1);
      };
    },
  };
}

/** The answer to a stream over the caller's limit. */
export function tooManyStreams(reply: FastifyReply) {
  return reply
    .code(429)
    .header('retry-after', String(RETRY_AFTER_STREAMS_S))
    .send({ message: TOO_MANY_REQUESTS });
}

export type Caller = { brandId: number; sid: string; customerId: number };

/** The caller's brand and live session, or null. */
export async function callerOf(
  db: Kysely<Database>,
  body: unknown,
  now: Date,
): Promise<Caller | null> {
  const fields = fieldsFromJson(body ?? {});
  const token = fields?.app_token ?? '';
  const sid = fields?.sid ?? '';
  if (token === '' || sid === '') return null;
  const row = await db
    .selectFrom('sessions')
    .innerJoin('brands', 'brands.id', 'sessions.brand_id')
    .select(['brands.id as brand_id', 'sessions.customer_id', 'sessions.expires_at'])
    .where('brands.app_token', '=', token)
    .where('sessions.sid', '=', sid)
    .executeTakeFirst();
  if (!row || row.expires_at <= now) return null;
  return { brandId: row.brand_id, sid, customerId: row.customer_id };
}

export function line(event: string, data: object): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

function eventData(event: OrderEvent) {
  return { order_id: event.orderId, status: event.status, kind: event.kind };
}

/** Hands the connection over to the stream; ends it when the client goes or the server closes. */
export function openStream(
  reply: FastifyReply,
  streams: Set<() => void>,
  first: string,
  subscribe: (send: (text: string) => void) => () => void,
  onEnd: () => void,
): void {
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  raw.write(`retry: 2000\n${first}`);
  const send = (text: string) => void raw.write(text);
  const unsubscribe = subscribe(send);
  const heartbeat = setInterval(() => send(': keep-alive\n\n'), HEARTBEAT_MS);
  heartbeat.unref();
  const end = () => {
    if (!streams.delete(end)) return;
    clearInterval(heartbeat);
    unsubscribe();
    onEnd();
    raw.end();
  };
  streams.add(end);
  raw.on('close', end);
}

export function registerOrderEvents(app: FastifyInstance, deps: Deps): void {
  const streams = new Set<() => void>();
  // Open streams would hold app.close() forever.
  const endAll = () => {
    for (const end of [...streams]) end();
  };
  app.addHook('preClose', async () => endAll());
  const stopResync = deps.events.onResync(endAll);
  app.addHook('onClose', async () => stopResync());

  const slots = createStreamSlots(deps.limits);
  /** Opens the caller's stream, or answers 429 when its session or address holds its most. */
  const stream = (
    request: FastifyRequest,
    reply: FastifyReply,
    caller: Caller,
    first: string,
    subscribe: (send: (text: string) => void) => () => void,
  ) => {
    const release = slots.take(caller.sid, request.ip);
    if (!release) return tooManyStreams(reply);
    openStream(reply, streams, first, subscribe, release);
    return reply;
  };

  app.post<{ Params: { id: string } }>('/api/orders/:id/events', async (request, reply) => {
    const caller = await callerOf(deps.db, request.body, deps.now());
    if (!caller) return reply.code(401).send({ message: MESSAGES.sessionExpired });
    const id = /^\d{1,9}$/.test(request.params.id) ? Number(request.params.id) : 0;
    let query = deps.db
      .selectFrom('orders')
      .select(['id', 'status'])
      .where('id', '=', id)
      .where('brand_id', '=', caller.brandId);
    query =
      caller.customerId > 0
        ? query.where('customer_id', '=', caller.customerId)
        : query.where('owner', '=', `session:${caller.sid}`);
    const order = await query.executeTakeFirst();
    if (!order) return reply.code(404).send({ message: MESSAGES.orderNotFound });
    const status = isOrderStatus(order.status) ? order.status : 'placed';
    return stream(request, reply, caller, line('open', { order_id: id, status }), (send) =>
      deps.events.onOrder(id, (event) => send(line('order', eventData(event)))),
    );
  });

  app.post('/api/staff/events', async (request, reply) => {
    const caller = await callerOf(deps.db, request.body, deps.now());
    if (!caller) return reply.code(401).send({ message: MESSAGES.sessionExpired });
    const device = await findStaffDevice(deps.db, caller.brandId, caller.customerId);
    if (device?.status !== CUSTOMER_STATUS.staff || device.merchantId === null)
      return reply.code(403).send({ message: MESSAGES.staffOnly });
    const merchantId = device.merchantId;
    return stream(request, reply, caller, line('open', { merchant_id: merchantId }), (send) =>
      deps.events.onMerchant(merchantId, (event) => send(line('order', eventData(event)))),
    );
  });
}
