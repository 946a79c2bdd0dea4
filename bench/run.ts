/**
 * `npm run bench`: builds the demo brand with chunk stats, measures what can be measured on this
 * machine, prints each figure as `name: value (guard; goal)` (bench/figures.ts), writes
 * bench/results.json, and exits non-zero only when a guard is broken. It is a tool, not a test:
 * `npm test` does not run it.
 *
 * BENCH_ONLY picks groups of rows (comma-separated): routes (bundle and route sizes), browser
 * (interactions, 10,000 items), lighthouse (every customer route, 5 cold runs each), realUser
 * (Menu and Home with applied throttling, 5 cold runs each), coldLoad (a
 * cold menu visit's bytes as served), menuWrite, merchant, submitOrder, login, terminal (long
 * tasks on a kiosk during a 30 s pinpad poll), scale (1 and 2 server processes behind a
 * balancer; PostgreSQL only), soldOut (a staff sold-out mark's delay to an open menu's stream),
 * soldOutBrowser (the same, to the card redrawn in a browser),
 * restaurantImport (a 10,000-item restaurant file into a fresh PGlite, time and peak memory).
 * Unset, all run; the build is skipped when no picked group needs it.
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { resolve } from 'node:path';
import type { Browser } from '@playwright/test';
import { launchBrowser } from './browser';
import { bundleFigures, MENU_SCREEN, routeFirstLoad } from './bundle';
import { coldLoadAsServed } from './coldLoad';
import { coldOpenWorkerLeadMs } from './coldOpen';
import { httpsFront } from './httpsFront';
import { customerRoutes, routeLighthouseFigures } from './routeLighthouse';
import { figureLine, guardHeld, type Figure } from './figures';
import { type BenchResults, RESULTS_FILE, writeTable } from './table';
import { realUserFigures } from './realUser';
import { formatRange, spreadOf } from './spread';
import type { MenuWriteFigures } from './menuWrite';
import type { RestaurantImportFigures } from './restaurantImport';
import { serveBuild } from './serveBuild';
import { merchantUnderLoad } from './serverLoad';
import { loginUnderLoad } from './loginLoad';
import { signInDuringBurst } from './signInBurst';
import { submitOrderUnderLoad } from './submitOrderLoad';
import { scaleOutFigures } from './scaleOut';
import { soldOutDelay } from './soldOutDelay';
import { soldOutInBrowser } from './soldOutInBrowser';
import { tenKFigures } from './tenK';
import { addToCartRoundTripMs, heapGrowthMb, interactionFigures } from './interactions';
import { checkoutInteractionFigures } from './checkoutInteractions';
import { offsetToStoreNoon } from '../tests/e2e/support/storeClock';
import { warmOfflineOpenMs } from './warmOffline';
import { terminalPollFigures } from './terminalPoll';

const root = resolve(import.meta.dirname, '..');
const dist = resolve(root, process.env.BENCH_DIST ?? 'bench/.dist');
const seconds = Number(process.env.BENCH_LOAD_SECONDS ?? 20);
const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const GROUPS = [
  'routes',
  'browser',
  'lighthouse',
  // Menu and Home opened with applied throttling, beside Lighthouse's simulation.
  'realUser',
  'coldLoad',
  'menuWrite',
  'merchant',
  'submitOrder',
  'login',
  'terminal',
  // Scale out: 1 and 2 server processes behind a balancer.
  'scale',
  // A staff sold-out mark's delay to an open menu's stream and its next menu call.
  'soldOut',
  // The same mark's delay to a customer's open menu in the browser, redrawn.
  'soldOutBrowser',
  // A 10,000-item restaurant file validated and imported: time and peak memory.
  'restaurantImport',
];
const only = (process.env.BENCH_ONLY ?? '').split(',').filter((group) => group !== '');
for (const group of only)
  if (!GROUPS.includes(group)) throw new Error(`BENCH_ONLY: no group ${group} (${GROUPS})`);
const wants = (group: string) => only.length === 0 || only.includes(group);

const needsBuild = [
  'routes',
  'browser',
  'lighthouse',
  'realUser',
  'coldLoad',
  'terminal',
  'soldOutBrowser',
].some(wants);
if (!process.env.BENCH_SKIP_BUILD && needsBuild) {
  const build = spawnSync(
    'npx',
    ['vite', 'build', '--logLevel', 'warn', '--outDir', dist, '--emptyOutDir'],
    {
      cwd: root,
      stdio: 'inherit',
      env: {
        ...process.env,
        BRAND: 'demo',
        BENCH_STATS: '1',
        VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true',
      },
    },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/** The machine as the run starts: the table says what it was measured on. */
