/**
 * Order status pushes (spec 3 'Order status codes'): when staff move an order
 * (server/orders/status.ts), its customer's subscriptions, or for a guest's order those of the
 * session that placed it, get a Web Push saying the order's number and its status label. The
 * message is encrypted (aes128gcm) and signed with the brand's VAPID key by `web-push`'s
 * generateRequestDetails; the request itself goes through an injected fetch so the push sandbox
 * (plain http on this machine) and tests can receive it. A push service answering 404 or 410 has
 * dropped the subscription, so its row goes too. Every attempt is a push_messages row, whose id
 * rides in the payload so `Push track_open` can mark it opened.
 *
 * customerMessage pushes a message to a member's devices that is about no one order (a standing
 * order paused because its payment failed), in the same shape.
 *
 * Sending never fails the status move: a push service that cannot be reached is logged and
 * recorded (http_status 0), and the move stands.
 */
import type { Kysely } from 'kysely';
import webPush from 'web-push';
import type { OrderPushPayload } from '@api/push';
import { orderStatusLabel } from '@domain/orderStatusLabel';
import type { Database } from '../db/schema';
import { isOrderStatus } from '../orders/status';
import type { VapidKeys } from './vapid';

export type PushRequest = {
  method: 'POST';
  headers: Record<string, string>;
  body: Uint8Array<ArrayBuffer>;
  signal?: AbortSignal;
};
export type PushFetch = (url: string, init: PushRequest) => Promise<{ status: number }>;

export type PushOutcome = { subscriptionId: number; endpoint: string; httpStatus: number };

export type PushNotifier = {
  /** Pushes the order's current status to its subscribers; resolves once every service answered. */
  orderStatusChanged(orderId: number): Promise<PushOutcome[]>;
  /** Pushes a message to a member's subscriptions (a standing order paused); never throws. */
  customerMessage(message: CustomerPush): Promise<PushOutcome[]>;
};

/** A message for a member's devices, not about one order. `status` is recorded in push_messages. */
export type CustomerPush = {
  brandId: number;
  customerId: number;
  status: string;
  title: string;
  body: string;
  url: string;
  tag: string;
};

type Log = { warn(object: object, message: string): void };

/** How long a push service keeps an undelivered status message: a status is stale after a day. */
export const ORDER_PUSH_TTL_SECONDS = 24 * 60 * 60;
const SEND_TIMEOUT_MS = 10_000;

const defaultFetch: PushFetch = async (url, init) => {
  const response = await fetch(url, {
    method: init.method,
    headers: init.headers,
    body: init.body,
    signal: init.signal ?? AbortSignal.timeout(SEND_TIMEOUT_MS),
  });
  await response.body?.cancel();
  return { status: response.status };
};

