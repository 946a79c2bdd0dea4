/**
 * Which mode a device runs in (spec 1 §6 'Kiosk and POS modes are not normal web use'; spec 3 §2
 * 'Kiosk/staff mode routes'). A KIOSK or POS brand build is always that mode. A PERSONAL build
 * becomes a kiosk or point-of-sale device by its own setting, localStorage 'docket:app-mode'
 * ('KIOSK' or 'POS'), so one build can run on the counter's tablet without a third build.
 */
import type { AppMode } from '../api/envelope';

/** The device setting's key in localStorage. */
export const APP_MODE_SETTING_KEY = 'docket:app-mode';

/** 'KIOSK' or 'POS' (any case, spaces around ignored); anything else means 'not set'. */
export function parseAppModeSetting(raw: string | null | undefined): 'KIOSK' | 'POS' | null {
  const value = raw?.trim().toUpperCase() ?? '';
  return value === 'KIOSK' || value === 'POS' ? value : null;
}

/** The brand's own KIOSK or POS mode wins; a PERSONAL build takes the device's setting. */
export function deviceAppMode(brandMode: AppMode, setting: string | null | undefined): AppMode {
  if (brandMode !== 'PERSONAL') return brandMode;
  return parseAppModeSetting(setting) ?? 'PERSONAL';
}

/** Kiosk and POS devices: the kiosk/staff route table, fullscreen, large touch targets. */
export function isCounterDevice(mode: AppMode): boolean {
  return mode !== 'PERSONAL';
}
