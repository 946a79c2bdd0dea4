/**
 * Chunks the service worker does not precache: the ones holding a library that loads only where
 * it is used (payments, QR, maps, phone numbers). Precaching them would make every
 * install download, say, the 100 KB QR reader that most customers never open; the service
 * worker caches each one at run time the first time it is fetched instead (worker/sw.ts).
 */
import type { Plugin } from 'vite';

/** npm packages that load only on the screen that uses them. */
export const ROUTE_LOCAL_PACKAGES = [
  'braintree-web',
  'html5-qrcode',
  '@react-google-maps/api',
  // Not a dependency of ours: the loader @react-google-maps/api itself imports.
  '@googlemaps/js-api-loader',
  'libphonenumber-js',
] as const;

const PACKAGE = /node_modules\/((?:@[^/]+\/)?[^/]+)/;

export function packageOf(moduleId: string): string | null {
  return PACKAGE.exec(moduleId)?.[1] ?? null;
}

/** Records, per build, which output files hold a route-local package. */
export function onDemandChunksPlugin(found: Set<string>): Plugin {
  return {
    name: 'docket-on-demand-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const local = output.moduleIds.some((id) =>
          (ROUTE_LOCAL_PACKAGES as readonly string[]).includes(packageOf(id) ?? ''),
        );
        if (local) found.add(output.fileName);
      }
    },
  };
}

type ManifestEntry = { url: string; revision: string | null; size: number };

/** A workbox-build manifestTransform that leaves the recorded chunks out of the precache. */
export function withoutOnDemandChunks(found: Set<string>) {
  return async (entries: ManifestEntry[]) => ({
    manifest: entries.filter((entry) => !found.has(entry.url.replace(/^\//, ''))),
    warnings: [],
  });
}
