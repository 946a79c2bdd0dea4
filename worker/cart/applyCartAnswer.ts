/**
 * Stores a ManageCart answer: the whole order, and the summary the header badge reads. Only if it
 * answers the latest-sent call whose answer has arrived (worker/cart/cartAnswerOrder.ts): an older
 * answer arriving late is dropped, so the cart never goes back to an earlier order.
 */
import type { ManageCartResponse } from '@/api/manageCart';
import { writeAppState } from '@worker/db/appState';
import type { WorkerContext } from '@worker/context';
import { claimCartAnswer } from './cartAnswerOrder';

/**
 * Call inside a transaction over cart and appState, with the ticket taken (takeCartTicket) before
 * the call was sent. Resolves false when the answer was older than the stored one and dropped.
 */
export async function applyCartAnswer(
  ctx: Pick<WorkerContext, 'db' | 'now'>,
  slug: string,
  answer: ManageCartResponse,
  ticket: number,
): Promise<boolean> {
  if (!(await claimCartAnswer(ctx.db, ticket))) return false;
  const { order } = answer;
  const previous = await ctx.db.cart.get('current');
  const cartSlug = slug !== '' ? slug : (previous?.slug ?? '');
  await ctx.db.cart.put({ key: 'current', slug: cartSlug, order, fetchedAt: ctx.now() });
  await writeAppState(ctx.db, 'cartSummary', {
    slug: cartSlug,
    num_items: order.num_items,
    coupon_code: order.coupon_code,
  });
  return true;
}
