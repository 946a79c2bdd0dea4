/**
 * Zod compiles a fast object parser with `new Function` unless told not to, and every object
 * schema it builds tries it. The page's Content-Security-Policy allows no eval, so that
 * try would be a violation: the page's zod runs jitless. The page's build resolves every
 * `zod/mini` import to this module (scripts/zodJitless.ts), so the setting comes before any schema
 * is built, in whichever chunk first loads zod, and the entry carries no zod (it stays off the first paint's path). (The API
 * worker has no such policy and keeps the fast parser.)
 *
 * The app's schemas (src/api) are zod/mini: tree-shaken to what they use, a sixth of the full
 * API's size in the worker's first load (what a cold open downloads).
 */
import { config } from 'zod/v4/core';

config({ jitless: true });

export * from 'zod/mini';
