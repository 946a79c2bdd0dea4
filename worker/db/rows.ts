/**
 * The rows of the local database: the contract between the API worker, which writes them
 * (worker/db/database.ts), and the page, which reads them through the live-query hooks in
 * src/liveQueries. Types only, so the page may import them without loading the worker's code.
 */
import type { AppHomeResponse } from '@/api/appHome';
import type { TerminalState } from '@/domain/terminalRecord';
import type { FulfilmentCode } from '@/api/common';
import type { FulfilmentTypeSettings, Menu, MenuItem, MerchantDetail } from '@/api/merchant';
import type { MenuItemDetailsResponse } from '@/api/menuItemDetails';
import type { MerchantGroup, MerchantsResponse, MerchantSummary } from '@/api/merchants';
import type { CartOrder, CheckoutCustomer, CheckoutMenu, CheckoutMerchant } from '@/api/manageCart';
import type { OrderSummary, StandingOrderSummary } from '@/api/orderHistory';
import type { OrderDetail } from '@/api/orderStatusDetailed';
import type { StaffOrder } from '@/api/staff';
import type { StaffMenuChangeEntry, StaffMenuResponse } from '@/api/staffMenu';
import type { CustomerAccountResponse } from '@/api/account';
import type { SelectedFulfilment } from '@/domain/fulfilmentReset';
import type { AddressParts } from '@/domain/addressParts';

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

/** One menu item: its menu's slug and its place in menu order. */
export type ItemRow = MenuItem & { slug: string; position: number };

/** Items position page*ITEM_PAGE_SIZE onward of one menu, keyed by [slug+page] (worker/db/itemPages.ts). */
export type ItemPageRow = { slug: string; page: number; items: ItemRow[] };

export type ItemDetailsRow = MenuItemDetailsResponse & { slug: string; fetchedAt: number };

export type FulfilmentSettingsRow = FulfilmentTypeSettings & { slug: string };

/** The held customer (spec 1 §3); id 0 and status 0 is nobody. One row, key 'current'. */
export type CustomerRow = {
  key: 'current';
  id: number;
  status: number;
  name: string;
  email: string;
  /** The sign-in answer's menu_name ('' or absent: none). */
  menuName?: string;
  /**
   * The sign-in answer's eftpos (spec 3 §3 'Sign-in response'): whether eftpos is enabled and the
   * provider (LINKLY). Absent: a sign-in stored by a build without it, or not signed in; counts as
   * disabled.
   */
  eftpos?: { enabled: boolean; provider: string };
};

/** The signed-in customer's CustomerAccount answer as last seen. */
export type AccountRow = CustomerAccountResponse & {
  key: 'current';
  /** ms since epoch when it was fetched. */
  fetchedAt: number;
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
  /**
   * 'sending' survives a crash mid-call; the next drain resends it with the same request id.
   * 'failed': the server refused it, or its session ended; it waits for Retry or Remove.
   */
  status: 'pending' | 'sending' | 'failed';
  attempts: number;
  /** Why it is held (network) or failed (the words shown with Retry and Remove). */
  lastError: string | null;
  /**
   * The session generation it was made in (appState 'sessionGeneration'; absent on rows from
   * before generations, which count as 0). It is sent, and its answer applied, only under it.
   */
  generation?: number;
  /**
   * Left by a kiosk reset while it was being sent: the customer it belonged to has gone. It is
   * never sent again and its answer never applied; the outbox drops it without a word.
   */
  orphaned?: true;
  /** The menu the change belongs to (cart rows), for showing pending lines. */
  slug?: string;
  /** What the customer sees while it waits, e.g. 'Flat white'. */
  label?: string;
  /** Items it adds (add_to_order), counted in the cart badge while pending. */
  quantity?: number;
};

/** The open order as the server last answered it (ManageCart). One row, key 'current'. */
export type CartRow = { key: 'current'; slug: string; order: CartOrder; fetchedAt: number };

/**
 * The rest of the cart response (spec 2 §3) as ManageCart load_checkout last answered it for a
 * menu, keyed by the menu's slug: the cart screen and checkout open offline from it. The order
 * itself lives in `cart`, which every cart change updates.
 */
export type CheckoutContextRow = {
  slug: string;
  storeId: number;
  menuId: number;
  menu: CheckoutMenu;
  customer: CheckoutCustomer;
  merchant: CheckoutMerchant;
  /** ms since epoch when it was fetched. */
  fetchedAt: number;
};

