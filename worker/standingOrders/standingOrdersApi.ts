/**
 * A member's standing orders (spec 3 §2 'Standing orders', §7 StandingOrders load/save/status,
 * DeliveryAddress validate, MenuItemDetails). Online only, like the screen that edits one: the
 * answers are held by that screen while it shows and nothing is written to Dexie. The order list's
 * standing orders come with OrderHistory (worker/orders/orderHistory.ts).
 */
import type { DeliveryAddressInput, DeliveryAddressResponse } from '@/api/deliveryAddress';
import type { DeliveryAddressKey } from '@/api/deliveryAddressKeys';
import type { MenuItemDetailsResponse } from '@/api/menuItemDetails';
import type {
  StandingOrder,
  StandingOrderDelivery,
  StandingOrdersResponse,
} from '@/api/standingOrders';
import { ERROR_TRY_AGAIN } from '@/domain/messages';
import { fail, ok, type Failure, type Result } from '@/domain/result';
import { standingOrderSaveData } from '@/domain/standingOrder';
import {
  MODIFIERS_FAILED,
  PRODUCT_HAS_NO_OPTIONS,
  STANDING_ORDER_SAVE_LACKS_DATA,
} from '@/domain/standingOrderMessages';
import type { WorkerContext } from '@worker/context';
import { createLogger } from '@worker/log';

const log = createLogger('standing-orders');

/** A network failure or an unreadable answer gets 'Error, please try again'; phrases as sent. */
function failed<T>(what: string, error: Failure): Result<T> {
  log.info(`${what}: ${error.message}`);
  const words =
    error.code === 'network' || error.code === 'invalid-response' || error.code === 'rejected'
      ? ERROR_TRY_AGAIN
      : error.message;
  return fail(error.code, words);
}

/** The delivery fields Save sends as delivery_address. */
type DeliveryAddressFields = Pick<
  StandingOrderDelivery,
  'delivery_address_id' | DeliveryAddressKey
>;

export type SaveStandingOrderInput = {
  order: StandingOrder;
  /** For delivery: the address the server last checked. */
  delivery: DeliveryAddressFields | null;
  /** Made where Save (or the switch) was tapped. */
  requestId: string;
};

export function createStandingOrdersApi(ctx: WorkerContext) {
  async function send(
    subAction: 'save' | 'status',
    input: SaveStandingOrderInput,
  ): Promise<Result<StandingOrdersResponse>> {
    const data = standingOrderSaveData(input.order);
    if (data === null) return fail('invalid-request', STANDING_ORDER_SAVE_LACKS_DATA);
    const delivery = data.fulfilment_type === 'delivery' ? input.delivery : null;
    const answer = await ctx.protocol.call('StandingOrders', {
      sub_action: subAction,
      store_id: String(data.store_id),
      standing_order_id: String(data.id),
      request_id: input.requestId,
      standing_order_data: JSON.stringify(data),
      ...(delivery === null ? {} : { delivery_address: JSON.stringify(delivery) }),
    });
    return answer.ok ? answer : failed(subAction, answer.error);
  }

  return {
    /**
     * The standing order `standingOrderId` (0: an empty one for new mode) with the stores the
     * member may use, for the store `storeId` (0: the member's first store). A refusal answers the
     * server's words ('No stores enabled or insufficent permissions.').
     */
    async loadStandingOrder(input: {
      storeId: number;
      standingOrderId: number;
    }): Promise<Result<StandingOrdersResponse>> {
      const answer = await ctx.protocol.call('StandingOrders', {
        sub_action: 'load',
        store_id: String(input.storeId),
        standing_order_id: String(input.standingOrderId),
      });
      return answer.ok ? answer : failed('load', answer.error);
    },

    /**
     * Saves the standing order (sub_action save) and answers it as saved, with the server's
     * 'Standing Order Saved (Active)' or '(Paused)'. Refuses an order with no store or fulfilment
     * type with 'Something went wrong, please try again'.
     */
    async saveStandingOrder(
      input: SaveStandingOrderInput,
    ): Promise<Result<StandingOrdersResponse>> {
      return send('save', input);
    },

    /** Sets the status (1 active, 0 paused) and saves at once: 'Standing Order Active' / 'Paused'. */
    async setStandingOrderStatus(
      input: SaveStandingOrderInput & { status: 0 | 1 },
    ): Promise<Result<StandingOrdersResponse>> {
      return send('status', { ...input, order: { ...input.order, status: input.status } });
    },

    /**
     * Whether the store (`storeId`, its menu `menuId`) delivers to an address, with the delivery
     * slots offered there (DeliveryAddress validate). result.error says why not.
     */
    async checkStandingOrderAddress(input: {
      storeId: number;
      menuId: number;
      address: DeliveryAddressInput;
    }): Promise<Result<DeliveryAddressResponse>> {
      const answer = await ctx.protocol.call('DeliveryAddress', {
        sub_action: 'validate',
        store_id: String(input.storeId),
        menu_id: String(input.menuId),
        delivery_address: JSON.stringify(input.address),
      });
      return answer.ok ? answer : failed('address', answer.error);
    },

    /**
     * A product's modifier groups, for the standing order's option picker. 'Product has no
     * options' when it has none; a failure is 'Error displaying modifiers, try again'.
     */
    async loadStandingOrderOptions(input: {
      menuItemId: number;
    }): Promise<Result<MenuItemDetailsResponse>> {
      const answer = await ctx.protocol.call('MenuItemDetails', {
        menu_item_id: String(input.menuItemId),
        cart_item_slot_id: '-1',
      });
      if (!answer.ok) {
        log.info(`options of ${input.menuItemId}: ${answer.error.message}`);
        return fail(answer.error.code, MODIFIERS_FAILED);
      }
      if (answer.data.options.length === 0) return fail('not-found', PRODUCT_HAS_NO_OPTIONS);
      return ok(answer.data);
    },
  };
}
