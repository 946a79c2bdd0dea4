/**
 * React DOM's client is a chunk of its own that the entry loads with import() (src/main.tsx), so
 * the browser evaluates it in a task of its own rather than in the one that runs the entry, the
 * router and the shell: on a cold load at 4x CPU that one task would otherwise be the longest of
 * the page, the largest share of its TBT. The HTML asks for it with the entry's own preloads, so
 * it downloads beside the entry rather than after the entry has run.
 */
import type { Plugin } from 'vite';
import { bundleHtmlPlugin } from './bundleHtmlPlugin';

export const REACT_DOM_CLIENT = 'react-dom-client';

/** The entry's last modulepreload (Vite writes them after the entry's script tag). */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="[^"]+"><\/script>/;

export function withReactDomPreload(html: string, fileName: string): string {
  if (!ENTRY_SCRIPT.test(html)) throw new Error('react-dom chunk: index.html has no entry script');
  return html.replace(
    ENTRY_SCRIPT,
    (script) => `${script}\n    <link rel="modulepreload" crossorigin href="/${fileName}">`,
  );
}

export function reactDomChunkPlugin(): Plugin {
  return bundleHtmlPlugin('docket-react-dom-chunk', (html, bundle) => {
    const chunk = Object.values(bundle).find(
      (output) =>
        output.type === 'chunk' && output.fileName.startsWith(`assets/${REACT_DOM_CLIENT}-`),
    );
    if (!chunk) throw new Error(`react-dom chunk: the build has no ${REACT_DOM_CLIENT} chunk`);
    return withReactDomPreload(html, chunk.fileName);
  });
}
