/**
 * The envelope's ResponseCode values (spec 1 §7). Their own module, without zod, so the page can
 * read a cold open's first answer (src/app/coldStart.ts) without the schema library.
 */
export const RESPONSE_CODES = { success: 'SUCCESS', auth: 'AUTH' } as const;
