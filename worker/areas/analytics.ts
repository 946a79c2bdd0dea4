/** Analytics (loaded on its first call, or when a first-party purchase event waits to be sent). */
import { createPurchaseEventsApi } from '@worker/analytics/purchaseEventsApi';
import type { WorkerContext } from '@worker/context';

export function createAnalyticsArea(ctx: WorkerContext, deps: { newId?: () => string }) {
  return createPurchaseEventsApi(ctx, { newId: deps.newId ?? (() => crypto.randomUUID()) });
}

export type AnalyticsArea = ReturnType<typeof createAnalyticsArea>;
