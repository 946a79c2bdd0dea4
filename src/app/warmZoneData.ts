/**
 * The first time-zone lookup in a page loads the browser's zone data: 70–250 ms on a machine of the
 * CI's class, paid by whichever render asks first. The menu's fulfilment gate asks for the store's
 * clock (src/domain/calendar.ts, through @date-fns/tz) in the render that shows the first items,
 * right after the menu's data arrives, and a server-rendered menu asks in its hydrating render.
 * Asking once, in a task of its own, while the page waits on the network for its screen's code
 * takes that cost off the first items' path and out of the hydrating render's long task, of which
 * it is about a third on the menu.
 *
 * Only screens that read the store's clock ask (src/app/screens.ts): any first Intl date
 * formatter pays the same start-up, so a page with no time on it (Home, the sign-in form, a new
 * visitor's empty cart) would pay it for nothing.
 */
function lookUpAZone(): void {
  // The same formatter @date-fns/tz's tzOffset makes; any zone loads the data for all of them.
  new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', timeZoneName: 'longOffset' }).format(0);
}

let asked = false;

/** Once per page, in the next task: after the caller's own and before the screen renders. */
export function warmZoneData(): void {
  if (asked || typeof window === 'undefined') return;
  asked = true;
  window.setTimeout(lookUpAZone, 0);
}
