import { describe, expect, it } from 'vitest';
import { menuRows } from '@/liveQueries/menuRows';
import {
  syntheticCategory,
  syntheticItem,
  syntheticMerchantAnswer,
} from './support/merchantAnswer';

describe('menuRows: a Merchant answer split into rows', () => {
  const answer = syntheticMerchantAnswer([
    syntheticCategory(
      1,
      [syntheticItem(10, 1), syntheticItem(11, 1, { is_visible: 0 })],
      [syntheticCategory(3, [syntheticItem(30, 3)])],
    ),
    syntheticCategory(2, [syntheticItem(20, 2), syntheticItem(10, 2)]),
  ]);
  const rows = menuRows({ answer, slug: 'fig', now: 5_000, fulfilmentType: 'pickup' });

  it('lists items in menu order: a category, its children, then the next category', () => {
    expect(rows.items.map((item) => [item.id, item.position])).toEqual([
      [10, 0],
      [11, 1],
      [30, 2],
      [20, 3],
    ]);
  });

  it('keeps hidden items, flagged by is_visible', () => {
    expect(rows.items.find((item) => item.id === 11)?.is_visible).toBe(0);
  });

  it('keeps an item listed in two categories once, but in both categories', () => {
    expect(rows.items.filter((item) => item.id === 10)).toHaveLength(1);
    expect(rows.menu.categories.map((category) => category.itemIds)).toEqual([
      [10, 11],
      [20, 10],
    ]);
    expect(rows.menu.categories[0]?.children[0]?.itemIds).toEqual([30]);
  });

  it('stores the menu without items, stamped with both fetch times', () => {
    expect(rows.menu).toMatchObject({
      slug: 'fig',
      merchantId: 7,
      menuFetchedAt: 5_000,
      fulfilmentFetchedAt: 5_000,
      fulfilmentType: 'pickup',
    });
    expect(rows.menu.menu).not.toHaveProperty('items');
    expect(rows.menu.merchant).not.toHaveProperty('menu');
    expect(rows.menu.merchant).not.toHaveProperty('fulfilment_settings');
  });

  it('keys fulfilment settings by slug and keeps the merchant summary', () => {
    expect(rows.fulfilment.map((settings) => [settings.slug, settings.code])).toEqual([
      ['fig', 'pickup'],
      ['fig', 'delivery'],
    ]);
    expect(rows.merchant).toMatchObject({ id: 7, fetchedAt: 5_000 });
    expect(rows.merchant).not.toHaveProperty('local_ts');
  });

  it('handles a store that returned no menu', () => {
    const none = syntheticMerchantAnswer();
    const empty = menuRows({
      answer: { ...none, merchant: { ...none.merchant, menu: null } },
      slug: 'x',
      now: 1,
      fulfilmentType: null,
    });
    expect(empty.menu.menu).toBeNull();
    expect(empty.menu.categories).toEqual([]);
    expect(empty.items).toEqual([]);
  });
});
