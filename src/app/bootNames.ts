/**
 * Names the page, the API worker and index.html's boot script (scripts/firstLoadBoot.ts) must
 * agree on. No imports: the build script reads this file without the app's path aliases.
 */

/** The API worker's name; on a menu link the boot script adds the path (worker/bootHint.ts). */
export const API_WORKER_NAME = 'docket-api';

/** In localStorage once the API worker has run in this browser: the database may hold data. */
export const WARM_MARK = 'docket:warm';

/**
 * The slug a cold open fetches: plain slugs only. Any other menu path (escaped characters, a
 * trailing '.' to strip) is left to the app's own menuSlugOfPath, on the usual warm path.
 */
export const COLD_MENU_PATH = /^\/menu\/([A-Za-z0-9_-]+)\/?(?:item\/[^/]+\/?)?$/;
