/**
 * What the fulfilment gate shows once the customer may order (spec 1 §2.4): the merchant card's
 * sub-tabs and their panels, the product search box, the category bar and the products, narrowed
 * by the search and the dietary filter.
 */
import { lazy, Suspense, useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import type { DietaryCode } from '@/domain/dietary';
import {
  countProducts,
  isFiltering,
  resultCountText,
  searchWords,
  type MenuFilter,
} from '@/domain/menuFilter';
import {
  buildSearchIndex,
  filterIndexedSections,
  type SearchIndex,
} from '@/domain/menuSearchIndex';
import type { MenuTabId, ProductLayout } from '@/domain/menuScreen';
import { itemIdsInPageOrder, type MenuSection } from '@/domain/menuSections';
import { shouldVirtualise } from '@/domain/virtualMenu';
import { useFulfilmentPopup } from '@/features/fulfilment/FulfilmentGate';
import { loadItemRoute } from '@/features/item/loadItemRoute';
import { HydrationSlice } from '@/app/ssr/HydrationSlice';
import { afterFirstScreen } from '@/ui/firstScreen';
import { CategoryBar } from './CategoryBar';
import { CategorySection } from './CategorySection';
import { MenuTabs, tabPanelId } from './MenuTabs';
import { ProductSearch } from './ProductSearch';
import type { MenuCacheRow as MenuRow, MenuItemRow as ItemRow } from './types';
import { useActiveSection } from './useActiveSection';
import { useSkipOffscreen } from './useSkipOffscreen';
import { MenuStepperContext, useMenuStepper } from './useMenuStepper';
import type { VirtualMenu as VirtualMenuComponent } from './VirtualMenu';
import { loadedVirtualMenu, loadVirtualMenu } from './virtualMenuLoader';

const panels = () => import('./MenuPanels');
const PromosPanel = lazy(() => panels().then((module) => ({ default: module.PromosPanel })));
const HistoryPanel = lazy(() => panels().then((module) => ({ default: module.HistoryPanel })));
const DietaryPanel = lazy(() => panels().then((module) => ({ default: module.DietaryPanel })));
const RemoveFromCartDialog = lazy(() => import('./RemoveFromCartDialog'));

/**
 * Held in state rather than React.lazy: a lazy component shows its fallback first and React holds a
 * revealed fallback back for a moment, which would delay the first items after the data.
 */
function useVirtualMenu(virtual: boolean): typeof VirtualMenuComponent | null {
  const [component, setComponent] = useState(loadedVirtualMenu);
  useEffect(() => {
    if (!virtual || component !== null) return;
    let live = true;
    void loadVirtualMenu().then((loaded) => {
      if (live) setComponent(() => loaded);
    });
    return () => {
      live = false;
    };
  }, [virtual, component]);
  return component;
}
// The options popup opens from any product: its code is fetched ahead of the first tap, once the
// menu is on screen.
afterFirstScreen(() => void loadItemRoute());

/** How many cards' images load eagerly: roughly the first screen on a phone or a desktop row. */
const EAGER_IMAGES = 4;

/** Each menu's search text, folded once on its first search, so 10,000 items search quickly. */
const searchIndexes = new WeakMap<readonly MenuSection<ItemRow>[], SearchIndex>();
const NO_INDEX: SearchIndex = new Map();
const NO_ANCHORS: string[] = [];

function searchIndexFor(sections: readonly MenuSection<ItemRow>[]): SearchIndex {
  let index = searchIndexes.get(sections);
  if (index === undefined) {
    index = buildSearchIndex(sections);
    searchIndexes.set(sections, index);
  }
  return index;
}

export type MenuBodyProps = {
  slug: string;
  row: MenuRow;
  sections: MenuSection<ItemRow>[];
  tabs: MenuTabId[];
  layout: ProductLayout;
  customer: { isGuest: boolean; isMember: boolean };
  onAdd: (item: ItemRow) => void;
};

export function MenuBody({ slug, row, sections, tabs, layout, customer, onAdd }: MenuBodyProps) {
  const { merchant, menu } = row;
  const popup = useFulfilmentPopup();
  const stepper = useMenuStepper(slug);
  const [openTab, setOpenTab] = useState<MenuTabId | null>(null);
  const [filter, setFilter] = useState<MenuFilter>({ query: '', dietary: [] });
  const [collapsed, setCollapsed] = useState<ReadonlySet<number>>(new Set());

  // A big menu is windowed whatever the filter, so no search puts thousands of cards in the page.
  const virtual = useMemo(() => shouldVirtualise(countProducts(sections)), [sections]);
  const VirtualMenu = useVirtualMenu(virtual);
  // There the box shows every keystroke at once and the list follows as soon as it can; a small
  // menu's list changes with the box.
  const deferredFilter = useDeferredValue(filter);
  const listFilter = virtual ? deferredFilter : filter;
  const filtering = isFiltering(listFilter);
  const shown = useMemo(() => {
    const searching = searchWords(listFilter.query).length > 0;
    return filterIndexedSections(
      sections,
      listFilter,
      searching ? searchIndexFor(sections) : NO_INDEX,
    );
  }, [sections, listFilter]);
  const anchorIds = useMemo(() => shown.map((section) => section.anchorId), [shown]);
  // A virtual list renders only what is near the screen: nothing for it to lay out or skip.
  const sectionRendering = useSkipOffscreen(virtual ? NO_ANCHORS : anchorIds);
  const inView = useActiveSection(virtual ? NO_ANCHORS : anchorIds);
  // A tap highlights its category at once; the next change the observer sees takes over again.
  const [tapped, setTapped] = useState<{ id: string; inViewAtTap: string | null } | null>(null);
  const eagerItemIds = useMemo(
    () => new Set(itemIdsInPageOrder(sections).slice(0, EAGER_IMAGES)),
    [sections],
  );
  const activeId =
    (tapped !== null && tapped.inViewAtTap === inView ? tapped.id : inView) ?? anchorIds[0] ?? null;

  const collapsible = merchant.group_menu_by_category === 1 && !filtering;
  const toggleGroup = useCallback((id: number) => {
    setCollapsed((previous) => {
      const next = new Set(previous);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }, []);
  const onSelectCategory = (anchorId: string) => {
    setTapped({ id: anchorId, inViewAtTap: inView });
    // Jumping to a folded group opens it.
    const section = shown.find((candidate) => candidate.anchorId === anchorId);
    if (section && collapsed.has(section.id)) toggleGroup(section.id);
  };

  const onFilterQuery = (query: string) => setFilter((previous) => ({ ...previous, query }));
  const setDietary = (dietary: DietaryCode[]) =>
    setFilter((previous) => ({ ...previous, dietary }));
  const clearFilter = () => setFilter({ query: '', dietary: [] });
  const visibleTab = openTab !== null && tabs.includes(openTab) ? openTab : null;

  return (
    <MenuStepperContext.Provider value={stepper}>
      {/* One row on a phone: the search (an icon until used) and the tabs. */}
      <div className="menu-bar">
        {__BRAND__.features.productSearch && (
          <ProductSearch
            query={filter.query}
            onChange={onFilterQuery}
            announcement={filtering ? resultCountText(countProducts(shown)) : ''}
          />
        )}
        <MenuTabs
          tabs={tabs}
          open={visibleTab}
          onToggle={(id) => setOpenTab((previous) => (previous === id ? null : id))}
          onFulfilment={popup.open}
        />
      </div>
      {visibleTab !== null && (
        // The panel's own code loads on first use; this slot is what the tab's aria-controls names.
        <div id={tabPanelId(visibleTab)}>
          <Suspense fallback={null}>
            {visibleTab === 'promos' && (
              <PromosPanel
                slug={slug}
                promotions={merchant.promos ?? []}
                allowPromoCodes={menu?.allow_promo_codes === 1}
                isGuest={customer.isGuest}
              />
            )}
            {visibleTab === 'history' && (
              <HistoryPanel
                slug={slug}
                orders={merchant.history ?? []}
                isMember={customer.isMember}
              />
            )}
            {visibleTab === 'dietary' && (
              <DietaryPanel selected={filter.dietary} onChange={setDietary} />
            )}
          </Suspense>
        </div>
      )}
      {filter.dietary.length > 0 && visibleTab !== 'dietary' && (
        <p className="filter-summary">
          Showing only {filter.dietary.join(', ')} products.{' '}
          <button type="button" className="filter-summary__clear" onClick={() => setDietary([])}>
            Clear dietary filter
          </button>
        </p>
      )}
      {shown.length === 0 && filtering ? (
        <div className="menu-empty">
          <p>No products match.</p>
          <button type="button" className="button" onClick={clearFilter}>
            Clear search and filters
          </button>
        </div>
      ) : virtual ? (
        VirtualMenu !== null && (
          // Not created here: the one module-level component, once its chunk has loaded.
          // eslint-disable-next-line react-hooks/static-components
          <VirtualMenu
            sections={shown}
            layout={layout}
            currencySign={merchant.locale.currency_sign}
            showDietary={menu?.show_dietary_info === 1}
            showImages={menu?.display_images === 1}
            collapsible={collapsible}
            collapsed={collapsed}
            onToggle={toggleGroup}
            eagerItemIds={eagerItemIds}
            onAdd={onAdd}
          />
        )
      ) : (
        <>
          <CategoryBar categories={shown} activeId={activeId} onSelect={onSelectCategory} />
          {shown.map((section) => (
            <HydrationSlice key={section.id}>
              <CategorySection
                section={section}
                level={2}
                currencySign={merchant.locale.currency_sign}
                showDietary={menu?.show_dietary_info === 1}
                showImages={menu?.display_images === 1}
                layout={layout}
                collapsible={collapsible}
                collapsed={collapsed}
                onToggle={toggleGroup}
                eagerItemIds={eagerItemIds}
                rendering={sectionRendering}
                onAdd={onAdd}
              />
            </HydrationSlice>
          ))}
        </>
      )}
      {stepper.confirming !== null && (
        <Suspense fallback={null}>
          <RemoveFromCartDialog
            name={stepper.confirming.name}
            onRemove={() => stepper.answerRemoval(true)}
            onKeep={() => stepper.answerRemoval(false)}
          />
        </Suspense>
      )}
    </MenuStepperContext.Provider>
  );
}
