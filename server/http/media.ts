/**
 * GET /media/:name: generated images stored in the media table (menu illustrations). Names carry a
 * content hash, so answers are cacheable for a year; bodies are kept in memory after the first read.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

const NAME = /^[a-z0-9-]+\.[a-z0-9]+$/;

export function registerMedia(app: FastifyInstance, db: Kysely<Database>): void {
  const cache = new Map<string, { body: string; type: string; etag: string }>();

  app.get<{ Params: { name: string } }>('/media/:name', async (request, reply) => {
    const { name } = request.params;
    let entry = cache.get(name);
    if (!entry && NAME.test(name)) {
      const row = await db
        .selectFrom('media')
        .select(['body', 'content_type'])
        .where('name', '=', name)
        .executeTakeFirst();
      if (row) {
        const etag = `"${createHash('sha1').update(row.body).digest('base64url')}"`;
        entry = { body: row.body, type: row.content_type, etag };
        cache.set(name, entry);
      }
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
