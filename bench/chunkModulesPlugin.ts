/**
 * With BENCH_STATS=1, records which npm packages each output chunk contains, so the bench can
 * prove the menu route loads no payments, QR, maps or phone-number library.
 */
import type { Plugin } from 'vite';

const PACKAGE = /node_modules\/((?:@[^/]+\/)?[^/]+)/;

export function chunkModulesPlugin(): Plugin {
  return {
    name: 'docket-chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      if (!process.env.BENCH_STATS) return;
      const chunks: Record<string, string[]> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const packages = new Set<string>();
        for (const id of output.moduleIds) {
          const match = PACKAGE.exec(id);
          if (match?.[1]) packages.add(match[1]);
        }
        chunks[output.fileName] = [...packages].sort();
      }
      this.emitFile({
        type: 'asset',
        fileName: '.vite/chunk-packages.json',
        source: JSON.stringify(chunks, null, 2),
      });
    },
  };
}
