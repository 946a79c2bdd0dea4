/**
 * Open menus follow the store's changes: while a menu, cart or kiosk for a slug is open and online,
 * the worker keeps that menu's live channel (`POST <api>/menus/{slug}/events`, app token only: a
 * menu is public) and, when it hears the menu changed (an item sold out or back on, a fulfilment
 * type paused, a re-import), fetches the menu again at once, past the 15-minute staleness, and
 * writes it to Dexie, so the live reads redraw without a reload.
 *
 * Every (re)connection's `open` names the menu's version. The last version heard is kept per slug
 * for the worker's life, across watches: a device that was offline when the change was made (its
 * stream closed or failing) learns of it from the version on its next `open`, and fetches then.
 * The first `open` a worker hears only sets the version: the menu was just loaded by the screen.
 */
import { ok, type Result } from '@/domain/result';
import type { WorkerContext } from '@worker/context';
import {
  apiUrl,
  openEventStream,
  type EventStream,
  type EventStreamDeps,
  type EventStreamInput,
  type StreamEvent,
} from '@worker/live/eventStream';
import { createLogger } from '@worker/log';

const log = createLogger('menu-channel');

export type MenuChannelDeps = EventStreamDeps & {
  origin: string;
  /** The stream opener; the real one unless a test passes a fake. */
  openStream?: (deps: EventStreamDeps, input: EventStreamInput) => EventStream;
};

/**
 * The version an `open` or `menu` event names ('12.3': the menu's and its store's), or null when it
 * names none. Compared for equality only.
 */
function versionOf(data: unknown): string | null {
  if (typeof data !== 'object' || data === null) return null;
  const version = (data as { version?: unknown }).version;
  if (typeof version === 'string' && version !== '') return version;
  return typeof version === 'number' && Number.isFinite(version) ? String(version) : null;
}

/**
 * Whether an event means the menu must be fetched again: every `menu` event (unless it repeats the
 * version already fetched for), and an `open` whose version differs from the last one heard.
 */
export function menuEventNeedsFetch(event: StreamEvent, lastVersion: string | undefined): boolean {
  const version = versionOf(event.data);
  if (event.event === 'menu') return version === null || version !== lastVersion;
  if (event.event === 'open') return lastVersion !== undefined && version !== lastVersion;
  return false;
}

export function createMenuChannel(
  ctx: Pick<WorkerContext, 'brand'>,
  deps: MenuChannelDeps,
  /** Fetches the menu for slug past its staleness and writes it to Dexie. */
  refetch: (slug: string) => Promise<unknown>,
) {
  const open = deps.openStream ?? openEventStream;
  const watched = new Map<string, { count: number; stream: EventStream }>();
  const lastVersion = new Map<string, string>();
  const fetching = new Map<string, { again: boolean }>();

  /**
   * One fetch per slug at a time, and one more after it when a change is heard meanwhile: a fetch
   * already in flight may have been answered before that change, and a second fetch started beside
   * it could be joined to it or finish first and be overwritten by its older answer.
   */
  function fetchAgain(slug: string): void {
    const running = fetching.get(slug);
    if (running) {
      running.again = true;
      return;
    }
    const state = { again: false };
    fetching.set(slug, state);
    void (async () => {
      do {
        state.again = false;
        await refetch(slug).catch((error: unknown) =>
          log.warn(`menu '${slug}': fetching after a change failed`, error),
        );
      } while (state.again);
      fetching.delete(slug);
    })();
  }

  function follow(slug: string): EventStream {
    return open(deps, {
      url: apiUrl(ctx.brand.apiBaseUrl, deps.origin, `menus/${encodeURIComponent(slug)}/events`),
      body: async () => new URLSearchParams({ app_token: ctx.brand.appToken }),
      onEvent: (event) => {
        const fetch = menuEventNeedsFetch(event, lastVersion.get(slug));
        const version = versionOf(event.data);
        if (version !== null) lastVersion.set(slug, version);
        if (fetch) {
          log.info(`menu '${slug}' changed (${event.event} v${version ?? '?'}): fetching`);
          fetchAgain(slug);
        }
      },
      onStop: (reason) => {
        log.info(`menu '${slug}': live channel closed (${reason})`);
        watched.delete(slug);
      },
    });
  }

  return {
    /**
     * Keeps the menu's live channel open until unwatchMenu: a change staff make to it reaches the
     * menu in Dexie (and so every open menu, cart and kiosk) within moments. Counted per slug: two
     * screens of one menu share one stream.
     */
    async watchMenu(input: { slug: string }): Promise<Result<{ watching: number }>> {
      const entry = watched.get(input.slug);
      if (entry) entry.count += 1;
      else if (input.slug !== '') watched.set(input.slug, { count: 1, stream: follow(input.slug) });
      return ok({ watching: watched.get(input.slug)?.count ?? 0 });
    },

    /** Lets go of one watchMenu; the channel closes with the last. */
    async unwatchMenu(input: { slug: string }): Promise<Result<{ watching: number }>> {
      const entry = watched.get(input.slug);
      if (entry === undefined) return ok({ watching: 0 });
      entry.count -= 1;
      if (entry.count <= 0) {
        entry.stream.close();
        watched.delete(input.slug);
      }
      return ok({ watching: Math.max(0, entry.count) });
    },
  };
}
