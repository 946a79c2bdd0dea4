import { useSyncExternalStore } from 'react';
import { DISPLAY_MODES, displayModeOf, type DisplayMode } from '@/domain/scanSurface';

const queries = () => DISPLAY_MODES.map((mode) => window.matchMedia(`(display-mode: ${mode})`));

function subscribe(onChange: () => void): () => void {
  const lists = queries();
  for (const list of lists) list.addEventListener('change', onChange);
  return () => {
    for (const list of lists) list.removeEventListener('change', onChange);
  };
}

const snapshot = (): DisplayMode =>
  displayModeOf((mode) => window.matchMedia(`(display-mode: ${mode})`).matches);

/** The display mode the app runs in now ('browser' in a tab; standalone etc. when installed). */
export function useDisplayMode(): DisplayMode {
  return useSyncExternalStore(subscribe, snapshot, () => 'browser');
}
