/**
 * In-process memory of the reads on the hot path: the brand (with its release row) by app token
 * and the stored session by SID, which every call starts with, and the menu lookup and open-cart
 * summary of Merchant, the menu call. A warm menu call then needs no database read at all. Cart
 * and order calls remember a menu's checkout settings (methods, classes) by the menu's version,
 * which every edit of them bumps (migration 0006's triggers), so an edit shows at once.
 *
 * Safe because one server process owns its database: sessions change only through
 * server/protocol/session.ts, which writes through this memory, and carts only through ManageCart,
 * which forgets the caller's summaries. Brands, releases and menus change only by hand (seed,
 * admin SQL), so they are re-read after their TTL. Run several processes on one
 * PostgreSQL only with DOCKET_HOT_READS=0 (then every call reads both, as before).
 */
import type { MenuCheckout } from '../orders/settings';
import type { BrandRow } from './context';
import type { StoredSession } from './session';

export const BRAND_TTL_MS = 5_000;
/** Which menu a slug names, and its cache versions: an edit shows within a second. */
export const MENU_TTL_MS = 1_000;
/**
 * A cart summary: dropped at once by every cart change this process makes (ManageCart); the TTL
 * only bounds what a change made elsewhere (by hand) could leave behind.
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

/** A small time-limited memo: values older than `ttlMs` read as absent; capped in size. */
export class TtlMemo<V> {
  readonly #entries = new Map<string, { value: V; at: number }>();
  constructor(
    private readonly ttlMs: number,
    private readonly enabled: boolean,
    private readonly maxEntries = 50_000,
  ) {}

  get(key: string, now: number): { value: V } | undefined {
    if (!this.enabled) return undefined;
    const hit = this.#entries.get(key);
    return hit && fresh(hit.at, now, this.ttlMs) ? { value: hit.value } : undefined;
  }

  set(key: string, value: V, now: number): void {
    if (!this.enabled) return;
    this.#entries.delete(key);
    this.#entries.set(key, { value, at: now });
    if (this.#entries.size > this.maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
  }

  /** Forgets every key that starts with `prefix`. */
  forget(prefix: string): void {
    for (const key of this.#entries.keys()) if (key.startsWith(prefix)) this.#entries.delete(key);
  }

  clear(): void {
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

export type HotReads = {
  /** Merchant's menu lookup by `${brandId}:${slug}`. */
  menus: TtlMemo<MenuLookup | null>;
  /** Open-cart summaries by `${brandId}:${owner}:${menuId}`; forget `${brandId}:${owner}:` on change. */
  carts: TtlMemo<CartSummary>;
  /** A menu's checkout settings by `${menuId}:${menuVersion}`. */
  menuCheckouts: TtlMemo<MenuCheckout>;
  brand(appToken: string, now: number): BrandEntry | undefined;
  rememberBrand(appToken: string, entry: BrandEntry, now: number): void;
  /** undefined: not remembered; null: remembered as absent. */
  session(brandId: number, sid: string, now: number): StoredSession | null | undefined;
  rememberSession(brandId: number, sid: string, session: StoredSession | null, now: number): void;
  forgetSession(brandId: number, sid: string): void;
  clear(): void;
};

export function createHotReads(enabled = process.env.DOCKET_HOT_READS !== '0'): HotReads {
  const brands = new Map<string, BrandEntry & { at: number }>();
  const sessions = new Map<string, { session: StoredSession | null; at: number }>();
  const key = (brandId: number, sid: string) => `${brandId}:${sid}`;
  const menus = new TtlMemo<MenuLookup | null>(MENU_TTL_MS, enabled, 10_000);
  const carts = new TtlMemo<CartSummary>(CART_TTL_MS, enabled);
  const menuCheckouts = new TtlMemo<MenuCheckout>(CHECKOUT_SETTINGS_TTL_MS, enabled, 1_000);

  return {
    menus,
    carts,
    menuCheckouts,
    brand(appToken, now) {
      if (!enabled) return undefined;
      const hit = brands.get(appToken);
      return hit && fresh(hit.at, now, BRAND_TTL_MS) ? hit : undefined;
    },
    rememberBrand(appToken, entry, now) {
      if (enabled) brands.set(appToken, { ...entry, at: now });
    },
    session(brandId, sid, now) {
      if (!enabled) return undefined;
      const hit = sessions.get(key(brandId, sid));
      return hit && fresh(hit.at, now, SESSION_TTL_MS) ? hit.session : undefined;
    },
    rememberSession(brandId, sid, session, now) {
      if (!enabled) return;
      // Oldest first: a Map iterates in insertion order, so trimming drops the least recent.
      sessions.delete(key(brandId, sid));
      sessions.set(key(brandId, sid), { session, at: now });
      if (sessions.size > MAX_SESSIONS) {
        const oldest = sessions.keys().next().value;
        if (oldest !== undefined) sessions.delete(oldest);
      }
    },
    forgetSession(brandId, sid) {
      sessions.delete(key(brandId, sid));
    },
    clear() {
      brands.clear();
      sessions.clear();
      menus.clear();
      carts.clear();
      menuCheckouts.clear();
    },
  };
}