/** An order as OrderStatusDetailed last answered it (its receipt), keyed by the order id. */
export type OrderRow = OrderDetail & { fetchedAt: number };

/**
 * The signed-in member's last OrderHistory answer: one row, tagged with the customer it belongs to,
 * so another customer on the same device never sees it. A member row: sign-out clears it
 * (worker/session/memberRows.ts).
 */
export type OrderHistoryRow = {
  key: 'current';
  customerId: number;
  orders: OrderSummary[];
  standingOrders: StandingOrderSummary[];
  standingOrdersEnabled: boolean;
  /** is_loyalty_schemes_enabled: the account navigation offers Rewards. */
  rewardsEnabled: boolean;
  fetchedAt: number;
};

/**
 * The delivery address as the server last validated it (spec 1 §4 'Delivery address'): valid when
 * postcodeId is above 0. addressId is a saved address's id (members), else 0.
 */
export type DeliveryAddressState = AddressParts & {
  addressId: number;
  /** The parts joined with ', ' as sent in update_checkout. */
  address: string;
  validated: boolean;
  postcodeId: number;
  /** Estimated delivery minutes from the server; 0 when unknown. */
  mins: number;
};

/**
 * The customer's fulfilment choice for one menu (spec 1 §3 'Selected fulfilment options'), saved
 * when the popup's Set button validates. Keyed by slug.
 */
export type FulfilmentRow = {
  slug: string;
  selection: SelectedFulfilment;
  delivery: DeliveryAddressState | null;
  /** ms since epoch of the last save. */
  savedAt: number;
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
  /**
   * The member's favourite locations as the server last said (Merchants or Favourites), the most
   * recently marked first, and when a Favourites answer was last stored. Absent before any.
   */
  favourites?: number[];
  favouritesAt?: number;
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

// Linkly terminal
/**
 * The paired pinpad (spec 3 §4 'Pinpad pairing' step 4: secret, token and expiry). Worker-only: it
 * holds the secret and the token, so no live query returns it (see `pinpadStatus`). The password
 * and pair code are never stored.
 */
export type PinpadRow = {
  key: 'current';
  secret: string;
  token: string;
  /** ms since epoch when the token lapses ('' token: none). */
  tokenExpiresAt: number;
  /** Linkly's posId: a UUID per POS install, kept with the pairing. */
  posId: string;
  pairedAt: number;
};

/**
 * The last terminal transaction (spec 2 §4.4 'A cookie stores the last transaction'), written
 * before anything is sent; its states and moves are src/domain/terminalRecord.ts. `slug` and
 * `fields` are the order it pays for, so a reload can still place it with `requestId`.
 */
export type TerminalTransactionRow = {
  key: 'current';
  sessionId: string;
  txnRef: string;
  amountCents: number;
  requestId: string;
  state: TerminalState;
  /** What the pad shows ('PRESENT CARD', 'PROCESSING', ...). */
  prompt?: string;
  /** The outcome's words (spec 2 §8 'Terminal'). */
  message?: string;
  orderId?: number;
  slug: string;
  fields: Record<string, string>;
  createdAt: number;
  updatedAt: number;
};

// Staff order board: Dexie version 9.

/**
 * One of today's orders on the staff order board (StaffOrders or a StaffOrderStatus answer), as
 * last heard. A move still in the outbox is read beside it (worker/staff/staffBoardQuery.ts).
 */
export type StaffOrderRow = StaffOrder & {
  /** The board's date (the store's 'yyyy-MM-dd') the row was listed for. */
  date: string;
  fetchedAt: number;
};

/** The staff order board's heading, one row (key 'current'): whose store, which day, when fetched. */
export type StaffBoardRow = {
  key: 'current';
  /** The staff customer it was fetched for; another sign-in on the device never sees it. */
  customerId: number;
  merchant: { id: number; name: string; currency_sign: string };
  date: string;
  fetchedAt: number;
};

// Staff Menu tab: Dexie version 10.

/** The staff Menu tab's StaffMenu answer, one row (key 'current'), for the staff member it was fetched for. */
export type StaffMenuRow = {
  key: 'current';
  customerId: number;
  answer: StaffMenuResponse;
  fetchedAt: number;
};

/** The store's menu changes (StaffMenuChanges), newest first, one row (key 'current'). */
export type StaffMenuChangesRow = {
  key: 'current';
  customerId: number;
  changes: StaffMenuChangeEntry[];
  fetchedAt: number;
};
