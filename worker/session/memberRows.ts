/**
 * THE list of what on the device holds a member's data: sign-out, and an AUTH answer that ends a
 * member's session, clear all of it. A new area that stores member data adds its table to
 * MEMBER_TABLES (cleared whole) or its clean-up to clearMemberRows (rows kept with public data,
 * such as a menu's history), and nowhere else.
 *
 * What is NOT here: the SID, the customer row, the outbox and the cart, which sign-out clears and
 * an AUTH answer handles its own way (worker/session/sessionApi.ts, resetCustomer.ts).
 */
import type { Table } from 'dexie';
import type { DocketDatabase } from '@worker/db/database';

/** Tables whose every row is the member's: the profile, receipts, checkout and fulfilment details. */
export function memberTables(db: DocketDatabase): Table[] {
  return [
    db.account, // the profile (CustomerAccount), accounts part 1
    db.orders, // receipts
    db.checkoutContext, // load_checkout's customer: balance, saved card, addresses, details
    db.fulfilment, // chosen fulfilment, with the delivery address
    db.orderHistory, // the member's order list (OrderHistory)
    db.staffOrders, // the staff order board's orders
    db.staffBoard, // and its heading
    db.staffMenu, // the staff Menu tab's items and fulfilment types
    db.staffMenuChanges, // and its changes list
    // Linkly terminal: the kiosk or staff login's paired pinpad (secret and token); signing out
    // restarts pairing. The terminal transaction record is kept: a paid one still needs its order.
    db.pinpad,
  ];
}

/** Every table clearMemberRows writes, for the caller's transaction. */
export function memberRowTables(db: DocketDatabase): Table[] {
  return [...memberTables(db), db.menus, db.locations];
}

/**
 * Clears the member's rows. Call inside a transaction over memberRowTables(db) (and whatever else
 * the caller clears).
 */
export async function clearMemberRows(db: DocketDatabase): Promise<void> {
  for (const table of memberTables(db)) await table.clear();
  // The past orders in each cached menu, the stores ordered from and the favourite ones: the
  // menus and locations themselves are public and stay.
  await db.menus.toCollection().modify((menu) => {
    if (menu.merchant.history !== undefined) menu.merchant.history = [];
  });
  await db.locations.update('current', { history: [], favourites: [], favouritesAt: undefined });
}
