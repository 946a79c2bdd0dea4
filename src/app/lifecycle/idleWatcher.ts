/**
 * Notices when nobody has touched the device for `idleMs`, and when someone touches it again.
 * One timer at a time and a handful of passive listeners; activity only records a time (no timer
 * churn on every scroll). The returned function removes all of it.
 */
import { idleCheck } from '@/domain/idleReset';

/** What counts as someone using the device (touch, mouse, keyboard, scrolling). */
const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

export function watchIdle(options: {
  idleMs: number;
  onIdle: () => void;
  onActive: () => void;
  /** A monotonic clock (ms): overnight clock corrections must not fire or delay the reset. */
  now?: () => number;
}): () => void {
  const now = options.now ?? (() => performance.now());
  let lastActivityAt = now();
  let idle = false;
  let timer: number | null = null;

  const check = () => {
    timer = null;
    const result = idleCheck({ lastActivityAt, now: now(), idleMs: options.idleMs });
    if (!result.idle) {
      timer = window.setTimeout(check, result.checkInMs);
      return;
    }
    idle = true;
    options.onIdle();
  };

  const onActivity = () => {
    lastActivityAt = now();
    if (idle) {
      idle = false;
      options.onActive();
    }
    timer ??= window.setTimeout(check, options.idleMs);
  };

  const listenerOptions = { capture: true, passive: true } as const;
  for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, listenerOptions);
  timer = window.setTimeout(check, options.idleMs);

  return () => {
    for (const name of ACTIVITY_EVENTS) {
      window.removeEventListener(name, onActivity, listenerOptions);
    }
    if (timer !== null) window.clearTimeout(timer);
    timer = null;
  };
}
