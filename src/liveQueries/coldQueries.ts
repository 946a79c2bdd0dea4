/**
 * What each live read (liveQueries.ts) answers once the API worker has written a menu's first
 * Merchant answer into an empty database. On a cold open the page fetches that answer itself and
 * shows the menu from these values while the worker, started after the first screen, adopts the
 * answer (src/app/coldStart.ts). Pure, and no Dexie: the page imports it.
 *
 * tests/unit/coldQueries.test.ts holds every read against the real one after writeMenu. One
 * difference is allowed: an Upgrade in the envelope reaches appState 'upgrade' only when the
 * worker adopts the answer, so the update prompt shows a moment later on a cold open.
 */
import type { AppStateKey, AppStateValue } from '@worker/db/appState';
import { GUEST_CUSTOMER } from './defaults';
import type { LiveQueryArgs, LiveQueryName, LiveQueryValue } from '@worker/db/liveQueries';
import type { MenuRows } from './menuRows';

/** undefined: the value depends on an answer that has not come (or was for another menu). */
type ColdReads = {
  [N in LiveQueryName]: (
    rows: MenuRows | null,
    ...args: LiveQueryArgs<N>
  ) => LiveQueryValue<N> | undefined;
};

function coldAppState<K extends AppStateKey>(
  rows: MenuRows | null,
  key: K,
): AppStateValue<K> | null | undefined {
  const values: { [Key in AppStateKey]: AppStateValue<Key> | null | undefined } = {
    menuSlug: rows?.menu.slug,
    cartSummary: rows && (rows.order === null ? null : { slug: rows.menu.slug, ...rows.order }),
    upgrade: null,
    connectivity: null,
    sessionGeneration: null,
    pendingPlacement: null,
    cartAnswerOrder: null,
    signInRemembered: null,
    purchaseEvents: null,
    rewards: null,
  };
  return values[key];
}

const byCode = (a: { code: string }, b: { code: string }) =>
  a.code < b.code ? -1 : a.code > b.code ? 1 : 0;

const COLD_READS: ColdReads = {
  appState: coldAppState,
  cart: () => null,
  checkoutContext: () => null,
  customer: () => ({ ...GUEST_CUSTOMER }),
  fulfilment: () => null,
  // In the table's key order, [slug+code].
  fulfilmentSettings: (rows, slug) =>
    slug === rows?.menu.slug ? [...rows.fulfilment].sort(byCode) : undefined,
  home: () => null,
  itemDetails: () => null,
  menu: (rows, slug) =>
    slug === rows?.menu.slug ? { row: rows.menu, items: rows.items } : undefined,
  merchants: () => null,
  order: () => null,
  orderHistory: () => null,
  outbox: () => [],
  account: () => null,
  // Linkly terminal: an empty database's.
  terminalTransaction: () => null,
  pinpadStatus: () => ({ paired: false }),
  staffBoard: () => null,
  staffMenu: () => null,
};

/**
 * The read's value on a cold open: `rows` are the page's first answer, or null before it. Reads
 * that do not depend on it (the customer, the cart, the outbox...) are an empty database's.
 */
export function coldQueryValue<N extends LiveQueryName>(
  rows: MenuRows | null,
  name: N,
  args: LiveQueryArgs<N>,
): LiveQueryValue<N> | undefined {
  const read = COLD_READS[name] as (
    rows: MenuRows | null,
    ...args: unknown[]
  ) => LiveQueryValue<N> | undefined;
  return read(rows, ...args);
}
