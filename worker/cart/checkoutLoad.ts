/**
 * The cart screen's worker functions (spec 2 §2.1, §7, §8): load_checkout into Dexie so the cart
 * opens offline from what was last known, and Cancel Order.
 *
 * The order goes to `cart` (the one row every cart change updates, through applyCartAnswer); the
 * rest of the cart response (menu, customer, merchant) to `checkoutContext`, keyed by the menu's
 * slug. A load is sent for the session generation it started in, and its answer is applied only if
 * that session is still the device's, and only if no answer to a cart call sent after it is
 * stored already (worker/cart/cartAnswerOrder.ts): a load answered after a later update_checkout
 * would otherwise put the older order, without the new payment method's surcharge, back.
 */
import type { CheckoutOptions } from '@/api/manageCart';
import { cartLoadOptions } from '@/domain/cartLoadOptions';
import { CART_LOAD_ERROR_TOAST_MS, ERROR_CA1, ERROR_CH1 } from '@/domain/cartMessages';
import { fail, ok, type Result } from '@/domain/result';
import { isKiosk, isStaff } from '@/domain/roles';
import { INTERNET_REQUIRED } from '@/domain/messages';
import { SERVER_PHRASES } from '@/domain/serverPhrases';
import { failedForBeingOffline } from '@worker/connectivity/offlineFailure';
import type { WorkerContext } from '@worker/context';
import { queryCustomer } from '@worker/db/queries';
import { createLogger } from '@worker/log';
import { currentGeneration } from '@worker/session/sessionGeneration';
import { applyCartAnswer } from './applyCartAnswer';
import { claimCartAnswer, markLocalCartWrite, takeCartTicket } from './cartAnswerOrder';
import type { Outbox } from './outbox';

const log = createLogger('checkout-load');

export type CheckoutLoad = {
  /** Items in the cart as the server answered; 0 when it holds no order ('No order present'). */
  numItems: number;
};

export type CancelOrder = {
  /** The kiosk/staff reset ran (guest, cart, fulfilment and unsent changes all cleared). */
  guestReset: boolean;
};

type Ids = { store_id: string; menu_id: string };

