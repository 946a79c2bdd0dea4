/** A staff Menu tab change as the worker queues it: how long a mark lasts, and its words. */

export type SoldOutUntil = 'close' | 'manual';

/** 'Sold out today': the spec's available_str when staff give none. */
export const SOLD_OUT_TODAY = 'Sold out today';

/** The words a change waits under in the outbox: 'Moussaka: sold out', 'Delivery: resumed'. */
export function menuChangeLabel(
  change:
    | { target: 'item'; name: string; available: boolean }
    | { target: 'fulfilment'; verb: string; paused: boolean },
): string {
  if (change.target === 'item')
    return `${change.name}: ${change.available ? 'back on' : 'sold out'}`;
  return `${change.verb}: ${change.paused ? 'paused' : 'resumed'}`;
}
