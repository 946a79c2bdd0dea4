/**
 * RequestAction AnalyticsEvent (src/api/analytics.ts; not a spec call): the purchase event of
 * spec 2 §4.2 step 5 for a brand whose analytics adapter is 'firstParty'. The caller names an
 * order it may read (a member's own, a guest's placed in the same session); the server stores the
 * event built from that order (server/analytics/purchaseEvents.ts), once per order. A request_id
 * is required and a repeat answers the first answer.
 */
import { PURCHASE, analyticsAdapterOf, storePurchaseEvent } from '../analytics/purchaseEvents';
import { idField, requestIdField } from '../cart/parse';
import { fail, succeed, type ActionHandler } from '../protocol/context';
import { requestKey, withIdempotency, IdempotencyOwnerError } from '../protocol/idempotency';
import { MESSAGES } from '../protocol/messages';
import { brandPointsPerDollar } from '../rewards/points';

class OrderNotFound extends Error {}

export const AnalyticsEvent: ActionHandler<'AnalyticsEvent'> = async (ctx, fields) => {
  if (analyticsAdapterOf(ctx.brand.code) !== 'firstParty') {
    return fail(MESSAGES.analyticsNotCollected);
  }
  if (fields.event !== PURCHASE) return fail(MESSAGES.invalidAnalyticsEvent);
  const orderId = idField(fields, 'order_id');
  if (orderId === null) return fail(MESSAGES.orderNotFound);
  const requestId = requestIdField(fields);
  if (requestId === null) return fail(MESSAGES.requestIdRequired);
  const key = requestKey(ctx, requestId);
  try {
    return succeed(
      await withIdempotency(ctx.db, key, 'AnalyticsEvent', async (db) => {
        const outcome = await storePurchaseEvent(db, {
          orderId,
          access: {
            brandId: ctx.brand.id,
            sessionOwner: `session:${ctx.session.sid}`,
            customerId: ctx.session.customerId,
            pointsPerDollar: brandPointsPerDollar(ctx.brand),
          },
          appMode: (fields.app_mode ?? '').slice(0, 16),
          requestId,
          at: ctx.now,
        });
        // Thrown so that nothing is kept for the request id: a refusal is not remembered.
        if (outcome === 'not-found') throw new OrderNotFound();
        return { stored: outcome.stored ? (1 as const) : (0 as const) };
      }),
    );
  } catch (error) {
    if (error instanceof OrderNotFound) return fail(MESSAGES.orderNotFound);
    if (!(error instanceof IdempotencyOwnerError)) throw error;
    return fail(MESSAGES.requestIdOtherOwner);
  }
};
