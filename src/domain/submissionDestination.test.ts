import { describe, expect, it } from 'vitest';
import type { DetailsRole } from './checkoutDetails';
import { submissionDestination } from './submissionDestination';

describe('after a placed order (spec 2 §4.2 step 5)', () => {
  it.each<[DetailsRole, number, string | null]>([
    ['kiosk', 42, '/order/42'],
    ['kiosk', 0, '/menu/fig-and-olive'],
    ['staff', 42, null],
    ['member', 42, '/account/orders/42'],
    ['guest', 42, '/order/42'],
    ['guest', 0, '/menu/fig-and-olive'],
  ])('%s with order %d → %j', (role, orderId, destination) => {
    expect(submissionDestination({ role, orderId, menuSlug: 'fig-and-olive' })).toBe(destination);
  });
});
