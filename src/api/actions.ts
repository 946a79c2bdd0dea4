/**
 * The RequestAction catalogue: one request/response pair per action. The worker's protocol client
 * and the server's dispatcher are both typed from this map.
 */
import type { z } from 'zod';
import { appHomeResponseSchema, type AppHomeRequest } from './appHome';
import {
  deliverySlotsResponseSchema,
  deliveryStopsResponseSchema,
  pickupLocationsResponseSchema,
  type DeliverySlotsRequest,
  type DeliveryStopsRequest,
  type PickupLocationsRequest,
} from './fulfilmentSchedules';
import { manageCartResponseSchema, type ManageCartRequest } from './manageCart';
import { merchantResponseSchema, type MerchantRequest } from './merchant';
import { merchantsResponseSchema, type MerchantsRequest } from './merchants';
import { menuItemDetailsResponseSchema, type MenuItemDetailsRequest } from './menuItemDetails';
import {
  orderStatusDetailedResponseSchema,
  type OrderStatusDetailedRequest,
} from './orderStatusDetailed';
import { submitOrderResponseSchema, type SubmitOrderRequest } from './submitOrder';
import { feedbackResponseSchema, type FeedbackRequest } from './feedback';
import { orderHistoryResponseSchema, type OrderHistoryRequest } from './orderHistory';
import { rewardsResponseSchema, type RewardsRequest } from './rewards';
import { deliveryAddressResponseSchema, type DeliveryAddressRequest } from './deliveryAddress';
import { pushResponseSchema, type PushRequest } from './push';

export const responseSchemas = {
  Merchants: merchantsResponseSchema,
  Merchant: merchantResponseSchema,
  MenuItemDetails: menuItemDetailsResponseSchema,
  AppHome: appHomeResponseSchema,
  ManageCart: manageCartResponseSchema,
  DeliverySlots: deliverySlotsResponseSchema,
  DeliveryStops: deliveryStopsResponseSchema,
  PickupLocations: pickupLocationsResponseSchema,
  SubmitOrder: submitOrderResponseSchema,
  OrderStatusDetailed: orderStatusDetailedResponseSchema,
  OrderHistory: orderHistoryResponseSchema,
  Rewards: rewardsResponseSchema,
  Feedback: feedbackResponseSchema,
  DeliveryAddress: deliveryAddressResponseSchema,
  Push: pushResponseSchema,
} satisfies Record<string, z.ZodType>;

export type ActionRequests = {
  Merchants: MerchantsRequest;
  Merchant: MerchantRequest;
  MenuItemDetails: MenuItemDetailsRequest;
  AppHome: AppHomeRequest;
  ManageCart: ManageCartRequest;
  DeliverySlots: DeliverySlotsRequest;
  DeliveryStops: DeliveryStopsRequest;
  PickupLocations: PickupLocationsRequest;
  SubmitOrder: SubmitOrderRequest;
  OrderStatusDetailed: OrderStatusDetailedRequest;
  OrderHistory: OrderHistoryRequest;
  Rewards: RewardsRequest;
  Feedback: FeedbackRequest;
  DeliveryAddress: DeliveryAddressRequest;
  Push: PushRequest;
};

export type RequestAction = keyof ActionRequests;
export type ActionResponse<A extends RequestAction> = z.infer<(typeof responseSchemas)[A]>;
