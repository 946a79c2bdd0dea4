import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { fromItemPages, ITEM_PAGE_SIZE, toItemPages } from '@worker/db/itemPages';
import { queryMenu } from '@worker/db/queries';
import { menuRows } from '@/liveQueries/menuRows';
import { writeMenu } from '@worker/menu/writeMenu';
import { bigMerchantAnswer, syntheticItem } from './support/merchantAnswer';
import { testDb } from './support/testDb';

const item = (id: number, position: number) => ({ ...syntheticItem(id, 1), slug: 's', position });

describe('item pages (one row per 500 items)', () => {
  it.each([
    [0, []],
    [1, [1]],
    [ITEM_PAGE_SIZE, [ITEM_PAGE_SIZE]],
    [ITEM_PAGE_SIZE + 1, [ITEM_PAGE_SIZE, 1]],
    [10_000, Array.from({ length: 20 }, () => ITEM_PAGE_SIZE)],
  ])('%i items make pages of %j', (count, sizes) => {
    const items = Array.from({ length: count }, (_, index) => item(index + 1, index));
    const pages = toItemPages('s', items);
    expect(pages.map((page) => page.items.length)).toEqual(sizes);
    expect(pages.map((page) => page.page)).toEqual(sizes.map((_, index) => index));
    expect(fromItemPages(pages)).toEqual(items);
  });

  it('pages hold the items in menu order whatever order they came in', () => {
    const pages = toItemPages('s', [item(3, 2), item(1, 0), item(2, 1)]);
    expect(fromItemPages(pages).map((row) => row.id)).toEqual([1, 2, 3]);
  });

  it('a smaller menu written over a bigger one leaves no page of the old one behind', async () => {
    const db = testDb();
    const write = (count: number) =>
      writeMenu(
        db,
        menuRows({ answer: bigMerchantAnswer(count), slug: 'big', now: 1, fulfilmentType: null }),
      );
    await write(1_200);
    expect(await db.itemPages.count()).toBe(3);
    await write(501);
    expect(await db.itemPages.count()).toBe(2);
    expect((await queryMenu(db, 'big'))?.items).toHaveLength(501);
    db.close();
  });
});
