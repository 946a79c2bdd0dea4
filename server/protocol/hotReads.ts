/**
 * In-process memory of the reads on the hot path: the brand (with its release row) by app token
 * and the stored session by SID, which every call starts with, and the menu lookup and open-cart
 * summary of Merchant, the menu call. A warm menu call then needs no database read at all. Cart
 * and order calls remember a menu's checkout settings (methods, classes) by the menu's version,
 * which every edit of them bumps (migration 0006's triggers), so an edit shows at once.
 *
 * Kept right across processes: every write to brands, releases, menus, merchants,
 * sessions, carts and cart lines sends a NOTIFY on INVALIDATION_CHANNEL in its own transaction
 * (migration 0013's triggers), and every server LISTENs (server/db/invalidations.ts) and hands
 * each message to `invalidate`. While the listening connection is down nothing is remembered
 * (`setLive(false)`): a message missed then could leave a stale entry behind. The writes this
 * process makes also forget their entries at once, so its own next call never waits for the
 * notification to come back.
 *
 * A read that raced a change (read before the commit, remembered after the message) must not
 * stay: each memo counts the invalidations it has had, a call takes a stamp before it reads, and
 * a value read under an older stamp is not remembered.
 */
import type { MenuCheckout } from '../orders/settings';
import type { BrandRow } from './context';
import type { StoredSession } from './session';

/** The NOTIFY channel of migration 0013; its payloads are parsed by `invalidate`. */
export const INVALIDATION_CHANNEL = 'docket_hot_reads';

export const BRAND_TTL_MS = 5_000;
/** Which menu a slug names, and its cache versions: an edit shows within a second. */
export const MENU_TTL_MS = 1_000;
/**
 * A cart summary: dropped at once by every cart change (this process's, and others' by their
 * notification); the TTL only bounds the memory.
 */
export const CART_TTL_MS = 10_000;
/** A menu's checkout settings, remembered by menu version: the time only bounds the memory. */
export const CHECKOUT_SETTINGS_TTL_MS = 60_000;
/** A session remembered this long without a call is read again (bounds the memory too). */
export const SESSION_TTL_MS = 5 * 60_000;
const MAX_SESSIONS = 50_000;

export type Release = { latest_version: string; minimum_version: string; link: string } | null;
export type BrandEntry = { brand: BrandRow; release: Release };

/** Remembered at `at`, read at `now`: a clock that went back (tests, NTP) counts as stale. */
const fresh = (at: number, now: number, ttlMs: number) => now >= at && now - at < ttlMs;

/** Whether the memory may be used: false while invalidations could be missed. */
type Liveness = { live: boolean };

/** A small time-limited memo: values older than `ttlMs` read as absent; capped in size. */
export class TtlMemo<V> {
  readonly #entries = new Map<string, { value: V; at: number }>();
  readonly #liveness: Liveness;
  /** How many invalidations this memo has had: a read stamped before one is not remembered. */
  #generation = 0;

  constructor(
    private readonly ttlMs: number,
    liveness: Liveness | boolean = true,
    private readonly maxEntries = 50_000,
  ) {
    this.#liveness = typeof liveness === 'boolean' ? { live: liveness } : liveness;
  }

  /** Take before reading the database; pass to `set`. */
  stamp(): number {
    return this.#generation;
  }

