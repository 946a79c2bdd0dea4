/**
 * React Router's package sends every import to its development build, which differs from the
 * production one only in its developer warnings (`ENABLE_DEV_WARNINGS`): their code, and the
 * checks on each render of the routes. Builds take the production build; `npm run dev` and the
 * tests keep the warnings.
 */
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

const PRODUCTION_FILES: Record<string, string> = {
  'react-router': 'index.mjs',
  'react-router/dom': 'dom-export.mjs',
};

export function reactRouterProductionPlugin(root: string): Plugin {
  const production = resolve(root, 'node_modules/react-router/dist/production');
  return {
    name: 'docket-react-router-production',
    apply: 'build',
    enforce: 'pre',
    resolveId(source) {
      const file = PRODUCTION_FILES[source];
      return file === undefined ? null : resolve(production, file);
    },
  };
}
