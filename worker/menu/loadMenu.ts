/** loadMenu: the Menu load rules of spec 1 §4, fetching with Merchant only when the cache is stale. */
import type { FulfilmentCode } from '@/api/common';
import type { MerchantResponse } from '@/api/merchant';
import { readCachedMenu } from '@worker/db/menuCache';
import { INTERNET_REQUIRED } from '@/domain/messages';
import { fail, ok, type Result } from '@/domain/result';
import { SERVER_PHRASES } from '@/domain/serverPhrases';
import { menuFetchReason, type MenuFetchReason } from '@/domain/staleness';
import { failedForBeingOffline } from '@worker/connectivity/offlineFailure';
import type { WorkerContext } from '@worker/context';
import { createLogger } from '@worker/log';
import { MENU_LOAD_TOAST_MS, menuLoadFailureText } from '@worker/messages';
import { menuRows } from '@/liveQueries/menuRows';
import { writeMenu } from './writeMenu';

/**
 * User Timing names for the bench's 10,000-item menu sync: a mark when the Merchant fetch starts, a
 * mark when its rows are committed to Dexie, and the measure between them. Only the latest of each
 * is kept. Their times are this worker's performance.now(); the commit's absolute time is
 * performance.timeOrigin + the committed mark's startTime.
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
const LOGGED_AS_ERRORS = new Set<string>([
  SERVER_PHRASES.invalidMenuName,
  SERVER_PHRASES.merchantDoesNotExist,
]);

export type LoadMenuInput = {
  slug: string;
  /** Fetch even when the cache is fresh (pull to refresh). */
  force?: boolean;
  /** Sent as fulfilment_type; a change from the cached type refetches (spec 1 §4). */
  fulfilmentType?: FulfilmentCode;
};

/** 'page-fetched': the page's own first Merchant call, adopted (adoptMenuAnswer). */
export type LoadMenuReason =
  MenuFetchReason | 'forced' | 'fulfilment-type-changed' | 'page-fetched';
export type LoadMenuData = { source: 'cache' } | { source: 'network'; reason: LoadMenuReason };

/** The first Merchant answer of a cold open, fetched by index.html (scripts/firstLoadBoot.ts). */
export type AdoptMenuAnswerInput = {
  slug: string;
  /** The answer's body as text. */
  text: string;
  /** When the page had the answer (ms since epoch): the menu's fetch time, as the page showed it. */
  receivedAt: number;
};

export function createLoadMenu(ctx: WorkerContext) {
  const inFlight = new Map<string, Promise<Result<LoadMenuData>>>();

  /** Writes a Merchant answer for slug, or reports its failure (toast, log, returned text). */
  async function settle(
    slug: string,
    answer: Result<MerchantResponse>,
    reason: LoadMenuReason,
    fulfilmentType: FulfilmentCode | null,
    now: number,
  ): Promise<Result<LoadMenuData>> {
    if (!answer.ok) {
      // Offline: the menu shows as last seen under the offline banner, no ME1 advice.
      if (await failedForBeingOffline(ctx, answer.error)) {
        log.info(`menu '${slug}' not refreshed (${reason}): offline`);
        return fail(answer.error.code, INTERNET_REQUIRED);
      }
      const message = menuLoadFailureText(answer.error);
      const level = LOGGED_AS_ERRORS.has(answer.error.message) ? 'error' : 'warn';
      log[level](`menu '${slug}' failed (${reason}): ${answer.error.message}`);
      ctx.events.emit('toast', { message, tone: 'error', durationMs: MENU_LOAD_TOAST_MS });
      return fail(answer.error.code, message);
    }
    await writeMenu(ctx.db, menuRows({ answer: answer.data, slug, now, fulfilmentType }));
    mark(MENU_COMMITTED_MARK, { slug });
    measureSync(slug);
    return ok({ source: 'network', reason });
  }

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
    return settle(slug, answer, reason, fulfilmentType ?? null, ctx.now());
  }

  /** Runs one load for slug; a load asked for while it runs shares its result. */
  function single(slug: string, run: () => Promise<Result<LoadMenuData>>) {
    const pending = inFlight.get(slug);
    if (pending !== undefined) return pending;
    const request = run().finally(() => inFlight.delete(slug));
    inFlight.set(slug, request);
    return request;
  }

  /**
   * Makes sure the menu for `slug` is in Dexie. Uses the cache unless spec 1 §4 says to fetch (no
   * cache, another slug, no fulfilment, menu older than 15 min, fulfilment older than 5 min); then
   * calls Merchant and writes merchant, menu, items and fulfilment settings in one transaction.
   * On failure the cache is kept (the view still shows it), an error toast is raised (ME1 for
   * network errors, else the server's first message, 6 s) and the same text is returned.
   * Concurrent calls for one slug share a single request; a forced one waits for the request in
   * flight and then asks again.
   */
  async function loadMenu(input: LoadMenuInput): Promise<Result<LoadMenuData>> {
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
    // A forced load wants an answer from after it was asked: one already in flight may be older.
    const pending = input.force ? inFlight.get(input.slug) : undefined;
    if (pending !== undefined)
      return pending.then(() => single(input.slug, () => fetchMenu(input, reason)));
    return single(input.slug, () => fetchMenu(input, reason));
  }

  /**
   * Takes the Merchant answer the page fetched itself on a cold open and handles it as if this
   * worker had fetched it: session, Upgrade, schema check, the same rows in one transaction, the
   * same failure toast. A loadMenu for the slug asked for meanwhile waits for it.
   */
  async function adoptMenuAnswer(input: AdoptMenuAnswerInput): Promise<Result<LoadMenuData>> {
    return single(input.slug, async () => {
      const answer = await ctx.protocol.receive('Merchant', input.text);
      return settle(input.slug, answer, 'page-fetched', null, input.receivedAt);
    });
  }

  return { loadMenu, adoptMenuAnswer };
}
