/**
 * In-process memory of the two reads every call starts with: the brand (with its release row) by
 * app token, and the stored session by SID. A warm call then reaches the database only for what
 * its action needs.
 *
 * Safe because one server process owns its database: sessions change only through
 * server/protocol/session.ts, which writes through this memory. Brands and releases change only
 * by hand (seed, admin SQL), so they are re-read after BRAND_TTL_MS. Run several processes on one
 * PostgreSQL only with DOCKET_HOT_READS=0 (then every call reads both, as before).
 */
import type { BrandRow } from './context';
import type { StoredSession } from './session';

export const BRAND_TTL_MS = 5_000;
/** A session remembered this long without a call is read again (bounds the memory too). */
export const SESSION_TTL_MS = 5 * 60_000;
const MAX_SESSIONS = 50_000;

export type Release = { latest_version: string; minimum_version: string; link: string } | null;
export type BrandEntry = { brand: BrandRow; release: Release };

export type HotReads = {
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

  return {
    brand(appToken, now) {
      if (!enabled) return undefined;
      const hit = brands.get(appToken);
      return hit && now - hit.at < BRAND_TTL_MS ? hit : undefined;
    },
    rememberBrand(appToken, entry, now) {
      if (enabled) brands.set(appToken, { ...entry, at: now });
    },
    session(brandId, sid, now) {
      if (!enabled) return undefined;
      const hit = sessions.get(key(brandId, sid));
      return hit && now - hit.at < SESSION_TTL_MS ? hit.session : undefined;
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
    },
  };
}
