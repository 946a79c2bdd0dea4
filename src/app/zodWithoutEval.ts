/**
 * Zod compiles a fast object parser with `new Function` unless told not to, and its first object
 * schema tries it. The page's Content-Security-Policy allows no eval (issue 17), so that try would
 * be a violation on every load: the page's zod runs jitless. Imported first by main.tsx, before any
 * module makes a schema. (The API worker has no such policy and keeps the fast parser.)
 */
import { config } from 'zod/v4/core';

config({ jitless: true });