const startedOn = {
  cpus: availableParallelism(),
  node: process.versions.node,
  loadAverage: Math.round(loadavg()[0]! * 10) / 10,
};
const figures: Figure[] = [];

/**
 * A measurement that throws is a broken guard of its own, not the end of the run: the figures
 * already taken are still printed and written.
 */
async function failedAsFigure<T>(what: string, measure: () => Promise<T>): Promise<T | null> {
  try {
    return await measure();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    figures.push({
      name: `${what}: the run failed (${message})`,
      value: 1,
      unit: '',
      guard: 0,
      atMost: true,
    });
    return null;
  }
}
const bundle = wants('routes') ? bundleFigures(dist) : null;
if (bundle) {
  figures.push(
    {
      name: 'menu route, first-load JS+CSS (gzip; the API worker loads after the first screen)',
      value: kb(bundle.menuFirstLoadGzip),
      unit: 'KB',
      guard: 150,
      atMost: true,
    },
    {
      name: `largest lazy chunk (gzip, ${bundle.largestLazyChunk.file})`,
      value: kb(bundle.largestLazyChunk.gzip),
      unit: 'KB',
      guard: 120,
      atMost: true,
    },
    {
      name: `precache size (gzip, ${bundle.precacheEntries} entries)`,
      value: kb(bundle.precacheGzip),
      unit: 'KB',
      // With the account's money and standing-order screens it comes to about 413 KB: the guard
      // leaves room above that, and 400 KB stays the goal.
      guard: 440,
      goal: 400,
      atMost: true,
    },
    {
      name: 'route-local libraries on the menu route',
      value: bundle.forbiddenOnMenuRoute.length,
      unit: '',
      guard: 0,
      atMost: true,
    },
  );

  const cartRoute = routeFirstLoad(dist, 'src/features/cart/CartScreen.tsx');
  const checkoutRoute = routeFirstLoad(dist, 'src/features/checkout/CheckoutScreen.tsx');
  figures.push(
    {
      name: 'cart route, first-load JS+CSS (gzip)',
      value: kb(cartRoute.gzip),
      unit: 'KB',
      guard: 150,
      atMost: true,
    },
    {
      name: 'checkout route, first-load JS+CSS (gzip; the payment SDK loads when the checkout opens)',
      value: kb(checkoutRoute.gzip),
      unit: 'KB',
      guard: 150,
      atMost: true,
    },
    {
      name: `payment SDK on the checkout route's first load (${checkoutRoute.routeLocalPackages.filter((name) => name === 'braintree-web').join(', ') || 'none'})`,
      value: checkoutRoute.routeLocalPackages.filter((name) => name === 'braintree-web').length,
      unit: '',
      guard: 0,
      atMost: true,
    },
  );

  // Accounts: the sign-in, profile and orders routes, 150 KB gzip each.
  const signInRoute = routeFirstLoad(dist, 'src/features/account/SignInScreen.tsx');
  const profileRoute = routeFirstLoad(dist, 'src/features/account/ProfileScreen.tsx');
  const ordersRoute = routeFirstLoad(dist, 'src/features/account/OrdersScreen.tsx');
  figures.push(
    {
      name: 'sign-in route, first-load JS+CSS (gzip)',
      value: kb(signInRoute.gzip),
      unit: 'KB',
      guard: 150,
      atMost: true,
    },
    {
      name: 'account (profile) route, first-load JS+CSS (gzip)',
      value: kb(profileRoute.gzip),
      unit: 'KB',
      guard: 150,
      atMost: true,
    },
    {
      name: 'account orders route (/account/orders), first-load JS+CSS (gzip)',
      value: kb(ordersRoute.gzip),
      unit: 'KB',
      guard: 150,
      atMost: true,
    },
  );

  // Route budgets (ROUTE-BUDGETS): first-load JS of the customer routes the rows above
  // do not cover, 150 KB gzip each (Menu, Cart, Checkout and Sign-in are above).
  for (const [name, sources] of [
    ['Home (/) route', ['src/features/home/HomeScreen.tsx']],
    ['item link (/menu/{slug}/item/{id}) route', [MENU_SCREEN, 'src/features/item/ItemRoute.tsx']],
    ['receipt (/order/{id}) route', ['src/features/receipt/ReceiptScreen.tsx']],
    [
      'standing order (/account/standingorder) route',
      ['src/features/standingOrders/StandingOrderScreen.tsx'],
    ],
    // The payment SDK loads when the page opens, not on its first load (row below).
    ['top-up (/account/topup) route', ['src/features/money/TopupScreen.tsx']],
    ['billing (/account/managecard) route', ['src/features/money/BillingScreen.tsx']],
  ] as const) {
    figures.push({
      name: `${name}, first-load JS+CSS (gzip)`,
      value: kb(routeFirstLoad(dist, [...sources]).gzip),
      unit: 'KB',
      guard: 150,
      atMost: true,
    });
  }
  const topupPackages = routeFirstLoad(dist, 'src/features/money/TopupScreen.tsx').packages;
  figures.push({
    name: `payment SDK on the top-up route's first load (${topupPackages.filter((name) => name === 'braintree-web').join(', ') || 'none'})`,
    value: topupPackages.filter((name) => name === 'braintree-web').length,
    unit: '',
    guard: 0,
    atMost: true,
  });
}

