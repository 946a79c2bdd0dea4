/**
 * A few lines of script in index.html's head that start, while the HTML is still parsing, what
 * the app's own code would only start after its entry chunk has downloaded and run (issue 5: LCP
 * on a slow connection, where every step that waits for the one before costs a round trip):
 *
 *   - the API worker, so its script downloads beside the entry chunk; on a menu link its name
 *     carries the path, and the worker starts that menu's load as soon as it runs
 *     (worker/bootHint.ts). src/app/workerClient.ts adopts this worker instead of making one.
 *   - on a menu link, modulepreload of the menu screen's chunks and its stylesheets.
 *
 * If the script fails, nothing is lost: the app starts the worker and loads the chunks itself.
 */
import type { Plugin } from 'vite';

const MENU_SCREEN = 'src/features/menu/MenuScreen.tsx';
const WORKER_FILE = /^assets\/api\.worker-[^/]+\.js$/;

type OutputChunk = {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  moduleIds: string[];
  imports: string[];
  isEntry: boolean;
  viteMetadata?: { importedCss: Set<string> };
};
type Output = OutputChunk | { type: 'asset'; fileName: string };

/** The chunks (and their CSS) a chunk loads statically, less those the entry already has. */
function staticFiles(bundle: Record<string, Output>, start: string, skip: Set<string>) {
  const scripts: string[] = [];
  const styles: string[] = [];
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    if (seen.has(fileName) || skip.has(fileName)) return;
    seen.add(fileName);
    const chunk = bundle[fileName];
    if (chunk?.type !== 'chunk') return;
    scripts.push(fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) styles.push(css);
    for (const imported of chunk.imports) visit(imported);
  };
  visit(start);
  return { scripts, styles };
}

function entryClosure(bundle: Record<string, Output>): Set<string> {
  const closure = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (closure.has(fileName) || chunk?.type !== 'chunk') return;
    closure.add(fileName);
    for (const imported of chunk.imports) visit(imported);
  };
  for (const output of Object.values(bundle)) {
    if (output.type === 'chunk' && output.isEntry) visit(output.fileName);
  }
  return closure;
}

/** The inline script; `menuFiles` are preloaded on /menu/ paths only. */
export function bootScript(workerUrl: string, menuScripts: string[], menuStyles: string[]): string {
  const links = [
    ...menuScripts.map((file) => ['modulepreload', `/${file}`]),
    ...menuStyles.map((file) => ['preload', `/${file}`]),
  ];
  return [
    '(function(){',
    'var path=location.pathname,menu=/^\\/menu\\/[^/]/.test(path);',
    'try{window.__docketApiWorker=new Worker(' +
      JSON.stringify(workerUrl) +
      ',{type:"module",name:menu?"docket-api "+path:"docket-api"})}catch(e){}',
    'if(!menu)return;',
    `${JSON.stringify(links)}.forEach(function(l){`,
    'var e=document.createElement("link");e.rel=l[0];e.href=l[1];',
    // Vite's loader asks for the stylesheet in cors mode; the preload must match to be used.
    'if(l[0]==="preload"){e.as="style";e.crossOrigin=""}document.head.appendChild(e)});',
    '})();',
  ].join('');
}

/**
 * Puts the script first in the head, just after the charset: a script after a stylesheet link
 * waits for that stylesheet, and this one should start its fetches with the HTML's own.
 */
export function withBootScript(html: string, script: string): string {
  const charset = /<meta charset="UTF-8" \/>/i;
  if (!charset.test(html)) throw new Error('first-load boot: index.html has no charset meta');
  return html.replace(charset, (meta) => `${meta}\n    <script>${script}</script>`);
}

export function firstLoadBootPlugin(): Plugin {
  return {
    name: 'docket-first-load-boot',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle as Record<string, Output> | undefined;
        if (!bundle) return html;
        const worker = Object.keys(bundle).find((fileName) => WORKER_FILE.test(fileName));
        const menu = Object.values(bundle).find(
          (output): output is OutputChunk =>
            output.type === 'chunk' && output.moduleIds.some((id) => id.endsWith(MENU_SCREEN)),
        );
        if (!worker || !menu) {
          throw new Error(`first-load boot: no ${worker ? MENU_SCREEN : 'API worker'} chunk`);
        }
        const { scripts, styles } = staticFiles(bundle, menu.fileName, entryClosure(bundle));
        return withBootScript(html, bootScript(`/${worker}`, scripts, styles));
      },
    },
  };
}
