/** The restaurant file's recurring fields: keys, slugs, texts, prices, hours, images. */
import { z } from 'zod';

const KEY = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const key = z
  .string()
  .regex(KEY, 'use lower-case letters, digits and single hyphens, like "flat-white"')
  .max(80)
  .describe('Stable: a re-import matches the row by it and keeps its id. Like "flat-white".');
export const slug = z.string().regex(/^[a-z0-9-]+$/, 'use lower-case letters, digits and hyphens');
export const text = z.string().max(20_000);
export const cents = z
  .int()
  .min(0, 'a price cannot be below 0')
  .max(100_000_000)
  .describe('In cents: 12.50 is 1250.');
const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'use 24-hour "HH:mm", like "07:30"');
export const flag = z.union([z.literal(0), z.literal(1)]);

/** [open, close], or null when closed all day. */
export const day = z
  .union([z.tuple([clock, clock]), z.null()], {
    error: 'use ["HH:mm", "HH:mm"] for open and close, or null for closed',
  })
  .describe('["open", "close"] in 24-hour "HH:mm", opening before closing; null when closed.');

/**
 * An image: a file name in the import's images folder ("flat-white.png"), an https URL, or a
 * path the server already serves ("/media/flat-white-1a2b3c4d.png").
 */
export const image = z
  .string()
  .max(2_000)
  .describe(
    'A file name in the --images folder, an https address, or a /media/ path the server serves.',
  );