const SLUG = 'fig-and-olive';
// The menu read's p99 under 50 connections spreads over 29–51 ms on this machine across runs and
// backends: the guard leaves that room, and 50 ms stays the goal.
const MERCHANT_P99_GUARD = 75;
// SubmitOrder's p99 at 200 req/s: 43–57 ms in a run of its own here, 117 ms (one process) and
// 147 ms (two) late in a whole run, after the browser groups. The guard leaves that room; 100 ms
// stays the goal.
const SUBMIT_P99_GUARD = 200;

/** The checkout figures on their own server, its clock at noon in the store (ASAP is open). */
async function checkoutFigures(browser: Browser) {
  const clockOffsetMs = offsetToStoreNoon(Date.now());
  const atNoon = await serveBuild(dist, { clockOffsetMs });
  try {
    return await checkoutInteractionFigures(browser, atNoon.origin, clockOffsetMs);
  } finally {
    await atNoon.close();
  }
}
if (wants('browser')) {
  const served = await serveBuild(dist);
  try {
    // The menu's Lighthouse rows are the 'lighthouse' group's now, with every customer route.
    const browser = await launchBrowser();
    try {
      const lead = await coldOpenWorkerLeadMs(browser, served.origin, SLUG);
      figures.push({
        name: 'cold open: API worker requested after the first menu card, by (4x CPU, least of 3)',
        value: lead.ms,
        unit: 'ms',
        guard: 0,
        atMost: false,
      });
      const interactions = await interactionFigures(browser, served.origin, SLUG);
      figures.push(
        {
          name: 'interaction: open item (4x CPU)',
          value: interactions.openItemMs,
          unit: 'ms',
          guard: 100,
          atMost: true,
        },
        {
          name: 'interaction: change option (4x CPU)',
          value: interactions.changeOptionMs,
          unit: 'ms',
          guard: 100,
          atMost: true,
        },
        {
          name: 'interaction: add to cart (4x CPU)',
          value: interactions.addToCartMs,
          unit: 'ms',
          guard: 100,
          atMost: true,
        },
        {
          name: 'interaction: switch category (4x CPU)',
          value: interactions.switchCategoryMs,
          unit: 'ms',
          guard: 100,
          atMost: true,
        },
      );
      const checkout = await checkoutFigures(browser);
      figures.push(
        {
          name: 'interaction: checkout, type in a field (4x CPU)',
          value: checkout.typeNameMs,
          unit: 'ms',
          guard: 100,
          atMost: true,
        },
        {
          name: 'interaction: checkout, switch payment method (4x CPU)',
          value: checkout.switchPaymentMs,
          unit: 'ms',
          guard: 100,
          atMost: true,
        },
        {
          name: 'interaction: checkout, Place Order refused by the §5 checks (4x CPU)',
          value: checkout.placeRefusedMs,
          unit: 'ms',
          guard: 100,
          atMost: true,
        },
      );
      const roundTrip = await addToCartRoundTripMs(browser, served.origin, SLUG);
      figures.push({
        name: "add-to-cart round trip, tap → 'Added to Cart'",
        value: roundTrip.ms,
        unit: 'ms',
        guard: 150,
        atMost: true,
      });
      const heap = await heapGrowthMb(browser, served.origin, SLUG);
      figures.push({
        name: `JS heap growth over ${heap.interactions} interactions`,
        value: heap.mb,
        unit: 'MB',
        guard: 20,
        atMost: true,
      });
      const warm = await warmOfflineOpenMs(browser, served.origin, SLUG);
      figures.push({
        name: 'warm open offline, navigation → menu items',
        value: warm.ms,
        unit: 'ms',
        guard: 500,
        atMost: true,
      });
      // A server of its own whose database also holds the 10,000-item menu.
      const large = await serveBuild(dist, { largeMenu: true });
      try {
        const tenK = await tenKFigures(browser, large.origin);
        figures.push(
          {
            name: '10,000-item menu: sync, Merchant fetch → Dexie committed, median of 3',
            value: tenK.syncMs,
            range: formatRange(spreadOf(tenK.samples.syncMs)),
            unit: 'ms',
            guard: 1200,
            goal: 1000,
            atMost: true,
          },
          {
            name: '10,000-item menu: first items visible after data, median of 3',
            value: tenK.firstItemsMs,
            range: formatRange(spreadOf(tenK.samples.firstItemsMs)),
            unit: 'ms',
            guard: 130,
            goal: 100,
            atMost: true,
          },
          {
            name: `10,000-item menu: long tasks > 50 ms scrolling end to end (${tenK.scrollSeconds} s)`,
            value: tenK.scrollLongTasks,
            unit: '',
            guard: 0,
            atMost: true,
          },
          {
            name: '10,000-item menu: DOM elements while scrolled anywhere (max)',
            value: tenK.domMax,
            unit: '',
            guard: 1000,
            atMost: true,
          },
          {
            name: 'product search on 10,000 items, keystroke → results painted (slowest key)',
            value: tenK.searchMs,
            unit: 'ms',
            guard: 100,
            atMost: true,
          },
        );
      } finally {
        await large.close();
      }
    } finally {
      await browser.close();
    }
  } finally {
    await served.close();
  }
}

