/** Runs a task when the browser is next idle (2 s later at most; soon after, where there is no idle callback). */
export function whenIdle(task: () => void): void {
  if (typeof window === 'undefined') return;
  if (typeof window.requestIdleCallback === 'function')
    window.requestIdleCallback(task, { timeout: 2_000 });
  else window.setTimeout(task, 1);
}
