/**
 * With BENCH_STATS=1, records which npm packages each output chunk contains, so the bench can
 * prove the menu route loads no payments, QR, maps or phone-number library, and the gzip weight
 * each package or source file adds to its chunk (.vite/chunk-weights.json), to see what to trim.
 */
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { packageOf } from '../scripts/onDemandChunks';

/** A module's group: its npm package, else its path in the project. */
function groupOf(id: string): string {
  return packageOf(id) ?? id.replace(`${process.cwd()}/`, '');
}

/**
 * `prefix` names the files: '' for the page's build, 'worker-' for the API worker's (Vite bundles
 * workers in a build of their own, whose chunks the page's build never sees).
 */
export function chunkModulesPlugin(prefix = ''): Plugin {
  return {
    name: 'docket-chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      if (!process.env.BENCH_STATS) return;
      const chunks: Record<string, string[]> = {};
      const weights: Record<string, Array<[string, number]>> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const packages = new Set<string>();
        const bytes = new Map<string, number>();
        for (const id of output.moduleIds) {
          const name = packageOf(id);
          if (name) packages.add(name);
          const code = output.modules[id]?.code ?? '';
          const group = groupOf(id);
          bytes.set(group, (bytes.get(group) ?? 0) + gzipSync(code).length);
        }
        chunks[output.fileName] = [...packages].sort();
        weights[output.fileName] = [...bytes].sort((a, b) => b[1] - a[1]);
      }
      this.emitFile({
        type: 'asset',
        fileName: `.vite/${prefix}chunk-packages.json`,
        source: JSON.stringify(chunks, null, 2),
      });
      this.emitFile({
        type: 'asset',
        fileName: `.vite/${prefix}chunk-weights.json`,
        source: JSON.stringify(weights, null, 1),
      });
    },
  };
}
