/**
 * Where each history entry was scrolled to, so Back, Forward and a reload bring the page back
 * there (the browser's own restoration is off: it would jump before the screen has rendered).
 * Kept in sessionStorage across reloads, as the history entries themselves are.
 */
const STORAGE_KEY = 'docket:scroll-positions';
/** Enough for a long session; the oldest entries go first. */
const MAX_ENTRIES = 100;

let positions: Map<string, number> | null = null;

function loaded(): Map<string, number> {
  if (positions !== null) return positions;
  positions = new Map();
  try {
    const saved: unknown = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    if (saved !== null && typeof saved === 'object') {
      for (const [key, y] of Object.entries(saved)) {
        if (typeof y === 'number' && Number.isFinite(y)) positions.set(key, y);
      }
    }
  } catch {
    // Storage refused or a bad value: start without saved places.
  }
  return positions;
}

export function saveScrollPosition(entryKey: string, y: number): void {
  const map = loaded();
  map.delete(entryKey);
  map.set(entryKey, y);
  while (map.size > MAX_ENTRIES) map.delete(map.keys().next().value!);
}

export function savedScrollPosition(entryKey: string): number | undefined {
  return loaded().get(entryKey);
}

/** How this page was loaded (Navigation Timing), or null where the browser does not say. */
export function pageLoadType(): 'navigate' | 'reload' | 'back_forward' | 'prerender' | null {
  const entry = performance.getEntriesByType?.('navigation')[0] as
    PerformanceNavigationTiming | undefined;
  return entry?.type ?? null;
}

/** Writes the places to sessionStorage (on pagehide: a reload or leaving the app). */
export function persistScrollPositions(): void {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(loaded())));
  } catch {
    // Storage refused: the places last for this page only.
  }
}
