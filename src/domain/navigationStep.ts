/**
 * What a move from the location on screen to the next asks of the router (src/app/navigation):
 *
 * - Decide again? The route table (spec 3 §2) answers per path and query, so a new screen route,
 *   new route params or a new query is decided again, and so is a link to the page already shown.
 *   Opening or closing the item popup under the same menu is not: the menu stays as it is.
 * - Where to scroll? A place saved for that history entry (Back, Forward, reload) comes back;
 *   else the element a #hash names; else the top of the page, except when only the popup over the
 *   same screen opened or closed, where the page stays put. A page opened afresh (a link, a typed
 *   address) starts as a browser's own restoration would: its first entry is not restored.
 */

/** A location as the router sees it: its path, query, and the screen route it matches. */
export type NavigationStep = {
  pathname: string;
  search: string;
  /** The matched screen route with its params, e.g. 'menu {"slug":"fig-and-olive"}'. */
  screenKey: string;
};

export function needsNewDecision(shown: NavigationStep | null, next: NavigationStep): boolean {
  if (shown === null) return true;
  if (shown.screenKey !== next.screenKey || shown.search !== next.search) return true;
  return shown.pathname === next.pathname;
}

/** Only the popup over the same screen changed (the menu under /menu/{slug}/item/{id}). */
export function isSameScreen(shown: NavigationStep | null, next: NavigationStep): boolean {
  return shown !== null && shown.screenKey === next.screenKey && shown.pathname !== next.pathname;
}

/**
 * Whether a saved place may apply to the arriving entry. Within the page, always (Back and
 * Forward between its entries). The page's first entry: only when the page was reloaded or
 * reached by Back or Forward; opened afresh, it starts at the top even if an earlier page at that
 * address was scrolled (and the saved places need not be read before its first screen).
 * `loadType` is the Navigation Timing type, null where the browser does not say.
 */
export function restoresSavedPlace(input: {
  firstOfPage: boolean;
  loadType: 'navigate' | 'reload' | 'back_forward' | 'prerender' | null;
}): boolean {
  if (!input.firstOfPage || input.loadType === null) return true;
  return input.loadType === 'reload' || input.loadType === 'back_forward';
}

export type ScrollOnArrival =
  | { kind: 'restore'; y: number }
  | { kind: 'hash'; id: string }
  | { kind: 'top' }
  | { kind: 'stay' };

export function scrollOnArrival(input: {
  /** The place saved for the arriving history entry, if any. */
  savedY: number | undefined;
  /** The arriving location's hash, '#menu-3' or ''. */
  hash: string;
  sameScreen: boolean;
}): ScrollOnArrival {
  if (input.savedY !== undefined) return { kind: 'restore', y: input.savedY };
  const id = input.hash.startsWith('#') ? decodeHash(input.hash.slice(1)) : '';
  if (id !== '') return { kind: 'hash', id };
  return input.sameScreen ? { kind: 'stay' } : { kind: 'top' };
}

function decodeHash(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