export function createCheckoutLoadApi(
  ctx: WorkerContext,
  outbox: Outbox,
  kiosk: { resetGuestState: () => Promise<Result<unknown>> },
) {
  async function target(slug: string): Promise<Ids | null> {
    const row = await ctx.db.menus.get(slug);
    if (row === undefined || row.menu === null) return null;
    return { store_id: String(row.merchantId), menu_id: String(row.menu.id) };
  }

  function toast(message: string) {
    ctx.events.emit('toast', { message, tone: 'error', durationMs: CART_LOAD_ERROR_TOAST_MS });
  }

  /** 'No order present': the server holds no cart for this session, so neither does the device. */
  async function emptyLocalCart(slug: string, ticket: number) {
    await ctx.db.transaction('rw', [ctx.db.cart, ctx.db.appState], async () => {
      if (!(await claimCartAnswer(ctx.db, ticket))) return;
      const cart = await ctx.db.cart.get('current');
      if (cart !== undefined && cart.slug !== slug && cart.slug !== '') return;
      await ctx.db.cart.delete('current');
      await ctx.db.appState.put({
        key: 'cartSummary',
        value: { slug, num_items: 0, coupon_code: '' },
      });
    });
  }

  return {
    /**
     * ManageCart load_checkout for the menu's cart (spec 2 §2.1 'Loads the cart on open'), with
     * the held fulfilment choice and delivery address as checkout_options unless `options` are
     * given. Changes still waiting in the outbox are sent first, so the answer includes them.
     * Stores the order and the menu, customer and merchant parts. 'No order present' empties the
     * local cart and resolves with 0 items. Other failures toast for 10 s: the server's phrase, or
     * for no answer or an unreadable one CA1 (the cart screen) or CH1 (`screen: 'checkout'`). `cardType` (a tokenised card's, e.g. 'American
     * Express') has the card method's surcharge priced as that card, as the placement will.
     */
    async loadCheckout(input: {
      slug: string;
      options?: CheckoutOptions;
      cardType?: string;
      /** The screen that asked: its own words for a load that got no answer (spec 2 §8). */
      screen?: 'cart' | 'checkout';
    }): Promise<Result<CheckoutLoad>> {
      const ids = await target(input.slug);
      if (ids === null) return fail('invalid-request', 'Menu not loaded');
      if ((await outbox.pendingCount()) > 0) await outbox.drain();
      const held = await ctx.db.fulfilment.get(input.slug);
      const options =
        input.options ?? cartLoadOptions(held?.selection ?? null, held?.delivery ?? null);
      const generation = await currentGeneration(ctx.db);
      const ticket = await takeCartTicket(ctx.db);
      const answer = await ctx.protocol.call(
        'ManageCart',
        {
          ...ids,
          sub_action: 'load_checkout',
          checkout_options: JSON.stringify(options),
          ...(input.cardType ? { card_type: input.cardType } : {}),
        },
        { generation },
      );
      if (!answer.ok) {
        const { error } = answer;
        if (error.code === 'server' && error.message === SERVER_PHRASES.noOrderPresent) {
          await emptyLocalCart(input.slug, ticket);
          return ok({ numItems: 0 });
        }
        if (error.code === 'stale-session') return answer;
        // Offline: the cart shows as last seen under the offline banner, no CA1/CH1 advice.
        if (await failedForBeingOffline(ctx, error)) return fail(error.code, INTERNET_REQUIRED);
        const noAnswer = input.screen === 'checkout' ? ERROR_CH1 : ERROR_CA1;
        const text =
          error.code === 'network' || error.code === 'invalid-response' ? noAnswer : error.message;
        log.warn(`load_checkout failed: ${error.message}`);
        toast(text);
        return fail(error.code, text);
      }
      const { data } = answer;
      const applied = await ctx.db.transaction(
        'rw',
        [ctx.db.cart, ctx.db.appState, ctx.db.checkoutContext],
        async () => {
          if ((await currentGeneration(ctx.db)) !== generation) return false;
          const newest = await applyCartAnswer(ctx, input.slug, data, ticket);
          // A dropped (older) answer's menu, customer and merchant are kept only if none are.
          const keep = newest || (await ctx.db.checkoutContext.get(input.slug)) === undefined;
          if (keep && data.menu && data.customer && data.merchant) {
            await ctx.db.checkoutContext.put({
              slug: input.slug,
              storeId: data.order.store_id,
              menuId: data.order.menu_id,
              menu: data.menu,
              customer: data.customer,
              merchant: data.merchant,
              fetchedAt: ctx.now(),
            });
          }
          return true;
        },
      );
      if (!applied) return fail('stale-session', 'The session this call was made for has ended');
      return ok({ numItems: data.order.num_items });
    },

    /**
     * Cancel Order (spec 2 §2.1): clears the cart and resets the fulfilment choice; for a kiosk or
     * staff login it also clears the guest and checkout state (the kiosk reset). The server's cart
     * is emptied by clear_cart through the outbox, queued behind any change already on its way and
     * sent when the network allows; the customer's unsent changes to this cart go with it.
     */
    async cancelOrder(input: { slug: string }): Promise<Result<CancelOrder>> {
      const customer = await queryCustomer(ctx.db);
      if (isKiosk(customer) || isStaff(customer)) {
        const reset = await kiosk.resetGuestState();
        if (!reset.ok) return reset;
        await ctx.db.checkoutContext.delete(input.slug);
        return ok({ guestReset: true });
      }
      const ids = await target(input.slug);
      await ctx.db.transaction(
        'rw',
        [ctx.db.cart, ctx.db.appState, ctx.db.fulfilment, ctx.db.outbox],
        async () => {
          await ctx.db.cart.delete('current');
          await markLocalCartWrite(ctx.db);
          await ctx.db.appState.put({
            key: 'cartSummary',
            value: { slug: input.slug, num_items: 0, coupon_code: '' },
          });
          await ctx.db.fulfilment.delete(input.slug);
          await ctx.db.outbox
            .filter((row) => row.slug === input.slug && row.status !== 'sending')
            .delete();
        },
      );
      ctx.events.emit('outbox-changed', { pending: await outbox.pendingCount() });
      if (ids !== null) {
        await outbox.submit({
          requestId: crypto.randomUUID(),
          action: 'ManageCart',
          payload: { ...ids, sub_action: 'clear_cart', checkout_options: '{}' },
          slug: input.slug,
        });
      }
      return ok({ guestReset: false });
    },
  };
}
