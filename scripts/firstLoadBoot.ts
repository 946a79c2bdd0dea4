/**
 * A few lines of script in index.html's head that start, while the HTML is still parsing, what
 * the app's own code would only start after its entry chunk has downloaded and run, because on a
 * slow connection every step that waits for the one before costs the LCP a round trip:
 *
 *   - on a cold open of a menu link (no service worker controls the page, and the API worker has
 *     never run here: no WARM_MARK in localStorage, src/app/bootNames.ts), the menu's Merchant
 *     call itself, left on window.__docketColdMenu. The API worker then waits for the first
 *     screen: its script is a third of the first load, and the menu does not need it to show.
 *   - otherwise the API worker, so its script downloads beside the entry chunk; on a menu link its
 *     name carries the path, and the worker starts that menu's load as soon as it runs
 *     (worker/bootHint.ts). src/app/workerClient.ts adopts this worker instead of making one.
 *   - on a menu link, modulepreload of the menu screen's chunks and its stylesheets; on the other
 *     client-rendered customer routes (cart, checkout, sign-in, receipt: each has a first-load
 *     budget) the same for that route's screen, so its code downloads beside the entry chunk
 *     instead of after the entry has run and the route is decided.
 *
 * If the script fails, nothing is lost: the app starts the worker and loads the chunks itself.
 */
import type { Plugin } from 'vite';
import { bundleHtmlPlugin } from './bundleHtmlPlugin';
import { API_WORKER_NAME, COLD_MENU_PATH, WARM_MARK } from '../src/app/bootNames';

export { COLD_MENU_PATH };
import type { Brand } from '../src/brand/schema';
import { commonFields, requestBody } from '../worker/protocol/requestBody';

const MENU_SCREEN = 'src/features/menu/MenuScreen.tsx';

/**
 * Paths whose screen's code is preloaded from the HTML, beside the menu's: the screen
 * the route table renders there for a visitor (src/domain/routeTable.ts). A signed-in member on
 * /login is sent on elsewhere; the preload is then a few KB fetched for nothing.
 */
export const PRELOADED_ROUTES: ReadonlyArray<{ path: RegExp; screen: string }> = [
  { path: /^\/cart\/?$/, screen: 'src/features/cart/CartScreen.tsx' },
  { path: /^\/checkout\/?$/, screen: 'src/features/checkout/CheckoutScreen.tsx' },
  {
    path: /^\/(?:login|signin|signup|cart\/login|checkout\/login)\/?$/,
    screen: 'src/features/account/SignInScreen.tsx',
  },
  {
    path: /^\/(?:order|account\/orders)\/[^/]+\/?$/,
    screen: 'src/features/receipt/ReceiptScreen.tsx',
  },
];
const WORKER_FILE = /^assets\/api\.worker-[^/]+\.js$/;

export type OutputChunk = {
  type: 'chunk';
  fileName: string;
  moduleIds: string[];
  imports: string[];
  isEntry: boolean;
  viteMetadata?: { importedCss: Set<string> };
};
export type Output = OutputChunk | { type: 'asset'; fileName: string };

/** The chunks the given chunks load, themselves included, following static imports. */
function staticClosure(bundle: Record<string, Output>, starts: string[]): Set<string> {
  const closure = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (closure.has(fileName) || chunk?.type !== 'chunk') return;
    closure.add(fileName);
    for (const imported of chunk.imports) visit(imported);
  };
  starts.forEach(visit);
  return closure;
}

/** The chunks (and their CSS) a screen's chunk loads statically, less those the entry already has. */
export function screenFiles(bundle: Record<string, Output>, menu: string) {
  const entries = Object.values(bundle).filter(
    (output): output is OutputChunk => output.type === 'chunk' && output.isEntry,
  );
  const inEntry = staticClosure(
    bundle,
    entries.map((entry) => entry.fileName),
  );
  const scripts = [...staticClosure(bundle, [menu])].filter((file) => !inEntry.has(file));
  const styles = scripts.flatMap((file) => {
    const chunk = bundle[file] as OutputChunk;
    return [...(chunk.viteMetadata?.importedCss ?? [])];
  });
  return { scripts, styles };
}

/** The Merchant call of a cold open: where to send it, and its form fields but the two below. */
export type MenuRequest = {
  url: string;
  /** Every field of the body, in order; menu_name and local_ts are set when the page opens. */
  fields: Record<string, string>;
};

/**
 * The Merchant call of a cold open: the API worker's own body (worker/menu/loadMenu.ts) without a
 * session, which a first visit does not have.
 */
export function coldMenuRequest(brand: Brand): MenuRequest {
  const body = requestBody({
    action: 'Merchant',
    payload: { menu_name: '', return_menu: '1', return_order: '1' },
    common: commonFields({ brand, sid: null, now: 0 }),
  });
  return { url: brand.apiBaseUrl, fields: Object.fromEntries(body) };
}

/** A route whose screen's files are preloaded on paths matching `path` (not the menu's). */
export type RoutePreload = { path: RegExp; scripts: string[]; styles: string[] };

