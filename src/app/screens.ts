/**
 * Which component each screen of the route table (src/domain/routeTable.ts) renders, each its own
 * chunk. The router awaits loadScreen() before the route renders (src/app/navigation), so a screen never
 * suspends or flashes a fallback on the way in.
 */
import type { ComponentType } from 'react';
import type { ScreenId } from '@/domain/routeTable';
import { seededCartEmpty } from './ssr/seed';
import { warmZoneData } from './warmZoneData';

type ScreenLoader = () => Promise<ComponentType>;

const home: ScreenLoader = () => import('@/features/home/HomeScreen').then((m) => m.HomeScreen);
const menuDefault: ScreenLoader = () => import('./MenuRedirect').then((m) => m.MenuRedirect);
const receipt: ScreenLoader = () =>
  import('@/features/receipt/ReceiptScreen').then((m) => m.ReceiptScreen);

const SCREENS: Record<ScreenId, ScreenLoader> = {
  home,
  homeEmbed: () => import('@/features/home/EmbedView').then((m) => m.EmbedView),
  locations: () => import('@/features/locations/LocationsScreen').then((m) => m.LocationsScreen),
  menu: () => import('@/features/menu/MenuScreen').then((m) => m.MenuScreen),
  menuDefault,
  cart: () => import('@/features/cart/CartScreen').then((m) => m.CartScreen),
  checkout: () => import('@/features/checkout/CheckoutScreen').then((m) => m.CheckoutScreen),
  orderReceipt: receipt,
  kioskReceipt: receipt,
  about: () => import('@/features/info/AboutPage').then((m) => m.loadAboutScreen()),
  terms: () => import('@/features/info/LegalPage').then((m) => m.loadLegalScreen('terms')),
  privacy: () => import('@/features/info/LegalPage').then((m) => m.loadLegalScreen('privacy')),
  logs: () => import('@/features/info/NoticePages').then((m) => m.LogsPage),
  tests: () => import('@/features/info/NoticePages').then((m) => m.TestsPage),
  unavailable: () => import('@/features/info/NoticePages').then((m) => m.UnavailablePage),
  orders: () => import('@/features/account/OrdersScreen').then((m) => m.OrdersScreen),
  rewards: () => import('@/features/account/RewardsScreen').then((m) => m.RewardsScreen),
  feedback: () => import('@/features/account/FeedbackScreen').then((m) => m.FeedbackScreen),
  signIn: () => import('@/features/account/SignInScreen').then((m) => m.SignInScreen),
  forgot: () => import('@/features/account/ForgotScreen').then((m) => m.ForgotScreen),
  logout: () => import('@/features/account/LogoutScreen').then((m) => m.LogoutScreen),
  profile: () => import('@/features/account/ProfileScreen').then((m) => m.ProfileScreen),
  changePassword: () =>
    import('@/features/account/ChangePasswordScreen').then((m) => m.ChangePasswordScreen),
  resetPassword: () =>
    import('@/features/account/ResetPasswordScreen').then((m) => m.ResetPasswordScreen),
  changePin: () => import('@/features/account/ChangePinScreen').then((m) => m.ChangePinScreen),
  standingOrder: () =>
    import('@/features/standingOrders/StandingOrderScreen').then((m) => m.StandingOrderScreen),
  standingOrders: () =>
    import('@/features/standingOrders/StandingOrdersScreen').then((m) => m.StandingOrdersScreen),
  topup: () => import('@/features/money/TopupScreen').then((m) => m.TopupScreen),
  addCard: () => import('@/features/money/AddCardScreen').then((m) => m.AddCardScreen),
  billing: () => import('@/features/money/BillingScreen').then((m) => m.BillingScreen),
  withdraw: () => import('@/features/money/WithdrawScreen').then((m) => m.WithdrawScreen),
  // Kiosks: pinpad pairing.
  eftpos: () => import('@/features/eftpos/PairingScreen').then((m) => m.PairingScreen),
  // The staff order board
  staffOrders: () => import('@/features/staff/StaffOrdersScreen').then((m) => m.StaffOrdersScreen),
  staffMenu: () => import('@/features/staff/StaffMenuScreen').then((m) => m.StaffMenuScreen),
};

/**
 * Components whose code is loaded before they render, so they never suspend: `load(id)` fetches
 * one (once), `loaded(id)` then returns the same component every time. Screens use it, and so do
 * the item popup and the crash test (src/app/navigation/resolveLocation.ts).
 */
export function loadedAhead<Id extends string>(loaders: Record<Id, ScreenLoader>) {
  const loaded = new Map<Id, ComponentType>();
  return {
    load: async (id: Id): Promise<void> => {
      if (!loaded.has(id)) loaded.set(id, await loaders[id]());
    },
    loaded: (id: Id): ComponentType => {
      const component = loaded.get(id);
      if (component === undefined) throw new Error(`'${id}' rendered before its code loaded`);
      return component;
    },
  };
}

const screens = loadedAhead(SCREENS);

/** Whether the screen's first render reads the store's clock (the fulfilment gate's). */
function readsStoreClock(id: ScreenId): boolean {
  // A new visitor's empty cart, as the server rendered it, has no gate.
  if (id === 'cart' || id === 'checkout') return !seededCartEmpty();
  return id === 'menu';
}

/**
 * Loads a screen's code (once) so it can render synchronously. A screen that reads the store's
 * clock gets the browser's zone data looked up meanwhile (src/app/warmZoneData.ts).
 */
export function loadScreen(id: ScreenId): Promise<void> {
  if (readsStoreClock(id)) warmZoneData();
  return screens.load(id);
}

/** A screen loadScreen() has loaded. */
export const loadedScreen = screens.loaded;
