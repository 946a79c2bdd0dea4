/**
 * One build per brand: `BRAND=<id> vite build` (default demo). The brand file is validated here,
 * its tokens become CSS variables, its assets land in /brand/, and its manifest in the PWA.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import { Resvg } from '@resvg/resvg-js';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type PluginOption } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { chunkModulesPlugin } from './bench/chunkModulesPlugin';
import { brandIcons, iconFile } from './scripts/brandIcons';
import { brandPagesPlugin } from './scripts/brandPages';
import { cspHashesPlugin } from './scripts/cspHashes';
import { earlyPressPlugin } from './scripts/earlyPress';
import { workerEntryCheckPlugin } from './scripts/workerEntryCheck';
import { coldMenuRequest, firstLoadBootPlugin } from './scripts/firstLoadBoot';
import { menuChunkName } from './scripts/menuChunk';
import { ssrStylesPlugin } from './scripts/ssrStyles';
import { zodJitlessPlugin } from './scripts/zodJitless';
import { reactRouterProductionPlugin } from './scripts/reactRouterProduction';
import { compileHintsPlugin } from './scripts/compileHints';
import { reactDomChunkPlugin } from './scripts/reactDomChunk';
import { onDemandChunksPlugin, withoutOnDemandChunks } from './scripts/onDemandChunks';
import { brandDir, DEFAULT_BRAND, loadBrand, themeCss } from './src/brand/load';
import type { Brand } from './src/brand/schema';

const root = import.meta.dirname;
const brandId = process.env.BRAND || DEFAULT_BRAND;
const brand = loadBrand(root, brandId);
/**
 * Names this build: the update flow compares builds, and <html data-build> shows which one runs.
 * BUILD_ID overrides the default (the build time), e.g. for the update journey's second build.
 */
const buildId = process.env.BUILD_ID?.trim() || new Date().toISOString();

function renderIcon(svg: Buffer, size: number): Buffer {
  return Buffer.from(new Resvg(svg, { fitTo: { mode: 'width', value: size } }).render().asPng());
}

/** Vite's own limit for inlining an asset as a data: URL (build.assetsInlineLimit). */
const INLINE_LIMIT_BYTES = 4096;

/**
 * A brand image as a data: URL when it is as small as Vite would inline, else its path. The favicon
 * and the header logo are fetched on every first load, and on a slow link each request waits for
 * one of the few connections the page's own code needs, delaying the largest paint.
 */
function smallAssetUrl(current: Brand, path: string): string {
  const file = resolve(brandDir(root, current.id), 'assets', path.split('/').pop()!);
  const bytes = readFileSync(file);
  if (bytes.length > INLINE_LIMIT_BYTES || !path.endsWith('.svg')) return path;
  return `data:image/svg+xml,${encodeURIComponent(bytes.toString('utf8'))}`;
}

