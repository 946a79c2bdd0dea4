import { describe, expect, it } from 'vitest';
import { menuChangeLabel } from './staffMenuChange';

describe('menuChangeLabel: what waits in the outbox', () => {
  it.each([
    [{ target: 'item' as const, name: 'Moussaka', available: false }, 'Moussaka: sold out'],
    [{ target: 'item' as const, name: 'Moussaka', available: true }, 'Moussaka: back on'],
    [{ target: 'fulfilment' as const, verb: 'Delivery', paused: true }, 'Delivery: paused'],
    [{ target: 'fulfilment' as const, verb: 'Delivery', paused: false }, 'Delivery: resumed'],
  ])('%j → %s', (change, label) => {
    expect(menuChangeLabel(change)).toBe(label);
  });
});
