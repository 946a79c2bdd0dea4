/**
 * The category bar and the product list of a big menu, windowed over the page's scroll: the
 * sections become rows (domain/virtualMenu) and only the rows near the viewport are in the page,
 * measured as they render. The grid's column count is read from the grid's own CSS, so a row holds
 * as many cards as the non-windowed grid would. The category bar highlights the category of the row
 * under it and jumps by row; a jump to a folded group opens it. The row holding keyboard focus
 * stays rendered while it is scrolled away.
 */
import { defaultRangeExtractor, useWindowVirtualizer, type Range } from '@tanstack/react-virtual';
import {
  memo,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
} from 'react';
import type { ProductLayout } from '@/domain/menuScreen';
import type { MenuSection } from '@/domain/menuSections';
import {
  activeAnchorAt,
  columnsFromTrackList,
  flattenMenuRows,
  headingRowIndex,
} from '@/domain/virtualMenu';
import { CategoryBar } from './CategoryBar';
import type { MenuItemRow as ItemRow } from './types';
import { SCROLL_MARGIN_PX } from './useActiveSection';
import { HeadingRowView, ProductsRowView } from './VirtualMenuRow';

/** Rows rendered beyond each edge of the viewport: a grid row or two of cards to Tab into. */
const OVERSCAN_ROWS = 3;
const HEADING_ESTIMATE_PX = 64;
/** A row of cards before it is measured: a phone's one-card row, or a grid row of image cards. */
const ROW_ESTIMATE_PX = { single: 190, grid: 360 };

export type VirtualMenuProps = {
  sections: MenuSection<ItemRow>[];
  layout: ProductLayout;
  currencySign: string;
  showDietary: boolean;
  showImages: boolean;
  collapsible: boolean;
  collapsed: ReadonlySet<number>;
  onToggle: (categoryId: number) => void;
  eagerItemIds: ReadonlySet<number>;
  onAdd: (item: ItemRow) => void;
};

