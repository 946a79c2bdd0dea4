/**
 * The page's `zod/mini` imports resolve to src/app/zodWithoutEval.ts, which sets zod jitless before
 * re-exporting it (see there). Client build only: the API worker's build (worker.plugins) and the
 * server's render keep zod as it is. Full `zod` (the build's and the server's brand checks) has no
 * place in the page: importing it there fails the build rather than shipping it unnoticed.
 */
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

export function zodJitlessPlugin(root: string): Plugin {
  const shim = resolve(root, 'src/app/zodWithoutEval.ts');
  return {
    name: 'docket-zod-jitless',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    async resolveId(source, importer) {
      if (source === 'zod')
        this.error(`${importer ?? 'the page'} imports zod: the page's schemas use zod/mini`);
      if (source !== 'zod/mini' || importer === shim) return null;
      return shim;
    },
  };
}