export type BootScriptInput = {
  workerUrl: string;
  menuScripts: string[];
  menuStyles: string[];
  menuRequest: MenuRequest;
  routes?: RoutePreload[];
};

/**
 * The inline script; the menu's scripts and styles are preloaded on /menu/ paths, each other
 * route's on its own paths.
 */
export function bootScript(input: BootScriptInput): string {
  const { workerUrl, menuScripts, menuStyles, menuRequest, routes = [] } = input;
  // Each file once (routes share chunks), each route's links as indexes into the list: the table
  // is in every page's HTML, so it is kept short. A .css file is a stylesheet preload.
  const files: string[] = [];
  const indexes = (scripts: string[], styles: string[]) =>
    [...scripts, ...styles].map((file) => {
      if (!files.includes(file)) files.push(file);
      return files.indexOf(file);
    });
  const menuLinks = JSON.stringify(indexes(menuScripts, menuStyles));
  const routeLinks = routes
    .map(
      (route) => `[${String(route.path)},${JSON.stringify(indexes(route.scripts, route.styles))}]`,
    )
    .join(',');
  return [
    '(function(){',
    'var path=location.pathname,menu=/^\\/menu\\/[^/]/.test(path),cold=null;',
    `var m=${String(COLD_MENU_PATH)}.exec(path);`,
    'try{if(m&&m[1]!=="login"&&!(navigator.serviceWorker&&navigator.serviceWorker.controller)' +
      `&&!localStorage.getItem(${JSON.stringify(WARM_MARK)}))cold=m[1]}catch(e){}`,
    // A server-rendered page carries the menu's answer itself: src/app/ssr/boot.ts.
    'if(cold){if(!document.documentElement.hasAttribute("data-docket-ssr")){',
    `var b=new URLSearchParams(${JSON.stringify(menuRequest.fields)});`,
    'b.set("menu_name",cold);b.set("local_ts",String(Math.floor(Date.now()/1000)));',
    'try{performance.mark("docket:cold-menu-fetch")}catch(e){}',
    'window.__docketColdMenu={slug:cold,answer:fetch(' +
      JSON.stringify(menuRequest.url) +
      ',{method:"POST",body:b,credentials:"omit"})' +
      '.then(function(r){return r.ok?r.text():null})' +
      '.then(function(t){try{performance.mark("docket:cold-menu-answer")}catch(e){}' +
      'return t===null?null:{text:t,receivedAt:Date.now()}},function(){return null})}',
    '}}else{',
    'try{window.__docketApiWorker=new Worker(' +
      JSON.stringify(workerUrl) +
      `,{type:"module",name:menu?${JSON.stringify(`${API_WORKER_NAME} `)}+path:${JSON.stringify(API_WORKER_NAME)}})}catch(e){}`,
    '}',
    `var f=${JSON.stringify(files)},links=menu?${menuLinks}:null;`,
    `if(!links){var r=[${routeLinks}];`,
    'for(var i=0;i<r.length;i++)if(r[i][0].test(path)){links=r[i][1];break}}',
    'if(!links)return;',
    'var ssr=document.documentElement.hasAttribute("data-docket-ssr");',
    'links.forEach(function(n){',
    'var e=document.createElement("link"),h=f[n],css=/\\.css$/.test(h);',
    'e.rel=css?"preload":"modulepreload";e.href="/"+h;',
    // A server-rendered page paints without its code: the code comes after the CSS.
    'if(ssr&&!css)e.fetchPriority="low";',
    // Vite's loader asks for the stylesheet in cors mode; the preload must match to be used.
    'if(css){e.as="style";e.crossOrigin=""}document.head.appendChild(e)});',
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

export function firstLoadBootPlugin(menuRequest: MenuRequest): Plugin {
  return bundleHtmlPlugin('docket-first-load-boot', (html, bundle) => {
    const worker = Object.keys(bundle).find((fileName) => WORKER_FILE.test(fileName));
    const menu = Object.values(bundle).find(
      (output): output is OutputChunk =>
        output.type === 'chunk' && output.moduleIds.some((id) => id.endsWith(MENU_SCREEN)),
    );
    if (!worker || !menu) {
      throw new Error(`first-load boot: no ${worker ? MENU_SCREEN : 'API worker'} chunk`);
    }
    const { scripts, styles } = screenFiles(bundle, menu.fileName);
    const routes = PRELOADED_ROUTES.map(({ path, screen }) => {
      const chunk = Object.values(bundle).find(
        (output): output is OutputChunk =>
          output.type === 'chunk' && output.moduleIds.some((id) => id.endsWith(screen)),
      );
      if (!chunk) throw new Error(`first-load boot: no chunk holds ${screen}`);
      return { path, ...screenFiles(bundle, chunk.fileName) };
    });
    return withBootScript(
      html,
      bootScript({
        workerUrl: `/${worker}`,
        menuScripts: scripts,
        menuStyles: styles,
        menuRequest,
        routes,
      }),
    );
  });
}
