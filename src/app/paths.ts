/**
 * Where routes point. Single-store brands have one fixed menu slug; multi-store brands use it as
 * the default until the locations screen lands.
 */

import { BRAND } from './brand';

export function menuPath(slug: string): string {
  return `/menu/${encodeURIComponent(slug)}`;
}

export function itemPath(slug: string, itemId: number): string {
  return `${menuPath(slug)}/item/${itemId}`;
}

/** The slug the home route opens. */
export function homeMenuSlug(): string {
  return BRAND.menuSlug;
}

/** Where 'Order' starts an order: the one store's menu, or the locations of a multi-store brand. */
export function orderStartPath(): string {
  return BRAND.storeMode === 'single' ? menuPath(BRAND.menuSlug) : '/locations';
}

export const CART_PATH = '/cart';
export const ACCOUNT_PATH = '/account';
export const ABOUT_PATH = '/about';
export const CHECKOUT_PATH = '/checkout';
/** The menu's sign-in link (spec 1 §2.1), used to repeat previous orders and for rewards. */
export const MENU_LOGIN_PATH = '/menu/login';
