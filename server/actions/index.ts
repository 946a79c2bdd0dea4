/** The RequestAction dispatcher: one handler per action of src/api/actions.ts, typed by that map. */
import type { RequestAction } from '../../src/api/actions';
import type { ActionHandlers } from '../protocol/context';
import { AppHome } from './AppHome';
import { DeliverySlots } from './DeliverySlots';
import { DeliveryStops } from './DeliveryStops';
import { ManageCart } from './ManageCart';
import { MenuItemDetails } from './MenuItemDetails';
import { Merchant } from './Merchant';
import { Merchants } from './Merchants';
import { OrderStatusDetailed } from './OrderStatusDetailed';
import { PickupLocations } from './PickupLocations';
import { Push } from './Push';
import { SubmitOrder } from './SubmitOrder';
import { Feedback } from './Feedback';
import { OrderHistory } from './OrderHistory';
import { Rewards } from './Rewards';
import { DeliveryAddress } from './DeliveryAddress';

export const actions: ActionHandlers = {
  Merchants,
  Merchant,
  MenuItemDetails,
  AppHome,
  ManageCart,
  DeliverySlots,
  DeliveryStops,
  PickupLocations,
  SubmitOrder,
  OrderStatusDetailed,
  OrderHistory,
  Rewards,
  Feedback,
  DeliveryAddress,
  Push,
};

export function isRequestAction(name: string): name is RequestAction {
  return Object.hasOwn(actions, name);
}
