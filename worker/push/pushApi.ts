/**
 * Push (spec 1 §4 'Push', §7 'Push, register / track_open / timezone'): the page subscribes the
 * browser (src/features/push/) and hands the subscription here; the worker tells the server.
 * Nothing is stored on the device: the browser keeps its subscription, the server the rest.
 */
import type { PushDeviceState, PushSubscriptionJson } from '@/api/push';
import { pushSubscriptionSchema } from '@/api/push';
import { fail, ok, type Result } from '@/domain/result';
import type { WorkerContext } from '@worker/context';
import { createLogger } from '@worker/log';
import { deviceZone } from './deviceZone';

const log = createLogger('push');

export function createPushApi(ctx: WorkerContext) {
  return {
    /**
     * Registers the browser's push subscription for this session (and the signed-in customer), or
     * with deviceState 'disabled' removes it. Answers whether the server now holds it.
     */
    async registerPush(input: {
      subscription: PushSubscriptionJson;
      deviceState: PushDeviceState;
    }): Promise<Result<{ subscribed: boolean }>> {
      const parsed = pushSubscriptionSchema.safeParse(input.subscription);
      if (!parsed.success) return fail('invalid-request', 'Invalid push subscription');
      const answer = await ctx.protocol.call('Push', {
        sub_action: 'register',
        pn_data: JSON.stringify(parsed.data),
        device_state: input.deviceState,
      });
      if (!answer.ok) {
        log.warn(`register: ${answer.error.message}`);
        return answer;
      }
      return ok({ subscribed: answer.data.subscribed === 1 });
    },

    /** Tells the server a push was opened (`action` '' for a tap on the notification itself). */
    async trackPushOpen(input: { pushId: number; orderId: number; action: string }) {
      if (!Number.isSafeInteger(input.pushId) || input.pushId <= 0)
        return fail('invalid-request', 'Invalid push');
      const answer = await ctx.protocol.call('Push', {
        sub_action: 'track_open',
        pn_data: JSON.stringify({
          notification: { push_id: input.pushId, order_id: input.orderId },
          action: input.action.slice(0, 64),
        }),
      });
      return answer.ok ? ok({ tracked: answer.data.tracked === 1 }) : answer;
    },

    /**
     * Sends the device's UTC offset (minutes east), IANA zone, locale and its reading of the date,
     * unless `sentKey` (what the page noted after the last send this session) says the server has
     * them already. Read here rather than in the page: the first Intl date formatter of a page
     * loads the browser's zone data, a long task on its main thread (about 30 ms, 120 ms at 4x CPU)
     * that a page with no time on screen (Home, the sign-in form, an empty cart) need not pay.
     */
    async sendTimezone(input: {
      sentKey: string | null;
    }): Promise<Result<{ sent: boolean; key: string; timezone: string }>> {
      const zone = deviceZone(new Date(ctx.now()));
      if (input.sentKey === zone.key)
        return ok({ sent: false, key: zone.key, timezone: zone.timezone });
      const answer = await ctx.protocol.call('Push', {
        sub_action: 'timezone',
        utc_offset: String(zone.utcOffsetMinutes),
        timezone: zone.timezone,
        locale: zone.locale,
        dates: zone.dates,
      });
      return answer.ok
        ? ok({ sent: true, key: zone.key, timezone: answer.data.timezone ?? zone.timezone })
        : answer;
    },
  };
}
