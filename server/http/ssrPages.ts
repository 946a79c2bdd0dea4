/**
 * Home and Menu as HTML: a navigation to `/`, `/menu/{slug}` or its item link gets the
 * built index.html with the screen already rendered in it, from the build's server entry
 * (<staticDir>/.ssr/entry-server.js, src/entry-server.tsx). The entry says which call the page
 * would make; it is answered here in process, through the same /api route and its checks
 * (app.inject), so the embedded answer is exactly what the page's own call would have received.
 * The home's render may also read the server's own embed pages (fetchPage, same route table).
 * Anything else, an answer the entry cannot show, or a build without the entry: index.html as
 * before. The HTML is never cached (no-cache, as index.html): it carries the menu of the moment.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

type PagePlan = {
  kind: 'menu' | 'home' | 'cart' | 'checkout' | 'signIn' | 'receipt';
  slug: string;
  url: string;
  /** null: the page needs no answer (the sign-in form). */
  body: string | null;
  modules: string[];
};
type ServerEntry = {
  pagePlan: (path: string, now: number, search: string) => PagePlan | null;
  renderPage: (input: {
    template: string;
    path: string;
    plan: PagePlan;
    origin: string;
    answer: string;
    now: number;
    styles: string[];
    search: string;
    fetchPage: (path: string) => Promise<{ status: number; text: string } | null>;
  }) => Promise<string | null>;
};
export const SSR_ENTRY = '.ssr/entry-server.js';
/** Whether a render may read `path` of this server: an embed page (server/http/embeds.ts) only. */
export function isEmbedPagePath(path: string): boolean {
  const url = new URL(path, 'http://localhost');
  // A path with dot segments (plain or encoded) resolves elsewhere: refused, not resolved.
  return url.pathname.startsWith('/embeds/') && `${url.pathname}${url.search}` === path;
}
/** Each screen module's stylesheets, written by the build (scripts/ssrStyles.ts). */
const STYLES = '.vite/ssr-styles.json';

/** The stylesheets of the plan's modules, each once. */
export function planStyles(styles: Record<string, string[]>, modules: string[]): string[] {
  return [...new Set(modules.flatMap((module) => styles[module] ?? []))];
}

export type SsrPages = (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;

/** The server-render handler for a built PWA, or null when the build has no server entry. */
export function createSsrPages(
  app: FastifyInstance,
  root: string,
  now: () => number,
): SsrPages | null {
  const entryFile = resolve(root, SSR_ENTRY);
  if (!existsSync(entryFile)) return null;
  // Loaded once the server is up, in the background, not before it listens: the entry is the whole
  // app (about 2 MB, a few seconds to parse on a busy machine), and the first page waits for it.
  let loading: Promise<ServerEntry | null> | null = null;
  const loadEntry = () =>
    (loading ??= (import(pathToFileURL(entryFile).href) as Promise<ServerEntry>).catch(
      (error: unknown) => {
        app.log.error(
          { err: error },
          'the build has a server entry that does not load; pages are sent as index.html',
        );
        return null;
      },
    ));
  app.addHook('onReady', () => {
    setImmediate(() => void loadEntry());
  });
  const template = readFileSync(resolve(root, 'index.html'), 'utf8');
  const stylesFile = resolve(root, STYLES);
  const styles = existsSync(stylesFile)
    ? (JSON.parse(readFileSync(stylesFile, 'utf8')) as Record<string, string[]>)
    : {};

  return async (request, reply) => {
    const [rawPath = '/', ...query] = request.url.split('?');
    const path = rawPath.replace(/\/{2,}/g, '/');
    const search = query.length === 0 ? '' : `?${query.join('?')}`;
    const entry = await loadEntry();
    if (entry === null) return false;
    const at = now();
    try {
      const plan = entry.pagePlan(path, at, search);
      if (plan === null) return false;
      let body = '';
      if (plan.body !== null) {
        const answer = await app.inject({
          method: 'POST',
          url: plan.url,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: plan.body,
          // As the visitor's own call: the API's per-address limits count it against them, not
          // against the server's loopback address for every visitor at once.
          remoteAddress: request.ip,
        });
        if (answer.statusCode !== 200) return false;
        body = answer.body;
      }
      const html = await entry.renderPage({
        template,
        path,
        plan,
        origin: `${request.protocol}://${request.host}`,
        answer: body,
        now: at,
        styles: planStyles(styles, plan.modules),
        search,
        // The home's embed pages, read in process as the page's worker would. Nothing else: a
        // render that read a rendered page would render again.
        fetchPage: async (pagePath) => {
          if (!isEmbedPagePath(pagePath)) return null;
          const page = await app.inject({
            method: 'GET',
            url: pagePath,
            headers: { accept: 'text/html' },
            remoteAddress: request.ip,
          });
          return { status: page.statusCode, text: page.body };
        },
      });
      if (html === null) return false;
      void reply
        .code(200)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(html);
      return true;
    } catch (error) {
      request.log.error({ err: error, path }, 'server render failed; sending index.html');
      return false;
    }
  };
}
