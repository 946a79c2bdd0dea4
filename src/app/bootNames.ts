/**
 * Names the page, the API worker and index.html's boot script (scripts/firstLoadBoot.ts) must
 * agree on. No imports: the build script reads this file without the app's path aliases.
 */

/** The API worker's name; on a menu link the boot script adds the path (worker/bootHint.ts). */
export const API_WORKER_NAME = 'docket-api';

/** In localStorage once the API worker has run in this browser: the database may hold data. */
export const WARM_MARK = 'docket:warm';
