/**
 * The local database. Only the API worker writes it; views read it through the hooks in this
 * folder. Versions are append-only: never edit a shipped version, add a new one with its upgrade.
 */
import Dexie, { type EntityTable } from 'dexie';
import type { AppHomeResponse } from '@/api/appHome';
import type { FulfilmentCode } from '@/api/common';
import type { FulfilmentTypeSettings, Menu, MenuItem, MerchantDetail } from '@/api/merchant';
import type { MenuItemDetailsResponse } from '@/api/menuItemDetails';
import type { MerchantGroup, MerchantsResponse, MerchantSummary } from '@/api/merchants';

/** A location as last seen, from Merchants or Merchant. */
export type MerchantRow = MerchantSummary & { fetchedAt: number };

/** A merchant's menu and its settings, keyed by the menu slug. */
export type MenuRow = {
  slug: string;
  merchantId: number;
  merchant: Omit<MerchantDetail, 'menu' | 'fulfilment_settings'>;
  /** The menu without its items (they live in `items`), or null when the store returned none. */
  menu: Omit<Menu, 'items'> | null;
  /** Category tree with item ids in place of items, in menu order. */
  categories: CategoryRow[];
  /** ms since epoch when the menu was fetched. */
  menuFetchedAt: number;
  /** ms since epoch when the fulfilment settings were fetched. */
  fulfilmentFetchedAt: number;
  fulfilmentType: FulfilmentCode | null;
};

export type CategoryRow = {
  id: number;
  name: string;
  desc: string;
  img_url: string;
  hierarchy: number;
  is_visible: 0 | 1;
  default_selection: 0 | 1;
  itemIds: number[];
  children: CategoryRow[];
};

/** One menu item, keyed by [slug+id] so two menus can hold the same item id. */
export type ItemRow = MenuItem & { slug: string; position: number };

export type ItemDetailsRow = MenuItemDetailsResponse & { slug: string; fetchedAt: number };

export type FulfilmentSettingsRow = FulfilmentTypeSettings & { slug: string };

/** The held customer (spec 1 §3); id 0 and status 0 is nobody. One row, key 'current'. */
export type CustomerRow = {
  key: 'current';
  id: number;
  status: number;
  name: string;
  email: string;
};

/** The server session id and when it lapses (20160 minutes after it was last returned). */
export type SessionRow = { key: 'current'; sid: string; expiresAt: number };

export type OutboxRow = {
  id?: number;
  /** Client request id: the server answers a repeat with its first answer. */
  requestId: string;
  action: string;
  payload: Record<string, string>;
  createdAt: number;
  status: 'pending' | 'sending' | 'failed';
  attempts: number;
  lastError: string | null;
};

/** Small app-wide facts the worker publishes for views: upgrade state, last toast, etc. */
export type AppStateRow = { key: string; value: unknown };

/** The last Merchants answer apart from the merchants themselves (they live in `merchants`). */
export type LocationsRow = {
  key: 'current';
  /** The merchants of the last answer, in the server's order (nearest first for COORDS). */
  merchantIds: number[];
  groups: MerchantGroup[];
  history: number[];
  merchantTypes: string[];
  settings: MerchantsResponse['settings'];
  fetchedAt: number;
};

/** The last AppHome answer (spec 3 §3 'Home response'), so the home opens offline. One row. */
export type HomeRow = {
  key: 'current';
  merchant: AppHomeResponse['merchant'];
  layout: string;
  blocks: AppHomeResponse['blocks'];
  /** Absent when the server sent none. */
  redirectUri?: string;
  formStyle: string;
  announcements: AppHomeResponse['announcements'];
  /** ms since epoch when it was fetched. */
  fetchedAt: number;
};

export class DocketDatabase extends Dexie {
  merchants!: EntityTable<MerchantRow, 'id'>;
  menus!: EntityTable<MenuRow, 'slug'>;
  items!: Dexie.Table<ItemRow, [string, number]>;
  itemDetails!: Dexie.Table<ItemDetailsRow, [string, number]>;
  fulfilmentSettings!: Dexie.Table<FulfilmentSettingsRow, [string, string]>;
  customer!: EntityTable<CustomerRow, 'key'>;
  session!: EntityTable<SessionRow, 'key'>;
  outbox!: EntityTable<OutboxRow, 'id'>;
  appState!: EntityTable<AppStateRow, 'key'>;
  locations!: EntityTable<LocationsRow, 'key'>;
  home!: EntityTable<HomeRow, 'key'>;

  constructor(name = 'docket') {
    super(name);
    this.version(1).stores({
      merchants: 'id, name',
      menus: 'slug, merchantId',
      items: '[slug+id], slug, [slug+cat_id], [slug+position]',
      itemDetails: '[slug+item_id]',
      fulfilmentSettings: '[slug+code], slug',
      customer: 'key',
      session: 'key',
      outbox: '++id, &requestId, status, createdAt',
      appState: 'key',
      locations: 'key',
    });
    // 2: the configurable home (spec 3 §2). A new table only: every version 1 row stays as it was.
    this.version(2).stores({ home: 'key' });
  }
}

export const DB_VERSIONS = [1, 2] as const;
