/** Stores a ManageCart answer: the whole order, and the summary the header badge reads. */
import type { ManageCartResponse } from '@/api/manageCart';
import { writeAppState } from '@worker/db/appState';
import type { WorkerContext } from '@worker/context';

/** Call inside a transaction over cart and appState. */
export async function applyCartAnswer(
  ctx: Pick<WorkerContext, 'db' | 'now'>,
  slug: string,
  answer: ManageCartResponse,
): Promise<void> {
  const { order } = answer;
  const previous = await ctx.db.cart.get('current');
  const cartSlug = slug !== '' ? slug : (previous?.slug ?? '');
  await ctx.db.cart.put({ key: 'current', slug: cartSlug, order, fetchedAt: ctx.now() });
  await writeAppState(ctx.db, 'cartSummary', {
    slug: cartSlug,
    num_items: order.num_items,
    coupon_code: order.coupon_code,
  });
}
