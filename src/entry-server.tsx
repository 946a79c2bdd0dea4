/**
 * The server's render of Home and Menu (so the first paint comes from HTML), built by `vite build`
 * into <outDir>/.ssr/entry-server.js (vite.config.ts) and loaded by server/http/ssr.ts.
 *
 *   pagePlan(path)   → which answer the page needs (the cold open's own Merchant call, or AppHome),
 *                      as the form body the page would send; null: the path is not rendered here
 *   renderPage(...)  → the built index.html with the screen's markup in #root, the answer embedded
 *                      for hydration (src/app/ssr/boot.ts), and the head's description, canonical
 *                      address, Open Graph tags and the menu's schema.org JSON-LD; null when the
 *                      answer cannot be shown or the route table sends the path elsewhere (the
 *                      server then sends index.html as before)
 *
 * The same components render as on the page, from the same values the page's first render reads
 * (src/app/ssr/seed.ts), so hydration finds the markup it would have made.
 */
import '@/app/zodWithoutEval';
import createDOMPurify, { type DOMPurify } from 'dompurify';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { appHomeResponseSchema } from '@/api/appHome';
import { App } from '@/app/App';
import { COLD_MENU_PATH } from '@/app/bootNames';
import { coldMenuRows } from '@/app/coldStart';
import { resolveLocation } from '@/app/navigation/resolveLocation';
import { pageOrigin, setSeed, type Seed, type SeededEmbed } from '@/app/ssr/seed';
import type { SsrPayload } from '@/app/ssr/payload';
import { RESPONSE_CODES } from '@/api/responseCodes';
import type { MenuRows } from '@/liveQueries/menuRows';
import { homeRow } from '@/liveQueries/homeRow';
import { coldRouteOf, type ColdRouteKind } from '@/domain/coldRoutes';
import { menuRenderedOnServer } from '@/domain/serverRenderedMenu';
import { embedSource } from '@/domain/homeBlocks';
import { menuJsonLd } from '@/domain/menuJsonLd';
import { SERVER_PHRASES } from '@/domain/serverPhrases';
import { scriptJson } from '@/domain/scriptJson';
import { splitHoisted } from '@/domain/hoistedMarkup';
import { preloadFulfilmentPopup } from '@/features/fulfilment/FulfilmentGate';
import { configurePurifier, sanitizeWith } from '@/features/home/sanitizeHtml';
import type { HomeData } from '@worker/db/queries';
import { MAX_EMBED_CHARS } from '@worker/home/embedHtml';
import { commonFields, requestBody } from '@worker/protocol/requestBody';

const brand = __BRAND__;

/** The modules whose stylesheets the screen's first paint needs (from the build manifest). */
const MENU_MODULES = [
  'src/features/menu/MenuScreen.tsx',
  // The fulfilment sheet a cold menu opens on load (FulfilmentGate renders it from the seed).
  'src/features/fulfilment/FulfilmentPopup.tsx',
];
const ITEM_MODULES = ['src/features/item/ItemRoute.tsx'];
const HOME_MODULES = ['src/features/home/HomeScreen.tsx'];
/** The screens of the client-rendered customer routes a new visitor gets as HTML. */
const COLD_ROUTE_MODULES: Record<ColdRouteKind, string> = {
  cart: 'src/features/cart/CartScreen.tsx',
  checkout: 'src/features/checkout/CheckoutScreen.tsx',
  signIn: 'src/features/account/SignInScreen.tsx',
  receipt: 'src/features/receipt/ReceiptScreen.tsx',
};

export type PagePlan = {
  kind: 'menu' | 'home' | ColdRouteKind;
  /** The menu's slug ('' for home, sign-in and the receipt). */
  slug: string;
  /** Where the page's call goes (the brand's API address) and its form body; null: no call. */
  url: string;
  body: string | null;
  /** The modules whose CSS the first paint needs (keys of the build's manifest). */
  modules: string[];
};

function call(action: string, payload: Record<string, string>, now: number) {
  return requestBody({
    action,
    payload,
    common: commonFields({ brand, sid: null, now }),
  }).toString();
}

