/**
 * virtual:brand-pages: the about, terms and privacy texts of this build's brand, each its own
 * lazy chunk: the brand's brands/<id>/pages/<page>.md when it has one, else the default in
 * src/features/info/pages/. Only those files enter the build: a glob over every brand's pages put
 * every brand's pages, and the defaults the brand replaces, in every build and its precache.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

export const BRAND_PAGES_MODULE = 'virtual:brand-pages';
const RESOLVED = `\0${BRAND_PAGES_MODULE}`;
export const PAGE_NAMES = ['about', 'terms', 'privacy'] as const;
export type PageName = (typeof PAGE_NAMES)[number];

/** Each page's file, as a path from the project root ('/brands/demo/pages/terms.md'). */
export function brandPageFiles(root: string, brandId: string): Partial<Record<PageName, string>> {
  const files: Partial<Record<PageName, string>> = {};
  for (const name of PAGE_NAMES) {
    const candidates = [
      `/brands/${brandId}/pages/${name}.md`,
      `/src/features/info/pages/${name}.md`,
    ];
    const found = candidates.find((path) => existsSync(resolve(root, `.${path}`)));
    if (found !== undefined) files[name] = found;
  }
  return files;
}

export function brandPagesPlugin(root: string, brandId: string): Plugin {
  return {
    name: 'docket-brand-pages',
    resolveId: (id) => (id === BRAND_PAGES_MODULE ? RESOLVED : null),
    load(id) {
      if (id !== RESOLVED) return null;
      const loaders = Object.entries(brandPageFiles(root, brandId)).map(
        ([name, path]) =>
          `  ${name}: () => import(${JSON.stringify(`${path}?raw`)}).then((module) => module.default),`,
      );
      return `export default {\n${loaders.join('\n')}\n};\n`;
    },
  };
}
