/**
 * RequestAction Push (src/api/push.ts): a browser's Web Push subscription, the opening of a push,
 * and the device's timezone. Subscriptions are upserted by endpoint (a browser has one per
 * origin), so a repeat is harmless and needs no request_id; a new sign-in on the same browser
 * moves the subscription to that session and customer.
 */
import {
  PUSH_DEVICE_STATES,
  pushOpenSchema,
  pushSubscriptionSchema,
  type PushDeviceState,
} from '@api/push';
import {
  fail,
  succeed,
  type ActionContext,
  type ActionHandler,
  type RequestFields,
} from '../protocol/context';
import { MESSAGES } from '../protocol/messages';
import { isPushEndpointAllowed, noPushSandbox } from '../push/endpoints';

const parseJson = (raw: string | undefined): unknown => {
  try {
    return raw === undefined ? undefined : JSON.parse(raw);
  } catch {
    return undefined;
  }
};

const isDeviceState = (value: string): value is PushDeviceState =>
  (PUSH_DEVICE_STATES as readonly string[]).includes(value);

export const Push: ActionHandler<'Push'> = async (ctx, fields) => {
  switch (fields.sub_action) {
    case 'register':
      return register(ctx, fields);
    case 'track_open':
      return trackOpen(ctx, fields);
    case 'timezone':
      return timezone(ctx, fields);
    default:
      return fail(MESSAGES.invalidSubAction);
  }
};

async function register(ctx: ActionContext, fields: RequestFields) {
  const state = fields.device_state || 'enabled';
  const parsed = pushSubscriptionSchema.safeParse(parseJson(fields.pn_data));
  if (!isDeviceState(state) || !parsed.success) return fail(MESSAGES.pushInvalid);
  const { endpoint, keys } = parsed.data;
  if (state === 'disabled') {
    // Only the session or customer that holds a subscription may remove it.
    await ctx.db
      .deleteFrom('push_subscriptions')
      .where('brand_id', '=', ctx.brand.id)
      .where('endpoint', '=', endpoint)
      .where((eb) =>
        eb.or([
          eb('sid', '=', ctx.session.sid),
          ...(ctx.session.customerId > 0 ? [eb('customer_id', '=', ctx.session.customerId)] : []),
        ]),
      )
      .execute();
    return succeed({ sub_action: 'register' as const, subscribed: 0 as const });
  }
  if (!isPushEndpointAllowed(endpoint, ctx.push ?? noPushSandbox))
    return fail(MESSAGES.pushInvalid);
  const values = {
    p256dh: keys.p256dh,
    auth: keys.auth,
    sid: ctx.session.sid,
    customer_id: ctx.session.customerId,
    device_state: state,
    updated_at: ctx.now,
  };
  await ctx.db
    .insertInto('push_subscriptions')
    .values({ brand_id: ctx.brand.id, endpoint, created_at: ctx.now, ...values })
    .onConflict((conflict) => conflict.columns(['brand_id', 'endpoint']).doUpdateSet(values))
    .execute();
  return succeed({ sub_action: 'register' as const, subscribed: 1 as const });
}

async function trackOpen(ctx: ActionContext, fields: RequestFields) {
  const parsed = pushOpenSchema.safeParse(parseJson(fields.pn_data));
  if (!parsed.success) return fail(MESSAGES.pushInvalid);
  const { notification, action } = parsed.data;
  // A push is marked once, and only by the subscriber it was sent to.
  const marked = await ctx.db
    .updateTable('push_messages')
    .set({ opened_at: ctx.now, open_action: action })
    .where('id', '=', notification.push_id)
    .where('brand_id', '=', ctx.brand.id)
    .where('opened_at', 'is', null)
    .where('subscription_id', 'in', (eb) =>
      eb
        .selectFrom('push_subscriptions')
        .select('id')
        .where('brand_id', '=', ctx.brand.id)
        .where((inner) =>
          inner.or([
            inner('sid', '=', ctx.session.sid),
            ...(ctx.session.customerId > 0
              ? [inner('customer_id', '=', ctx.session.customerId)]
              : []),
          ]),
        ),
    )
    .executeTakeFirst();
  const tracked = Number(marked.numUpdatedRows) > 0 ? 1 : 0;
  return succeed({ sub_action: 'track_open' as const, tracked: tracked as 0 | 1 });
}

const IANA_ZONE = /^[A-Za-z_]+(\/[A-Za-z0-9_+-]+){0,2}$|^UTC$/;
const LOCALE = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8}){0,3}$/;

async function timezone(ctx: ActionContext, fields: RequestFields) {
  const offset = Number(fields.utc_offset);
  const zone = fields.timezone ?? '';
  const locale = fields.locale ?? '';
  if (
    !/^-?\d{1,4}$/.test(fields.utc_offset ?? '') ||
    Math.abs(offset) > 14 * 60 ||
    !IANA_ZONE.test(zone) ||
    zone.length > 64 ||
    (locale !== '' && !LOCALE.test(locale))
  )
    return fail(MESSAGES.pushInvalid);
  const values = {
    customer_id: ctx.session.customerId,
    utc_offset_minutes: offset,
    timezone: zone,
    locale,
    client_dates: (fields.dates ?? '').slice(0, 200),
    updated_at: ctx.now,
  };
  await ctx.db
    .insertInto('push_timezones')
    .values({ brand_id: ctx.brand.id, sid: ctx.session.sid, ...values })
    .onConflict((conflict) => conflict.columns(['brand_id', 'sid']).doUpdateSet(values))
    .execute();
  return succeed({ sub_action: 'timezone' as const, timezone: zone });
}
