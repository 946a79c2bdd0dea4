/**
 * What the sign-in screen offers (spec 3 §2; DESIGN 'Kiosk'). On a kiosk or point-of-sale device
 * it is the device's own sign-in ('Kiosk or Merchant Sign In'): a staff member signs the device
 * in with its account, so there is no account to create and no Apple or Google sign-in (a
 * stranger's tap there would start one on a shared screen). Forgot stays: staff may need it.
 */
import type { AppMode } from '../api/envelope';

export type SignInOffers = { signUp: boolean; social: boolean };

export function signInOffers(appMode: AppMode): SignInOffers {
  const device = appMode !== 'PERSONAL';
  return { signUp: !device, social: !device };
}
