/**
 * GET /media/:name: images stored in the media table, the generated SVG illustrations (text) and a
 * restaurant's photos (WebP bytes, server/restaurant/imageFolder.ts). Names carry a content hash,
 * so answers are cacheable for a year. Recently served images are kept in memory, up to a budget:
 * a restaurant with thousands of photos must not hold them all.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

const NAME = /^[a-z0-9-]+\.[a-z0-9]+$/;

/** Bytes of images kept in memory; past it the least recently served are dropped first. */
export const MEDIA_CACHE_BYTES = 32 * 1024 * 1024;

type Entry = { body: string | Buffer; type: string; etag: string; size: number };

/** A least-recently-used map by size: Map keeps insertion order, so a hit is moved to the end. */
function mediaCache(budget: number) {
  const entries = new Map<string, Entry>();
  let held = 0;
  return {
    get(name: string): Entry | undefined {
      const entry = entries.get(name);
      if (entry) {
        entries.delete(name);
        entries.set(name, entry);
      }
      return entry;
    },
    set(name: string, entry: Entry): void {
      if (entry.size > budget) return;
      entries.set(name, entry);
      held += entry.size;
      for (const [oldest, old] of entries) {
        if (held <= budget) break;
        entries.delete(oldest);
        held -= old.size;
      }
    },
  };
}

async function readMedia(db: Kysely<Database>, name: string): Promise<Entry | undefined> {
  const row = await db
    .selectFrom('media')
    .select(['body', 'bytes', 'content_type'])
    .where('name', '=', name)
    .executeTakeFirst();
  if (!row) return undefined;
  // PostgreSQL's driver answers a Buffer, PGlite a Uint8Array: one Buffer either way, no copy.
  const body = row.bytes
    ? Buffer.from(row.bytes.buffer, row.bytes.byteOffset, row.bytes.byteLength)
    : row.body;
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  return { body, type: row.content_type, etag, size: Buffer.byteLength(body) };
}

export function registerMedia(
  app: FastifyInstance,
  db: Kysely<Database>,
  cacheBytes = MEDIA_CACHE_BYTES,
): void {
  const cache = mediaCache(cacheBytes);

  app.get<{ Params: { name: string } }>('/media/:name', async (request, reply) => {
    const { name } = request.params;
    let entry = cache.get(name);
    if (!entry && NAME.test(name)) {
      entry = await readMedia(db, name);
      if (entry) cache.set(name, entry);
    }
    if (!entry) return reply.code(404).type('text/plain').send('Not found');
    reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('etag', entry.etag)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
    if (request.headers['if-none-match'] === entry.etag) return reply.code(304).send();
    return reply.type(entry.type).send(entry.body);
  });
}