export const VirtualMenu = memo(function VirtualMenu(props: VirtualMenuProps) {
  const { sections, collapsible, collapsed, onToggle } = props;
  const listRef = useRef<HTMLDivElement>(null);
  const probeRef = useRef<HTMLDivElement>(null);
  // Null until the grid's probe has been read (before the first paint): no rows until then.
  const columns = useGridColumns(probeRef);
  const [focusedIndex, setFocusedIndex] = useState<number | null>(null);
  const [jump, setJump] = useState<{ anchorId: string } | null>(null);
  const jumped = useRef<{ anchorId: string } | null>(null);

  const rows = useMemo(
    () => (columns === null ? [] : flattenMenuRows(sections, { columns, collapsible, collapsed })),
    [sections, columns, collapsible, collapsed],
  );
  const scrollMargin = usePageOffset(listRef, rows);
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      if (focusedIndex === null || focusedIndex >= range.count || indexes.includes(focusedIndex))
        return indexes;
      return [...indexes, focusedIndex].sort((a, b) => a - b);
    },
    [focusedIndex],
  );
  const virtualizer = useWindowVirtualizer<HTMLDivElement>({
    count: rows.length,
    estimateSize: (index) =>
      rows[index]?.kind === 'heading'
        ? HEADING_ESTIMATE_PX
        : (columns ?? 1) > 1
          ? ROW_ESTIMATE_PX.grid
          : ROW_ESTIMATE_PX.single,
    getItemKey: (index) => rows[index]?.key ?? index,
    overscan: OVERSCAN_ROWS,
    scrollMargin,
    scrollPaddingStart: SCROLL_MARGIN_PX,
    rangeExtractor,
    useFlushSync: false,
    // The window's size from the start, so the first rows render without waiting a frame for
    // the virtualizer to observe the window.
    initialRect: { width: window.innerWidth, height: window.innerHeight },
  });
  const items = virtualizer.getVirtualItems();

  // The category bar: the category of the row under it; the first one at the page top.
  const line = (virtualizer.scrollOffset ?? 0) + SCROLL_MARGIN_PX + 1;
  const activeId = activeAnchorAt(rows, items, line) ?? sections[0]?.anchorId ?? null;

  const scrollToCategory = useCallback(
    (anchorId: string) => {
      // Jumping to a folded group opens it; the jump happens once its rows are there.
      const section = sections.find((candidate) => candidate.anchorId === anchorId);
      if (section && collapsible && collapsed.has(section.id)) onToggle(section.id);
      setJump({ anchorId });
    },
    [sections, collapsible, collapsed, onToggle],
  );
  useEffect(() => {
    // Once per jump: later changes of the rows (a group folded, a resize) don't jump again.
    if (jump === null || jumped.current === jump) return;
    jumped.current = jump;
    const index = headingRowIndex(rows, jump.anchorId);
    if (index < 0) return;
    virtualizer.scrollToIndex(index, { align: 'start' });
    return focusWhenRendered(jump.anchorId);
  }, [jump, rows, virtualizer]);

  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const row = (event.target as HTMLElement).closest<HTMLElement>('[data-index]');
    if (row) setFocusedIndex(Number(row.dataset.index));
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusedIndex(null);
  };

  return (
    <>
      <CategoryBar
        categories={sections}
        activeId={activeId}
        onSelect={noop}
        scrollTo={scrollToCategory}
      />
      <div
        ref={listRef}
        className="virtual-menu"
        style={{ height: virtualizer.getTotalSize() }}
        onFocus={onFocus}
        onBlur={onBlur}
      >
        <div
          ref={probeRef}
          className={`product-grid product-grid--${props.layout} virtual-menu__probe`}
          aria-hidden="true"
        />
        {items.map((item) => {
          const row = rows[item.index];
          if (!row) return null;
          return (
            <div
              key={item.key}
              ref={virtualizer.measureElement}
              data-index={item.index}
              className="virtual-menu__row"
              style={{ transform: `translateY(${item.start - scrollMargin}px)` }}
            >
              {row.kind === 'heading' ? (
                <HeadingRowView row={row} collapsible={collapsible} onToggle={onToggle} />
              ) : (
                <ProductsRowView
                  row={row}
                  layout={props.layout}
                  currencySign={props.currencySign}
                  showDietary={props.showDietary}
                  showImages={props.showImages}
                  eagerItemIds={props.eagerItemIds}
                  onAdd={props.onAdd}
                />
              )}
            </div>
          );
        })}
      </div>
    </>
  );
});

function noop() {}

/** Moves focus to the category's heading row once the jump has rendered it (a few frames). */
function focusWhenRendered(anchorId: string): () => void {
  let frame = 0;
  let handle = 0;
  const attempt = () => {
    const target = document.getElementById(anchorId);
    if (target) {
      target.focus({ preventScroll: true });
      return;
    }
    frame += 1;
    if (frame < 30) handle = requestAnimationFrame(attempt);
  };
  handle = requestAnimationFrame(attempt);
  return () => cancelAnimationFrame(handle);
}

/** Columns of the product grid: the probe carries the grid's classes, so its CSS decides. */
function useGridColumns(probeRef: React.RefObject<HTMLDivElement | null>): number | null {
  const [columns, setColumns] = useState<number | null>(null);
  useLayoutEffect(() => {
    const probe = probeRef.current;
    if (!probe) return;
    const read = () =>
      setColumns(columnsFromTrackList(getComputedStyle(probe).gridTemplateColumns));
    read();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(read);
    observer.observe(probe);
    return () => observer.disconnect();
  }, [probeRef]);
  return columns;
}

/**
 * The list's distance from the page top (the virtualizer's scrollMargin). Read when the list
 * mounts or its rows change, and whenever the page resizes (content above it opening or
 * closing): a resize observer's callback runs after layout, so reading there costs nothing,
 * where a read after every render would force a layout on every scrolled frame.
 */
function usePageOffset(listRef: React.RefObject<HTMLDivElement | null>, rowsKey: unknown): number {
  const [offset, setOffset] = useState(0);
  const read = useCallback(() => {
    const list = listRef.current;
    if (!list) return;
    const next = Math.round(list.getBoundingClientRect().top + window.scrollY);
    setOffset((previous) => (previous === next ? previous : next));
  }, [listRef]);
  useLayoutEffect(read, [read, rowsKey]);
  useEffect(() => {
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(read);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [read]);
  return offset;
}
