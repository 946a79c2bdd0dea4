/**
 * The receipt's fulfilment line: the type, when, and the address, location, table or booking, e.g.
 * 'Pickup · ASAP' or 'Delivery · Tue 24 Nov, 12:05 pm · 12 South Tce, Fremantle'.
 */
import { formatDayTime, localEpochFromWallClock } from './calendar';

const TYPE_NAMES: Record<string, string> = {
  pickup: 'Pickup',
  delivery: 'Delivery',
  dinein: 'Dine-in',
  booking: 'Booking',
  catering: 'Catering',
  custom: 'Custom',
};

export function receiptFulfilmentLine(order: {
  fulfilment_type: string;
  fulfilment_asap: 0 | 1;
  /** 'ASAP' or the merchant-local 'yyyy-MM-ddTHH:mm'. */
  fulfilment_when: string;
  fulfilment_detail: string;
}): string {
  const type = TYPE_NAMES[order.fulfilment_type] ?? order.fulfilment_type;
  const at = order.fulfilment_asap === 1 ? null : localEpochFromWallClock(order.fulfilment_when);
  const when = at === null ? (order.fulfilment_asap === 1 ? 'ASAP' : '') : formatDayTime(at);
  return [type, when, order.fulfilment_detail.trim()].filter((part) => part !== '').join(' · ');
}
