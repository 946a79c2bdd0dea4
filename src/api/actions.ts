/**
 * The RequestAction catalogue: one request/response pair per action. The worker's protocol client
 * and the server's dispatcher are both typed from this map.
 */
import type { z } from 'zod/mini';
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
// A member's favourite locations (not a spec call)
import { favouritesResponseSchema, type FavouritesRequest } from './favourites';
import {
  customerAccountResponseSchema,
  customerResponseSchema,
  messageResponseSchema,
  signInResponseSchema,
  type ChangePasswordRequest,
  type ChangePinRequest,
  type ChangeProfileRequest,
  type CustomerAccountRequest,
  type EmptyRequest,
  type ForgotLoginRequest,
  type LoginRequest,
  type RegisterRequest,
  type ResetPasswordRequest,
  type ThirdPartyUserRequest,
} from './account';
// Stored credit and cards
import {
  changeBillingResponseSchema,
  moneyResponseSchema,
  topupResponseSchema,
  withdrawResponseSchema,
  type AddNewCardRequest,
  type ChangeBillingRequest,
  type TopupExistingCardRequest,
  type TopupNewCardRequest,
  type TopupRedirectRequest,
  type TopupReturnRequest,
  type TopupWalletRequest,
  type WithdrawFundsRequest,
} from './money';
// Standing orders
import { standingOrdersResponseSchema, type StandingOrdersRequest } from './standingOrders';
// Staff devices and printing
import {
  printQueueResponseSchema,
  staffOrderStatusResponseSchema,
  staffOrdersResponseSchema,
  type PrintQueueRequest,
  type StaffOrderStatusRequest,
  type StaffOrdersRequest,
} from './staff';
import {
  staffMenuChangeResponseSchema,
  staffMenuChangesResponseSchema,
  staffMenuResponseSchema,
  type StaffMenuChangeRequest,
  type StaffMenuChangesRequest,
  type StaffMenuRequest,
} from './staffMenu';

// First-party analytics (not a spec call)
import { analyticsEventResponseSchema, type AnalyticsEventRequest } from './analytics';

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
  Favourites: favouritesResponseSchema,
  Login: signInResponseSchema,
  Register: signInResponseSchema,
  ThirdPartyUser: signInResponseSchema,
  Logout: messageResponseSchema,
  CustomerAccount: customerAccountResponseSchema,
  ChangeProfile: customerResponseSchema,
  CloseAccount: messageResponseSchema,
  ForgotLogin: messageResponseSchema,
  ResetPassword: messageResponseSchema,
  ChangePassword: messageResponseSchema,
  ChangePin: customerResponseSchema,
  // Staff devices and printing
  StaffOrders: staffOrdersResponseSchema,
  StaffOrderStatus: staffOrderStatusResponseSchema,
  StaffMenu: staffMenuResponseSchema,
  StaffMenuChange: staffMenuChangeResponseSchema,
  StaffMenuChanges: staffMenuChangesResponseSchema,
  PrintQueue: printQueueResponseSchema,
  AnalyticsEvent: analyticsEventResponseSchema,
  // Stored credit and cards
  TopupExistingCard: topupResponseSchema,
  TopupNewCard: topupResponseSchema,
  TopupPayPal: topupResponseSchema,
  TopupCoinbase: topupResponseSchema,
  TopupApplePay: topupResponseSchema,
  TopupGooglePay: topupResponseSchema,
  AddNewCard: moneyResponseSchema,
  ChangeBilling: changeBillingResponseSchema,
  WithdrawFunds: withdrawResponseSchema,
  // Standing orders
  StandingOrders: standingOrdersResponseSchema,
} satisfies Record<string, z.ZodMiniType>;

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
  Favourites: FavouritesRequest;
  Login: LoginRequest;
  ThirdPartyUser: ThirdPartyUserRequest;
  Register: RegisterRequest;
  Logout: EmptyRequest;
  CustomerAccount: CustomerAccountRequest;
  ChangeProfile: ChangeProfileRequest;
  CloseAccount: EmptyRequest;
  ForgotLogin: ForgotLoginRequest;
  ResetPassword: ResetPasswordRequest;
  ChangePassword: ChangePasswordRequest;
  ChangePin: ChangePinRequest;
  // Staff devices and printing
  StaffOrders: StaffOrdersRequest;
  StaffOrderStatus: StaffOrderStatusRequest;
  StaffMenu: StaffMenuRequest;
  StaffMenuChange: StaffMenuChangeRequest;
  StaffMenuChanges: StaffMenuChangesRequest;
  PrintQueue: PrintQueueRequest;
  AnalyticsEvent: AnalyticsEventRequest;
  // Stored credit and cards
  TopupExistingCard: TopupExistingCardRequest;
  TopupNewCard: TopupNewCardRequest | TopupReturnRequest;
  TopupPayPal: TopupRedirectRequest | TopupReturnRequest;
  TopupCoinbase: TopupRedirectRequest | TopupReturnRequest;
  TopupApplePay: TopupWalletRequest;
  TopupGooglePay: TopupWalletRequest;
  AddNewCard: AddNewCardRequest;
  ChangeBilling: ChangeBillingRequest;
  WithdrawFunds: WithdrawFundsRequest;
  // Standing orders
  StandingOrders: StandingOrdersRequest;
};

export type RequestAction = keyof ActionRequests;
export type ActionResponse<A extends RequestAction> = z.infer<(typeof responseSchemas)[A]>;
