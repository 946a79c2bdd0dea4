import { describe, expect, it } from 'vitest';
import type { DietaryCode, DietaryFlags } from './dietary';
import {
  countProducts,
  filterSections,
  matchesDietary,
  matchesSearch,
  resultCountText,
  searchWords,
  type FilterableItem,
} from './menuFilter';
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

function item(id: number, name: string, desc: string, flags: Partial<DietaryFlags> = {}) {
  return { id, is_visible: 1 as const, name, desc, short_desc: '', ...none, ...flags };
}

const latte = item(1, 'Caffè Latte', 'Espresso with plenty of steamed milk.', {
  is_vegetarian: 1,
  is_gluten_free: 1,
});
const longBlack = item(2, 'Long Black', 'Double espresso over hot water.', {
  is_vegan: 1,
  is_vegetarian: 1,
  is_gluten_free: 1,
  is_dairy_free: 1,
});
const souvlaki = item(3, 'Chicken Souvlaki', 'Chargrilled chicken with pita.', { is_halal: 1 });

function section(
  id: number,
  items: FilterableItem[],
  children: MenuSection<FilterableItem>[] = [],
): MenuSection<FilterableItem> {
  return { id, anchorId: `category-${id}`, name: `C${id}`, desc: '', items, children };
}

describe('searchWords', () => {
  it.each([
    ['', []],
    ['   ', []],
    ['Latte', ['latte']],
    ['  caffè   LATTE ', ['caffe', 'latte']],
  ])('%j → %j', (query, words) => {
    expect(searchWords(query)).toEqual(words);
  });
});

describe('matchesSearch (spec 1 §2.4 product search box: by name or description)', () => {
  it.each<[string, FilterableItem, string, boolean]>([
    ['blank search keeps everything', souvlaki, '', true],
    ['name, any case', latte, 'LATTE', true],
    ['accents ignored', latte, 'caffe', true],
    ['description', longBlack, 'hot water', true],
    ['every word must be found', longBlack, 'espresso milk', false],
    ['words in any order across name and description', latte, 'milk caffe', true],
    ['no match', souvlaki, 'pizza', false],
  ])('%s', (_name, candidate, query, expected) => {
    expect(matchesSearch(candidate, searchWords(query))).toBe(expected);
  });
});

describe('matchesDietary (spec 1 §9 dietary codes GF, EF, DF, LF, V, VE, Halal)', () => {
  it.each<[string, DietaryCode[], FilterableItem, boolean]>([
    ['no codes chosen', [], souvlaki, true],
    ['GF on a gluten-free item', ['GF'], latte, true],
    ['GF on an item that is not', ['GF'], souvlaki, false],
    ['VE and DF both needed', ['VE', 'DF'], longBlack, true],
    ['V and VE: vegetarian only fails', ['V', 'VE'], latte, false],
    ['Halal', ['Halal'], souvlaki, true],
    ['EF', ['EF'], souvlaki, false],
    ['LF', ['LF'], longBlack, false],
  ])('%s', (_name, codes, candidate, expected) => {
    expect(matchesDietary(candidate, codes)).toBe(expected);
  });
});

describe('filterSections', () => {
  const menu = [section(1, [souvlaki]), section(2, [], [section(3, [latte, longBlack])])];

  it('keeps the sections as they are without a filter', () => {
    expect(filterSections(menu, { query: ' ', dietary: [] })).toEqual(menu);
  });

  it('drops products that fail and sections left empty, children included', () => {
    const vegan = filterSections(menu, { query: '', dietary: ['VE'] });
    expect(vegan.map((s) => s.id)).toEqual([2]);
    expect(vegan[0]?.children[0]?.items.map((i) => i.id)).toEqual([2]);
    expect(countProducts(vegan)).toBe(1);
  });

  it('combines the search and the dietary filter', () => {
    const found = filterSections(menu, { query: 'espresso', dietary: ['GF'] });
    expect(countProducts(found)).toBe(2);
    expect(filterSections(menu, { query: 'espresso', dietary: ['Halal'] })).toEqual([]);
  });
});

describe('resultCountText (announced after each change)', () => {
  it.each([
    [0, 'No products found'],
    [1, '1 product found'],
    [12, '12 products found'],
  ])('%i → %s', (count, text) => {
    expect(resultCountText(count)).toBe(text);
  });
});