// Route budgets (ROUTE-BUDGETS): every customer route in Lighthouse, cold, median and
// range of BENCH_LH_RUNS runs (5), on a server whose clock is noon in the store (the receipt's
// order is placed ASAP); then a cold menu visit's whole download as served.
if (wants('lighthouse')) {
  const atNoon = await serveBuild(dist, { clockOffsetMs: offsetToStoreNoon(Date.now()) });
  try {
    // BENCH_LH_ROUTES=Cart,Checkout picks routes by name (all seven unset).
    const picked = (process.env.BENCH_LH_ROUTES ?? '').split(',').filter((name) => name !== '');
    const routes = (await customerRoutes(atNoon)).filter(
      (route) => picked.length === 0 || picked.includes(route.name),
    );
    const runs = Number(process.env.BENCH_LH_RUNS ?? 5);
    // Over HTTPS and HTTP/2, as deployed (bench/httpsFront.ts); BENCH_LH_HTTP1=1 measures the
    // server's own plain HTTP/1.1 on loopback instead, as the bench did before.
    const overHttp1 = process.env.BENCH_LH_HTTP1 === '1';
    const front = overHttp1 ? null : await httpsFront(atNoon.origin);
    const measured = await routeLighthouseFigures(front?.origin ?? atNoon.origin, routes, runs);
    await front?.close();
    for (const figure of measured) {
      const { route } = figure;
      const seconds = (ms: number) => (ms / 1000).toFixed(2);
      const elements = [...new Set(figure.lcpElements)].join(' | ');
      const over = overHttp1 ? 'HTTP/1.1' : 'HTTPS, HTTP/2';
      const label = `Lighthouse ${route.name} (${route.path}), cold, ${over}, median of ${runs}`;
      figures.push(
        {
          name: `${label}: performance`,
          value: figure.score.median,
          unit: '',
          guard: 96,
          goal: 100,
          atMost: false,
          range: formatRange(figure.score),
        },
        {
          name: `${label}: LCP (element: ${elements})`,
          value: figure.lcpMs.median,
          unit: 'ms',
          guard: 1900,
          goal: 1600,
          atMost: true,
          range: `${formatRange(figure.lcpMs, seconds)} s`,
        },
        {
          name: `${label}: TBT`,
          value: figure.tbtMs.median,
          unit: 'ms',
          guard: 200,
          goal: 100,
          atMost: true,
          range: formatRange(figure.tbtMs),
        },
        {
          name: `${label}: CLS`,
          value: figure.cls.median,
          unit: '',
          guard: 0.01,
          atMost: true,
          range: formatRange(figure.cls),
        },
      );
    }
  } finally {
    await atNoon.close();
  }
}
// What a customer on a slow phone waits for, measured rather than modelled: applied throttling
// (bench/realUser.ts). Printed beside Lighthouse's rows, with no guard: the first such figures.
if (wants('realUser')) {
  const served = await serveBuild(dist);
  const browser = await launchBrowser();
  try {
    const runs = Number(process.env.BENCH_LH_RUNS ?? 5);
    const routes = [
      { name: 'Menu', path: `/menu/${SLUG}` },
      { name: 'Home', path: '/' },
    ];
    for (const figure of await realUserFigures(browser, served.origin, routes, runs)) {
      const label = `real user ${figure.route.name} (${figure.route.path}), cold, 150 ms RTT, 1.6 Mbps, 4x CPU applied, median of ${runs}`;
      const row = (what: string, spread: typeof figure.fcpMs): Figure => ({
        name: `${label}: ${what}`,
        value: spread.median,
        unit: 'ms',
        guard: null,
        atMost: true,
        range: formatRange(spread),
      });
      figures.push(
        row('FCP', figure.fcpMs),
        row('LCP', figure.lcpMs),
        row('app taken over (a tap on Add works)', figure.liveMs),
      );
    }
  } finally {
    await browser.close();
    await served.close();
  }
}
if (wants('coldLoad')) {
  const served = await serveBuild(dist);
  const browser = await launchBrowser();
  try {
    const cold = await coldLoadAsServed(browser, served, dist, SLUG);
    if (process.env.BENCH_COLD_LIST)
      for (const { path, bytes, encoding } of cold.transfers)
        console.log(`  ${String(bytes).padStart(7)} ${encoding ?? '-'} ${path}`);
    const parts = Object.entries(cold.parts)
      .map(([part, { bytes, requests }]) => `${part} ${kb(bytes)} KB/${requests}`)
      .join(', ');
    figures.push(
      {
        name: `cold menu visit, everything served but photos (brotli, headers included; ${parts})`,
        value: kb(cold.bytes),
        unit: 'KB',
        guard: 235,
        goal: 170,
        atMost: true,
      },
      {
        name: `cold menu visit, scripts and styles not sent as brotli (${cold.notBrotli.join(', ') || 'none'})`,
        value: cold.notBrotli.length,
        unit: '',
        guard: 0,
        atMost: true,
      },
    );
  } finally {
    await browser.close();
    await served.close();
  }
}

