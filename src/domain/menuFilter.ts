/**
 * The menu's product search and dietary filter (spec 1 §2.4 'product search box'; Dietary tab,
 * §9 'Dietary codes GF, EF, DF, LF, V, VE, Halal'). Both narrow the sections the menu lists:
 * a product stays when its name or description holds every word typed (any case, accents
 * ignored) and it carries every dietary code chosen. Sections left empty are dropped.
 */
import { DIETARY_TAGS, type DietaryCode, type DietaryFlags } from './dietary';
import type { MenuSection, SectionItem } from './menuSections';

export type FilterableItem = SectionItem &
  DietaryFlags & { name: string; desc: string; short_desc: string };

export type MenuFilter = { query: string; dietary: readonly DietaryCode[] };

export const NO_FILTER: MenuFilter = { query: '', dietary: [] };

/** Lower case without accents, so 'caffe' finds 'Caffè Latte'. */
function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** The words of a search, folded; blank text has none. */
export function searchWords(query: string): string[] {
  return fold(query)
    .split(/\s+/)
    .filter((word) => word !== '');
}

export function matchesSearch(item: FilterableItem, words: readonly string[]): boolean {
  if (words.length === 0) return true;
  const text = fold(`${item.name} ${item.desc} ${item.short_desc}`);
  return words.every((word) => text.includes(word));
}

export function matchesDietary(item: DietaryFlags, codes: readonly DietaryCode[]): boolean {
  return codes.every((code) => {
    const tag = DIETARY_TAGS.find((candidate) => candidate.code === code);
    return tag === undefined || item[tag.flag] === 1;
  });
}

export function isFiltering(filter: MenuFilter): boolean {
  return searchWords(filter.query).length > 0 || filter.dietary.length > 0;
}

/** The sections with only the products that pass the filter; empty sections are left out. */
export function filterSections<I extends FilterableItem>(
  sections: readonly MenuSection<I>[],
  filter: MenuFilter,
): MenuSection<I>[] {
  if (!isFiltering(filter)) return [...sections];
  const words = searchWords(filter.query);
  return keepItems(
    sections,
    (item) => matchesSearch(item, words) && matchesDietary(item, filter.dietary),
  );
}

/** The sections with only the items `keep` passes; a section left with none is left out. */
export function keepItems<I extends FilterableItem>(
  sections: readonly MenuSection<I>[],
  keep: (item: I) => boolean,
): MenuSection<I>[] {
  const narrow = (section: MenuSection<I>): MenuSection<I> | null => {
    const items = section.items.filter(keep);
    const children = section.children
      .map(narrow)
      .filter((child): child is MenuSection<I> => child !== null);
    return items.length === 0 && children.length === 0 ? null : { ...section, items, children };
  };
  return sections.map(narrow).filter((section): section is MenuSection<I> => section !== null);
}

/** How many products the sections list (sub-sections included). */
export function countProducts(sections: readonly MenuSection<SectionItem>[]): number {
  return sections.reduce(
    (total, section) => total + section.items.length + countProducts(section.children),
    0,
  );
}

/** What the live region announces after a search or filter change. */
export function resultCountText(count: number): string {
  if (count === 0) return 'No products found';
  return count === 1 ? '1 product found' : `${count} products found`;
}