  get(key: string, now: number): { value: V } | undefined {
    if (!this.#liveness.live) return undefined;
    const hit = this.#entries.get(key);
    return hit && fresh(hit.at, now, this.ttlMs) ? { value: hit.value } : undefined;
  }

  /** Remembers `value`, unless an invalidation came after `stamp` (the read may be stale). */
  set(key: string, value: V, now: number, stamp = this.#generation): void {
    if (!this.#liveness.live || stamp !== this.#generation) return;
    this.#entries.delete(key);
    this.#entries.set(key, { value, at: now });
    if (this.#entries.size > this.maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
  }

  /** Forgets one key. */
  delete(key: string): void {
    this.#generation += 1;
    this.#entries.delete(key);
  }

  /** Forgets every key that starts with `prefix`. */
  forget(prefix: string): void {
    this.#generation += 1;
    for (const key of this.#entries.keys()) if (key.startsWith(prefix)) this.#entries.delete(key);
  }

  clear(): void {
    this.#generation += 1;
    this.#entries.clear();
  }
}

export type MenuLookup = {
  menu_id: number;
  menu_version: number;
  id: number;
  config_version: number;
  active: boolean;
  deleted_at: Date | null;
};
export type CartSummary = { num_items: number; coupon_code: string } | null;

/** The generations of the brand and session memos as a call began reading (see TtlMemo.stamp). */
export type HotStamp = { brands: number; sessions: number };

export type HotReads = {
  /** Merchant's menu lookup by `${brandId}:${slug}`. */
  menus: TtlMemo<MenuLookup | null>;
  /** Open-cart summaries by `${brandId}:${owner}:${menuId}`; forget `${brandId}:${owner}:` on change. */
  carts: TtlMemo<CartSummary>;
  /** A menu's checkout settings by `${menuId}:${menuVersion}`. */
  menuCheckouts: TtlMemo<MenuCheckout>;
  stamp(): HotStamp;
  brand(appToken: string, now: number): BrandEntry | undefined;
  rememberBrand(appToken: string, entry: BrandEntry, now: number, stamp?: HotStamp): void;
  /** undefined: not remembered; null: remembered as absent. */
  session(brandId: number, sid: string, now: number): StoredSession | null | undefined;
  rememberSession(
    brandId: number,
    sid: string,
    session: StoredSession | null,
    now: number,
    stamp?: HotStamp,
  ): void;
  forgetSession(brandId: number, sid: string): void;
  /** One message of INVALIDATION_CHANNEL (migration 0013): forgets what it names. */
  invalidate(payload: string): void;
  /** false: forget everything and remember nothing until true again (no way to hear of changes). */
  setLive(live: boolean): void;
  clear(): void;
};

/** `live` false: a memory that remembers nothing until setLive(true). */
export function createHotReads(live = true): HotReads {
  const liveness: Liveness = { live };
  const brands = new TtlMemo<BrandEntry>(BRAND_TTL_MS, liveness, 1_000);
  const sessions = new TtlMemo<StoredSession | null>(SESSION_TTL_MS, liveness, MAX_SESSIONS);
  const key = (brandId: number, sid: string) => `${brandId}:${sid}`;
  const menus = new TtlMemo<MenuLookup | null>(MENU_TTL_MS, liveness, 10_000);
  const carts = new TtlMemo<CartSummary>(CART_TTL_MS, liveness);
  const menuCheckouts = new TtlMemo<MenuCheckout>(CHECKOUT_SETTINGS_TTL_MS, liveness, 1_000);
  const clear = () => {
    brands.clear();
    sessions.clear();
    menus.clear();
    carts.clear();
    menuCheckouts.clear();
  };

  return {
    menus,
    carts,
    menuCheckouts,
    stamp: () => ({ brands: brands.stamp(), sessions: sessions.stamp() }),
    brand: (appToken, now) => brands.get(appToken, now)?.value,
    rememberBrand: (appToken, entry, now, stamp) => brands.set(appToken, entry, now, stamp?.brands),
    session: (brandId, sid, now) => sessions.get(key(brandId, sid), now)?.value,
    rememberSession: (brandId, sid, session, now, stamp) =>
      sessions.set(key(brandId, sid), session, now, stamp?.sessions),
    forgetSession: (brandId, sid) => sessions.delete(key(brandId, sid)),
    invalidate(payload) {
      // 'session:<brand>:<sid>', 'cart:<brand>:<owner>', 'menus:<brand>', 'brands'; anything
      // else (a newer server's message) drops everything, which is always safe.
      const [kind = '', ...rest] = payload.split(':');
      const scope = rest.join(':');
      if (kind === 'session' && scope) sessions.delete(scope);
      else if (kind === 'cart' && scope) carts.forget(`${scope}:`);
      else if (kind === 'menus' && scope) menus.forget(`${scope}:`);
      else if (kind === 'brands') brands.clear();
      else clear();
    },
    setLive(next) {
      clear();
      liveness.live = next;
    },
    clear,
  };
}
