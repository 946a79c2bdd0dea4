/**
 * Product search on big menus (a keystroke's results painted within 100 ms on 10,000 items).
 * The same rule as menuFilter's filterSections — a product stays when its name or description
 * holds every word typed (any case, accents ignored) and it carries every dietary code chosen —
 * but each product's searchable text is folded once per menu instead of on every keystroke.
 */
import {
  isFiltering,
  keepItems,
  matchesDietary,
  searchWords,
  type FilterableItem,
  type MenuFilter,
} from './menuFilter';
import type { MenuSection } from './menuSections';

/** Each product's folded name and descriptions, by item id. */
export type SearchIndex = ReadonlyMap<number, string>;

/**
 * The folded text filterSections searches (lower case, accents dropped: menuFilter's fold, which
 * searchWords applies to the query). Its tests check both filters agree.
 */
export function searchText(item: FilterableItem): string {
  return `${item.name} ${item.desc} ${item.short_desc}`
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

export function buildSearchIndex<I extends FilterableItem>(
  sections: readonly MenuSection<I>[],
): SearchIndex {
  const index = new Map<number, string>();
  const visit = (section: MenuSection<I>) => {
    for (const item of section.items) index.set(item.id, searchText(item));
    section.children.forEach(visit);
  };
  sections.forEach(visit);
  return index;
}

/** filterSections with the index's text; an item the index lacks is folded on the spot. */
export function filterIndexedSections<I extends FilterableItem>(
  sections: readonly MenuSection<I>[],
  filter: MenuFilter,
  index: SearchIndex,
): MenuSection<I>[] {
  if (!isFiltering(filter)) return [...sections];
  const words = searchWords(filter.query);
  return keepItems(sections, (item) => {
    if (!matchesDietary(item, filter.dietary)) return false;
    if (words.length === 0) return true;
    const text = index.get(item.id) ?? searchText(item);
    return words.every((word) => text.includes(word));
  });
}
