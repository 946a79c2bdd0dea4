import { describe, expect, it } from 'vitest';
import { receiptFulfilmentLine } from './receiptDisplay';

describe('receiptFulfilmentLine', () => {
  it.each([
    ['pickup', 1, 'ASAP', '', 'Pickup · ASAP'],
    [
      'delivery',
      0,
      '2026-11-24T12:05',
      '12 South Tce, Fremantle',
      'Delivery · Tue 24 Nov, 12:05 pm · 12 South Tce, Fremantle',
    ],
    ['dinein', 1, 'ASAP', 'Table 12', 'Dine-in · ASAP · Table 12'],
    [
      'booking',
      0,
      '2026-11-28T19:00',
      'Sam, 4 people',
      'Booking · Sat 28 Nov, 7:00 pm · Sam, 4 people',
    ],
    ['custom', 0, 'not a time', '', 'Custom'],
  ] as const)('%s %s %s %s → %s', (type, asap, when, detail, expected) => {
    expect(
      receiptFulfilmentLine({
        fulfilment_type: type,
        fulfilment_asap: asap,
        fulfilment_when: when,
        fulfilment_detail: detail,
      }),
    ).toBe(expected);
  });
});
