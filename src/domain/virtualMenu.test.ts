import { describe, expect, it } from 'vitest';
import type { MenuSection, SectionItem } from './menuSections';
import {
  activeAnchorAt,
  columnsFromTrackList,
  flattenMenuRows,
  headingRowIndex,
  shouldVirtualise,
  windowsItems,
  type MenuListRow,
} from './virtualMenu';

const items = (from: number, count: number): SectionItem[] =>
  Array.from({ length: count }, (_, i) => ({ id: from + i, is_visible: 1 }));

function section(
  id: number,
  products: SectionItem[],
  children: MenuSection<SectionItem>[] = [],
): MenuSection<SectionItem> {
  return { id, anchorId: `category-${id}`, name: `C${id}`, desc: '', items: products, children };
}

/** A row as a short string: heading 'H1(2)' / 'H1(2,folded)', products 'P1:1-3/5'. */
function describeRow(row: MenuListRow<SectionItem>): string {
  if (row.kind === 'heading')
    return `H${row.section.id}(${row.level}${row.open ? '' : ',folded'})@${row.topAnchorId}`;
  const ids = row.items.map((item) => item.id);
  return `P${row.section.id}:${ids[0]}-${ids.at(-1)}/${row.setSize}#${row.firstPosition}`;
}

const menu = [
  section(1, items(100, 5), [section(11, items(200, 2))]),
  section(2, items(300, 1)),
  section(3, [], [section(31, items(400, 3))]),
];

describe('shouldVirtualise: big menus are windowed', () => {
  it.each([
    [0, false],
    [73, false],
    [300, false],
    [301, true],
    [10_000, true],
  ])('%i products → %s', (count, windowed) => {
    expect(shouldVirtualise(count)).toBe(windowed);
  });

  const visible = (count: number, hidden = 0) => [
    ...Array.from({ length: count }, () => ({ is_visible: 1 as const })),
    ...Array.from({ length: hidden }, () => ({ is_visible: 0 as const })),
  ];
  it.each([
    ['300 visible', visible(300), false],
    ['301 visible', visible(301), true],
    ['300 visible and 50 hidden: hidden items are not shown', visible(300, 50), false],
  ])('windowsItems: %s → %s', (_, list, windowed) => {
    expect(windowsItems(list)).toBe(windowed);
  });
});

describe('flattenMenuRows: headings, then products a grid row at a time, then sub-categories', () => {
  it.each<[string, number, ReadonlySet<number>, boolean, string[]]>([
    [
      'one column',
      1,
      new Set(),
      false,
      [
        'H1(2)@category-1',
        ...[100, 101, 102, 103, 104].map((id, i) => `P1:${id}-${id}/5#${i + 1}`),
        'H11(3)@category-1',
        'P11:200-200/2#1',
        'P11:201-201/2#2',
        'H2(2)@category-2',
        'P2:300-300/1#1',
        'H3(2)@category-3',
        'H31(3)@category-3',
        'P31:400-400/3#1',
        'P31:401-401/3#2',
        'P31:402-402/3#3',
      ],
    ],
    [
      'three columns: the last row of a category is short',
      3,
      new Set(),
      false,
      [
        'H1(2)@category-1',
        'P1:100-102/5#1',
        'P1:103-104/5#4',
        'H11(3)@category-1',
        'P11:200-201/2#1',
        'H2(2)@category-2',
        'P2:300-300/1#1',
        'H3(2)@category-3',
        'H31(3)@category-3',
        'P31:400-402/3#1',
      ],
    ],
    [
      'a folded group keeps only its heading, sub-categories too',
      4,
      new Set([1, 31]),
      true,
      [
        'H1(2,folded)@category-1',
        'H2(2)@category-2',
        'P2:300-300/1#1',
        'H3(2)@category-3',
        'H31(3,folded)@category-3',
      ],
    ],
    [
      'folding is ignored when groups are not collapsible',
      8,
      new Set([1]),
      false,
      [
        'H1(2)@category-1',
        'P1:100-104/5#1',
        'H11(3)@category-1',
        'P11:200-201/2#1',
        'H2(2)@category-2',
        'P2:300-300/1#1',
        'H3(2)@category-3',
        'H31(3)@category-3',
        'P31:400-402/3#1',
      ],
    ],
    ['no columns counts as one', 0, new Set(), false, flatOneColumn()],
  ])('%s', (_, columns, collapsed, collapsible, expected) => {
    const rows = flattenMenuRows(menu, { columns, collapsible, collapsed });
    expect(rows.map(describeRow)).toEqual(expected);
    expect(new Set(rows.map((row) => row.key)).size).toBe(rows.length);
  });

  it('has no rows for no sections', () => {
    expect(flattenMenuRows([], { columns: 3, collapsible: false, collapsed: new Set() })).toEqual(
      [],
    );
  });
});

function flatOneColumn(): string[] {
  return flattenMenuRows(menu, { columns: 1, collapsible: false, collapsed: new Set() }).map(
    describeRow,
  );
}

describe('columnsFromTrackList: the grid’s computed grid-template-columns', () => {
  it.each([
    ['none', 1],
    ['', 1],
    ['343px', 1],
    ['252px 252px 252px 252px', 4],
    ['  320.5px 320.5px ', 2],
    ['[full-start] 200px [mid] 200px [full-end]', 2],
  ])('%j → %i', (trackList, columns) => {
    expect(columnsFromTrackList(trackList)).toBe(columns);
  });
});

describe('headingRowIndex: where the category bar jumps to', () => {
  const rows = flattenMenuRows(menu, { columns: 2, collapsible: false, collapsed: new Set() });
  it.each([
    ['category-1', 0],
    ['category-11', 4],
    ['category-2', 6],
    ['category-3', 8],
    ['category-99', -1],
  ])('%s → row %i', (anchorId, index) => {
    expect(headingRowIndex(rows, anchorId)).toBe(index);
  });
});

describe('activeAnchorAt: the top-level category of the row under the category bar', () => {
  const rows = flattenMenuRows(menu, { columns: 2, collapsible: false, collapsed: new Set() });
  // Rows each 100 px tall from page offset 500; only rows 3..8 are rendered.
  const spans = [3, 4, 5, 6, 7, 8].map((index) => ({
    index,
    start: 500 + index * 100,
    end: 600 + index * 100,
  }));
  it.each<[number, string | null]>([
    [0, null],
    [799, null],
    [800, 'category-1'], // row 3: category 1's last products
    [950, 'category-1'], // row 4: sub-category 11's heading, still category 1
    [1099, 'category-1'],
    [1100, 'category-2'], // row 6: category 2's heading
    [1299, 'category-2'],
    [5000, 'category-3'], // below the rendered rows: the last one's
  ])('line at %i → %s', (line, anchorId) => {
    expect(activeAnchorAt(rows, spans, line)).toBe(anchorId);
  });
});