/** The brand's app icons (scripts/brandIcons.ts); the build stops if the manifest would list a missing one. */
function iconPlan(current: Brand) {
  const assetsDir = resolve(brandDir(root, current.id), 'assets');
  const plan = brandIcons(readdirSync(assetsDir), current.assets.icon);
  if (plan.missing.length > 0)
    throw new Error(
      `Brand '${current.id}' has no ${plan.missing.join(', ')} in ${assetsDir}: make the icons from the logo with npm run brand:new, or set assets.icon to an SVG there.`,
    );
  return plan;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** Puts the brand into index.html and its asset folder at /brand/ (dev and build). */
function brandPlugin(current: Brand, build: string): Plugin {
  const assetsDir = resolve(brandDir(root, current.id), 'assets');
  const assetFiles = readdirSync(assetsDir);
  const plan = iconPlan(current);
  const icons = new Map(
    plan.render.map((size) => {
      const svg = readFileSync(resolve(assetsDir, current.assets.icon.split('/').pop()!));
      return [iconFile(size), renderIcon(svg, size)];
    }),
  );
  return {
    name: 'docket-brand',
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        const filled = html
          .replace(/<html\b/, `<html data-build="${escapeHtml(build)}"`)
          .replaceAll('%BRAND_NAME%', escapeHtml(current.name))
          .replaceAll('%BRAND_DESCRIPTION%', escapeHtml(current.description))
          .replaceAll('%BRAND_THEME_COLOUR%', current.theme.light.buttonPrimaryBackground)
          .replaceAll('%BRAND_ICON%', escapeHtml(smallAssetUrl(current, current.assets.icon)))
          .replaceAll(
            '%BRAND_ICON_TYPE%',
            current.assets.icon.endsWith('.svg') ? 'image/svg+xml' : 'image/png',
          )
          .replaceAll('%BRAND_TOUCH_ICON%', '/brand/icon-180.png');
        // Injected as a tag so Vite's CSS pipeline cannot strip it as a comment placeholder.
        return {
          html: filled,
          tags: [
            {
              tag: 'style',
              attrs: { id: 'brand-theme' },
              children: themeCss(current),
              injectTo: 'head',
            },
          ],
        };
      },
    },
    configureServer(server) {
      server.middlewares.use('/brand/', (req, res, next) => {
        const name = (req.url ?? '').replace(/^\//, '').split('?')[0] ?? '';
        const icon = icons.get(name);
        if (icon) {
          res.setHeader('Content-Type', 'image/png');
          return res.end(icon);
        }
        if (!assetFiles.includes(name)) return next();
        res.setHeader('Content-Type', name.endsWith('.svg') ? 'image/svg+xml' : 'image/png');
        res.end(readFileSync(resolve(assetsDir, name)));
      });
    },
    generateBundle() {
      for (const name of assetFiles) {
        this.emitFile({
          type: 'asset',
          fileName: `brand/${name}`,
          source: readFileSync(resolve(assetsDir, name)),
        });
      }
      for (const [name, png] of icons)
        this.emitFile({ type: 'asset', fileName: `brand/${name}`, source: png });
    },
  };
}

const kiosk = brand.appMode === 'KIOSK';

/** What the dev and preview servers hand to the reference server (API, media, home embed pages). */
const serverProxy = Object.fromEntries(
  ['/api', '/media', '/embeds'].map((path) => [path, 'http://localhost:8080']),
);

/**
 * Home and Menu are served as HTML: `vite build` builds two environments, the page (client) and the
 * server's render of it (ssr, src/entry-server.tsx) into <outDir>/.ssr, a dot-directory the server
 * does not serve (server/http/static.ts) and the precache does not glob. The page's own plugins
 * (boot script, CSP hashes, PWA, compression...) run for the client only.
 */
const SSR_DIR = '.ssr';
/** The plugins the server's render needs too (and React's own); the others are the page's only. */
const BOTH_ENVIRONMENTS = new Set(['docket-ssr-out-dir', 'docket-brand-pages']);
function forEnvironments(option: PluginOption): PluginOption {
  if (Array.isArray(option)) return option.map(forEnvironments);
  if (option === null || typeof option !== 'object' || !('name' in option)) return option;
  if (BOTH_ENVIRONMENTS.has(option.name) || option.name.startsWith('vite:react')) return option;
  return { ...option, applyToEnvironment: (environment) => environment.name === 'client' };
}
/** Puts the ssr environment's output under the client's outDir (which --outDir sets). */
function ssrOutDirPlugin(): Plugin {
  let outDir = 'dist';
  return {
    name: 'docket-ssr-out-dir',
    config(config) {
      outDir = config.build?.outDir ?? 'dist';
    },
    configEnvironment(name) {
      if (name !== 'ssr') return;
      return {
        // Its libraries in the bundle, so the server renders with React's production build (the
        // server does not set NODE_ENV); only jsdom, which does not bundle, stays in node_modules.
        resolve: { noExternal: true, external: ['jsdom'] },
        build: {
          outDir: `${outDir}/${SSR_DIR}`,
          emptyOutDir: true,
          copyPublicDir: false,
          manifest: false,
          rolldownOptions: { input: resolve(root, 'src/entry-server.tsx'), output: {} },
        },
      };
    },
  };
}

/** The API worker's contract module; its chunk takes it and everything it imports. */
const API_WORKER_CORE = /\/worker\/exposeApi\.ts$/;

/** Output files of route-local libraries, kept out of the precache (scripts/onDemandChunks.ts). */
const onDemandChunks = new Set<string>();

