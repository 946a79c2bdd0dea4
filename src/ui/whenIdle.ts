/** Runs a task when the browser is next idle (soon after, where there is no idle callback). */
export function whenIdle(task: () => void): void {
  if (typeof window === 'undefined') return;
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task);
  else window.setTimeout(task, 1);
}