// In a process of its own: it runs the worker's code under Node with the app's path aliases.
let written: MenuWriteFigures | null = null;
if (wants('menuWrite')) {
  const menuWrite = spawnSync('node', ['--import', 'tsx', resolve(root, 'bench/menuWrite.ts')], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, TSX_TSCONFIG_PATH: resolve(root, 'tsconfig.node.json') },
  });
  if (menuWrite.status !== 0) throw new Error(`bench/menuWrite.ts failed:\n${menuWrite.stderr}`);
  written = JSON.parse(menuWrite.stdout.trim().split('\n').at(-1)!) as MenuWriteFigures;
  figures.push(
    {
      name: '10,000-item menu: writeMenu in Node (fake-indexeddb), first write',
      value: written.firstWriteMs,
      unit: 'ms',
      guard: 2000,
      atMost: true,
    },
    {
      name: '10,000-item menu: writeMenu in Node (fake-indexeddb), rewrite of the slug',
      value: written.rewriteMs,
      unit: 'ms',
      guard: 2000,
      atMost: true,
    },
  );
}

// Each run in a process of its own, so its peak memory is the import's; three runs, the median.
if (wants('restaurantImport')) {
  const runs: RestaurantImportFigures[] = [];
  for (let run = 0; run < 3; run += 1) {
    const child = spawnSync(
      'node',
      ['--import', 'tsx', resolve(root, 'bench/restaurantImport.ts')],
      {
        cwd: root,
        encoding: 'utf8',
      },
    );
    if (child.status !== 0) throw new Error(`bench/restaurantImport.ts failed:\n${child.stderr}`);
    runs.push(JSON.parse(child.stdout.trim().split('\n').at(-1)!) as RestaurantImportFigures);
  }
  const spread = (pick: (run: RestaurantImportFigures) => number) => spreadOf(runs.map(pick));
  const imports = spread((run) => run.importMs);
  const peak = spread((run) => run.peakRssMb);
  const added = spread((run) => run.importRssMb);
  figures.push(
    {
      name: 'restaurant file, 10,000 items: validate + import into a fresh PGlite',
      value: imports.median,
      range: formatRange(imports),
      unit: 'ms',
      guard: 5000,
      atMost: true,
    },
    {
      name: 'restaurant file, 10,000 items: peak memory of the importing process (PGlite included)',
      value: peak.median,
      range: formatRange(peak),
      unit: 'MB',
      guard: 1900,
      atMost: true,
    },
    {
      name: 'restaurant file, 10,000 items: what the import adds to the peak',
      value: added.median,
      range: formatRange(added),
      unit: 'MB',
      guard: 250,
      atMost: true,
    },
  );
}

