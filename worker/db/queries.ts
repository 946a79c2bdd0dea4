/**
 * The reads behind the live-query hooks, as plain functions of a database so they can be tested
 * without React. null means 'nothing stored'; the hooks add undefined for 'still loading'.
 */
import Dexie from 'dexie';
import type { DocketDatabase } from './database';
import { FAVOURITE_ACTION, favouritesShown } from '@worker/merchants/favouritesQuery';
import { STAFF_MENU_ACTION, STAFF_MOVE_ACTION } from '@worker/staff/staffActions';
import type {
  CartRow,
  CheckoutContextRow,
  OrderRow,
  OrderHistoryRow,
  CustomerRow,
  FulfilmentRow,
  FulfilmentSettingsRow,
  OutboxRow,
  HomeRow,
  ItemDetailsRow,
  ItemRow,
  LocationsRow,
  MenuRow,
  MerchantRow,
} from './rows';
import { GUEST_CUSTOMER } from '@/liveQueries/defaults';
import { fromItemPages } from './itemPages';

export type MenuData = { row: MenuRow; items: ItemRow[] };
export type MerchantsData = {
  merchants: MerchantRow[];
  locations: LocationsRow;
  /** The member's favourites with their changes still in the outbox applied. */
  favourites: number[];
};
export type HomeData = HomeRow;

/** The menu row for slug and its items in menu order (position), hidden ones included. */
export async function queryMenu(db: DocketDatabase, slug: string): Promise<MenuData | null> {
  const row = await db.menus.get(slug);
  if (row === undefined) return null;
  const pages = await db.itemPages
    .where('[slug+page]')
    .between([slug, Dexie.minKey], [slug, Dexie.maxKey])
    .toArray();
  return { row, items: fromItemPages(pages) };
}

export async function queryItemDetails(
  db: DocketDatabase,
  slug: string,
  itemId: number,
): Promise<ItemDetailsRow | null> {
  return (await db.itemDetails.get([slug, itemId])) ?? null;
}

export async function queryCustomer(db: DocketDatabase): Promise<CustomerRow> {
  return (await db.customer.get('current')) ?? { ...GUEST_CUSTOMER };
}

/** The merchants of the last Merchants answer, in the server's order. */
export async function queryMerchants(db: DocketDatabase): Promise<MerchantsData | null> {
  const locations = await db.locations.get('current');
  if (locations === undefined) return null;
  const rows = await db.merchants.bulkGet(locations.merchantIds);
  const merchants = rows.filter((row): row is MerchantRow => row !== undefined);
  const outbox = await db.outbox.orderBy('id').toArray();
  return { merchants, locations, favourites: favouritesShown(locations, outbox) };
}

/** The home from the last AppHome answer, or null before any. */
export async function queryHome(db: DocketDatabase): Promise<HomeData | null> {
  return (await db.home.get('current')) ?? null;
}

/** The open order as the server last answered it, or null before any cart change. */
export async function queryCart(db: DocketDatabase): Promise<CartRow | null> {
  return (await db.cart.get('current')) ?? null;
}

/** The saved fulfilment choice for a menu, or null before the customer set one. */
export async function queryFulfilment(
  db: DocketDatabase,
  slug: string,
): Promise<FulfilmentRow | null> {
  return (await db.fulfilment.get(slug)) ?? null;
}

/**
 * The fulfilment type settings of a menu's store (spec 1 §3 'Fulfilment type settings'), as the
 * last Merchant answer gave them; empty before the first load. Ordered by code: callers order them
 * by the merchant's fulfilment list.
 */
export async function queryFulfilmentSettings(
  db: DocketDatabase,
  slug: string,
): Promise<FulfilmentSettingsRow[]> {
  return db.fulfilmentSettings.where('slug').equals(slug).toArray();
}

/** Changes not yet accepted by the server, oldest first (the order they will be sent in). */
/**
 * The cart's queued changes (the staff board's queued moves are its own, queryStaffBoard, and the
 * favourites' the locations', queryMerchants).
 */
export async function queryOutbox(db: DocketDatabase): Promise<OutboxRow[]> {
  return db.outbox
    .orderBy('id')
    .filter(
      (row) =>
        row.action !== STAFF_MOVE_ACTION &&
        row.action !== STAFF_MENU_ACTION &&
        row.action !== FAVOURITE_ACTION,
    )
    .toArray();
}

/** What load_checkout last said about a menu's cart (menu, customer, merchant), or null. */
export async function queryCheckoutContext(
  db: DocketDatabase,
  slug: string,
): Promise<CheckoutContextRow | null> {
  return (await db.checkoutContext.get(slug)) ?? null;
}

/** An order's receipt as last fetched, or null when this device has not seen it. */
export async function queryOrder(db: DocketDatabase, id: number): Promise<OrderRow | null> {
  return (await db.orders.get(id)) ?? null;
}

/** The member's order list as last fetched; null when none is held for this customer. */
export async function queryOrderHistory(
  db: DocketDatabase,
  customerId: number,
): Promise<OrderHistoryRow | null> {
  const row = await db.orderHistory.get('current');
  return row !== undefined && row.customerId === customerId && customerId > 0 ? row : null;
}
