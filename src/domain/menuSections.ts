/**
 * What the menu screen lists (spec 1 §2.4): the cached category tree (item ids in menu order) and
 * the item rows become visible categories in menu order, each with its visible items and visible
 * sub-categories. Hidden categories and items (is_visible 0) are dropped, and so are categories
 * left with nothing to show. Unavailable items stay: they show their unavailable text.
 */

export type CategoryNode = {
  id: number;
  name: string;
  desc: string;
  is_visible: 0 | 1;
  itemIds: number[];
  children: CategoryNode[];
};

export type SectionItem = { id: number; is_visible: 0 | 1 };

export type MenuSection<I extends SectionItem> = {
  id: number;
  /** The DOM id the category bar scrolls to. */
  anchorId: string;
  name: string;
  desc: string;
  items: I[];
  children: MenuSection<I>[];
};

export function sectionAnchorId(categoryId: number): string {
  return `category-${categoryId}`;
}

function toSection<I extends SectionItem>(
  category: CategoryNode,
  itemsById: Map<number, I>,
): MenuSection<I> | null {
  if (category.is_visible !== 1) return null;
  const items = category.itemIds
    .map((id) => itemsById.get(id))
    .filter((item): item is I => item !== undefined && item.is_visible === 1);
  const children = category.children
    .map((child) => toSection(child, itemsById))
    .filter((child): child is MenuSection<I> => child !== null);
  if (items.length === 0 && children.length === 0) return null;
  return {
    id: category.id,
    anchorId: sectionAnchorId(category.id),
    name: category.name,
    desc: category.desc,
    items,
    children,
  };
}

export function menuSections<I extends SectionItem>(
  categories: readonly CategoryNode[],
  items: readonly I[],
): MenuSection<I>[] {
  const itemsById = new Map(items.map((item) => [item.id, item]));
  return categories
    .map((category) => toSection(category, itemsById))
    .filter((section): section is MenuSection<I> => section !== null);
}

/** Item ids in the order they appear on the page (sections, then their sub-sections). */
export function itemIdsInPageOrder(sections: readonly MenuSection<SectionItem>[]): number[] {
  return sections.flatMap((section) => [
    ...section.items.map((item) => item.id),
    ...itemIdsInPageOrder(section.children),
  ]);
}
