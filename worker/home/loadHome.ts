/** loadHome: the configurable home (spec 3 §2 'Home (configurable)', §7 AppHome). */
import { homeRow } from '@/liveQueries/homeRow';
import { INTERNET_REQUIRED } from '@/domain/messages';
import { fail, ok, type Result } from '@/domain/result';
import { failedForBeingOffline } from '@worker/connectivity/offlineFailure';
import type { WorkerContext } from '@worker/context';
import { createLogger } from '@worker/log';
import { ERROR_TOAST_MS, homeLoadFailureText } from '@worker/messages';

const log = createLogger('home');

export function createLoadHome(ctx: WorkerContext) {
  /**
   * Asks AppHome for the home and stores the answer as the one `home` row (merchant, layout,
   * blocks, redirect_uri, form_style, announcements), so the home also opens offline. Failure
   * keeps the stored home and raises a toast: HO1 for a network or unreadable answer (spec 3 §8),
   * else the server's phrase; none when the server cannot be reached at all (offline: the home
   * shows as last seen under the offline banner).
   */
  return async function loadHome(): Promise<Result<{ blocks: number }>> {
    const answer = await ctx.protocol.call('AppHome', {});
    if (!answer.ok) {
      if (await failedForBeingOffline(ctx, answer.error)) {
        log.info('home not refreshed: offline');
        return fail(answer.error.code, INTERNET_REQUIRED);
      }
      const message = homeLoadFailureText(answer.error);
      log.warn(`home failed: ${answer.error.message}`);
      ctx.events.emit('toast', { message, tone: 'error', durationMs: ERROR_TOAST_MS });
      return fail(answer.error.code, message);
    }
    await ctx.db.home.put(homeRow(answer.data, ctx.now()));
    return ok({ blocks: answer.data.blocks.length });
  };
}
