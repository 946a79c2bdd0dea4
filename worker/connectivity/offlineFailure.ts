/**
 * Being offline is a state, not a server failure (DESIGN 'Feel'). A call that got no answer is
 * asked about once more: if the server cannot be reached at all, the views already say so (the
 * offline banner, what was last seen), and the spec's 'Error HO1/CA1 … log out and log back in'
 * toast, meant for a real failure, would only give advice that cannot help.
 */
import type { Failure } from '@/domain/result';
import type { WorkerContext } from '@worker/context';

export async function failedForBeingOffline(
  ctx: WorkerContext,
  error: Failure<string>,
): Promise<boolean> {
  if (error.code !== 'network' || ctx.serverUnreachable === undefined) return false;
  return ctx.serverUnreachable();
}