const databases: Array<[string, string | undefined]> = [['PGlite', undefined]];
if (process.env.DATABASE_URL) databases.push(['PostgreSQL', process.env.DATABASE_URL]);
for (const [label, databaseUrl] of wants('merchant') ? databases : []) {
  const load = await merchantUnderLoad({ databaseUrl, connections: 50, seconds });
  figures.push(
    {
      name: `server Merchant p99, 50 connections, ${seconds} s, ${label}`,
      value: load.p99,
      unit: 'ms',
      guard: MERCHANT_P99_GUARD,
      goal: 50,
      atMost: true,
    },
    {
      name: `server Merchant throughput, ${label}`,
      value: load.requestsPerSecond,
      unit: 'req/s',
      guard: label === 'PostgreSQL' ? 1000 : 0,
      atMost: false,
    },
    {
      name: `server Merchant errors, ${label}`,
      value: load.errors,
      unit: '',
      guard: 0,
      atMost: true,
    },
  );
}

// A notification and one small read per change: medians of 8–25 ms here, with outliers to about
// 250 ms on the shared 2-core machine. The guard leaves room for those; 100 ms stays the goal.
const SOLD_OUT_DELAY_GUARD_MS = 500;
for (const [label, databaseUrl] of wants('soldOut') ? databases : []) {
  const delay = await soldOutDelay({ adminUrl: databaseUrl, runs: 20 });
  const ms = (value: number) => Math.round(value * 10) / 10;
  figures.push(
    {
      name: `sold-out mark to an open menu's stream event, median of 20, ${label}`,
      value: ms(delay.toStream.median),
      range: formatRange(delay.toStream, (value) => String(ms(value))),
      unit: 'ms',
      guard: SOLD_OUT_DELAY_GUARD_MS,
      goal: 100,
      atMost: true,
    },
    {
      name: `sold-out mark to a Merchant answer that shows it, median of 20, ${label}`,
      value: ms(delay.toMenu.median),
      range: formatRange(delay.toMenu, (value) => String(ms(value))),
      unit: 'ms',
      guard: SOLD_OUT_DELAY_GUARD_MS,
      goal: 100,
      atMost: true,
    },
  );
}

// The worker hears the event, fetches the menu, writes it and the page redraws: a median of 71 ms
// (57–103) here; the guard leaves room for a busy machine, the goal is what a customer should see.
if (wants('soldOutBrowser')) {
  const served = await serveBuild(dist);
  const browser = await launchBrowser();
  try {
    const delay = await soldOutInBrowser(browser, served, 20);
    figures.push({
      name: "sold-out mark to a customer's open menu redrawn in the browser, median of 20",
      value: Math.round(delay.median),
      range: formatRange(delay, (value) => String(Math.round(value))),
      unit: 'ms',
      guard: 500,
      goal: 200,
      atMost: true,
    });
  } finally {
    await browser.close();
    await served.close();
  }
}

// SubmitOrder placements at a fixed rate: PostgreSQL only (PGlite is one connection by design).
if (process.env.DATABASE_URL && wants('submitOrder')) {
  const rate = 200;
  const submit = await submitOrderUnderLoad({
    databaseUrl: process.env.DATABASE_URL,
    rate,
    seconds,
    connections: 50,
  });
  figures.push(
    {
      name: `server SubmitOrder p99, ${rate} req/s, ${seconds} s, PostgreSQL`,
      value: submit.p99,
      unit: 'ms',
      guard: SUBMIT_P99_GUARD,
      goal: 100,
      atMost: true,
    },
    {
      name: `server SubmitOrder duplicate orders (${submit.placed} placed of ${submit.distinct} sent)`,
      value: submit.duplicates,
      unit: '',
      guard: 0,
      atMost: true,
    },
    {
      name: 'server SubmitOrder request ids sent that placed no order, PostgreSQL',
      value: submit.distinct - submit.placed,
      unit: '',
      guard: 0,
      atMost: true,
    },
    {
      name: 'server SubmitOrder errors, PostgreSQL',
      value: submit.errors,
      unit: '',
      guard: 0,
      atMost: true,
    },
  );
  // The same with a provider that takes 400 ms a call (the nonce check and the charge: 800 ms a
  // placement at best). The provider is called outside any transaction, so the pool is not held.
  const slow = await submitOrderUnderLoad({
    databaseUrl: process.env.DATABASE_URL,
    rate,
    seconds,
    connections: 400,
    gatewayLatencyMs: 400,
  });
  figures.push(
    {
      name: `server SubmitOrder p99, ${rate} req/s, ${seconds} s, 400 ms gateway, PostgreSQL (p50 ${slow.p50} ms, ${slow.requestsPerSecond} req/s answered, stretch 900 ms)`,
      value: slow.p99,
      unit: 'ms',
      guard: 1_200,
      atMost: true,
    },
    {
      name: `server SubmitOrder errors, 400 ms gateway (${slow.placed} placed of ${slow.distinct} sent, ${slow.duplicates} duplicates)`,
      value: slow.errors + slow.duplicates,
      unit: '',
      guard: 0,
      atMost: true,
    },
  );
}

