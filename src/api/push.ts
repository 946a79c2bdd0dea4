/**
 * RequestAction Push (spec 1 §7 'Push, register / track_open / timezone'). Shared by the worker
 * (worker/push/) and the server (server/actions/Push.ts).
 *
 * - register: `pn_data` is the browser's PushSubscription as JSON ({endpoint, keys: {p256dh,
 *   auth}}), `device_state` 'enabled' (default) or 'disabled' (the customer turned push off: the
 *   subscription is removed). The subscription belongs to the session and, when signed in, the
 *   customer; order status changes are pushed to it.
 * - track_open: `pn_data` {notification: the push's payload (its push_id), action: '' for a tap on
 *   the notification, else the action button's name}.
 * - timezone: `utc_offset` (minutes east of UTC, as the device says), `timezone` (IANA),
 *   `locale` (BCP 47), `dates` (the device's own reading of its date and time).
 */
import { z } from 'zod/mini';

export const PUSH_SUB_ACTIONS = ['register', 'track_open', 'timezone'] as const;
export type PushSubAction = (typeof PUSH_SUB_ACTIONS)[number];

export const PUSH_DEVICE_STATES = ['enabled', 'disabled'] as const;
export type PushDeviceState = (typeof PUSH_DEVICE_STATES)[number];

/** A PushSubscription's JSON (PushSubscription.toJSON()). */
export const pushSubscriptionSchema = z.object({
  endpoint: z.url().check(z.maxLength(2000)),
  expirationTime: z.optional(z.nullable(z.number())),
  keys: z.object({
    p256dh: z.string().check(z.regex(/^[A-Za-z0-9_-]{80,100}={0,2}$/)),
    auth: z.string().check(z.regex(/^[A-Za-z0-9_-]{16,32}={0,2}$/)),
  }),
});
export type PushSubscriptionJson = z.infer<typeof pushSubscriptionSchema>;

/** What `Push track_open` carries: the push's payload as the service worker received it. */
export const pushOpenSchema = z.object({
  notification: z.looseObject({ push_id: z.int().check(z.positive()) }),
  action: z._default(z.string().check(z.maxLength(64)), ''),
});

export type PushRequest =
  | { sub_action: 'register'; pn_data: string; device_state?: PushDeviceState }
  | { sub_action: 'track_open'; pn_data: string }
  | { sub_action: 'timezone'; utc_offset: string; timezone: string; locale: string; dates: string };

export const pushResponseSchema = z.object({
  sub_action: z.enum(PUSH_SUB_ACTIONS),
  /** register: 1 when the subscription is kept, 0 when it was removed ('disabled'). */
  subscribed: z.optional(z.union([z.literal(0), z.literal(1)])),
  /** track_open: 1 when the push was known and marked opened. */
  tracked: z.optional(z.union([z.literal(0), z.literal(1)])),
  /** timezone: the zone stored. */
  timezone: z.optional(z.string()),
});
export type PushResponse = z.infer<typeof pushResponseSchema>;

/** An order status push, as the server sends it and the service worker (worker/sw.ts) reads it. */
export type OrderPushPayload = {
  kind: 'order_status';
  push_id: number;
  order_id: number;
  title: string;
  body: string;
  /** Where tapping the notification goes: the receipt (/account/orders/{id}, a guest's /order/{id}). */
  url: string;
  tag: string;
};
