/**
 * RequestAction AnalyticsEvent: not a spec call. The spec logs a purchase event on every
 * successful order (spec 2 §4.2 step 5) through an analytics service it does not show; a brand
 * whose analytics adapter is 'firstParty' sends it to its own server with this call. The client
 * names the order; the server reads the value, currency and lines from the order itself, so the
 * event's value is the total charged. One event per order: a repeat stores nothing twice.
 */
import { z } from 'zod/mini';
import { flag } from './common';

export type AnalyticsEventRequest = {
  /** 'purchase', the one event logged. */
  event: string;
  order_id: string;
  request_id: string;
};

export const analyticsEventResponseSchema = z.object({
  /** 1 when this call stored the event; 0 when the order's event was stored already. */
  stored: flag,
});
export type AnalyticsEventResponse = z.infer<typeof analyticsEventResponseSchema>;