/** The cold open's own Merchant call for a menu (scripts/firstLoadBoot.ts), without a session. */
function menuCall(slug: string, now: number): string {
  return call(
    'Merchant',
    {
      menu_name: slug,
      return_menu: '1',
      return_order: '1',
      local_ts: String(Math.floor(now / 1000)),
    },
    now,
  );
}

/** The answer `path` is rendered from, or null when it is not rendered on the server. */
export function pagePlan(path: string, now: number, search = ''): PagePlan | null {
  if (!brand.apiBaseUrl.startsWith('/')) return null;
  const route = coldRouteOf(path, search);
  if (route !== null) {
    const { kind } = route;
    const module = COLD_ROUTE_MODULES[kind];
    if (kind === 'signIn') {
      return { kind, slug: '', url: brand.apiBaseUrl, body: null, modules: [module] };
    }
    if (kind === 'receipt') {
      const body = call('OrderStatusDetailed', { order_id: String(route.orderId) }, now);
      return { kind, slug: '', url: brand.apiBaseUrl, body, modules: [module] };
    }
    // Cart and checkout: the menu whose cart a new visitor sees (useCartSlug: the brand's), from
    // the same cold Merchant call a menu link makes, so the page adopts it as a menu link does.
    const body = menuCall(brand.menuSlug, now);
    return { kind, slug: brand.menuSlug, url: brand.apiBaseUrl, body, modules: [module] };
  }
  if (path === '/') {
    return {
      kind: 'home',
      slug: '',
      url: brand.apiBaseUrl,
      body: call('AppHome', {}, now),
      modules: HOME_MODULES,
    };
  }
  const match = COLD_MENU_PATH.exec(path);
  const slug = match?.[1];
  if (slug === undefined || slug === 'login') return null;
  const body = menuCall(slug, now);
  const item = /\/item\//.test(path);
  return {
    kind: 'menu',
    slug,
    url: brand.apiBaseUrl,
    body,
    modules: item ? [...MENU_MODULES, ...ITEM_MODULES] : MENU_MODULES,
  };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The home of a successful AppHome answer, or null. */
function homeOf(text: string, now: number): HomeData | null {
  try {
    const envelope: unknown = JSON.parse(text);
    if (!isObject(envelope) || envelope.ResponseCode !== RESPONSE_CODES.success) return null;
    const parsed = appHomeResponseSchema.safeParse(envelope.Response);
    return parsed.success ? homeRow(parsed.data, now) : null;
  } catch {
    return null;
  }
}

let purifier: Promise<{ purify: DOMPurify; origin: string }> | null = null;

/**
 * DOMPurify configured as the page's (src/features/home/sanitizeHtml.ts), on a jsdom window:
 * DOMPurify's own advice for servers. Loaded on the first home that has HTML.
 */
async function serverPurifier(origin: string): Promise<DOMPurify> {
  if (purifier === null || (await purifier).origin !== origin) {
    purifier = import('jsdom').then(({ JSDOM }) => {
      const { window } = new JSDOM('', { url: `${origin}/` });
      return {
        purify: configurePurifier(createDOMPurify(window), origin),
        origin,
      };
    });
  }
  return (await purifier).purify;
}

/** The home's HTML (blocks, announcements) through DOMPurify as the page does it. */
async function sanitizedHome(home: HomeData, origin: string): Promise<Record<string, string>> {
  const sources = [
    ...home.blocks.map((block) => block.content),
    ...home.announcements.map((announcement) => announcement.content),
  ].filter((html) => html.trim() !== '');
  if (sources.length === 0) return {};
  const purify = await serverPurifier(origin);
  return Object.fromEntries(
    sources.map((html) => [html, sanitizeWith(purify, html, `${origin}/`)]),
  );
}

/** The server's own embed pages (server/http/embeds.ts): the only addresses it reads for a page. */
const EMBED_PAGE = /^\/embeds\//;

/** `source` as a path of the server's embed pages, dot segments resolved; null for any other. */
function embedPagePath(source: string, origin: string): string | null {
  const target = new URL(source, origin);
  return target.origin === origin && EMBED_PAGE.test(target.pathname)
    ? `${target.pathname}${target.search}`
    : null;
}

/**
 * The pages of the home's embed_link blocks that the server serves itself (/embeds/…), read as the
 * worker reads them (worker/home/embedHtml.ts) and sanitised as the page would, by source path. A
 * page that does not answer 200 is left out: the page fetches it and shows the failure as before.
 * Pages elsewhere are left to the page too: the server does not fetch other sites for a render.
 */
async function homeEmbeds(
  home: HomeData,
  origin: string,
  fetchPage: FetchPage | undefined,
): Promise<Record<string, SeededEmbed>> {
  if (fetchPage === undefined) return {};
  const sources = new Set(
    home.blocks
      .filter((block) => block.block === 'embed_link' && block.nocontent === 0)
      .map((block) => embedSource(block.link_url, origin))
      .filter((source) => source !== null),
  );
  const embeds: Record<string, SeededEmbed> = {};
  for (const source of sources) {
    const path = embedPagePath(source, origin);
    if (path === null) continue;
    const page = await fetchPage(path);
    if (page === null || page.status !== 200 || page.text.length > MAX_EMBED_CHARS) continue;
    const url = new URL(source, origin).href;
    const purify = await serverPurifier(origin);
    embeds[source] = { html: page.text, url, clean: sanitizeWith(purify, page.text, url) };
  }
  return embeds;
}

const escapeAttribute = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

function visibleCategoryNames(rows: MenuRows): string[] {
  return rows.menu.categories
    .filter((category) => category.is_visible === 1)
    .map((category) => category.name);
}

type Head = { title: string; description: string; canonical: string; jsonLd: unknown };

function menuHead(rows: MenuRows, origin: string): Head {
  const { merchant } = rows.menu;
  const canonical = `${origin}/menu/${encodeURIComponent(rows.menu.slug)}`;
  const categories = visibleCategoryNames(rows);
  const place = [merchant.name, merchant.suburb].filter((part) => part !== '').join(', ');
  return {
    title: `Menu · ${merchant.name}`,
    description:
      categories.length === 0
        ? `${place}. ${brand.description}`
        : `${place}: ${categories.join(', ')}. ${brand.description}`,
    canonical,
    jsonLd: menuJsonLd({
      url: canonical,
      description: brand.description,
      merchant,
      categories: rows.menu.categories,
      items: rows.items,
    }),
  };
}

function homeHead(origin: string): Head {
  return {
    title: brand.name,
    description: brand.description,
    canonical: `${origin}/`,
    jsonLd: null,
  };
}

/** The stylesheets the first paint needs, as links in the head. */
function styleTags(styles: string[]): string {
  return styles
    .map((href) => `    <link rel="stylesheet" crossorigin href="${escapeAttribute(href)}" />`)
    .join('\n');
}

/** The head's tags for search engines and link previews, so a shared or indexed page is found. */
function headTags(head: Head, origin: string, styles: string[]): string {
  const image = `${origin}/brand/icon-512.png`;
  const meta = (property: string, content: string) =>
    `<meta property="${property}" content="${escapeAttribute(content)}" />`;
  return [
    ...styles.map(
      (href) => `<link rel="stylesheet" crossorigin href="${escapeAttribute(href)}" />`,
    ),
    `<link rel="canonical" href="${escapeAttribute(head.canonical)}" />`,
    meta('og:type', 'website'),
    meta('og:site_name', brand.name),
    meta('og:title', head.title),
    meta('og:description', head.description),
    meta('og:url', head.canonical),
    meta('og:image', image),
    meta('og:locale', 'en_AU'),
    `<meta name="twitter:card" content="summary" />`,
    ...(head.jsonLd === null
      ? []
      : [`<script type="application/ld+json">${scriptJson(head.jsonLd)}</script>`]),
  ]
    .map((line) => `    ${line}`)
    .join('\n');
}

export type RenderInput = {
  /** The built index.html. */
  template: string;
  /** The path asked for, and its plan (pagePlan). */
  path: string;
  plan: PagePlan;
  /** The page's origin (scheme, host and port), for the canonical address and links. */
  origin: string;
  /** The answer's text, and when it was received (ms). */
  answer: string;
  now: number;
  /** The stylesheets of the plan's modules, root-relative. */
  styles: string[];
  /** The query asked for ('?next=%2Fcart' or ''): the cold routes render with it. */
  search?: string;
  /** GETs a path of this server's as a visitor would (the home's embed pages); null: no answer. */
  fetchPage?: FetchPage;
};

export type FetchPage = (path: string) => Promise<{ status: number; text: string } | null>;

/** Whether an OrderStatusDetailed answer is 'Order not found' (spec 1 §7: its first message). */
function isOrderNotFound(text: string): boolean {
  try {
    const envelope: unknown = JSON.parse(text);
    if (!isObject(envelope) || envelope.ResponseCode === RESPONSE_CODES.success) return false;
    const response = envelope.Response;
    return Array.isArray(response) && response[0] === SERVER_PHRASES.orderNotFound;
  } catch {
    return false;
  }
}

/** What a page renders from: the seed of its first render, the payload it carries, its head. */
type Parts = { seed: Seed; payload: SsrPayload; head: Head | null };

/**
 * The cart, checkout, sign-in and receipt of a new visitor: no session, so an empty cart and every
 * order 'Order not found'. Only the answer's verdict is carried, never the answer itself (the
 * server gave the call a session of its own, which is not the visitor's).
 */
function coldRouteParts(kind: ColdRouteKind, input: RenderInput): Parts | null {
  const { path, plan, origin, answer, now } = input;
  const empty = { menu: null, home: null, sanitized: {}, origin, now };
  if (kind === 'signIn') return { seed: empty, payload: { path, now }, head: null };
  if (kind === 'receipt') {
    const id = coldRouteOf(path, input.search ?? '')?.orderId ?? null;
    if (id === null || !isOrderNotFound(answer)) return null;
    return {
      seed: { ...empty, orderNotFound: id },
      payload: { path, now, orderNotFound: id },
      head: null,
    };
  }
  const rows = renderableMenuRows(plan.slug, answer, now);
  if (rows === null) return null;
  // The answer as the page adopts it, less the session the server's call was given: a session
  // never travels in HTML. The worker then opens the visitor's own with its first call.
  const text = withoutSession(answer);
  return {
    seed: { ...empty, menu: rows, cartEmpty: true },
    payload: { path, now, menu: { slug: plan.slug, text, receivedAt: now }, cartEmpty: true },
    head: null,
  };
}

/**
 * The menu's rows when the server renders it: null for a menu that is not there (or a failed
 * answer), or one the page windows (a big menu), which the page shows as it always has.
 */
function renderableMenuRows(slug: string, answer: string, now: number): MenuRows | null {
  const rows = coldMenuRows(slug, { text: answer, receivedAt: now });
  if (rows === null || rows.menu.menu === null) return null;
  return menuRenderedOnServer(rows.items.length) ? rows : null;
}

/** The envelope without its SID (spec 1 §7: 'every answer carries … SID'). */
function withoutSession(text: string): string {
  const envelope = JSON.parse(text) as Record<string, unknown>;
  delete envelope.SID;
  return JSON.stringify(envelope);
}

/** The page for `path` as HTML with its content, or null to send the plain index.html. */
export async function renderPage(input: RenderInput): Promise<string | null> {
  const { template, path, plan, origin, answer, now } = input;
  let seed: Seed;
  let payload: SsrPayload;
  let head: Head | null;
  // Every page renders at its own address, query included (/login?next=…, a menu link's
  // ?table=4 or ?confirm=0, which decide its fulfilment sheet); Home as before.
  const location = plan.kind === 'home' ? path : path + (input.search ?? '');
  if (plan.kind === 'menu') {
    const rows = renderableMenuRows(plan.slug, answer, now);
    if (rows === null) return null;
    // A cold menu opens its fulfilment sheet on load: the render shows it (FulfilmentGate).
    await preloadFulfilmentPopup();
    seed = { menu: rows, home: null, sanitized: {}, origin, now };
    // A session never travels in HTML (a shared cache would hand one guest's session to all).
    payload = {
      path,
      now,
      menu: { slug: plan.slug, text: withoutSession(answer), receivedAt: now },
    };
    head = menuHead(rows, origin);
  } else if (plan.kind === 'home') {
    const home = homeOf(answer, now);
    if (home === null) return null;
    const sanitized = await sanitizedHome(home, origin);
    const embeds = await homeEmbeds(home, origin, input.fetchPage);
    seed = { menu: null, home, sanitized, embeds, origin, now };
    payload = { path, now, home, sanitized, embeds };
    head = homeHead(origin);
  } else {
    const parts = coldRouteParts(plan.kind, input);
    if (parts === null) return null;
    ({ seed, payload, head } = parts);
  }

  setSeed(seed);
  try {
    const resolution = await resolveLocation({
      pathname: path,
      search: location.slice(path.length),
      leaving: null,
      reuse: null,
      origin: pageOrigin(),
    });
    if (resolution.kind !== 'render' || resolution.decision === null) return null;
    const decision = resolution.decision;
    // Synchronous: the seed is this page's for the whole render.
    const markup = renderToString(
      <App
        first={decision}
        router={(children) => <StaticRouter location={location}>{children}</StaticRouter>}
      />,
    );
    return withRender(template, {
      markup,
      data: scriptJson(payload),
      head: head === null ? styleTags(input.styles) : headTags(head, origin, input.styles),
      description: head?.description ?? null,
    });
  } finally {
    setSeed(null);
  }
}

/**
 * The page is not painted until the parser has read the whole render: a browser paints a page it
 * is still parsing, and a screen painted half-read moves as the rest arrives (a category tab
 * without its name, the fulfilment sheet without its footer: layout shifts). `rel=expect` holds
 * rendering until the marker after #root is parsed (Chromium; other browsers ignore it, and
 * src/ui/modal.css keeps their half-read sheet hidden).
 */
const RENDER_WHEN_PARSED = '<link rel="expect" href="#docket-parsed" blocking="render" />';
const PARSED_MARK = '<template id="docket-parsed"></template>';

/** The template with the render in #root, the data before it, and the head's tags. */
function withRender(
  template: string,
  parts: { markup: string; data: string; head: string; description: string | null },
): string {
  const root = '<div id="root"></div>';
  if (!template.includes(root) || !template.includes('</head>')) {
    throw new Error('server render: index.html has no empty #root or no </head>');
  }
  const { hoisted, body } = splitHoisted(parts.markup);
  // The screen's own title replaces the template's.
  const page = hoisted.includes('<title>')
    ? template.replace(/<title>[^<]*<\/title>\s*/, '')
    : template;
  return (
    page
      .replace(/<html\b/, () => '<html data-docket-ssr=""')
      // The page paints from its HTML and CSS; its code is needed only to take over, so it loads
      // after them rather than competing with them for a slow link (the bytes still start at once).
      .replace(
        /<(script type="module"|link rel="modulepreload") crossorigin /g,
        (tag) => `${tag}fetchpriority="low" `,
      )
      .replace(/<meta name="description" content="[^"]*" \/>/, (meta) =>
        parts.description === null
          ? meta
          : `<meta name="description" content="${escapeAttribute(parts.description)}" />`,
      )
      .replace(
        '</head>',
        () => `    ${hoisted}\n${parts.head}\n    ${RENDER_WHEN_PARSED}\n  </head>`,
      )
      .replace(
        root,
        () =>
          `<script type="application/json" id="docket-ssr">${parts.data}</script>\n    <div id="root">${body}</div>${PARSED_MARK}`,
      )
  );
}
