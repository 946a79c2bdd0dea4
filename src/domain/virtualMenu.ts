/**
 * The windowed product list for big menus (a 10,000-item menu keeps the page under 3,000 elements
 * while scrolled anywhere). Past a threshold of products the menu's sections are flattened into
 * rows — a heading row per category, then its products in rows of as many cards as the grid has
 * columns — and only the rows near the viewport are rendered. Small menus keep the whole list in
 * the page.
 */
import type { MenuSection, SectionItem } from './menuSections';

/** More products than this (after search and filters) and the list is windowed. */
export const VIRTUAL_THRESHOLD = 300;

export function shouldVirtualise(productCount: number, threshold = VIRTUAL_THRESHOLD): boolean {
  return productCount > threshold;
}

/**
 * Whether a menu's items, before its sections are built, will be windowed: its visible items
 * counted (a cold open asks, to fetch the windowed list's code early; src/app/earlyMenuLoad.ts).
 */
export function windowsItems(items: readonly { is_visible: 0 | 1 }[]): boolean {
  return shouldVirtualise(items.filter((item) => item.is_visible === 1).length);
}

type RowBase<I extends SectionItem> = {
  key: string;
  section: MenuSection<I>;
  /** 2 for a category, 3 for a sub-category (its cards' headings are one level down). */
  level: 2 | 3;
  /** The top-level category the row belongs to: what the category bar highlights. */
  topAnchorId: string;
};

export type HeadingRow<I extends SectionItem> = RowBase<I> & {
  kind: 'heading';
  /** False when the group is folded away (its products and sub-categories have no rows). */
  open: boolean;
};

export type ProductsRow<I extends SectionItem> = RowBase<I> & {
  kind: 'products';
  items: I[];
  /** 1-based position of the row's first product among its category's products. */
  firstPosition: number;
  /** How many products the category has (aria-setsize). */
  setSize: number;
};

export type MenuListRow<I extends SectionItem> = HeadingRow<I> | ProductsRow<I>;

export type FlattenOptions = {
  /** Cards per row (the grid's columns); at least 1. */
  columns: number;
  /** group_menu_by_category: folded groups show only their heading. */
  collapsible: boolean;
  collapsed: ReadonlySet<number>;
};

/**
 * The rows of the list in page order: each category's heading, its products `columns` to a row,
 * then its sub-categories the same way (as CategorySection nests them).
 */
export function flattenMenuRows<I extends SectionItem>(
  sections: readonly MenuSection<I>[],
  { columns, collapsible, collapsed }: FlattenOptions,
): MenuListRow<I>[] {
  const perRow = Math.max(1, Math.floor(columns));
  const rows: MenuListRow<I>[] = [];
  const add = (section: MenuSection<I>, level: 2 | 3, topAnchorId: string) => {
    const open = !collapsible || !collapsed.has(section.id);
    rows.push({ kind: 'heading', key: `h${section.id}`, section, level, topAnchorId, open });
    if (!open) return;
    const setSize = section.items.length;
    for (let start = 0; start < setSize; start += perRow) {
      rows.push({
        kind: 'products',
        key: `p${section.id}-${perRow}-${start}`,
        section,
        level,
        topAnchorId,
        items: section.items.slice(start, start + perRow),
        firstPosition: start + 1,
        setSize,
      });
    }
    for (const child of section.children) add(child, 3, topAnchorId);
  };
  for (const section of sections) add(section, 2, section.anchorId);
  return rows;
}

/**
 * How many columns a CSS grid lays out, from its computed grid-template-columns (the resolved
 * track list, e.g. '252px 252px 252px'); 'none' or nothing is one column.
 */
export function columnsFromTrackList(trackList: string): number {
  const value = trackList.trim();
  if (value === '' || value === 'none') return 1;
  // Line names ([a b]) are not tracks.
  const tracks = value.replace(/\[[^\]]*\]/g, ' ').trim();
  return Math.max(1, tracks === '' ? 1 : tracks.split(/\s+/).length);
}

/** The index of the heading row of the category with this anchor id, or -1. */
export function headingRowIndex<I extends SectionItem>(
  rows: readonly MenuListRow<I>[],
  anchorId: string,
): number {
  return rows.findIndex((row) => row.kind === 'heading' && row.section.anchorId === anchorId);
}

export type RowSpan = { index: number; start: number; end: number };

/**
 * The top-level category in view: that of the rendered row crossing `line` (a page offset just
 * under the sticky category bar). Null above the first row (the page top), as the non-windowed
 * list's observer is; below the last rendered row, the last row's.
 */
export function activeAnchorAt<I extends SectionItem>(
  rows: readonly MenuListRow<I>[],
  spans: readonly RowSpan[],
  line: number,
): string | null {
  let found: RowSpan | null = null;
  for (const span of spans) {
    if (span.start > line) break;
    found = span;
  }
  if (found === null) return null;
  return rows[found.index]?.topAnchorId ?? null;
}
