/**
 * The ordering area (loaded on its first call): the cart and its outbox rows, the checkout, placing
 * and following orders, the kiosk's idle reset, and the live channels open menus follow. `submission` is the one placing machinery the
 * terminal area shares.
 */
import { createDeliveryAddressApi } from '@worker/account/deliveryAddress';
import { createFeedbackAndRewardsApi } from '@worker/account/feedbackAndRewards';
import { createCartApi } from '@worker/cart/cartApi';
import { createCheckoutLoadApi } from '@worker/cart/checkoutLoad';
import type { Outbox } from '@worker/cart/outbox';
import { createSubmission, createSubmitOrder } from '@worker/checkout/submitOrder';
import type { WorkerContext } from '@worker/context';
import { createKioskApi } from '@worker/kiosk/resetGuestState';
import type { EventStreamDeps } from '@worker/live/eventStream';
import { createMenuChannel } from '@worker/menu/menuChannel';
import { createRepeatOrder } from '@worker/menu/repeatOrder';
import { createOrdersApi } from '@worker/orders/loadOrder';
import { createOrderChannel } from '@worker/orders/orderChannel';
import { createOrderHistoryApi } from '@worker/orders/orderHistory';

export function createOrderingArea(
  ctx: WorkerContext,
  outbox: Outbox,
  streams: EventStreamDeps & { origin: string },
  /** Loads a menu past its staleness, for a change its live channel heard. */
  refetchMenu: (slug: string) => Promise<unknown>,
) {
  const submission = createSubmission(ctx);
  const kiosk = createKioskApi(ctx, outbox);
  const orders = createOrdersApi(ctx);
  return {
    submission,
    functions: {
      repeatOrder: createRepeatOrder(ctx),
      ...kiosk,
      ...createCartApi(ctx, outbox),
      ...createCheckoutLoadApi(ctx, outbox, kiosk),
      ...orders,
      ...createSubmitOrder(ctx, submission),
      ...createOrderHistoryApi(ctx),
      ...createFeedbackAndRewardsApi(ctx),
      ...createDeliveryAddressApi(ctx),
      // The receipt's live channel.
      ...createOrderChannel(ctx, streams, orders.loadOrder),
      // Open menus, carts and kiosks follow the store's changes.
      ...createMenuChannel(ctx, streams, refetchMenu),
    },
  };
}

export type OrderingArea = ReturnType<typeof createOrderingArea>['functions'];
