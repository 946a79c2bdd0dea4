/**
 * The menu live channel: `POST /api/menus/{slug}/events` (form body app_token, as on the other
 * streams; no session, since the menu is public) keeps an open menu, cart or kiosk told of its
 * menu's version (server/menu/menuVersions.ts). It opens with `event: open`
 * `{"slug", "version"}` and sends `event: menu` `{"slug", "version"}` each time the menu or its
 * store changes (an item sold out or back on, a fulfilment type paused, hours edited, a
 * re-import); the client then loads the menu again as it does for a newer version it finds any
 * other way. A comment every 20 s keeps proxies from closing it. Unknown token: 401; no such
 * active menu of the brand: 404. Streams are capped per address (server/http/connectionLimits.ts),
 * as the order streams are: one more is answered 429 with Retry-After.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { MenuVersions } from '../menu/menuVersions';
import { fieldsFromJson } from '../protocol/fields';
import { MESSAGES } from '../protocol/messages';
import type { ConnectionLimits } from './connectionLimits';
import { createStreamSlots, line, openStream, tooManyStreams } from './orderEventStreams';

type Deps = {
  db: Kysely<Database>;
  versions: MenuVersions;
  limits: Pick<ConnectionLimits, 'streamsPerSession' | 'streamsPerAddress'>;
};

const SLUG = /^[a-z0-9-]{1,100}$/;

export function registerMenuEvents(app: FastifyInstance, deps: Deps): void {
  const streams = new Set<() => void>();
  // Open streams would hold app.close() forever.
  app.addHook('preClose', async () => {
    for (const end of [...streams]) end();
  });
  const slots = createStreamSlots(deps.limits);

  app.post<{ Params: { slug: string } }>('/api/menus/:slug/events', async (request, reply) => {
    const token = fieldsFromJson(request.body ?? {})?.app_token ?? '';
    const brand =
      token === ''
        ? undefined
        : await deps.db
            .selectFrom('brands')
            .select('id')
            .where('app_token', '=', token)
            .executeTakeFirst();
    if (!brand) return reply.code(401).send({ message: MESSAGES.invalidAppToken });
    const slug = request.params.slug;
    const version = SLUG.test(slug) ? await deps.versions.read(brand.id, slug) : null;
    if (version === null) return reply.code(404).send({ message: MESSAGES.invalidMenuName });
    const release = slots.take(null, request.ip);
    if (!release) return tooManyStreams(reply);
    openStream(
      reply,
      streams,
      line('open', { slug, version }),
      (send) =>
        deps.versions.watch(brand.id, slug, version, (next) =>
          send(line('menu', { slug, version: next })),
        ),
      release,
    );
    return reply;
  });
}
