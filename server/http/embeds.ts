/**
 * GET /embeds/:brand/:slug.html: the pages a home's embed_link and iframe blocks show (spec 3 §2),
 * from the home_pages table, wrapped in a small document. They are same-origin, so the API worker
 * may fetch them for an embed_link block and a sandboxed frame may show them for an iframe block.
 * Read on every request (no-cache) so an edited page shows at once. The page's CSP lets no script
 * run and no plugin load when a frame shows it; HTML shown inline is sanitised by the app itself.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

const BRAND = /^[a-z0-9-]+$/;
const FILE = /^([a-z0-9-]+)\.html$/;

const CSP = [
  "default-src 'none'",
  "img-src 'self' data:",
  "style-src 'unsafe-inline'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
].join('; ');

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** The document around a page body: readable on its own in a frame, on a phone. */
export function embedDocument(title: string, body: string): string {
  return `<!doctype html>
<html lang="en-AU">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body { margin: 0; padding: 16px; font: 16px/1.55 system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; color: #1f1a14; background: #fff; }
img { max-width: 100%; height: auto; }
a { color: #1d4e89; }
</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

export function registerEmbeds(app: FastifyInstance, db: Kysely<Database>): void {
  app.get<{ Params: { brand: string; file: string } }>(
    '/embeds/:brand/:file',
    async (request, reply) => {
      const slug = FILE.exec(request.params.file)?.[1];
      const page =
        slug !== undefined && BRAND.test(request.params.brand)
          ? await db
              .selectFrom('home_pages')
              .innerJoin('brands', 'brands.id', 'home_pages.brand_id')
              .select(['home_pages.title', 'home_pages.body'])
              .where('brands.code', '=', request.params.brand)
              .where('home_pages.slug', '=', slug)
              .executeTakeFirst()
          : undefined;
      reply
        .header('cache-control', 'no-cache')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', CSP);
      if (!page) return reply.code(404).type('text/plain').send('Not found');
      return reply.type('text/html; charset=utf-8').send(embedDocument(page.title, page.body));
    },
  );
}
