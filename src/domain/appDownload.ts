/**
 * Whether to show an app-download button, and what it does (spec 1 §2.3 'A download-app button may
 * show', §2.4 the footer's 'app-download button on the web', §6 'the web on non-iOS shows an
 * app-download button when one is available'): the brand's store listing, else the browser's own
 * install prompt; nothing on iOS, once installed, or on a kiosk or POS device.
 */
import type { AppMode } from '../api/envelope';

export type AppDownloadInput = {
  appMode: AppMode;
  ios: boolean;
  /** Running as the installed app (display-mode standalone or fullscreen). */
  installed: boolean;
  /** The brand's store listing as a followable http(s) URL, or null. */
  storeLink: string | null;
  /** The browser offered its install prompt. */
  canInstall: boolean;
};

export type AppDownloadOffer = { kind: 'store'; href: string } | { kind: 'install' } | null;

export function appDownloadOffer(input: AppDownloadInput): AppDownloadOffer {
  if (input.appMode !== 'PERSONAL' || input.ios || input.installed) return null;
  if (input.storeLink !== null) return { kind: 'store', href: input.storeLink };
  return input.canInstall ? { kind: 'install' } : null;
}
