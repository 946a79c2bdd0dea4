/**
 * The operator console's restaurant file routes, so `npm run restaurant:import` and
 * `restaurant:export` work while the server runs on PGlite (one process holds its directory):
 * `POST /restaurant/import` with `{ brand, file, images }` (images: an absolute folder path on this
 * machine, or null) answers `{ ok: true, summary }` or 422 `{ ok: false, problems }`;
 * `GET /restaurant/export?brand=<id>` answers `{ ok: true, file }` or 404.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { exportRestaurant } from '../restaurant/exportRestaurant';
import { BRAND_ID, importWithFolder } from '../restaurant/importWithFolder';

/** A 10,000-item file is about 4 MB. */
const FILE_LIMIT = 64 * 1024 * 1024;

export function registerRestaurantRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  app.post<{ Body: { brand?: unknown; file?: unknown; images?: unknown } }>(
    '/restaurant/import',
    { bodyLimit: FILE_LIMIT },
    async (request, reply) => {
      const { brand, file, images } = request.body ?? {};
      if (typeof brand !== 'string' || (images !== null && typeof images !== 'string'))
        return reply
          .code(400)
          .send({ ok: false, message: 'Send { "brand": "<id>", "file": {…}, "images": null }' });
      const outcome = await importWithFolder(db, { brand, file, images });
      return reply.code(outcome.ok ? 200 : 422).send(outcome);
    },
  );
  app.get<{ Querystring: { brand?: string } }>('/restaurant/export', async (request, reply) => {
    const brand = request.query.brand ?? '';
    if (!BRAND_ID.test(brand))
      return reply.code(400).send({ ok: false, message: 'Send ?brand=<id>' });
    const file = await exportRestaurant(db, brand);
    if (file === null) return reply.code(404).send({ ok: false, message: `No brand "${brand}"` });
    return { ok: true, file };
  });
}