export function createPushNotifier(deps: {
  db: Kysely<Database>;
  /** VAPID keys by brand code (brands/<id>); a brand without keys sends nothing. */
  keys: ReadonlyMap<string, VapidKeys>;
  now: () => Date;
  fetch?: PushFetch;
  log?: Log;
}): PushNotifier {
  const send = deps.fetch ?? defaultFetch;
  return {
    async orderStatusChanged(orderId) {
      try {
        return await pushOrderStatus(orderId);
      } catch (error) {
        deps.log?.warn({ err: error, orderId }, 'order status push failed');
        return [];
      }
    },
    async customerMessage(message) {
      try {
        return await pushToCustomer(message);
      } catch (error) {
        deps.log?.warn({ err: error, customerId: message.customerId }, 'customer push failed');
        return [];
      }
    },
  };

  async function pushOrderStatus(orderId: number): Promise<PushOutcome[]> {
    const order = await deps.db
      .selectFrom('orders')
      .innerJoin('brands', 'brands.id', 'orders.brand_id')
      .innerJoin('merchants', 'merchants.id', 'orders.merchant_id')
      .select([
        'orders.id',
        'orders.brand_id',
        'orders.owner',
        'orders.customer_id',
        'orders.status',
        'orders.fulfilment_type',
        'orders.order_number',
        'brands.code as brand_code',
        'merchants.name as merchant_name',
      ])
      .where('orders.id', '=', orderId)
      .executeTakeFirst();
    if (!order) return [];
    const keys = deps.keys.get(order.brand_code);
    if (!keys) return [];
    const sid = order.owner.startsWith('session:') ? order.owner.slice('session:'.length) : '';
    const subscriptions = await deps.db
      .selectFrom('push_subscriptions')
      .select(['id', 'endpoint', 'p256dh', 'auth'])
      .where('brand_id', '=', order.brand_id)
      .where((eb) =>
        eb.or([
          ...(order.customer_id > 0 ? [eb('customer_id', '=', order.customer_id)] : []),
          ...(sid ? [eb('sid', '=', sid)] : []),
        ]),
      )
      .orderBy('id')
      .execute();
    if (subscriptions.length === 0) return [];
    const status = isOrderStatus(order.status) ? order.status : 'placed';
    const label = orderStatusLabel(status, order.fulfilment_type);

    return Promise.all(
      subscriptions.map((subscription) =>
        deliver(keys, subscription, {
          brandId: order.brand_id,
          orderId: order.id,
          status,
          urgency: status === 'ready' ? 'high' : 'normal',
          payload: (pushId) => ({
            kind: 'order_status',
            push_id: pushId,
            order_id: order.id,
            title: order.merchant_name,
            body: `Order #${order.order_number}: ${label}`,
            // A member's receipt is in their account; a guest's at the link its device holds.
            url: order.owner.startsWith('customer:')
              ? `/account/orders/${order.id}`
              : `/order/${order.id}`,
            tag: `order-${order.id}`,
          }),
        }),
      ),
    );
  }

  async function pushToCustomer(message: CustomerPush): Promise<PushOutcome[]> {
    const brand = await deps.db
      .selectFrom('brands')
      .select('code')
      .where('id', '=', message.brandId)
      .executeTakeFirst();
    const keys = brand && deps.keys.get(brand.code);
    if (!keys || message.customerId <= 0) return [];
    const subscriptions = await deps.db
      .selectFrom('push_subscriptions')
      .select(['id', 'endpoint', 'p256dh', 'auth'])
      .where('brand_id', '=', message.brandId)
      .where('customer_id', '=', message.customerId)
      .orderBy('id')
      .execute();
    return Promise.all(
      subscriptions.map((subscription) =>
        deliver(keys, subscription, {
          brandId: message.brandId,
          orderId: null,
          status: message.status,
          urgency: 'high',
          // The service worker shows 'order_status' payloads; order_id 0: no order behind it.
          payload: (pushId) => ({
            kind: 'order_status',
            push_id: pushId,
            order_id: 0,
            title: message.title,
            body: message.body,
            url: message.url,
            tag: message.tag,
          }),
        }),
      ),
    );
  }

  /** One push_messages row, the encrypted request to the subscription's service, its answer. */
  async function deliver(
    keys: VapidKeys,
    subscription: { id: number; endpoint: string; p256dh: string; auth: string },
    message: {
      brandId: number;
      orderId: number | null;
      status: string;
      urgency: 'high' | 'normal';
      payload: (pushId: number) => OrderPushPayload;
    },
  ): Promise<PushOutcome> {
    const { id: pushId } = await deps.db
      .insertInto('push_messages')
      .values({
        brand_id: message.brandId,
        subscription_id: subscription.id,
        order_id: message.orderId,
        status: message.status,
        sent_at: deps.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const payload = message.payload(pushId);
    const request = webPush.generateRequestDetails(
      {
        endpoint: subscription.endpoint,
        keys: { p256dh: subscription.p256dh, auth: subscription.auth },
      },
      JSON.stringify(payload),
      {
        vapidDetails: keys,
        TTL: ORDER_PUSH_TTL_SECONDS,
        contentEncoding: 'aes128gcm',
        urgency: message.urgency,
        topic: payload.tag,
      },
    );
    let httpStatus = 0;
    try {
      const headers = Object.fromEntries(
        Object.entries(request.headers).map(([name, value]) => [name, String(value)]),
      );
      ({ status: httpStatus } = await send(request.endpoint, {
        method: 'POST',
        headers,
        body: new Uint8Array(request.body ?? []),
      }));
    } catch (error) {
      deps.log?.warn(
        { err: error, subscriptionId: subscription.id, orderId: message.orderId },
        'push service unreachable',
      );
    }
    await deps.db
      .updateTable('push_messages')
      .set({ http_status: httpStatus })
      .where('id', '=', pushId)
      .execute();
    if (httpStatus === 404 || httpStatus === 410)
      await deps.db.deleteFrom('push_subscriptions').where('id', '=', subscription.id).execute();
    else if (httpStatus !== 0 && (httpStatus < 200 || httpStatus >= 300))
      deps.log?.warn(
        { httpStatus, subscriptionId: subscription.id, orderId: message.orderId },
        'push refused',
      );
    return { subscriptionId: subscription.id, endpoint: subscription.endpoint, httpStatus };
  }
}
