import { describe, expect, it } from 'vitest';
import { orderStatusLabel } from './orderStatusLabel';

describe('orderStatusLabel', () => {
  it.each([
    ['placed', 'pickup', 'Order received'],
    ['accepted', 'pickup', 'Accepted'],
    ['preparing', 'delivery', 'Being prepared'],
    ['ready', 'pickup', 'Ready for pickup'],
    ['ready', 'custom', 'Ready for pickup'],
    ['ready', 'delivery', 'Ready'],
    ['ready', 'dinein', 'Ready'],
    ['out_for_delivery', 'delivery', 'Out for delivery'],
    ['completed', 'pickup', 'Completed'],
    ['cancelled', 'booking', 'Cancelled'],
  ] as const)('%s (%s) → %s', (status, type, label) => {
    expect(orderStatusLabel(status, type)).toBe(label);
  });

  it("says 'Ready for pickup' when the type is not known", () => {
    expect(orderStatusLabel('ready')).toBe('Ready for pickup');
  });
});