// Login under load: 16 sign-ins at once, and the menu read beside them
// against the Merchant figure's own budget (same 50 connections); each load generator a child
// process. Before them: one hash's CPU time in the server's hasher (50–100 ms, its budget), and
// the menu alone with the same generator, for comparison. 16 is what the server's hash queue
// admits at once with one hasher (DOCKET_HASH_QUEUE, server/accounts/secrets.ts): a 17th
// waiting hash is refused at once by design, so more would measure refusals.
const LOGINS = 16;
const MENU_CONNECTIONS = 50;
const HASH_RUNS = 7;
for (const [label, databaseUrl] of wants('login') ? databases : []) {
  const load = await failedAsFigure(`Login under load, ${label}`, () =>
    loginUnderLoad({
      databaseUrl,
      logins: LOGINS,
      menuConnections: MENU_CONNECTIONS,
      seconds,
      hashRuns: HASH_RUNS,
    }),
  );
  if (load === null) continue;
  const cpu = load.hashCpuMs;
  const cpuMedian = Math.round(cpu[Math.floor(cpu.length / 2)] ?? 0);
  const { cost } = load;
  const chosenFrom = cost.timings
    .map((timing) => `2^${Math.log2(timing.N)} ${Math.round(Math.min(...timing.cpuMs))} ms`)
    .join(', ');
  const costName =
    cost.source === 'SCRYPT_N'
      ? `N 2^${Math.log2(cost.N)} from SCRYPT_N`
      : `N 2^${Math.log2(cost.N)} chosen at start from ${chosenFrom}`;
  const cpuName = `one login's scrypt CPU time (${costName}, r ${cost.r}, p ${cost.p}), median of ${cpu.length} in the server's hasher (${Math.round(cpu[0] ?? 0)}–${Math.round(cpu.at(-1) ?? 0)} ms), ${label}`;
  figures.push(
    { name: `${cpuName}, at most`, value: cpuMedian, unit: 'ms', guard: 100, atMost: true },
    { name: `${cpuName}, at least`, value: cpuMedian, unit: 'ms', guard: 50, atMost: false },
    {
      name: `Login under load: Merchant p99 before the logins (menu alone, ${MENU_CONNECTIONS} connections from a child process), ${label} (${load.menuAlone.requestsPerSecond} req/s, ${load.menuAlone.errors} errors)`,
      value: load.menuAlone.p99,
      unit: 'ms',
      guard: MERCHANT_P99_GUARD,
      goal: 50,
      atMost: true,
    },
    {
      name: `Login under load: Login p99, ${LOGINS} at once, ${seconds} s, ${label} (p50 ${load.login.p50} ms, ${load.login.loginsPerSecond} logins/s)`,
      value: load.login.p99,
      unit: 'ms',
      guard: null,
      atMost: true,
    },
    {
      name: `Login under load: Login errors (${load.login.logins} logins), ${label}`,
      value: load.login.errors,
      unit: '',
      guard: 0,
      atMost: true,
    },
    {
      name: `Login under load: Merchant p99 meanwhile, ${MENU_CONNECTIONS} connections, ${label} (${load.menu.requestsPerSecond} req/s, ${load.menu.errors} errors)`,
      value: load.menu.p99,
      unit: 'ms',
      guard: MERCHANT_P99_GUARD,
      goal: 50,
      atMost: true,
    },
  );
}

// Sign-in during a guessing burst: 40 wrong PINs for one mobile at once, another
// member signing in meanwhile, with the server's real limits.
for (const [label, databaseUrl] of wants('login') ? databases : []) {
  const burst = await failedAsFigure(`sign-in during a PIN burst, ${label}`, () =>
    signInDuringBurst({ databaseUrl }),
  );
  if (burst === null) continue;
  figures.push(
    {
      name: `sign-in p99 during a 40-guess PIN burst at another account, ${label} (p50 ${burst.p50} ms, ${burst.signIns} sign-ins, ${burst.errors} refused; ${burst.guessesChecked} of 40 guesses checked, stretch 500 ms)`,
      value: burst.p99,
      unit: 'ms',
      guard: 3_000,
      atMost: true,
    },
    {
      name: `guesses checked of a 40-guess PIN burst at one account (the rest refused unhashed), ${label}`,
      value: burst.guessesChecked,
      unit: '',
      guard: 10,
      atMost: true,
    },
  );
}

