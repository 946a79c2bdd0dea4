/**
 * The page's `zod` imports resolve to src/app/zodWithoutEval.ts, which sets zod jitless before
 * re-exporting it (see there). Client build only: the API worker's build (worker.plugins) and the
 * server's render keep zod as it is.
 */
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

export function zodJitlessPlugin(root: string): Plugin {
  const shim = resolve(root, 'src/app/zodWithoutEval.ts');
  return {
    name: 'docket-zod-jitless',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (source !== 'zod' || importer === shim) return null;
      return shim;
    },
  };
}
