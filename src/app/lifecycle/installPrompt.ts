/**
 * Keeps Chromium's deferred install prompt (beforeinstallprompt) so the app can offer its own
 * install button (the home screen's app_download block). The browser's mini-infobar is suppressed;
 * the event can be used once, so it is dropped after its prompt and when the app gets installed.
 */
import { canOfferInstall, isIosDevice } from '@/domain/installability';

export type InstallOutcome = 'accepted' | 'dismissed' | 'unavailable';

/** Chromium's event; not in TypeScript's DOM library. */
type BeforeInstallPromptEvent = Event & {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
};

let deferred: BeforeInstallPromptEvent | null = null;
let capturing = false;
const listeners = new Set<() => void>();

const notify = () => {
  for (const listener of listeners) listener();
};

function onBeforeInstallPrompt(event: Event): void {
  event.preventDefault();
  deferred = event as BeforeInstallPromptEvent;
  notify();
}

function onInstalled(): void {
  deferred = null;
  notify();
}

/**
 * Starts listening for the browser's install prompt. Idempotent; the two listeners live as long as
 * the page (the event may come at any time), so there is nothing to undo.
 */
export function captureInstallPrompt(): void {
  if (capturing || typeof window === 'undefined') return;
  capturing = true;
  window.addEventListener('beforeinstallprompt', onBeforeInstallPrompt);
  window.addEventListener('appinstalled', onInstalled);
}

export function subscribeInstallPrompt(listener: () => void): () => void {
  captureInstallPrompt();
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const ios = () =>
  isIosDevice({ userAgent: navigator.userAgent, maxTouchPoints: navigator.maxTouchPoints });

const installed = () =>
  window.matchMedia('(display-mode: standalone), (display-mode: fullscreen)').matches;

/** Whether an install button would work right now. */
export function installAvailable(): boolean {
  return canOfferInstall({
    ios: ios(),
    installed: installed(),
    hasDeferredPrompt: deferred !== null,
  });
}

/** Shows the browser's install dialog; 'unavailable' when there is nothing to show. */
export async function promptInstall(): Promise<InstallOutcome> {
  const event = deferred;
  if (event === null || !installAvailable()) return 'unavailable';
  deferred = null;
  notify();
  try {
    await event.prompt();
    return (await event.userChoice).outcome;
  } catch {
    // Already used, or the browser refused to show it.
    return 'unavailable';
  }
}
