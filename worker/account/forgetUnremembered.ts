/**
 * 'Remember me' at the start of every page (src/domain/rememberSignIn.ts), apart from the rest of
 * the account functions: it runs on every visit, so it is in the worker's first load, and the
 * account area loads when the customer first uses it.
 */
import { forgetsSignInAtStart } from '@/domain/rememberSignIn';
import { ok, type Result } from '@/domain/result';
import { readAppState } from '@worker/db/appState';
import type { WorkerContext } from '@worker/context';
import { createLogger } from '@worker/log';
import { clearDeviceSession } from '@worker/session/sessionApi';

const log = createLogger('account');

export function createForgetUnremembered(ctx: WorkerContext) {
  const { db } = ctx;
  return {
    /**
     * At the page's start (src/app/lifecycle/useForgetUnremembered.ts): signs out a customer whose
     * sign-in was not remembered when the browser has been closed since (no browser-session mark).
     * Answers whether it did.
     */
    async forgetUnrememberedSignIn(input: {
      browserSessionMarked: boolean;
    }): Promise<Result<{ signedOut: boolean }>> {
      const customer = await db.customer.get('current');
      const forget = forgetsSignInAtStart({
        customerId: customer?.id ?? 0,
        remembered: await readAppState(db, 'signInRemembered'),
        browserSessionMarked: input.browserSessionMarked,
      });
      if (!forget) return ok({ signedOut: false });
      const answer = await ctx.protocol.call('Logout', {});
      if (!answer.ok) log.info(`logout at start: ${answer.error.message}`);
      await clearDeviceSession(ctx);
      return ok({ signedOut: true });
    },
  };
}
