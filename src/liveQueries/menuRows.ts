/**
 * Splits a Merchant answer into the rows the database keeps: the merchant summary, one MenuRow
 * (menu without items, categories carrying item ids), the items in menu order, and the fulfilment
 * settings. Pure: the slug, clock and fulfilment type are passed in.
 *
 * Both realms run it: the API worker when it stores a menu (worker/menu/writeMenu.ts), and the page
 * on a cold open, before the worker has started (src/app/coldStart.ts). The page may not load
 * worker code, so it lives here and the worker imports it.
 */
import type { FulfilmentCode } from '@/api/common';
import type { Category, MerchantResponse } from '@/api/merchant';
import type {
  CategoryRow,
  FulfilmentSettingsRow,
  ItemRow,
  MenuRow,
  MerchantRow,
} from '@worker/db/rows';

export type MenuRows = {
  merchant: MerchantRow;
  menu: MenuRow;
  items: ItemRow[];
  fulfilment: FulfilmentSettingsRow[];
  order: MerchantResponse['order'];
};

/**
 * Walks the tree depth first (a category's own items, then its children), so positions follow the
 * order the menu is shown in. An item listed twice keeps its first position; hidden items are kept
 * and carry is_visible 0.
 */
function collect(
  categories: Category[],
  slug: string,
  items: ItemRow[],
  seen: Set<number>,
): CategoryRow[] {
  return categories.map((category) => {
    const itemIds: number[] = [];
    for (const item of category.items) {
      itemIds.push(item.id);
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      items.push({ ...item, slug, position: items.length });
    }
    return {
      id: category.id,
      name: category.name,
      desc: category.desc,
      img_url: category.img_url,
      hierarchy: category.hierarchy,
      is_visible: category.is_visible,
      default_selection: category.default_selection,
      itemIds,
      children: collect(category.children, slug, items, seen),
    };
  });
}

export function menuRows(input: {
  answer: MerchantResponse;
  slug: string;
  now: number;
  fulfilmentType: FulfilmentCode | null;
}): MenuRows {
  const { answer, slug, now, fulfilmentType } = input;
  const { menu, fulfilment_settings, ...merchant } = answer.merchant;
  // The merchants table holds what a location card shows; the menu screen's extras (promotions,
  // the caller's past orders, the brand state) stay with the menu row.
  const {
    local_ts: _localTs,
    timezone: _timezone,
    promos: _promos,
    history: _history,
    brand: _brand,
    ...summary
  } = merchant;

  const items: ItemRow[] = [];
  let menuWithoutItems: MenuRow['menu'] = null;
  let categories: CategoryRow[] = [];
  if (menu !== null) {
    const { items: tree, ...rest } = menu;
    menuWithoutItems = rest;
    categories = collect(tree, slug, items, new Set());
  }

  return {
    merchant: { ...summary, fetchedAt: now },
    menu: {
      slug,
      merchantId: merchant.id,
      merchant,
      menu: menuWithoutItems,
      categories,
      menuFetchedAt: now,
      fulfilmentFetchedAt: now,
      fulfilmentType,
    },
    items,
    fulfilment: fulfilment_settings.map((settings) => ({ ...settings, slug })),
    order: answer.order,
  };
}
