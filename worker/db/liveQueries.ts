/**
 * The reads the views watch, by name. They run in the API worker (worker/liveQueries.ts), which
 * owns the database: the page only subscribes, so Dexie is not part of the page's code nor of its
 * first load. The page imports this module's types only.
 */
import { readAppState, type AppStateKey } from './appState';
import type { DocketDatabase } from './database';
import type * as StaffReadsModule from '@worker/staff/staffReads';

type StaffReads = typeof StaffReadsModule;
import {
  queryCart,
  queryCheckoutContext,
  queryCustomer,
  queryFulfilment,
  queryFulfilmentSettings,
  queryHome,
  queryItemDetails,
  queryMenu,
  queryMerchants,
  queryOrder,
  queryOrderHistory,
  queryOutbox,
} from './queries';

/**
 * The staff screens' reads are loaded with the first of them (loadLiveQuery), not in every
 * worker's core: a customer's device never runs them.
 */
let staffReads: StaffReads | null = null;
const STAFF_READS: ReadonlySet<string> = new Set(['staffBoard', 'staffMenu']);

/** Loads the code a named read needs before it first runs; a no-op for the core's own reads. */
export async function loadLiveQuery(name: string): Promise<void> {
  if (STAFF_READS.has(name) && staffReads === null)
    staffReads = await import('@worker/staff/staffReads');
}

function loadedStaffReads() {
  if (staffReads === null) throw new Error('the staff reads are not loaded (loadLiveQuery)');
  return staffReads;
}

export const LIVE_QUERIES = {
  appState: (db: DocketDatabase, key: AppStateKey) => readAppState(db, key),
  cart: (db: DocketDatabase) => queryCart(db),
  checkoutContext: (db: DocketDatabase, slug: string) => queryCheckoutContext(db, slug),
  customer: (db: DocketDatabase) => queryCustomer(db),
  fulfilment: (db: DocketDatabase, slug: string) => queryFulfilment(db, slug),
  fulfilmentSettings: (db: DocketDatabase, slug: string) => queryFulfilmentSettings(db, slug),
  home: (db: DocketDatabase) => queryHome(db),
  itemDetails: (db: DocketDatabase, slug: string, itemId: number) =>
    queryItemDetails(db, slug, itemId),
  menu: (db: DocketDatabase, slug: string) => queryMenu(db, slug),
  merchants: (db: DocketDatabase) => queryMerchants(db),
  order: (db: DocketDatabase, id: number) => queryOrder(db, id),
  orderHistory: (db: DocketDatabase, customerId: number) => queryOrderHistory(db, customerId),
  outbox: (db: DocketDatabase) => queryOutbox(db),
  // Accounts: the profile as last seen; null before the first CustomerAccount.
  account: async (db: DocketDatabase) => (await db.account.get('current')) ?? null,
  // Linkly terminal: the last terminal transaction (the popup's prompts, live), and whether a
  // pinpad is paired (never the secret or the token).
  terminalTransaction: async (db: DocketDatabase) =>
    (await db.terminalTransaction.get('current')) ?? null,
  pinpadStatus: async (db: DocketDatabase) => {
    const pinpad = await db.pinpad.get('current');
    return { paired: pinpad !== undefined && pinpad.secret !== '' };
  },
  // Staff order board: its heading and today's orders with their queued moves.
  staffBoard: (db: DocketDatabase) => loadedStaffReads().queryStaffBoard(db),
  // Staff Menu tab: the store's items and fulfilment types with their queued changes, and the list.
  staffMenu: (db: DocketDatabase) => loadedStaffReads().queryStaffMenu(db),
} as const;

type Queries = typeof LIVE_QUERIES;
export type LiveQueryName = keyof Queries;
export type LiveQueryArgs<N extends LiveQueryName> =
  Parameters<Queries[N]> extends [DocketDatabase, ...infer Rest] ? Rest : never;
export type LiveQueryValue<N extends LiveQueryName> = Awaited<ReturnType<Queries[N]>>;

/** What a watcher is sent: each new result, or why the read failed. */
export type LiveQueryUpdate<T> = { ok: true; value: T } | { ok: false; error: string };

/** Runs the named read. Arguments come from the page over postMessage, typed by the callers. */
// async: a read that throws (an unknown name included) rejects, which liveQuery reports as an
// error, instead of throwing out of the subscription.
export async function runLiveQuery(
  db: DocketDatabase,
  name: LiveQueryName,
  args: readonly unknown[],
): Promise<unknown> {
  // The watcher loads a read's code before liveQuery runs it; a caller that did not is served too.
  if (STAFF_READS.has(name) && staffReads === null) await loadLiveQuery(name);
  const query = LIVE_QUERIES[name] as (db: DocketDatabase, ...args: unknown[]) => Promise<unknown>;
  return query(db, ...args);
}
