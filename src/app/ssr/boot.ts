/**
 * Reads a server-rendered page's data (src/app/ssr/payload.ts) before any other module
 * of the page runs. Imported first by src/main.tsx: the router starts resolving the first
 * location, and the worker client takes the cold open's menu, as their modules load.
 *
 * The page hydrates the server's markup only on a cold open (no service worker controls the page
 * and the API worker has never run here: the same test as index.html's boot script), where the
 * database is empty and the server's answer is what the page would show. Then the menu's answer
 * becomes the cold open's (the worker adopts it, nothing is fetched again) and the reads start
 * from the seed. A warm open renders from the database as before, over the server's markup.
 */
import { WARM_MARK } from '../bootNames';
import { coldMenuRows, keepRenderedRows } from '../coldStart';
import { SSR_DATA_ID, type SsrPayload } from './payload';
import { setSeed } from './seed';

function isColdOpen(): boolean {
  try {
    return !navigator.serviceWorker?.controller && !localStorage.getItem(WARM_MARK);
  } catch {
    return false;
  }
}

function readPayload(): SsrPayload | null {
  const element = document.getElementById(SSR_DATA_ID);
  if (element === null) return null;
  try {
    const payload = JSON.parse(element.textContent ?? '') as SsrPayload;
    return payload.path === window.location.pathname ? payload : null;
  } catch {
    return null;
  }
}

function start(): boolean {
  // The server entry imports this module too (through the screens that hold hydration).
  if (typeof document === 'undefined') return false;
  const payload = readPayload();
  if (payload === null || !isColdOpen()) return false;
  const { menu, home, sanitized = {}, embeds, cartEmpty = false, orderNotFound = null } = payload;
  const rows = menu === undefined ? null : coldMenuRows(menu.slug, menu);
  if (menu !== undefined) {
    if (rows === null) return false;
    const answer = { text: menu.text, receivedAt: menu.receivedAt };
    window.__docketColdMenu = { slug: menu.slug, answer: Promise.resolve(answer) };
    keepRenderedRows(rows);
  }
  setSeed({
    menu: rows,
    home: home ?? null,
    sanitized,
    ...(embeds === undefined ? {} : { embeds }),
    origin: window.location.origin,
    now: payload.now ?? Date.now(),
    cartEmpty,
    orderNotFound,
  });
  return true;
}

/** Whether the page hydrates the server's markup (decided once, as the page loads). */
export const hydrating = start();

const holds: Promise<unknown>[] = [];

/**
 * Holds hydration until `loading` settles: a lazy part the server rendered (a popup in a chunk of
 * its own) must hydrate with the rest. If it were still loading, its markup would wait, and the
 * first update from above would make React throw it away and render it again.
 */
export function holdHydrationFor(loading: Promise<unknown>): void {
  holds.push(loading.catch(() => undefined));
}

/** What hydration waits for (src/main.tsx), besides the first location's screen. */
export function hydrationHolds(): Promise<unknown> {
  return Promise.all(holds);
}

/** The parts hydrating after the root (src/ui/HydrationSlice.tsx) that still read the seed. */
const seedReaders = new Set<string>();
let rootHydrated = false;

function dropSeedWhenDone(): void {
  if (rootHydrated && seedReaders.size === 0) setSeed(null);
}

/** A part that hydrates after the root (its id: useId) will read the seed on its first render. */
export function holdSeedFor(id: string): void {
  if (hydrating && !rootHydrated) seedReaders.add(id);
}

/** That part has hydrated (or gone). */
export function releaseSeedFor(id: string): void {
  if (seedReaders.delete(id)) dropSeedWhenDone();
}

/**
 * The root has hydrated (or rendered): the seed is dropped once the parts hydrating after it have
 * too, so later mounts read the worker as always.
 */
export function endHydration(): void {
  rootHydrated = true;
  dropSeedWhenDone();
}
