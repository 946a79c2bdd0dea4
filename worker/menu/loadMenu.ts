/** loadMenu: the Menu load rules of spec 1 §4, fetching with Merchant only when the cache is stale. */
import type { FulfilmentCode } from '@/api/common';
import { readCachedMenu } from '@/db/menuCache';
import { fail, ok, type Result } from '@/domain/result';
import { menuFetchReason, type MenuFetchReason } from '@/domain/staleness';
import type { WorkerContext } from '@worker/context';
import { createLogger } from '@worker/log';
import { MENU_LOAD_TOAST_MS, menuLoadFailureText } from '@worker/messages';
import { menuRows } from './menuRows';
import { writeMenu } from './writeMenu';

/**
 * User Timing names for the bench (issue 5 '10,000-item menu: sync'): a mark when the Merchant
 * fetch starts, a mark when its rows are committed to Dexie, and the measure between them. Only
 * the latest of each is kept. Their times are this worker's performance.now(); the commit's
 * absolute time is performance.timeOrigin + the committed mark's startTime.
 */
export const MENU_FETCH_MARK = 'docket:menu-fetch';
export const MENU_COMMITTED_MARK = 'docket:menu-committed';
export const MENU_SYNC_MEASURE = 'docket:menu-sync';

/** performance.mark, when this runtime has User Timing (browsers and workers; guarded for tests). */
function mark(name: string, detail: unknown): void {
  if (typeof performance === 'undefined' || typeof performance.mark !== 'function') return;
  try {
    performance.clearMarks?.(name);
    performance.mark(name, { detail });
  } catch {
    // Timing is for the bench only; it never fails a menu load.
  }
}

function measureSync(slug: string): void {
  if (typeof performance === 'undefined' || typeof performance.measure !== 'function') return;
  try {
    if (performance.getEntriesByName(MENU_FETCH_MARK, 'mark').length === 0) return;
    performance.clearMeasures?.(MENU_SYNC_MEASURE);
    performance.measure(MENU_SYNC_MEASURE, {
      start: MENU_FETCH_MARK,
      end: MENU_COMMITTED_MARK,
      detail: { slug },
    });
  } catch {
    // As above.
  }
}

const log = createLogger('menu');

/** Server phrases spec 1 §8 says are logged as errors rather than warnings. */
const LOGGED_AS_ERRORS = new Set(['Invalid menu name', 'Merchant does not exist']);

export type LoadMenuInput = {
  slug: string;
  /** Fetch even when the cache is fresh (pull to refresh). */
  force?: boolean;
  /** Sent as fulfilment_type; a change from the cached type refetches (spec 1 §4). */
  fulfilmentType?: FulfilmentCode;
};

export type LoadMenuReason = MenuFetchReason | 'forced' | 'fulfilment-type-changed';
export type LoadMenuData = { source: 'cache' } | { source: 'network'; reason: LoadMenuReason };

export function createLoadMenu(ctx: WorkerContext) {
  const inFlight = new Map<string, Promise<Result<LoadMenuData>>>();

  async function fetchMenu(
    input: LoadMenuInput,
    reason: LoadMenuReason,
  ): Promise<Result<LoadMenuData>> {
    const { slug, fulfilmentType } = input;
    mark(MENU_FETCH_MARK, { slug });
    const answer = await ctx.protocol.call('Merchant', {
      menu_name: slug,
      return_menu: '1',
      return_order: '1',
      ...(fulfilmentType === undefined ? {} : { fulfilment_type: fulfilmentType }),
    });
    if (!answer.ok) {
      const message = menuLoadFailureText(answer.error);
      const level = LOGGED_AS_ERRORS.has(answer.error.message) ? 'error' : 'warn';
      log[level](`menu '${slug}' failed (${reason}): ${answer.error.message}`);
      ctx.events.emit('toast', { message, tone: 'error', durationMs: MENU_LOAD_TOAST_MS });
      return fail(answer.error.code, message);
    }
    const rows = menuRows({
      answer: answer.data,
      slug,
      now: ctx.now(),
      fulfilmentType: fulfilmentType ?? null,
    });
    await writeMenu(ctx.db, rows);
    mark(MENU_COMMITTED_MARK, { slug });
    measureSync(slug);
    return ok({ source: 'network', reason });
  }

  /**
   * Makes sure the menu for `slug` is in Dexie. Uses the cache unless spec 1 §4 says to fetch (no
   * cache, another slug, no fulfilment, menu older than 15 min, fulfilment older than 5 min); then
   * calls Merchant and writes merchant, menu, items and fulfilment settings in one transaction.
   * On failure the cache is kept (the view still shows it), an error toast is raised (ME1 for
   * network errors, else the server's first message, 6 s) and the same text is returned.
   * Concurrent calls for one slug share a single request.
   */
  return async function loadMenu(input: LoadMenuInput): Promise<Result<LoadMenuData>> {
    const cached = await readCachedMenu(ctx.db);
    const typeChanged =
      input.fulfilmentType !== undefined &&
      cached?.facts.slug === input.slug &&
      cached.row.fulfilmentType !== input.fulfilmentType;
    const reason: LoadMenuReason | null = input.force
      ? 'forced'
      : typeChanged
        ? 'fulfilment-type-changed'
        : menuFetchReason({ cached: cached?.facts ?? null, slug: input.slug, now: ctx.now() });
    if (reason === null) return ok({ source: 'cache' });

    const pending = inFlight.get(input.slug);
    if (pending !== undefined) return pending;
    const request = fetchMenu(input, reason).finally(() => inFlight.delete(input.slug));
    inFlight.set(input.slug, request);
    return request;
  };
}