export default defineConfig({
  builder: {},
  environments: { client: {}, ssr: {} },
  define: {
    __BRAND__: JSON.stringify(brand),
    __BUILD_ID__: JSON.stringify(buildId),
    __BRAND_LOGO_SRC__: JSON.stringify(smallAssetUrl(brand, brand.assets.logo)),
  },
  resolve: {
    alias: { '@': resolve(root, 'src'), '@worker': resolve(root, 'worker') },
  },
  worker: {
    format: 'es',
    plugins: () => [chunkModulesPlugin('worker-'), workerEntryCheckPlugin()],
    rolldownOptions: {
      output: {
        // The worker's contract and all it imports in a chunk of their own, so the entry chunk is
        // one import that no chunk imports back (worker/api.worker.ts: WebKit runs it twice).
        codeSplitting: { groups: [{ name: 'api-worker-core', test: API_WORKER_CORE }] },
      },
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
    manifest: true,
    // Every browser the app supports (es2022 modules) has modulepreload: no polyfill in the entry.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // The menu route's code in two chunks instead of nine (scripts/menuChunk.ts). Its groups
        // take only the modules they name (no dependencies): the entry keeps what it loads.
        codeSplitting: {
          groups: [
            { name: menuChunkName, includeDependenciesRecursively: false },
            // React's JSX runtime with React itself: alone it would be one more request on the cold
            // path of every route, delaying the largest paint.
            {
              name: 'react',
              test: /\/node_modules\/(react\/|react-dom\/(index\.js|cjs\/react-dom\.production\.js))/,
              includeDependenciesRecursively: false,
            },
            // React DOM's client and its scheduler, loaded by the entry with import() so that
            // their evaluation is a task apart from the entry's (scripts/reactDomChunk.ts).
            {
              name: 'react-dom-client',
              test: /\/node_modules\/(react-dom\/(client\.js|cjs\/react-dom-client\.)|scheduler\/)/,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: { proxy: serverProxy },
  preview: { proxy: serverProxy },
  plugins: [
    react(),
    ssrOutDirPlugin(),
    chunkModulesPlugin(),
    onDemandChunksPlugin(onDemandChunks),
    brandPlugin(brand, buildId),
    brandPagesPlugin(root, brand.id),
    // Before the boot script's plugin: both go after the charset, the boot script first.
    earlyPressPlugin(),
    firstLoadBootPlugin(coldMenuRequest(brand)),
    reactDomChunkPlugin(),
    ssrStylesPlugin(),
    zodJitlessPlugin(root),
    reactRouterProductionPlugin(root),
    cspHashesPlugin(brand.id),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'worker',
      filename: 'sw.ts',
      injectRegister: false,
      registerType: 'prompt',
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,webp,ico,woff2}'],
        maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
        manifestTransforms: [withoutOnDemandChunks(onDemandChunks)],
      },
      manifest: {
        id: '/',
        name: brand.name,
        short_name: brand.shortName,
        description: brand.description,
        lang: 'en-AU',
        start_url: '/',
        scope: '/',
        display: kiosk ? 'fullscreen' : 'standalone',
        orientation: kiosk ? 'any' : 'portrait',
        theme_color: brand.theme.light.buttonPrimaryBackground,
        background_color: brand.theme.light.colourBackground,
        icons: iconPlan(brand).manifest,
      },
      devOptions: { enabled: false, type: 'module' },
    }),
    // V8's compile hint on the entry and React DOM's chunk: it rewrites them and their compressed
    // copies once written.
    compileHintsPlugin(),
    // Brotli at its best quality (and gzip) once, at build time, beside each text file: the server
    // sends these as they are (server/http/static.ts). Per request it can only afford quality 5,
    // which leaves the entry chunk about 9 KB bigger on the wire and slows the largest paint.
    compression({
      include: /\.(js|css|html|svg|webmanifest|json)$/,
      exclude: /^\.vite\//,
      threshold: 1024,
      algorithms: [
        defineAlgorithm('brotliCompress', {
          params: { [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY },
        }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
      logLevel: 'silent',
    }),
  ].map(forEnvironments),
});
