import { describe, expect, it } from 'vitest';
import {
  itemIdsInPageOrder,
  menuSections,
  type CategoryNode,
  type SectionItem,
} from './menuSections';

function category(id: number, itemIds: number[], extra: Partial<CategoryNode> = {}): CategoryNode {
  return { id, name: `Category ${id}`, desc: '', is_visible: 1, itemIds, children: [], ...extra };
}

type Item = SectionItem & { is_available: 0 | 1 };

function item(id: number, extra: Partial<Item> = {}): Item {
  return { id, is_visible: 1, is_available: 1, ...extra };
}

type Shape = { id: number; items: number[]; children: Shape[] };

function shape(categories: CategoryNode[], items: Item[]): Shape[] {
  const walk = (sections: ReturnType<typeof menuSections<Item>>): Shape[] =>
    sections.map((s) => ({
      id: s.id,
      items: s.items.map((i) => i.id),
      children: walk(s.children),
    }));
  return walk(menuSections(categories, items));
}

describe('menuSections (spec 1 §2.4: hidden categories and items are not shown)', () => {
  it.each<[string, CategoryNode[], Item[], Shape[]]>([
    [
      'keeps menu order of categories and items',
      [category(2, [4, 3]), category(1, [1, 2])],
      [item(1), item(2), item(3), item(4)],
      [
        { id: 2, items: [4, 3], children: [] },
        { id: 1, items: [1, 2], children: [] },
      ],
    ],
    [
      'drops a hidden category',
      [category(1, [1], { is_visible: 0 }), category(2, [2])],
      [item(1), item(2)],
      [{ id: 2, items: [2], children: [] }],
    ],
    [
      'drops hidden items, and a category they leave empty',
      [category(1, [1, 2]), category(2, [3])],
      [item(1), item(2, { is_visible: 0 }), item(3, { is_visible: 0 })],
      [{ id: 1, items: [1], children: [] }],
    ],
    [
      'keeps unavailable items (they show their unavailable text)',
      [category(1, [1])],
      [item(1, { is_available: 0 })],
      [{ id: 1, items: [1], children: [] }],
    ],
    [
      'skips item ids with no row',
      [category(1, [1, 99])],
      [item(1)],
      [{ id: 1, items: [1], children: [] }],
    ],
    [
      'nests visible sub-categories and drops hidden ones',
      [category(1, [], { children: [category(10, [1]), category(11, [2], { is_visible: 0 })] })],
      [item(1), item(2)],
      [{ id: 1, items: [], children: [{ id: 10, items: [1], children: [] }] }],
    ],
    [
      'drops a parent whose sub-categories are all empty',
      [category(1, [], { children: [category(10, [2])] })],
      [item(2, { is_visible: 0 })],
      [],
    ],
  ])('%s', (_name, categories, items, expected) => {
    expect(shape(categories, items)).toEqual(expected);
  });

  it('anchors sections by category id', () => {
    expect(menuSections([category(7, [1])], [item(1)])[0]?.anchorId).toBe('category-7');
  });

  it('lists item ids in page order, sub-sections after their parent’s items', () => {
    const sections = menuSections(
      [category(1, [1], { children: [category(10, [3])] }), category(2, [2])],
      [item(1), item(2), item(3)],
    );
    expect(itemIdsInPageOrder(sections)).toEqual([1, 3, 2]);
  });
});