// Kiosk terminal: the page's long tasks while the worker polls the pad.
if (wants('terminal')) {
  const browser = await launchBrowser();
  try {
    const poll = await terminalPollFigures(browser, dist);
    figures.push({
      name: `main-thread long tasks during a 30 s payment poll (kiosk 1080×1920, 4x CPU, ${poll.windowSeconds} s, ${poll.promptsShown} prompts shown live, longest ${poll.longestTaskMs} ms)`,
      value: poll.longTasks,
      unit: '',
      guard: 0,
      atMost: true,
    });
  } finally {
    await browser.close();
  }
}

// Scale out: Merchant and SubmitOrder with 1 and 2 server processes on one PostgreSQL,
// behind node's cluster module (bench/scaleOut.ts); the ratios have no budget.
if (wants('scale') && !process.env.DATABASE_URL)
  console.log('scale: skipped (needs DATABASE_URL: several processes share one PostgreSQL)');
if (wants('scale') && process.env.DATABASE_URL) {
  const rate = 200;
  const runs = await scaleOutFigures({
    adminUrl: process.env.DATABASE_URL,
    seconds,
    merchantConnections: 50,
    submitRate: rate,
    submitConnections: 50,
  });
  for (const { processes, merchant, submit } of runs) {
    const label = `${processes} process${processes === 1 ? '' : 'es'} behind the balancer`;
    figures.push(
      {
        name: `scale: Merchant p99, 50 connections, ${seconds} s, ${label}`,
        value: merchant.p99,
        unit: 'ms',
        guard: MERCHANT_P99_GUARD,
        goal: 50,
        atMost: true,
      },
      {
        name: `scale: Merchant throughput, ${label} (${merchant.errors} errors)`,
        value: merchant.requestsPerSecond,
        unit: 'req/s',
        guard: null,
        atMost: false,
      },
      {
        name: `scale: SubmitOrder p99, ${rate} req/s offered, ${seconds} s, ${label} (${submit.requestsPerSecond} req/s answered, ${submit.errors} errors)`,
        value: submit.p99,
        unit: 'ms',
        guard: SUBMIT_P99_GUARD,
        goal: 100,
        atMost: true,
      },
      {
        name: `scale: SubmitOrder duplicate orders, ${label} (${submit.placed} placed)`,
        value: submit.duplicates,
        unit: '',
        guard: 0,
        atMost: true,
      },
      {
        name: `scale: errors, ${label}`,
        value: merchant.errors + submit.errors,
        unit: '',
        guard: 0,
        atMost: true,
      },
    );
  }
  const [one, two] = runs;
  if (one && two) {
    const ratio = (a: number, b: number) => Math.round((a / b) * 100) / 100;
    figures.push(
      {
        name: 'scale: Merchant throughput, 2 processes ÷ 1',
        value: ratio(two.merchant.requestsPerSecond, one.merchant.requestsPerSecond),
        unit: '×',
        guard: null,
        atMost: false,
      },
      {
        name: 'scale: SubmitOrder throughput, 2 processes ÷ 1 (fixed offered rate)',
        value: ratio(two.submit.requestsPerSecond, one.submit.requestsPerSecond),
        unit: '×',
        guard: null,
        atMost: false,
      },
      {
        name: 'scale: SubmitOrder p99, 2 processes ÷ 1',
        value: ratio(two.submit.p99, one.submit.p99),
        unit: '×',
        guard: null,
        atMost: true,
      },
    );
  }
}

let broken = 0;
for (const figure of figures) {
  if (!guardHeld(figure)) broken += 1;
  console.log(figureLine(figure));
}
if (bundle) {
  console.log(`menu route packages: ${bundle.menuRoutePackages.join(', ')}`);
  console.log(
    `API worker, loaded after the first screen: ${kb(bundle.apiWorker.gzip)} KB gzip (${bundle.apiWorker.file})`,
  );
}
if (written)
  console.log(
    `10,000-item menu: loadMenu end to end in Node (no budget): ${written.loadMenuMs} ms`,
  );
const results: BenchResults & { bundle: typeof bundle } = {
  measuredAt: new Date().toISOString(),
  groups: only,
  machine: startedOn,
  figures,
  bundle,
};
writeFileSync(RESULTS_FILE, JSON.stringify(results, null, 2) + '\n');
// The table in docs/performance.md follows a whole run only: a partial one would drop rows.
if (only.length === 0) writeTable();
if (broken > 0) {
  console.log(`${broken} guard(s) broken`);
  process.exit(1);
}
