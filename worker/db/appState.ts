/**
 * The keys of the appState table and the shape of each value. Values are checked on read, so a row
 * written by an older build reads as missing instead of breaking a view.
 *
 * The checks are plain type guards, not zod: views read appState on the first load of every
 * screen, and zod would add ~15 KB (gzip) to the page's first load for four small shapes.
 */
import type { Upgrade } from '@/api/envelope';
import type { Reward } from '@/api/rewards';
import type { DocketDatabase } from './database';

export type AppStateValues = {
  /** The last Upgrade signal seen (spec 1 §7), for the update prompt. */
  upgrade: Upgrade & { receivedAt: number };
  /** The slug of the menu last loaded from the network: 'the cache' of spec 1 §4 Menu load. */
  menuSlug: string;
  /** The open order summary returned with the menu (spec 1 §3 'Order (in menu)'). */
  cartSummary: { slug: string; num_items: number; coupon_code: string };
  /**
   * Whether the server answered the connectivity ping (spec 3 §4), written by the API worker when
   * the answer changes; checkedAt is when that ping settled (ms since epoch).
   */
  connectivity: { online: boolean; checkedAt: number };
  /**
   * The session generation: moved on by sign-out, AUTH and the kiosk reset. Outbox rows carry the
   * generation they were made in and are sent only under it.
   */
  sessionGeneration: number;
  /**
   * A SubmitOrder placement sent and not yet answered (spec 2 §4.2; a lost answer is recovered by
   * asking the server about that key): resent with the same request_id until an answer arrives. The
   * payload never holds card data, a nonce or a wallet token (worker/checkout).
   */
  pendingPlacement: PendingPlacement;
  /**
   * The send order of cart calls (src/domain/answerOrder.ts): the last ticket handed out and the
   * one whose answer (or local write) the cart row holds. An answer older than that is dropped.
   */
  cartAnswerOrder: { sent: number; applied: number };
  /**
   * Whether the held customer's sign-in asked to be remembered (spec 3 'Remember me'); false ends
   * it when the browser closes (src/domain/rememberSignIn.ts). Absent for guests.
   */
  signInRemembered: boolean;
  /**
   * Purchase events (spec 2 §4.2 step 5; worker/analytics): the order ids already logged on this
   * device (dedupe), and the first-party events still to send, each with its request id.
   */
  purchaseEvents: PurchaseEventsState;
  /**
   * The member's rewards as last read (spec 3 §2 'Rewards'), tagged with the customer, so
   * /account/rewards opens offline as last seen and never shows another member's.
   */
  rewards: RewardsState;
};

/** See AppStateValues.rewards. */
export type RewardsState = {
  customerId: number;
  rewards: Reward[];
  enabled: boolean;
  points: number;
  fetchedAt: number;
};

/** See AppStateValues.purchaseEvents. */
export type PurchaseEventsState = {
  logged: number[];
  pending: { requestId: string; orderId: number }[];
};

/** See AppStateValues.pendingPlacement. */
export type PendingPlacement = {
  requestId: string;
  slug: string;
  /** The session generation it was sent under: another session never resends it. */
  generation: number;
  /** The SubmitOrder form fields as sent, less braintree_nonce and wallet_data. */
  payload: Record<string, string>;
  /** ms since epoch of the first send. */
  sentAt: number;
  /** The page run that sent it (src/features/checkout/pageRun.ts); absent in older rows. */
  pageRun?: string;
};

export type AppStateKey = keyof AppStateValues;
export type AppStateValue<K extends AppStateKey> = AppStateValues[K];

type Fields = Record<string, unknown>;
const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);
const isInteger = (value: unknown): value is number => Number.isInteger(value);

const guards: { [K in AppStateKey]: (value: unknown) => value is AppStateValues[K] } = {
  upgrade: (value): value is AppStateValues['upgrade'] =>
    isObject(value) &&
    typeof value.Available === 'boolean' &&
    typeof value.Required === 'boolean' &&
    typeof value.Link === 'string' &&
    isNumber(value.receivedAt),
  menuSlug: (value): value is string => typeof value === 'string',
  cartSummary: (value): value is AppStateValues['cartSummary'] =>
    isObject(value) &&
    typeof value.slug === 'string' &&
    isInteger(value.num_items) &&
    typeof value.coupon_code === 'string',
  connectivity: (value): value is AppStateValues['connectivity'] =>
    isObject(value) && typeof value.online === 'boolean' && isNumber(value.checkedAt),
  sessionGeneration: (value): value is number => isInteger(value) && value >= 0,
  pendingPlacement: (value): value is PendingPlacement =>
    isObject(value) &&
    typeof value.requestId === 'string' &&
    typeof value.slug === 'string' &&
    isInteger(value.generation) &&
    isObject(value.payload) &&
    Object.values(value.payload).every((field) => typeof field === 'string') &&
    isNumber(value.sentAt) &&
    (value.pageRun === undefined || typeof value.pageRun === 'string'),
  cartAnswerOrder: (value): value is AppStateValues['cartAnswerOrder'] =>
    isObject(value) && isInteger(value.sent) && isInteger(value.applied),
  signInRemembered: (value): value is boolean => typeof value === 'boolean',
  purchaseEvents: (value): value is PurchaseEventsState =>
    isObject(value) &&
    Array.isArray(value.logged) &&
    value.logged.every(isInteger) &&
    Array.isArray(value.pending) &&
    value.pending.every(
      (entry) => isObject(entry) && typeof entry.requestId === 'string' && isInteger(entry.orderId),
    ),
  rewards: (value): value is RewardsState =>
    isObject(value) &&
    isInteger(value.customerId) &&
    typeof value.enabled === 'boolean' &&
    isInteger(value.points) &&
    isNumber(value.fetchedAt) &&
    Array.isArray(value.rewards) &&
    value.rewards.every(
      (reward) =>
        isObject(reward) &&
        typeof reward.rewards_name === 'string' &&
        typeof reward.menu_name === 'string' &&
        isInteger(reward.points_required) &&
        isInteger(reward.points_balance),
    ),
};

/** The value stored under key, or null when absent or unreadable. */
export function parseAppState<K extends AppStateKey>(
  key: K,
  raw: unknown,
): AppStateValue<K> | null {
  const guard = guards[key] as (value: unknown) => value is AppStateValue<K>;
  return guard(raw) ? raw : null;
}

export async function readAppState<K extends AppStateKey>(
  db: DocketDatabase,
  key: K,
): Promise<AppStateValue<K> | null> {
  const row = await db.appState.get(key);
  return row === undefined ? null : parseAppState(key, row.value);
}

/** The only typed way to write appState (worker only). */
export async function writeAppState<K extends AppStateKey>(
  db: DocketDatabase,
  key: K,
  value: AppStateValue<K>,
): Promise<void> {
  await db.appState.put({ key, value });
}
