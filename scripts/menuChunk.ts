/**
 * The menu screen's code in two requests, not nine. By default the bundler gives every module the
 * menu screen shares with another dynamically loaded module a small chunk of its own (add to cart,
 * the offline note, the dietary codes…), and a cold open of a menu fetched eight of them beside the
 * screen's chunk. Over HTTP/1.1 each request waits for one of six connections and a round trip, so
 * on a slow link they cost far more than their bytes, and the LCP waits for them. Here the menu
 * route's own modules (its screen and lazy parts: popups, panels, the item route) form one chunk,
 * 'menu', and the modules it shares with other screens another, 'menu-shared'; the entry keeps its
 * modules.
 */
type ModuleInfo = {
  importers: readonly string[];
  dynamicImporters: readonly string[];
  isEntry: boolean;
} | null;
export type ChunkingContext = { getModuleInfo: (id: string) => ModuleInfo };

export const MENU_SCREEN_MODULE = /\/src\/features\/menu\/MenuScreen\.tsx$/;
/** The chunk holding the menu route's own modules, the menu screen among them. */
export const MENU_CHUNK = 'menu';
/** The chunk holding the modules the menu screen shares with other screens. */
export const MENU_SHARED_CHUNK = 'menu-shared';

/**
 * The modules through which `id` is loaded: the entry and the dynamically imported modules (each
 * a screen or a lazy part) that import it, directly or through other static imports.
 */
export function loadedThrough(id: string, context: ChunkingContext): Set<string> {
  const roots = new Set<string>();
  const seen = new Set<string>();
  const visit = (current: string) => {
    if (seen.has(current)) return;
    seen.add(current);
    const info = context.getModuleInfo(current);
    if (info === null) return;
    if (info.isEntry || info.dynamicImporters.length > 0) roots.add(current);
    for (const importer of info.importers) visit(importer);
  };
  visit(id);
  return roots;
}

/** The menu screen, or a lazy part of it (a popup, a panel, the item route it imports). */
function onMenuRoute(root: string, context: ChunkingContext): boolean {
  if (MENU_SCREEN_MODULE.test(root)) return true;
  const importers = context.getModuleInfo(root)?.dynamicImporters ?? [];
  return importers.some((importer) =>
    [...loadedThrough(importer, context)].some((through) => MENU_SCREEN_MODULE.test(through)),
  );
}

/**
 * Packages that travel with the code that uses them rather than in a chunk of their own: the
 * calendar's date library (src/domain/calendar.ts), a few small functions the menu screen needs at
 * once, which alone would cost the cold open one more request.
 */
const GROUPED_PACKAGES = /\/node_modules\/(?:date-fns|@date-fns\/(?:tz|utc))\//;

/**
 * Rolldown code-splitting group name for a module the menu screen loads: 'menu' when only the menu
 * route uses it, 'menu-shared' when another screen does too; null for everything else (modules
 * the entry loads, packages, other screens' own code), which is chunked as usual.
 */
export function menuChunkName(id: string, context: ChunkingContext): string | null {
  if (id.startsWith('\0')) return null;
  if (id.includes('/node_modules/') && !GROUPED_PACKAGES.test(id)) return null;
  const roots = [...loadedThrough(id, context)];
  if (!roots.some((root) => MENU_SCREEN_MODULE.test(root))) return null;
  if (roots.some((root) => context.getModuleInfo(root)?.isEntry === true)) return null;
  return roots.every((root) => onMenuRoute(root, context)) ? MENU_CHUNK : MENU_SHARED_CHUNK;
}
