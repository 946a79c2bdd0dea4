/** The RequestAction dispatcher: one handler per action of src/api/actions.ts, typed by that map. */
import type { RequestAction } from '@api/actions';
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
import { ThirdPartyUser } from './ThirdPartyUser';
import { Feedback } from './Feedback';
import { OrderHistory } from './OrderHistory';
import { Rewards } from './Rewards';
import { DeliveryAddress } from './DeliveryAddress';
// A member's favourite locations (not a spec call)
import { Favourites } from './Favourites';
// Accounts
import { ChangePassword } from './ChangePassword';
import { ChangePin } from './ChangePin';
import { ChangeProfile } from './ChangeProfile';
import { CloseAccount } from './CloseAccount';
import { CustomerAccount } from './CustomerAccount';
import { ForgotLogin } from './ForgotLogin';
import { Login } from './Login';
import { Logout } from './Logout';
import { Register } from './Register';
import { ResetPassword } from './ResetPassword';
// Staff devices and printing
import { PrintQueue } from './PrintQueue';
import { StaffMenu } from './StaffMenu';
import { StaffMenuChange } from './StaffMenuChange';
import { StaffMenuChanges } from './StaffMenuChanges';
import { StaffOrderStatus } from './StaffOrderStatus';
import { StaffOrders } from './StaffOrders';
// First-party analytics (not a spec call)
import { AnalyticsEvent } from './AnalyticsEvent';
// Stored credit and cards
import { AddNewCard } from './AddNewCard';
import { ChangeBilling } from './ChangeBilling';
import { TopupApplePay } from './TopupApplePay';
import { TopupCoinbase } from './TopupCoinbase';
import { TopupExistingCard } from './TopupExistingCard';
import { TopupGooglePay } from './TopupGooglePay';
import { TopupNewCard } from './TopupNewCard';
import { TopupPayPal } from './TopupPayPal';
import { WithdrawFunds } from './WithdrawFunds';
// Standing orders
import { StandingOrders } from './StandingOrders';

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
  Favourites,
  // Accounts
  Login,
  Register,
  ThirdPartyUser,
  Logout,
  CustomerAccount,
  ChangeProfile,
  CloseAccount,
  ForgotLogin,
  ResetPassword,
  ChangePassword,
  ChangePin,
  // Staff devices and printing
  StaffOrders,
  StaffOrderStatus,
  StaffMenu,
  StaffMenuChange,
  StaffMenuChanges,
  PrintQueue,
  AnalyticsEvent,
  // Stored credit and cards
  TopupExistingCard,
  TopupNewCard,
  TopupPayPal,
  TopupCoinbase,
  TopupApplePay,
  TopupGooglePay,
  AddNewCard,
  ChangeBilling,
  WithdrawFunds,
  // Standing orders
  StandingOrders,
};

export function isRequestAction(name: string): name is RequestAction {
  return Object.hasOwn(actions, name);
}
