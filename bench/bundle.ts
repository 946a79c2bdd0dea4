/**
 * Bundle figures from a build's Vite manifest: what the menu route loads before it is
 * interactive, the largest lazy chunk, the precache size, and which packages the menu pulls in.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { MENU_CHUNK } from '../scripts/menuChunk';
import { ROUTE_LOCAL_PACKAGES } from '../scripts/onDemandChunks';
import { REACT_DOM_CLIENT } from '../scripts/reactDomChunk';

type ManifestChunk = {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};
type Manifest = Record<string, ManifestChunk>;

export const MENU_SCREEN = 'src/features/menu/MenuScreen.tsx';

export function gzipBytes(dist: string, file: string): number {
  return gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
}

function staticClosure(manifest: Manifest, key: string, seen: Set<string>): void {
  if (seen.has(key)) return;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, seen);
}

/**
 * What every page loads first: the entry and React DOM's client (a chunk the entry imports
 * dynamically and the HTML preloads, scripts/reactDomChunk.ts), with all they import statically.
 */
function everyPageKeys(manifest: Manifest): Set<string> {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('no entry in the Vite manifest');
  const reactDomKey = Object.keys(manifest).find((key) => manifest[key]?.name === REACT_DOM_CLIENT);
  if (!reactDomKey) throw new Error(`no ${REACT_DOM_CLIENT} chunk in the Vite manifest`);
  const keys = new Set<string>();
  staticClosure(manifest, entryKey, keys);
  staticClosure(manifest, reactDomKey, keys);
  return keys;
}

/** A worker chunk's static imports in its minified text: `import"./x.js"`, `from"./x.js"`. */
const STATIC_IMPORT = /(?:\bimport|\bfrom)\s*["'](\.\/[^"']+\.js)["']/g;

/**
 * The worker's entry and the chunks it imports statically (the worker's build is not in the
 * manifest). The entry is one import of the worker's core chunk (worker/api.worker.ts).
 */
export function workerStaticClosure(dist: string, entry: string): string[] {
  const files = [entry];
  for (let i = 0; i < files.length; i += 1) {
    const text = readFileSync(join(dist, files[i]!), 'utf8');
    for (const [, relative] of text.matchAll(STATIC_IMPORT)) {
      const file = join(files[i]!, '..', relative!);
      if (!files.includes(file)) files.push(file);
    }
  }
  return files;
}

export type BundleFigures = {
  menuFirstLoadGzip: number;
  /**
   * Loaded after the first screen on a cold open, so not in menuFirstLoadGzip: its entry and the
   * chunks the entry imports statically.
   */
  apiWorker: { file: string; gzip: number };
  menuFirstLoadFiles: string[];
  largestLazyChunk: { file: string; gzip: number };
  precacheGzip: number;
  precacheEntries: number;
  menuRoutePackages: string[];
  forbiddenOnMenuRoute: string[];
};

export function bundleFigures(dist: string): BundleFigures {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  // The menu screen lives in the 'menu' chunk (scripts/menuChunk.ts), or in one of its own.
  const menuKey = manifest[MENU_SCREEN]
    ? MENU_SCREEN
    : Object.keys(manifest).find((key) => manifest[key]?.name === MENU_CHUNK);
  if (!menuKey) throw new Error(`no chunk holds ${MENU_SCREEN}`);

  const keys = everyPageKeys(manifest);
  staticClosure(manifest, menuKey, keys);
  const files = new Set<string>();
  for (const key of keys) {
    const chunk = manifest[key]!;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
  }
  files.add('index.html');
  // The API worker is not: on a cold open index.html fetches the menu itself and the worker loads
  // after the first screen (src/app/coldStart.ts). bench/coldOpen.ts measures that it does.
  const apiWorker = readdirSync(join(dist, 'assets')).find((name) =>
    /^api\.worker-.*\.js$/.test(name),
  );
  if (!apiWorker) throw new Error('no API worker in the build');
  const apiWorkerFiles = workerStaticClosure(dist, `assets/${apiWorker}`);

  const firstLoad = [...files];
  const menuFirstLoadGzip = firstLoad.reduce((sum, file) => sum + gzipBytes(dist, file), 0);

  const lazy = Object.values(manifest)
    .filter((chunk) => !firstLoad.includes(chunk.file) && chunk.file.endsWith('.js'))
    .map((chunk) => ({ file: chunk.file, gzip: gzipBytes(dist, chunk.file) }))
    .sort((a, b) => b.gzip - a.gzip);

  const precache = precacheUrls(dist);
  const precacheGzip = precache.reduce((sum, url) => sum + gzipBytes(dist, url), 0);

  const packagesByChunk = JSON.parse(
    readFileSync(join(dist, '.vite/chunk-packages.json'), 'utf8'),
  ) as Record<string, string[]>;
  const menuRoutePackages = [
    ...new Set(firstLoad.flatMap((file) => packagesByChunk[file] ?? [])),
  ].sort();

  return {
    menuFirstLoadGzip,
    apiWorker: {
      file: apiWorkerFiles.join(' + '),
      gzip: apiWorkerFiles.reduce((sum, file) => sum + gzipBytes(dist, file), 0),
    },
    menuFirstLoadFiles: firstLoad,
    largestLazyChunk: lazy[0] ?? { file: '(none)', gzip: 0 },
    precacheGzip,
    precacheEntries: precache.length,
    menuRoutePackages,
    forbiddenOnMenuRoute: menuRoutePackages.filter((name) =>
      (ROUTE_LOCAL_PACKAGES as readonly string[]).includes(name),
    ),
  };
}

/** What a lazily loaded screen adds to the entry before it shows: its chunk's static closure. */
export type RouteFirstLoad = { gzip: number; packages: string[]; routeLocalPackages: string[] };

/**
 * A route's first load, as the menu's is counted: what every page loads first, the screen's chunk
 * with everything it imports statically, their CSS and index.html. What the screen imports
 * dynamically (the payment SDKs, the QR reader) is not in it.
 */
export function routeFirstLoad(dist: string, screenSource: string | string[]): RouteFirstLoad {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  const keys = everyPageKeys(manifest);
  // Several sources: a route whose first screen needs more than one chunk (the item link: the
  // menu screen and the item popup). The menu screen lives in the 'menu' chunk.
  for (const source of [screenSource].flat()) {
    const screenKey = Object.keys(manifest).find(
      (key) =>
        key === source ||
        manifest[key]?.src === source ||
        (source === MENU_SCREEN && manifest[key]?.name === MENU_CHUNK),
    );
    if (!screenKey) throw new Error(`no chunk holds ${source}`);
    staticClosure(manifest, screenKey, keys);
  }
  const files = new Set<string>(['index.html']);
  for (const key of keys) {
    const chunk = manifest[key]!;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
  }
  const packagesByChunk = JSON.parse(
    readFileSync(join(dist, '.vite/chunk-packages.json'), 'utf8'),
  ) as Record<string, string[]>;
  const packages = [...new Set([...files].flatMap((file) => packagesByChunk[file] ?? []))].sort();
  return {
    gzip: [...files].reduce((sum, file) => sum + gzipBytes(dist, file), 0),
    packages,
    routeLocalPackages: packages.filter((name) =>
      (ROUTE_LOCAL_PACKAGES as readonly string[]).includes(name),
    ),
  };
}

/** The URLs injected into sw.js by injectManifest ({url, revision} entries). */
export function precacheUrls(dist: string): string[] {
  const sw = readFileSync(join(dist, 'sw.js'), 'utf8');
  return [...sw.matchAll(/"url":"([^"]+)"/g)].map((match) => match[1]!.replace(/^\//, ''));
}
