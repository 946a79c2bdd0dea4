/** appState values are checked on read: a row from an older build reads as missing. */
import { describe, expect, it } from 'vitest';
import { parseAppState } from '@worker/db/appState';

describe('parseAppState', () => {
  it.each([
    ['upgrade', { Available: true, Required: false, Link: '/', receivedAt: 1 }, true],
    ['upgrade', { Available: true, Required: false, Link: '/' }, false],
    ['upgrade', { Available: 'yes', Required: false, Link: '/', receivedAt: 1 }, false],
    ['menuSlug', 'fig-and-olive', true],
    ['menuSlug', 7, false],
    ['cartSummary', { slug: 'a', num_items: 2, coupon_code: '' }, true],
    ['cartSummary', { slug: 'a', num_items: 2.5, coupon_code: '' }, false],
    ['cartSummary', { slug: 'a', num_items: 2 }, false],
    ['connectivity', { online: true, checkedAt: 5 }, true],
    ['connectivity', { online: 'true', checkedAt: 5 }, false],
    ['connectivity', null, false],
    ['connectivity', [], false],
    [
      'rewards',
      {
        customerId: 7,
        enabled: true,
        points: 120,
        fetchedAt: 5,
        rewards: [
          {
            rewards_name: 'Free coffee',
            points_required: 100,
            points_balance: 120,
            menu_name: 'm',
          },
        ],
      },
      true,
    ],
    ['rewards', { customerId: 7, enabled: true, points: 0, fetchedAt: 5, rewards: [] }, true],
    ['rewards', { customerId: 7, enabled: true, points: 0, rewards: [] }, false],
    [
      'rewards',
      { customerId: 7, enabled: true, points: 0, fetchedAt: 5, rewards: [{ rewards_name: 'x' }] },
      false,
    ],
  ] as const)('%s %j → %s', (key, raw, readable) => {
    expect(parseAppState(key, raw)).toEqual(readable ? raw : null);
  });
});
