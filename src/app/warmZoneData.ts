/**
 * The first time-zone lookup in a page loads the browser's zone data: 70–250 ms on a machine of the
 * CI's class, paid by whichever render asks first. The menu's fulfilment gate asks for the store's
 * clock (src/domain/calendar.ts, through @date-fns/tz) in the render that shows the first items,
 * right after the menu's data arrives, and a server-rendered menu asks in its hydrating render.
 * Asking once, in a task of its own, while the page waits on the network for its screen's code
 * takes that cost off the first items' path (measured in the issue 13 closing note) and out of the
 * hydrating render's long task (issue 18: 79 of its 224 ms at 4x CPU on the menu). An idle
 * callback comes too late for the second: a rendered page hydrates before the browser is idle.
 */
function lookUpAZone(): void {
  // The same formatter @date-fns/tz's tzOffset makes; any zone loads the data for all of them.
  new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', timeZoneName: 'longOffset' }).format(0);
}

/**
 * Once. A menu (or item link) asks in its first render, so there the lookup runs in the next task,
 * after the entry's own and before any render; elsewhere (an empty cart, the sign-in form) nothing
 * asks before the page is idle, so it waits for that (or a second) rather than add a long task to
 * the page's start.
 */
export function warmZoneData(onMenu: boolean): void {
  if (onMenu || typeof window.requestIdleCallback !== 'function') window.setTimeout(lookUpAZone, 0);
  else window.requestIdleCallback(lookUpAZone, { timeout: 1_000 });
}
