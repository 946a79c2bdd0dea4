/**
 * The built PWA from the same origin as the API. Hashed files under /assets/ are cached for a year;
 * the shell files that decide which build runs (index.html, sw.js, manifest) are revalidated on
 * every load. A navigation that is not a file gets index.html, so client routes open directly.
 * Where the build left a file.br or file.gz beside a file (vite.config.ts), that is sent as it is,
 * to a client that accepts it; other files are compressed per request (./compression.ts).
 * Of the dotfiles only /.well-known/ is served (files every brand shares come from public/).
 * Home, Menu, and a new visitor's cart, checkout, sign-in and receipt navigations get their HTML
 * rendered when the build has a server entry (./ssrPages.ts); its files, under the
 * build's .ssr/, are never served.
 */
import { existsSync } from 'node:fs';
import { basename, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createSsrPages } from './ssrPages';

const REVALIDATE = new Set(['index.html', 'sw.js', 'manifest.webmanifest', 'registerSW.js']);
/** The suffix of a file the build compressed (the file it stands for is the name without it). */
const PRECOMPRESSED = /\.(br|gz)$/;

export async function registerStatic(
  app: FastifyInstance,
  staticDir: string,
  now: () => number = Date.now,
): Promise<boolean> {
  const root = resolve(staticDir);
  if (!existsSync(resolve(root, 'index.html'))) return false;
  const assetsDir = `${resolve(root, 'assets')}${sep}`;
  const ssrPages = createSsrPages(app, root, now);
  if (ssrPages !== null) {
    const page = async (request: FastifyRequest, reply: FastifyReply) => {
      if (isNavigation(request) && (await ssrPages(request, reply))) return reply;
      if (isNavigation(request))
        return reply.header('cache-control', 'no-cache').sendFile('index.html');
      return notFound(reply);
    };
    app.get('/', page);
    app.get('/menu/*', page);
    // A new visitor's cart, checkout, sign-in and receipt (src/domain/coldRoutes.ts).
    for (const path of ['/cart', '/checkout', '/login', '/signin', '/signup', '/order/*']) {
      app.get(path, page);
    }
  }

  await app.register(fastifyStatic, {
    root,
    wildcard: true,
    index: ['index.html'],
    preCompressed: true,
    allowedPath: (pathname) => !isHidden(pathname),
    setHeaders: (reply, sentPath) => {
      const path = sentPath.replace(PRECOMPRESSED, '');
      if (REVALIDATE.has(basename(path))) reply.header('cache-control', 'no-cache');
      else if (path.startsWith(assetsDir))
        reply.header('cache-control', 'public, max-age=31536000, immutable');
      else reply.header('cache-control', 'public, max-age=3600');
    },
  });

  app.setNotFoundHandler((request, reply) => {
    if (isNavigation(request)) return reply.sendFile('index.html');
    return notFound(reply);
  });
  return true;
}

/** A dotfile or a file under a dot-directory, other than /.well-known/. */
function isHidden(pathname: string): boolean {
  return pathname
    .split('/')
    .some(
      (segment, index) => segment.startsWith('.') && !(index === 1 && segment === '.well-known'),
    );
}

function isNavigation(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0] ?? '/';
  if (path === '/api' || path.startsWith('/api/')) return false;
  if (path.startsWith('/media/') || path.startsWith('/embeds/')) return false;
  const hasExtension = /\.[^/]+$/.test(path);
  return !hasExtension || (request.headers.accept ?? '').includes('text/html');
}

function notFound(reply: FastifyReply): FastifyReply {
  return reply.code(404).type('text/plain').send('Not found');
}
