/**
 * A menu's items are stored in pages of ITEM_PAGE_SIZE, in menu order, one row per page (so a
 * 10,000-item menu is 20 rows to write and to read instead of 10,000; IndexedDB's cost is per row
 * far more than per byte).
 */
import type { ItemPageRow, ItemRow } from './rows';

export const ITEM_PAGE_SIZE = 500;

/** Items (of one slug) into page rows; they are sorted by position first. */
export function toItemPages(slug: string, items: readonly ItemRow[]): ItemPageRow[] {
  const ordered = [...items].sort((a, b) => a.position - b.position);
  const pages: ItemPageRow[] = [];
  for (let start = 0; start < ordered.length; start += ITEM_PAGE_SIZE) {
    pages.push({ slug, page: pages.length, items: ordered.slice(start, start + ITEM_PAGE_SIZE) });
  }
  return pages;
}

/** Page rows (read in page order) back into the menu's items, in menu order. */
export function fromItemPages(pages: readonly ItemPageRow[]): ItemRow[] {
  return pages.flatMap((page) => page.items);
}
