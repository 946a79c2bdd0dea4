import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { GUEST_CUSTOMER } from '@/liveQueries/defaults';
import { readAppState } from '@worker/db/appState';
import { queryCustomer, queryItemDetails, queryMenu, queryMerchants } from '@worker/db/queries';
import { menuRows } from '@/liveQueries/menuRows';
import { writeMenu } from '@worker/menu/writeMenu';
import {
  syntheticCategory,
  syntheticItem,
  syntheticMerchantAnswer,
} from './support/merchantAnswer';
import { testDb } from './support/testDb';

describe('the reads behind the hooks', () => {
  it('queryMenu: null when nothing is cached, else the row and its items in position order', async () => {
    const db = testDb();
    expect(await queryMenu(db, 'fig')).toBeNull();
    const answer = syntheticMerchantAnswer([
      syntheticCategory(1, [syntheticItem(50, 1), syntheticItem(3, 1)]),
      syntheticCategory(2, [syntheticItem(9, 2)]),
    ]);
    await writeMenu(db, menuRows({ answer, slug: 'fig', now: 1, fulfilmentType: null }));
    const menu = await queryMenu(db, 'fig');
    expect(menu?.row.slug).toBe('fig');
    expect(menu?.items.map((item) => item.id)).toEqual([50, 3, 9]);
    expect(await queryMenu(db, 'other')).toBeNull();
    db.close();
  });

  it('a rewrite drops items that left the menu and keeps other slugs', async () => {
    const db = testDb();
    const first = syntheticMerchantAnswer([
      syntheticCategory(1, [syntheticItem(1, 1), syntheticItem(2, 1)]),
    ]);
    const second = syntheticMerchantAnswer([
      syntheticCategory(1, [syntheticItem(2, 1), syntheticItem(4, 1)]),
    ]);
    await writeMenu(db, menuRows({ answer: first, slug: 'a', now: 1, fulfilmentType: null }));
    await writeMenu(db, menuRows({ answer: first, slug: 'b', now: 1, fulfilmentType: null }));
    await writeMenu(db, menuRows({ answer: second, slug: 'a', now: 2, fulfilmentType: null }));
    expect((await queryMenu(db, 'a'))?.items.map((item) => [item.id, item.position])).toEqual([
      [2, 0],
      [4, 1],
    ]);
    expect((await queryMenu(db, 'b'))?.items.map((item) => item.id)).toEqual([1, 2]);
    expect(await readAppState(db, 'menuSlug')).toBe('a');
    expect(await readAppState(db, 'cartSummary')).toEqual({
      slug: 'a',
      num_items: 2,
      coupon_code: '',
    });
    db.close();
  });

  it('queryCustomer defaults to the guest (id 0, status 0)', async () => {
    const db = testDb();
    expect(await queryCustomer(db)).toEqual(GUEST_CUSTOMER);
    await db.customer.put({
      key: 'current',
      id: 5,
      status: 1,
      name: 'Ann',
      email: 'a@example.com',
    });
    expect(await queryCustomer(db)).toMatchObject({ id: 5, status: 1 });
    db.close();
  });

  it('queryItemDetails: null until stored', async () => {
    const db = testDb();
    expect(await queryItemDetails(db, 'fig', 1)).toBeNull();
    db.close();
  });

  it('queryMerchants keeps the order of the last answer', async () => {
    const db = testDb();
    expect(await queryMerchants(db)).toBeNull();
    const summary = syntheticMerchantAnswer().merchant;
    await db.merchants.bulkPut([1, 2, 3].map((id) => ({ ...summary, id, fetchedAt: 1 })));
    await db.locations.put({
      key: 'current',
      merchantIds: [3, 1],
      groups: [],
      history: [],
      merchantTypes: [],
      settings: {
        set: 'ALL',
        promo_text: '',
        payment_text: '',
        delivery_text: '',
        warning_text: '',
      },
      fetchedAt: 1,
    });
    expect((await queryMerchants(db))?.merchants.map((merchant) => merchant.id)).toEqual([3, 1]);
    db.close();
  });

  it('an appState value written by an older build reads as missing, not as garbage', async () => {
    const db = testDb();
    await db.appState.put({ key: 'upgrade', value: { available: 'yes' } });
    expect(await readAppState(db, 'upgrade')).toBeNull();
    db.close();
  });
});
