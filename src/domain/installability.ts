/**
 * Whether the app can offer its own install button (the app-download block's install prompt,
 * outside iOS). Chromium hands the page a deferred prompt (beforeinstallprompt); iOS Safari never
 * does (installing there is Share → Add to Home Screen), and an installed app needs none.
 */

/**
 * iPhone, iPad and iPod. iPadOS asks for desktop pages and says 'Macintosh', so a Mac with a touch
 * screen is an iPad (no Mac has one).
 */
export function isIosDevice(input: { userAgent: string; maxTouchPoints: number }): boolean {
  if (/\b(iPhone|iPad|iPod)\b/.test(input.userAgent)) return true;
  return /\bMacintosh\b/.test(input.userAgent) && input.maxTouchPoints > 1;
}

export function canOfferInstall(input: {
  ios: boolean;
  /** Already running as an installed app (display-mode standalone, fullscreen…). */
  installed: boolean;
  /** The browser gave us a deferred beforeinstallprompt that has not been used yet. */
  hasDeferredPrompt: boolean;
}): boolean {
  return !input.ios && !input.installed && input.hasDeferredPrompt;
}
