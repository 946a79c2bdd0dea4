/**
 * The first time-zone lookup in a page loads the browser's zone data: 70–250 ms on a machine of the
 * CI's class, paid by whichever render asks first. The menu's fulfilment gate asks for the store's
 * clock (src/domain/calendar.ts, through @date-fns/tz) in the render that shows the first items,
 * right after the menu's data arrives. Asking once while the page waits on the network takes that
 * cost off the first items' path (measured in the issue 13 closing note).
 */
function lookUpAZone(): void {
  // The same formatter @date-fns/tz's tzOffset makes; any zone loads the data for all of them.
  new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', timeZoneName: 'longOffset' }).format(0);
}

/** Once, when the page is next idle (or within a second). */
export function warmZoneDataWhenIdle(): void {
  if (typeof window.requestIdleCallback === 'function')
    window.requestIdleCallback(lookUpAZone, { timeout: 1_000 });
  else window.setTimeout(lookUpAZone, 0);
}
