/**
 * After a placed order (spec 2 §4.2 step 5): 'cart, fulfilment and checkout state are reset'. The
 * open order, its summary and the fulfilment choice for the menu go; the customer the answer names
 * is kept (a guest who checked out is now a customer with an id, who may view that receipt).
 */
import type { SubmitOrderResponse } from '@/api/submitOrder';
import { markLocalCartWrite } from '@worker/cart/cartAnswerOrder';
import type { DocketDatabase } from '@worker/db/database';
import { keepsLoginOnIdleReset } from '@/domain/idleReset';

export async function clearPlacedOrder(
  db: DocketDatabase,
  slug: string,
  customer: SubmitOrderResponse['customer'],
): Promise<void> {
  await db.transaction('rw', [db.cart, db.appState, db.fulfilment, db.customer], async () => {
    await db.cart.delete('current');
    await markLocalCartWrite(db);
    await db.appState.put({
      key: 'cartSummary',
      value: { slug, num_items: 0, coupon_code: '' },
    });
    await db.fulfilment.delete(slug);
    const held = await db.customer.get('current');
    // A kiosk or staff device's own login places orders for others: it stays as it was (its
    // name is not the walk-in customer's, and its menu and eftpos settings stay).
    if (held !== undefined && held.id === customer.id && keepsLoginOnIdleReset(held)) return;
    if (customer.id > 0) {
      await db.customer.put({
        ...(held !== undefined && held.id === customer.id ? held : {}),
        key: 'current',
        id: customer.id,
        status: customer.status,
        name: customer.name,
        email: customer.email,
      });
    }
  });
}
