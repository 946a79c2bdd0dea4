import { useSyncExternalStore } from 'react';
import {
  installAvailable,
  promptInstall,
  subscribeInstallPrompt,
  type InstallOutcome,
} from './installPrompt';

export type InstallPrompt = {
  /** The browser offered an install prompt we can show (never on iOS, never once installed). */
  canInstall: boolean;
  /** Shows the browser's install dialog and says what the customer chose. */
  install: () => Promise<InstallOutcome>;
};

/** For the app_download block: whether to show an install button, and what it does. */
export function useInstallPrompt(): InstallPrompt {
  const canInstall = useSyncExternalStore(subscribeInstallPrompt, installAvailable, () => false);
  return { canInstall, install: promptInstall };
}
