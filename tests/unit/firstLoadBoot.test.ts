import 'fake-indexeddb/auto';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { WARM_MARK } from '@/app/coldStart';
import { menuSlugOfPath } from '@/domain/menuPath';
import { setLogSink } from '@worker/log';
import {
  bootScript,
  COLD_MENU_PATH,
  coldMenuRequest,
  PRELOADED_ROUTES,
  withBootScript,
  type MenuRequest,
  type RoutePreload,
} from '../../scripts/firstLoadBoot';
import { demoBrand } from './support/brand';
import { answeringFetch, recordingFetch } from './support/recordingFetch';
import { serverlessWorker } from './support/serverlessWorker';

type Link = { rel: string; href: string; as?: string; crossOrigin?: string };
type Sent = { url: string; init: { method: string; body: URLSearchParams; credentials: string } };
type ColdBoot = {
  slug: string;
  answer: Promise<{ text: string; receivedAt: number } | null>;
};

const FIELDS = { RequestAction: 'Merchant', menu_name: '', app_id: 'demo', local_ts: '0' };

/**
 * Runs the inline script as a page at `pathname` would, with a recording Worker, fetch and
 * <head>. `controlled`: a service worker controls the page; `warm`: the API worker has run here.
 */
function boot(
  pathname: string,
  options: {
    WorkerImpl?: unknown;
    controlled?: boolean;
    warm?: boolean;
    storage?: 'refuses';
    /** The server rendered the page and embedded the menu's answer. */
    serverRendered?: boolean;
    answer?: () => Promise<unknown>;
    request?: MenuRequest;
    routes?: RoutePreload[];
  } = {},
) {
  const workers: Array<{ url: string; options: { type: string; name: string } }> = [];
  const head: Link[] = [];
  const sent: Sent[] = [];
  const marks: string[] = [];
  const window: { __docketApiWorker?: unknown; __docketColdMenu?: ColdBoot } = {};
  const RecordingWorker = function (this: object, url: string, workerOptions: never) {
    workers.push({ url, options: workerOptions });
  };
  runInNewContext(
    bootScript({
      workerUrl: '/assets/api.worker-abc.js',
      menuScripts: ['assets/MenuScreen-1.js'],
      menuStyles: ['assets/MenuScreen-2.css'],
      menuRequest: options.request ?? { url: '/api', fields: FIELDS },
      routes: options.routes,
    }),
    {
      window,
      location: { pathname },
      Worker: options.WorkerImpl ?? RecordingWorker,
      navigator: { serviceWorker: { controller: options.controlled ? {} : null } },
      localStorage: {
        getItem: (key: string) => {
          if (options.storage === 'refuses') throw new Error('SecurityError');
          return options.warm && key === WARM_MARK ? '1' : null;
        },
      },
      performance: { mark: (name: string) => void marks.push(name) },
      URLSearchParams,
      Date,
      fetch: (url: string, init: Sent['init']) => {
        sent.push({ url, init });
        return (options.answer ?? (() => Promise.resolve({ ok: true, text: async () => '{}' })))();
      },
      document: {
        documentElement: {
          hasAttribute: (name: string) => !!options.serverRendered && name === 'data-docket-ssr',
        },
        createElement: () => ({}) as Link,
        head: { appendChild: (link: Link) => head.push({ ...link }) },
      },
    },
  );
  return { workers, head, window, sent, marks };
}

const PRELOADS = [
  { rel: 'modulepreload', href: '/assets/MenuScreen-1.js' },
  { rel: 'preload', href: '/assets/MenuScreen-2.css', as: 'style', crossOrigin: '' },
];

