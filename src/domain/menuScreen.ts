/**
 * Menu screen settings (spec 1 §2.4): which of the merchant card's tabs show, the product list
 * variant, the footer's credit line and the screensaver's idle time. Pure; the brand's features,
 * the merchant's settings and the device facts are passed in.
 */

export type MenuTabId = 'fulfilment' | 'promos' | 'history' | 'dietary';

/** The merchant's tab flags; absent (an answer cached before they existed) means all on. */
export type TabFlags = { fulfilment: 0 | 1; promos: 0 | 1; history: 0 | 1; dietary: 0 | 1 };

export type MenuTabsInput = {
  /** Brand feature: hide the card's sub-tabs altogether. */
  hideSubTabs: boolean;
  /** Brand feature: hide the fulfilment type. */
  hideFulfilmentType: boolean;
  tabs: TabFlags | undefined;
  fulfilmentTypes: number;
  promotions: number;
  allowPromoCodes: boolean;
  showDietaryInfo: boolean;
};

/**
 * 'Tabs Fulfilment, Promos, History and Dietary (availability depends on settings)': each needs
 * its merchant flag, and Fulfilment a type to choose (and the brand not hiding it), Promos a
 * promotion or promo codes allowed, Dietary the menu's dietary info. History always has something
 * to say (past orders, or to guests 'Sign in to repeat previous orders').
 */
export function visibleMenuTabs(input: MenuTabsInput): MenuTabId[] {
  if (input.hideSubTabs) return [];
  const on = (id: MenuTabId) => (input.tabs ? input.tabs[id] === 1 : true);
  const shown: Record<MenuTabId, boolean> = {
    fulfilment: on('fulfilment') && !input.hideFulfilmentType && input.fulfilmentTypes > 0,
    promos: on('promos') && (input.promotions > 0 || input.allowPromoCodes),
    history: on('history'),
    dietary: on('dietary') && input.showDietaryInfo,
  };
  return (['fulfilment', 'promos', 'history', 'dietary'] as const).filter((id) => shown[id]);
}

export type ProductLayout = 'grid' | 'list';

/** The menu's product list variant; grid unless the menu says list. */
export function productLayout(setting: string | undefined): ProductLayout {
  return setting === 'list' ? 'list' : 'grid';
}

export type AppMode = 'PERSONAL' | 'KIOSK' | 'POS';

/**
 * 'a credit line that differs for app, kiosk, POS and web': kiosk and POS by the build's app mode;
 * otherwise the installed app (running standalone) or the web.
 */
export function creditLine(input: { appMode: AppMode; installed: boolean }): string {
  if (input.appMode === 'KIOSK') return 'Kiosk ordering by Docket';
  if (input.appMode === 'POS') return 'Point of sale by Docket';
  return input.installed ? 'App ordering by Docket' : 'Online ordering by Docket';
}

/** 'Screensaver default timeout 30000 ms' (spec 1 §9). */
export const SCREENSAVER_IDLE_MS = 30_000;

/** The options popup lives at /menu/{slug}/item/{id}. */
export function isItemRoute(pathname: string): boolean {
  return /^\/menu\/[^/]+\/item\/[^/]+\/?$/.test(pathname);
}

/** 'starts after an idle timeout … delayed by double when the modifiers popup is open'. */
export function screensaverIdleMs(input: { pathname: string; baseMs?: number }): number {
  const base = input.baseMs ?? SCREENSAVER_IDLE_MS;
  return isItemRoute(input.pathname) ? base * 2 : base;
}

/**
 * Whether this device runs the screensaver at all. It is a kiosk and point-of-sale feature
 * (DESIGN 'Kiosk': 'an attract screen'): a KIOSK or POS device, or a kiosk login on any build;
 * on a personal device (a customer's phone) only when the brand opts in. Never without an image.
 */
export function screensaverRuns(input: {
  appMode: AppMode;
  kioskLogin: boolean;
  /** The brand's features.screensaverOnPersonalDevices. */
  personalOptIn: boolean;
  hasImage: boolean;
}): boolean {
  if (!input.hasImage) return false;
  return input.appMode !== 'PERSONAL' || input.kioskLogin || input.personalOptIn;
}

/**
 * Whether the screensaver may cover the screen now that the idle time has passed: never over a
 * customer part-way through something. A focused field (typing an address, the search), a popup
 * the customer has started on (options ticked, an address being looked up, any dialog touched
 * since it opened), or a payment or its outcome on screen all hold it off until the next quiet
 * spell. A popup that opened by itself and was never touched (the fulfilment chooser a reset
 * kiosk opens with) does not.
 */
export function screensaverMayShow(input: {
  fieldFocused: boolean;
  popupMidEntry: boolean;
  paymentOnScreen: boolean;
}): boolean {
  return !input.fieldFocused && !input.popupMidEntry && !input.paymentOnScreen;
}
