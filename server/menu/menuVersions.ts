/**
 * The menu live channel's source: which version each open menu is at, told to its streams
 * (server/http/menuEventStreams.ts) when it changes. A menu's version is
 * `${menus.version}.${merchants.config_version}`: 0001's triggers bump the first on any change
 * below the menu (an item sold out, a re-import) and the second on any change to its store
 * (hours, a fulfilment type paused).
 *
 * Heard through the database, so every process hears every change whoever made it: 0013 sends
 * 'menus:<brand>' on the hot-read channel when a menus or merchants row changes, which every such
 * bump is. This rides on that channel rather than a LISTEN of its own (each one is a connection
 * per process). On a brand's message, the versions of the slugs that have open streams in this
 * process are read again in one query, and each stream is told only a version it has not seen;
 * messages that come while a read is running fold into one more read. When listening resumes
 * after a gap, every watched brand is read again, since changes may have been missed.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { HotReadsEvent } from '../db/listenForChanges';

export type MenuVersionListener = (version: string) => void;

export type MenuVersions = {
  /** The menu's version now; null when the brand has no such active menu. */
  read(brandId: number, slug: string): Promise<string | null>;
  /**
   * Tells `listener` each version of the menu after `seen`; returns the unsubscribe. Reads again
   * once subscribed, so a change between reading `seen` and subscribing is not missed.
   */
  watch(brandId: number, slug: string, seen: string, listener: MenuVersionListener): () => void;
  /** One hot-read event (server/db/listenForChanges.ts). */
  heard(event: HotReadsEvent): void;
  /** Settles when no read is running or due (for tests and a clean close). */
  idle(): Promise<void>;
};

type Watcher = { seen: string; listener: MenuVersionListener };

const versionOf = (row: { version: number; config_version: number }) =>
  `${row.version}.${row.config_version}`;

export function createMenuVersions(deps: {
  db: Kysely<Database>;
  log: FastifyBaseLogger;
}): MenuVersions {
  /** brand → slug → its streams in this process. */
  const watched = new Map<number, Map<string, Set<Watcher>>>();
  /** brand → the read running, and whether another is due after it. */
  const reading = new Map<number, { done: Promise<void>; again: boolean }>();

  const versionsQuery = (brandId: number) =>
    deps.db
      .selectFrom('menus')
      .innerJoin('merchants', 'merchants.id', 'menus.merchant_id')
      .select(['menus.slug', 'menus.version', 'merchants.config_version'])
      .where('menus.brand_id', '=', brandId)
      .where('menus.active', '=', true)
      .where('merchants.active', '=', true)
      .where('merchants.deleted_at', 'is', null);

  async function readBrand(brandId: number): Promise<void> {
    const slugs = watched.get(brandId);
    if (!slugs || slugs.size === 0) return;
    const rows = await versionsQuery(brandId)
      .where('menus.slug', 'in', [...slugs.keys()])
      .execute();
    for (const row of rows) {
      const version = versionOf(row);
      for (const watcher of [...(slugs.get(row.slug) ?? [])]) {
        if (watcher.seen === version) continue;
        watcher.seen = version;
        watcher.listener(version);
      }
    }
  }

  function refresh(brandId: number): void {
    if (!watched.has(brandId)) return;
    const running = reading.get(brandId);
    if (running) {
      running.again = true;
      return;
    }
    const entry = { done: Promise.resolve(), again: false };
    entry.done = (async () => {
      do {
        entry.again = false;
        try {
          await readBrand(brandId);
        } catch (error) {
          deps.log.warn({ err: error }, 'menu versions could not be read');
        }
      } while (entry.again);
      reading.delete(brandId);
    })();
    reading.set(brandId, entry);
  }

  return {
    async read(brandId, slug) {
      const row = await versionsQuery(brandId).where('menus.slug', '=', slug).executeTakeFirst();
      return row ? versionOf(row) : null;
    },
    watch(brandId, slug, seen, listener) {
      const slugs = watched.get(brandId) ?? new Map<string, Set<Watcher>>();
      watched.set(brandId, slugs);
      const watchers = slugs.get(slug) ?? new Set<Watcher>();
      slugs.set(slug, watchers);
      const watcher: Watcher = { seen, listener };
      watchers.add(watcher);
      refresh(brandId);
      return () => {
        watchers.delete(watcher);
        if (watchers.size === 0 && slugs.get(slug) === watchers) slugs.delete(slug);
        if (slugs.size === 0 && watched.get(brandId) === slugs) watched.delete(brandId);
      };
    },
    heard(event) {
      if (event.kind === 'live') {
        if (event.live) for (const brandId of watched.keys()) refresh(brandId);
        return;
      }
      const match = /^menus:(\d+)$/.exec(event.payload);
      if (match) refresh(Number(match[1]));
    },
    async idle() {
      while (reading.size > 0) await Promise.all([...reading.values()].map((entry) => entry.done));
    },
  };
}
