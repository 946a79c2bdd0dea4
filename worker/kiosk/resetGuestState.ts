/**
 * The kiosk's idle reset (DESIGN 'Kiosk': 'idle reset that clears the customer's cart and
 * details'): everything the customer who walked away left behind goes, the device's own login
 * stays. Menus, locations and other public data stay cached.
 */
import { queryCustomer } from '@worker/db/queries';
import { GUEST_CUSTOMER } from '@/liveQueries/defaults';
import { keepsLoginOnIdleReset } from '@/domain/idleReset';
import { ok, type Result } from '@/domain/result';
import type { Outbox } from '@worker/cart/outbox';
import { STAFF_MENU_ACTION, STAFF_MOVE_ACTION } from '@worker/staff/staffActions';
import type { WorkerContext } from '@worker/context';
import { startNewGeneration } from '@worker/session/sessionGeneration';

export type GuestReset = {
  /** The held customer was the device's own login (kiosk or staff) and is still signed in. */
  keptLogin: boolean;
  /** Queued mutations dropped with the guest's cart. */
  droppedOutbox: number;
};

/** Outbox rows still waiting to be sent belong to the guest who left; one being sent is finished. */
const GUEST_OUTBOX_STATUSES = ['pending', 'failed'] as const;

export function createKioskApi({ db, events }: WorkerContext, outbox: Outbox) {
  /**
   * With a kept login the server cart is the device's own and would greet the next customer with
   * the last one's items: clear_cart (spec 2 §7) empties it. Queued behind anything still on its
   * way, so a late add from the customer who left cannot land after it.
   */
  async function clearServerCart(slug: string | null): Promise<void> {
    if (slug === null) return;
    const menu = await db.menus.get(slug);
    if (menu === undefined || menu.menu === null) return;
    await outbox.submit({
      requestId: crypto.randomUUID(),
      action: 'ManageCart',
      payload: {
        store_id: String(menu.merchantId),
        menu_id: String(menu.menu.id),
        sub_action: 'clear_cart',
        checkout_options: '{}',
      },
      slug,
    });
  }

  return {
    /**
     * Clears the guest's state at the kiosk's idle moment: the open order (table cart and
     * appState 'cartSummary'), the fulfilment choice, the outbox rows not yet sent, and, unless
     * the held customer is the device's own kiosk or staff login, the customer (back to id 0,
     * status 0) and the session, so the next customer starts with a new server-side cart. A new
     * session generation starts either way: a row being sent finishes, but its answer is not
     * applied and it is never sent again (it is marked orphaned). One transaction: all or nothing.
     */
    async resetGuestState(): Promise<Result<GuestReset>> {
      const outcome = await db.transaction(
        'rw',
        [db.customer, db.session, db.outbox, db.appState, db.cart, db.fulfilment],
        async () => {
          const keptLogin = keepsLoginOnIdleReset(await queryCustomer(db));
          if (!keptLogin) {
            await db.customer.put({ ...GUEST_CUSTOMER });
            await db.session.delete('current');
          }
          const cart = await db.cart.get('current');
          const summary = await db.appState.get('cartSummary');
          const cartSlug =
            cart?.slug || (summary?.value as { slug?: string } | undefined)?.slug || null;
          await startNewGeneration(db);
          await db.appState.delete('cartSummary');
          // The next customer chooses their own fulfilment and starts an empty cart.
          await db.cart.clear();
          await db.fulfilment.clear();
          // Not the staff board's queued moves: they are the device's, not the guest's.
          const droppedOutbox = await db.outbox
            .where('status')
            .anyOf([...GUEST_OUTBOX_STATUSES])
            .filter((row) => row.action !== STAFF_MOVE_ACTION && row.action !== STAFF_MENU_ACTION)
            .delete();
          await db.outbox
            .where('status')
            .equals('sending')
            .filter((row) => row.action !== STAFF_MOVE_ACTION && row.action !== STAFF_MENU_ACTION)
            .modify({ orphaned: true });
          return { keptLogin, droppedOutbox, cartSlug };
        },
      );
      // Nothing is left pending: every row that was is gone.
      if (outcome.droppedOutbox > 0) events.emit('outbox-changed', { pending: 0 });
      if (outcome.keptLogin) await clearServerCart(outcome.cartSlug);
      return ok({ keptLogin: outcome.keptLogin, droppedOutbox: outcome.droppedOutbox });
    },
  };
}
