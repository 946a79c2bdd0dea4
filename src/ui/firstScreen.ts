/**
 * Work that can wait until the first screen shows its content: prefetches, the lifecycle host,
 * the service worker (whose install downloads the whole precache). On a slow connection each of
 * them takes bandwidth and main-thread time from the screen's own code and data, and so the largest paint.
 * A screen that never says it has shown (a crash, a stuck load) releases the work after a while.
 */
import { whenIdle } from './whenIdle';

/** How long after start-up waiting work runs anyway, shown or not. */
export const FIRST_SCREEN_TIMEOUT_MS = 4_000;

let shown = false;
const waiting = new Set<() => void>();
let timeoutStarted = false;

/** Called by a screen once it has rendered its content (not a skeleton). Later calls do nothing. */
export function markFirstScreenShown(): void {
  if (shown) return;
  shown = true;
  const tasks = [...waiting];
  waiting.clear();
  for (const task of tasks) whenIdle(task);
}

/** Whether the first screen has shown (or the wait has timed out). */
export function isFirstScreenShown(): boolean {
  return shown;
}

/**
 * Runs `task` when the browser is idle after the first screen has shown (at once-when-idle if it
 * already has). Returns a function that cancels it if it has not started.
 */
export function afterFirstScreen(task: () => void): () => void {
  if (typeof window === 'undefined') return () => {};
  if (shown) {
    let cancelled = false;
    whenIdle(() => {
      if (!cancelled) task();
    });
    return () => {
      cancelled = true;
    };
  }
  waiting.add(task);
  if (!timeoutStarted) {
    timeoutStarted = true;
    window.setTimeout(markFirstScreenShown, FIRST_SCREEN_TIMEOUT_MS);
  }
  return () => waiting.delete(task);
}
