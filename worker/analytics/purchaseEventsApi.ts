/**
 * The purchase event of spec 2 §4.2 step 5, as the brand's analytics adapter wants it
 * (brand.analytics.adapter): logged once per order on this device (the order ids logged are kept
 * in appState 'purchaseEvents'), however often the success screen shows.
 *
 * - 'firstParty': queued in appState with a request id made once, and sent to the server
 *   (AnalyticsEvent); kept while the network is away and sent when it returns, with the same
 *   request id, so the server stores it once. The server builds the event from the order.
 * - 'ga4': the order read from the server (OrderStatusDetailed) and answered as GA4's purchase
 *   parameters, which the page hands to gtag.js (the page owns the script; src/features/analytics).
 * - 'none': nothing.
 */
import {
  claimPurchase,
  currencyForCountry,
  ga4PurchaseParams,
  purchaseEventFromOrder,
  type Ga4PurchaseParams,
} from '@/domain/purchaseEvent';
import { deliveryVerdict } from '@/domain/outboxDelivery';
import { ok, type Result } from '@/domain/result';
import type { WorkerContext } from '@worker/context';
import { readAppState, writeAppState, type PurchaseEventsState } from '@worker/db/appState';
import { createLogger } from '@worker/log';

const log = createLogger('analytics');

const EMPTY: PurchaseEventsState = { logged: [], pending: [] };

/** First-party events kept unsent at most (the oldest go first): a device offline for weeks. */
export const PENDING_KEPT = 50;

export function createPurchaseEventsApi(ctx: WorkerContext, deps: { newId: () => string }) {
  const { db } = ctx;
  const adapter = ctx.brand.analytics.adapter;
  let flushing: Promise<Result<{ sent: number; waiting: number }>> | null = null;

  const read = async () => (await readAppState(db, 'purchaseEvents')) ?? EMPTY;

  /** Claims the order (true the first time on this device); a first-party event is queued with it. */
  async function claim(orderId: number): Promise<boolean> {
    return db.transaction('rw', db.appState, async () => {
      const state = await read();
      const claimed = claimPurchase(state.logged, orderId);
      if (!claimed.claimed) return false;
      const pending =
        adapter === 'firstParty'
          ? [...state.pending, { requestId: deps.newId(), orderId }].slice(-PENDING_KEPT)
          : state.pending;
      await writeAppState(db, 'purchaseEvents', { logged: claimed.logged, pending });
      return true;
    });
  }

  async function forget(requestId: string): Promise<void> {
    await db.transaction('rw', db.appState, async () => {
      const state = await read();
      await writeAppState(db, 'purchaseEvents', {
        ...state,
        pending: state.pending.filter((entry) => entry.requestId !== requestId),
      });
    });
  }

  /** Sends the queued first-party events in order; stops at the first that gets no answer. */
  async function sendPending(): Promise<Result<{ sent: number; waiting: number }>> {
    let sent = 0;
    for (const entry of (await read()).pending) {
      const answer = await ctx.protocol.call('AnalyticsEvent', {
        event: 'purchase',
        order_id: String(entry.orderId),
        request_id: entry.requestId,
      });
      if (!answer.ok && deliveryVerdict(answer.error) === 'retry') break;
      // Stored, stored already, or refused for good (the order is not this session's): done.
      if (!answer.ok)
        log.info(`purchase event for order ${entry.orderId}: ${answer.error.message}`);
      else sent += 1;
      await forget(entry.requestId);
    }
    return ok({ sent, waiting: (await read()).pending.length });
  }

  /** One send at a time in this worker; the server's request ids make any repeat harmless. */
  function flushPurchaseEvents(
    _input: Record<string, never> = {},
  ): Promise<Result<{ sent: number; waiting: number }>> {
    flushing ??= sendPending().finally(() => {
      flushing = null;
    });
    return flushing;
  }

  return {
    /**
     * Logs the purchase of a placed order (call it where the order's success is shown). Once per
     * order: a second call for the same order does nothing. Answers GA4's purchase parameters when
     * the brand's adapter is 'ga4' (for the page to send), else null.
     */
    async logPurchase(input: {
      orderId: number;
    }): Promise<Result<{ ga4: Ga4PurchaseParams | null }>> {
      if (adapter === 'none') return ok({ ga4: null });
      if (adapter === 'firstParty') {
        if (await claim(input.orderId)) void flushPurchaseEvents();
        return ok({ ga4: null });
      }
      if ((await read()).logged.includes(input.orderId)) return ok({ ga4: null });
      const answer = await ctx.protocol.call('OrderStatusDetailed', {
        order_id: String(input.orderId),
      });
      if (!answer.ok) return answer;
      if (!(await claim(input.orderId))) return ok({ ga4: null });
      const event = purchaseEventFromOrder(
        answer.data.order,
        currencyForCountry(ctx.brand.countryCode),
      );
      return ok({ ga4: ga4PurchaseParams(event) });
    },

    /** Sends first-party purchase events still queued (when the network returns). */
    flushPurchaseEvents,
  };
}
