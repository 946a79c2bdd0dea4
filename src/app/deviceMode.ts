/**
 * This device's app mode (src/domain/deviceMode.ts): the brand's KIOSK or POS build, or a PERSONAL
 * build set up as one with localStorage 'docket:app-mode'. Read once per page load: a device does
 * not change what it is mid-visit. The page's modules read the mode from here, never BRAND.appMode.
 */
import { APP_MODE_SETTING_KEY, deviceAppMode, isCounterDevice } from '@/domain/deviceMode';
import { autofillOff, type CustomerIdentity } from '@/domain/roles';
import { BRAND } from './brand';

function readSetting(): string | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage.getItem(APP_MODE_SETTING_KEY);
  } catch {
    return null; // storage disabled: no device setting
  }
}

export const DEVICE_APP_MODE = deviceAppMode(BRAND.appMode, readSetting());

/** A kiosk or point-of-sale device. */
export const COUNTER_DEVICE = isCounterDevice(DEVICE_APP_MODE);

/**
 * Marks the document so the kiosk styles apply (src/styles/kiosk.css: 64 px touch targets, large
 * type, no text selection).
 */
export function markDeviceMode(): void {
  if (COUNTER_DEVICE) document.documentElement.dataset.device = 'counter';
}

/**
 * 'Kiosk and POS modes … turn browser autofill off on address fields' (spec 1 §2.6, §6), as do
 * kiosk and staff logins (spec 2 §6): this device's mode, or the customer's role.
 */
export function autofillOffHere(customer: CustomerIdentity): boolean {
  return COUNTER_DEVICE || autofillOff(customer);
}