describe('the first-load boot script, cold open of a menu link', () => {
  it('fetches the menu itself, starts no worker, and preloads the menu screen', async () => {
    const { workers, head, window, sent, marks } = boot('/menu/fig-and-olive');
    expect(workers).toEqual([]);
    expect(head).toEqual(PRELOADS);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe('/api');
    expect(sent[0]!.init.method).toBe('POST');
    expect(sent[0]!.init.credentials).toBe('omit');
    const body = Object.fromEntries(sent[0]!.init.body);
    expect(body.menu_name).toBe('fig-and-olive');
    expect(Number(body.local_ts)).toBeCloseTo(Date.now() / 1000, -1);
    expect(Object.keys(body)).toEqual(Object.keys(FIELDS));
    expect(window.__docketColdMenu?.slug).toBe('fig-and-olive');
    const answer = await window.__docketColdMenu?.answer;
    expect(answer?.text).toBe('{}');
    expect(marks).toEqual(['docket:cold-menu-fetch', 'docket:cold-menu-answer']);
  });

  it('on a server-rendered page fetches nothing and starts no worker: the page has the answer', () => {
    const { workers, head, window, sent } = boot('/menu/fig-and-olive', { serverRendered: true });
    expect(sent).toEqual([]);
    expect(workers).toEqual([]);
    expect(window.__docketColdMenu).toBeUndefined();
    // It paints from its HTML: the screen's code loads after the stylesheets.
    expect(head).toEqual([{ ...PRELOADS[0], fetchPriority: 'low' }, PRELOADS[1]]);
  });

  it.each([
    ['a failed fetch', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['an HTTP error', () => Promise.resolve({ ok: false, text: async () => 'oops' })],
    [
      'a body that breaks off',
      () => Promise.resolve({ ok: true, text: () => Promise.reject(new Error('reset')) }),
    ],
  ])('leaves a null answer after %s', async (_case, answer) => {
    const { window } = boot('/menu/fig-and-olive/item/7', { answer });
    await expect(window.__docketColdMenu?.answer).resolves.toBeNull();
  });

  it("sends the API worker's own Merchant body (worker/menu/loadMenu.ts)", async () => {
    const recorder = recordingFetch(answeringFetch({ ResponseCode: 'ERROR', Response: ['No'] }));
    const { api } = serverlessWorker({ fetch: recorder.fetch, now: () => Date.now() });
    const restore = setLogSink(() => undefined);
    await api.loadMenu({ slug: 'fig' }).finally(restore);
    const { sent } = boot('/menu/fig', { request: coldMenuRequest(demoBrand()) });
    const worker = Object.fromEntries(recorder.requests[0]!.body);
    const page = Object.fromEntries(sent[0]!.init.body);
    expect(Number(page.local_ts)).toBeCloseTo(Number(worker.local_ts), -1);
    expect({ ...page, local_ts: '' }).toEqual({ ...worker, local_ts: '' });
    expect(new URL(sent[0]!.url, 'http://docket.test').href).toBe(recorder.requests[0]!.url);
  });
});

describe('the first-load boot script, any other open', () => {
  it.each([
    ['a service worker controls the page', { controlled: true }],
    ['the API worker has run here', { warm: true }],
    ['storage is refused', { storage: 'refuses' as const }],
  ])('when %s: starts the API worker named after the menu path', (_case, options) => {
    const { workers, head, window, sent } = boot('/menu/fig-and-olive', options);
    expect(sent).toEqual([]);
    expect(window.__docketColdMenu).toBeUndefined();
    expect(workers).toEqual([
      {
        url: '/assets/api.worker-abc.js',
        options: { type: 'module', name: 'docket-api /menu/fig-and-olive' },
      },
    ]);
    expect(window.__docketApiWorker).toBeDefined();
    expect(head).toEqual(PRELOADS);
  });

  it.each(['/', '/locations', '/menu/', '/account/orders', '/menu/login'])(
    'on %s starts the plain or path-named worker and fetches nothing',
    (pathname) => {
      const { workers, sent } = boot(pathname);
      expect(sent).toEqual([]);
      expect(workers).toHaveLength(1);
    },
  );

  it('on a menu path with escapes leaves the slug to the app (warm path)', () => {
    const { workers, sent } = boot('/menu/fig%20olive');
    expect(sent).toEqual([]);
    expect(workers.map((worker) => worker.options.name)).toEqual(['docket-api /menu/fig%20olive']);
  });

  it('leaves the worker to the app where one cannot be made here', () => {
    const Refusing = function () {
      throw new Error('SecurityError');
    };
    const { window, head } = boot('/menu/fig-and-olive', { WorkerImpl: Refusing, warm: true });
    expect(window.__docketApiWorker).toBeUndefined();
    expect(head).toHaveLength(2);
  });
});

// Every customer route has a first-load budget: the client-rendered ones fetch their screen's code
// with the entry chunk, as the menu does.
describe("the first-load boot script on another route's path", () => {
  const routes: RoutePreload[] = [
    { path: /^\/cart\/?$/, scripts: ['assets/CartScreen-1.js'], styles: ['assets/cart-2.css'] },
    { path: /^\/order\/[^/]+\/?$/, scripts: ['assets/ReceiptScreen-3.js'], styles: [] },
  ];

  it.each([
    [
      '/cart',
      [
        { rel: 'modulepreload', href: '/assets/CartScreen-1.js' },
        { rel: 'preload', href: '/assets/cart-2.css', as: 'style', crossOrigin: '' },
      ],
    ],
    ['/order/42', [{ rel: 'modulepreload', href: '/assets/ReceiptScreen-3.js' }]],
    ['/cart/extra', []],
    ['/account', []],
    ['/', []],
  ])('%s: starts the worker and preloads %j', (pathname, links) => {
    const { workers, head, sent } = boot(pathname, { routes });
    expect(sent).toEqual([]);
    expect(workers.map((worker) => worker.options.name)).toEqual(['docket-api']);
    expect(head).toEqual(links);
  });

  it('on a menu link preloads the menu screen, not a route of the list', () => {
    const everywhere = [{ path: /./, scripts: ['assets/Other.js'], styles: [] }];
    expect(boot('/menu/fig-and-olive', { routes: everywhere }).head).toEqual(PRELOADS);
  });

  it.each([
    ['/cart', 'src/features/cart/CartScreen.tsx'],
    ['/checkout', 'src/features/checkout/CheckoutScreen.tsx'],
    ['/login', 'src/features/account/SignInScreen.tsx'],
    ['/cart/login', 'src/features/account/SignInScreen.tsx'],
    ['/order/12', 'src/features/receipt/ReceiptScreen.tsx'],
    ['/account/orders/12', 'src/features/receipt/ReceiptScreen.tsx'],
    ['/account/orders', null],
    ['/account', null],
  ])('the build preloads for %s: %s', (pathname, screen) => {
    const route = PRELOADED_ROUTES.find(({ path }) => path.test(pathname));
    expect(route?.screen ?? null).toBe(screen);
  });
});

describe("the cold open's slug", () => {
  it.each([
    '/menu/fig',
    '/menu/fig-and-olive/',
    '/menu/Fig_2/item/7',
    '/menu/fig/item/7/',
    '/menu/fig.',
    '/menu/fig%2C',
    '/menu/login',
    '/menu/fig/other',
  ])('%s: the one the app reads, or none', (pathname) => {
    const match = COLD_MENU_PATH.exec(pathname);
    if (match === null) return;
    const slug = match[1]!;
    if (slug === 'login') return;
    expect(slug).toBe(menuSlugOfPath(pathname));
  });
});

describe('where the boot script goes', () => {
  it('right after the charset, before any stylesheet', () => {
    const html =
      '<head>\n    <meta charset="UTF-8" />\n    <link rel="stylesheet" href="/a.css">\n</head>';
    const out = withBootScript(html, 'boot()');
    expect(out.indexOf('<script>boot()</script>')).toBeGreaterThan(out.indexOf('charset'));
    expect(out.indexOf('<script>boot()</script>')).toBeLessThan(out.indexOf('stylesheet'));
  });

  it('refuses a page without the charset meta rather than guess', () => {
    expect(() => withBootScript('<head></head>', 'boot()')).toThrow(/charset/);
  });
});
