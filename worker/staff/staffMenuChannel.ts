/**
 * The staff Menu tab stays true while it is open: the worker follows the store's menu channel
 * (`POST <api>/menus/{slug}/events`, the one open menus follow) and reloads the tab and its changes
 * list on every change (another staff device's, a sold-out mark ending at close, a re-import) and
 * on every (re)connection, since changes made while it was away were not heard. Counted: two open
 * tabs share one stream.
 */
import { ok, type Result } from '@/domain/result';
import type { WorkerContext } from '@worker/context';
import {
  apiUrl,
  openEventStream,
  type EventStream,
  type EventStreamDeps,
} from '@worker/live/eventStream';
import { createLogger } from '@worker/log';

const log = createLogger('staff-menu');

export function createStaffMenuChannel(
  ctx: WorkerContext,
  deps: EventStreamDeps & { origin: string },
  reload: () => Promise<void>,
) {
  let stream: EventStream | null = null;
  let watchers = 0;

  async function open(): Promise<void> {
    const slug = (await ctx.db.staffMenu.get('current'))?.answer.merchant.slug ?? '';
    if (slug === '' || stream !== null || watchers === 0) return;
    stream = openEventStream(deps, {
      url: apiUrl(ctx.brand.apiBaseUrl, deps.origin, `menus/${encodeURIComponent(slug)}/events`),
      body: async () => new URLSearchParams({ app_token: ctx.brand.appToken }),
      onEvent: ({ event }) => {
        if (event === 'open' || event === 'menu') void reload();
      },
      onStop: (reason) => {
        log.info(`menu channel closed (${reason})`);
        stream = null;
      },
    });
  }

  return {
    /**
     * Keeps the store's menu channel open until unwatchStaffMenu: every change to the store's menu
     * reloads the tab and its changes list. Call once the tab has loaded (it names the store's menu).
     */
    async watchStaffMenu(
      _input: Record<string, never> = {},
    ): Promise<Result<{ watching: number }>> {
      watchers += 1;
      await open();
      return ok({ watching: watchers });
    },

    /** Lets go of one watchStaffMenu; the channel closes with the last. */
    async unwatchStaffMenu(
      _input: Record<string, never> = {},
    ): Promise<Result<{ watching: number }>> {
      watchers = Math.max(0, watchers - 1);
      if (watchers === 0) {
        stream?.close();
        stream = null;
      }
      return ok({ watching: watchers });
    },
  };
}
