/**
 * Feedback and Rewards (spec 3 §2 'Feedback', 'Rewards', §7). Feedback is sent once (a request_id
 * makes a retry safe); the rewards are read fresh and kept for the member (appState 'rewards'), so
 * the page opens offline with what was last seen.
 */
import type { AppStorePrompt } from '@/api/feedback';
import type { Reward } from '@/api/rewards';
import { feedbackProblem, type FeedbackRatings } from '@/domain/feedback';
import { fail, ok, type Result } from '@/domain/result';
import type { WorkerContext } from '@worker/context';
import { writeAppState } from '@worker/db/appState';
import { createLogger } from '@worker/log';

const log = createLogger('account');

export type FeedbackInput = FeedbackRatings & { comments: string; requestId: string };

export function createFeedbackAndRewardsApi(ctx: WorkerContext) {
  return {
    /**
     * Sends the three ratings and comments. Refuses ratings not chosen with the spec's alert text
     * (code 'invalid-request'), else answers the server's optional app-store prompt.
     */
    async sendFeedback(input: FeedbackInput): Promise<Result<{ appStore: AppStorePrompt | null }>> {
      const problem = feedbackProblem(input);
      if (problem !== null) return fail('invalid-request', problem);
      const answer = await ctx.protocol.call('Feedback', {
        ease_of_use: String(input.ease_of_use),
        speed: String(input.speed),
        overall: String(input.overall),
        comments: input.comments,
        request_id: input.requestId,
      });
      if (!answer.ok) {
        log.info(`feedback: ${answer.error.message}`);
        return answer;
      }
      return ok({ appStore: answer.data.app_store ?? null });
    },

    /**
     * The brand's rewards with the member's points (their ledger's sum); an empty list when the
     * brand has none. Kept for the customer who asked (not one who signed in meanwhile).
     */
    async loadRewards(): Promise<Result<{ rewards: Reward[]; enabled: boolean; points: number }>> {
      const customerId = (await ctx.db.customer.get('current'))?.id ?? 0;
      const answer = await ctx.protocol.call('Rewards', {});
      if (!answer.ok) {
        log.info(`rewards: ${answer.error.message}`);
        return answer;
      }
      const read = {
        rewards: answer.data.rewards,
        enabled: answer.data.is_loyalty_schemes_enabled === 1,
        points: answer.data.points_balance ?? 0,
      };
      if (customerId > 0) {
        await ctx.db.transaction('rw', [ctx.db.customer, ctx.db.appState], async () => {
          if ((await ctx.db.customer.get('current'))?.id !== customerId) return;
          await writeAppState(ctx.db, 'rewards', { customerId, ...read, fetchedAt: ctx.now() });
        });
      }
      return ok(read);
    },
  };
}
