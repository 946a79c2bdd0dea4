/**
 * The local database. Only the API worker opens it; views read it through the hooks in
 * src/liveQueries, which ask the worker (worker/db/liveQueries.ts). Versions are append-only: never
 * edit a shipped version, add a new one with its upgrade. The row types are in rows.ts.
 */
import Dexie, { type DexieOptions, type EntityTable } from 'dexie';
import { toItemPages } from './itemPages';
import type {
  MerchantRow,
  MenuRow,
  ItemRow,
  ItemPageRow,
  ItemDetailsRow,
  FulfilmentSettingsRow,
  CustomerRow,
  SessionRow,
  OutboxRow,
  AppStateRow,
  LocationsRow,
  HomeRow,
  CartRow,
  FulfilmentRow,
  CheckoutContextRow,
  OrderRow,
  OrderHistoryRow,
  AccountRow,
  PinpadRow,
  TerminalTransactionRow,
  StaffOrderRow,
  StaffBoardRow,
  StaffMenuRow,
  StaffMenuChangesRow,
} from './rows';

export class DocketDatabase extends Dexie {
  merchants!: EntityTable<MerchantRow, 'id'>;
  menus!: EntityTable<MenuRow, 'slug'>;
  itemPages!: Dexie.Table<ItemPageRow, [string, number]>;
  itemDetails!: Dexie.Table<ItemDetailsRow, [string, number]>;
  fulfilmentSettings!: Dexie.Table<FulfilmentSettingsRow, [string, string]>;
  customer!: EntityTable<CustomerRow, 'key'>;
  session!: EntityTable<SessionRow, 'key'>;
  outbox!: EntityTable<OutboxRow, 'id'>;
  appState!: EntityTable<AppStateRow, 'key'>;
  locations!: EntityTable<LocationsRow, 'key'>;
  home!: EntityTable<HomeRow, 'key'>;
  cart!: EntityTable<CartRow, 'key'>;
  fulfilment!: EntityTable<FulfilmentRow, 'slug'>;
  checkoutContext!: EntityTable<CheckoutContextRow, 'slug'>;
  orders!: EntityTable<OrderRow, 'id'>;
  /** Version 6 (accounts): the signed-in customer's CustomerAccount answer. */
  account!: EntityTable<AccountRow, 'key'>;
  orderHistory!: EntityTable<OrderHistoryRow, 'key'>;
  /** Version 8 (Linkly terminal): the paired pinpad and the last terminal transaction. */
  pinpad!: EntityTable<PinpadRow, 'key'>;
  terminalTransaction!: EntityTable<TerminalTransactionRow, 'key'>;
  /** Version 9: the staff order board. */
  staffOrders!: EntityTable<StaffOrderRow, 'id'>;
  staffBoard!: EntityTable<StaffBoardRow, 'key'>;
  /** Version 10: the staff Menu tab, its store's items and fulfilment types, and its changes list. */
  staffMenu!: EntityTable<StaffMenuRow, 'key'>;
  staffMenuChanges!: EntityTable<StaffMenuChangesRow, 'key'>;

  constructor(name = 'docket', options?: DexieOptions) {
    super(name, options);
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
    // 3: the open order and the fulfilment choice. New tables only.
    this.version(3).stores({ cart: 'key', fulfilment: 'slug' });
    // 4: items move into pages of 500, one row per page (a 10,000-item menu is 20 writes, not
    // 10,000). The cached items are carried over, so an offline device keeps its menu.
    this.version(4)
      .stores({ itemPages: '[slug+page]', items: null })
      .upgrade(async (tx) => {
        const items = (await tx.table('items').toArray()) as ItemRow[];
        const bySlug = new Map<string, ItemRow[]>();
        for (const item of items) {
          const rows = bySlug.get(item.slug);
          if (rows) rows.push(item);
          else bySlug.set(item.slug, [item]);
        }
        for (const [slug, rows] of bySlug) {
          await tx.table('itemPages').bulkPut(toItemPages(slug, rows));
        }
      });
    // 5: what load_checkout last said about the cart's menu, customer and merchant (spec 2 §3), and
    // the orders whose receipts were opened (OrderStatusDetailed), so both open offline. New
    // tables only.
    this.version(5).stores({ checkoutContext: 'slug', orders: 'id' });
    // 6: the account's profile as last seen, so it opens offline.
    this.version(6).stores({ account: 'key' });
    // 7: the signed-in member's order list (OrderHistory), so /account/orders opens offline as last
    // seen. A new table only; a member row, cleared on sign-out.
    this.version(7).stores({ orderHistory: 'key' });
    // 8: the Linkly terminal's paired pinpad and the last terminal transaction, one row each (key
    // 'current'). New tables only.
    this.version(8).stores({ pinpad: 'key', terminalTransaction: 'key' });
    // 9: the staff order board, today's orders at the staff member's store and its heading. New
    // tables only; staff rows, cleared on sign-out.
    this.version(9).stores({ staffOrders: 'id, date', staffBoard: 'key' });
    // 10: the staff Menu tab (its StaffMenu and StaffMenuChanges answers, one row each). New tables
    // only; staff rows, cleared on sign-out.
    this.version(10).stores({ staffMenu: 'key', staffMenuChanges: 'key' });
  }
}

export const DB_VERSIONS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;
