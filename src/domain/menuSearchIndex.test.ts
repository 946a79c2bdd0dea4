import { describe, expect, it } from 'vitest';
import type { DietaryCode, DietaryFlags } from './dietary';
import { filterSections, type FilterableItem } from './menuFilter';
import { buildSearchIndex, filterIndexedSections, searchText } from './menuSearchIndex';
import type { MenuSection } from './menuSections';

const none: DietaryFlags = {
  is_gluten_free: 0,
  is_egg_free: 0,
  is_dairy_free: 0,
  is_lactose_free: 0,
  is_vegetarian: 0,
  is_vegan: 0,
  is_halal: 0,
};

function item(
  id: number,
  name: string,
  desc: string,
  flags: Partial<DietaryFlags> = {},
  shortDesc = '',
): FilterableItem {
  return { id, is_visible: 1, name, desc, short_desc: shortDesc, ...none, ...flags };
}

const latte = item(1, 'Caffè Latte', 'Espresso with plenty of steamed milk.', {
  is_vegetarian: 1,
});
const longBlack = item(2, 'Long Black', 'Double   espresso over hot water.', {
  is_vegan: 1,
  is_vegetarian: 1,
});
const souvlaki = item(3, 'Chicken Souvlaki', 'Chargrilled chicken.', { is_halal: 1 }, 'With pita');
const crème = item(4, 'CRÈME brûlée', '', { is_vegetarian: 1 });

function section(
  id: number,
  items: FilterableItem[],
  children: MenuSection<FilterableItem>[] = [],
): MenuSection<FilterableItem> {
  return { id, anchorId: `category-${id}`, name: `C${id}`, desc: '', items, children };
}

const menu = [section(10, [latte, longBlack], [section(11, [crème])]), section(20, [souvlaki])];

describe('searchText: the folded text a product is searched in', () => {
  it.each([
    [latte, 'caffe latte espresso with plenty of steamed milk. '],
    [souvlaki, 'chicken souvlaki chargrilled chicken. with pita'],
    [crème, 'creme brulee  '],
  ])('%#', (product, text) => {
    expect(searchText(product)).toBe(text);
  });
});

describe('filterIndexedSections finds exactly what filterSections finds (spec 1 §2.4 product search box, Dietary tab)', () => {
  const index = buildSearchIndex(menu);
  it.each<[string, DietaryCode[], number[]]>([
    ['', [], [1, 2, 4, 3]],
    ['latte', [], [1]],
    ['CAFFÈ', [], [1]],
    ['caffe   latte', [], [1]],
    ['espresso', [], [1, 2]],
    ['double espresso', [], [2]],
    ['espresso over', [], [2]],
    ['pita', [], [3]],
    ['brulee', [], [4]],
    ['crème', [], [4]],
    ['espresso', ['VE'], [2]],
    ['', ['V'], [1, 2, 4]],
    ['', ['Halal'], [3]],
    ['no such dish', [], []],
  ])('%j with %j → items %j', (query, dietary, ids) => {
    const filter = { query, dietary };
    const indexed = filterIndexedSections(menu, filter, index);
    expect(indexed).toEqual(filterSections(menu, filter));
    const found = (sections: MenuSection<FilterableItem>[]): number[] =>
      sections.flatMap((s) => [...s.items.map((i) => i.id), ...found(s.children)]);
    expect(found(indexed)).toEqual(ids);
  });

  it('folds a product the index does not hold on the spot', () => {
    const filter = { query: 'souvlaki', dietary: [] };
    expect(filterIndexedSections(menu, filter, new Map())).toEqual(filterSections(menu, filter));
  });

  it('indexes every product once, sub-categories included', () => {
    expect([...index.keys()].sort()).toEqual([1, 2, 3, 4]);
  });
});
