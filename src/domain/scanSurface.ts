/**
 * Where QR scanning is offered (spec 1 §2.5 Dine-in: 'A QR scan button appears in the app only; on
 * the web the text 'Download the app from your app store to scan codes' shows').
 *
 * Docket has no native wrapper, so 'the app' is the installed PWA (the browser reports a display
 * mode other than 'browser': standalone, fullscreen or minimal-ui) or a kiosk/POS build, which runs
 * fullscreen on its device. A page in an ordinary browser tab is 'the web'.
 */
import type { AppMode } from './routeTable';

/** The CSS display-mode values, in the order a browser checks them. */
export const DISPLAY_MODES = ['fullscreen', 'standalone', 'minimal-ui', 'browser'] as const;
export type DisplayMode = (typeof DISPLAY_MODES)[number];

/** The first display mode whose media query matches; 'browser' when none does. */
export function displayModeOf(matches: (mode: DisplayMode) => boolean): DisplayMode {
  return DISPLAY_MODES.find((mode) => mode !== 'browser' && matches(mode)) ?? 'browser';
}

/** True in the app (installed PWA or a kiosk/POS build), false on the web. */
export function canScanCodes(input: { appMode: AppMode; displayMode: DisplayMode }): boolean {
  return input.appMode !== 'PERSONAL' || input.displayMode !== 'browser';
}
