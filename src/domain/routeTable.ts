/**
 * The route table of spec 3 §2 ('Full route table, web (single-store) mode' and 'Kiosk/staff mode
 * routes') as one pure function: for a path, its query and who is asking, which screen renders or
 * where the app redirects. The router (src/app/routes.tsx) only applies the answer.
 *
 * Which table applies is the device's mode: a KIOSK or POS build uses the kiosk/staff table, a
 * PERSONAL build the web table. (The kiosk table's '/ … else to /signin' only makes sense on a
 * device that is a kiosk before anyone signs in.) A kiosk or staff user signed in on a PERSONAL
 * build keeps the web table; their sign-in outcome takes them to the pairing screen (spec 3 §4).
 *
 * Query strings survive every redirect. A protected route sends a visitor to
 * /login?next=<the path asked for, query included>&from=<where they came from>; both are
 * same-origin paths (safeSameOriginPath) or left out.
 */
import {
  deepLinkTarget,
  linkDataFromSegment,
  linkDataToSearch,
  parseQuery,
  safeSameOriginPath,
} from './deepLinks';
import { strippedSlug } from './menuSlug';
import { decodePathSegment, matchPathPattern } from './pathPattern';
import { takesPaymentsHere, type DevicePayments } from './staffDevice';

/** Every screen a route can show; src/app/screens.ts says which component renders each. */
export type ScreenId =
  | 'home'
  /** An embed_link or iframe home block on a page of its own (spec 3 §2 Home 'Embedded views'). */
  | 'homeEmbed'
  | 'locations'
  | 'menu'
  /** /menu with no slug: the stored menu, else the brand's (spec 1 §2.4). */
  | 'menuDefault'
  | 'cart'
  | 'checkout'
  | 'signIn'
  | 'forgot'
  | 'logout'
  | 'profile'
  | 'orders'
  | 'orderReceipt'
  | 'rewards'
  | 'topup'
  | 'addCard'
  | 'billing'
  | 'withdraw'
  | 'changePassword'
  | 'resetPassword'
  | 'changePin'
  | 'feedback'
  | 'standingOrder'
  /** /account/standingorders: the member's standing orders. */
  | 'standingOrders'
  /** 'Currently unavailable' (spec 3 §2 Other). */
  | 'unavailable'
  | 'eftpos'
  | 'kioskReceipt'
  | 'about'
  | 'terms'
  | 'privacy'
  | 'logs'
  | 'tests'
  /** The staff order board (beyond the spec): staff only. */
  | 'staffOrders'
  /** The staff Menu tab beside it: sold out, back on, pause (beyond the spec): staff only. */
  | 'staffMenu';

export type RouteParams = Readonly<Record<string, string>>;

/** The build's app mode (brand.appMode; the same values as the API's app_mode). */
export type AppMode = 'PERSONAL' | 'KIOSK' | 'POS';

export type RouteDecision =
  { action: 'render'; screen: ScreenId; params: RouteParams } | { action: 'redirect'; to: string };

export type AuthFlags = {
  isLoggedIn: boolean;
  isMember: boolean;
  isKiosk: boolean;
  isStaff: boolean;
};

export type RouteInput = {
  /** The pathname, '/account/orders' (percent-encoded as in the URL). */
  path: string;
  /** The query, '?a=1' or ''. */
  search: string;
  auth: AuthFlags;
  storeMode: 'single' | 'multi';
  /** The brand's menu slug: the one store's menu in single-store mode. */
  menuSlug: string;
  appMode: AppMode;
  /** Spec 3 §4: see pinpadSetupForced(). */
  pinpadSetupForced: boolean;
  /** The signed-in customer's menu_name, when the sign-in answer gave one. */
  customerMenu: string | null;
  /** The in-app location the visitor is leaving ('/menu/x?table=2'), remembered by /login. */
  from: string | null;
  /** The app's origin, for the same-origin check of next and from. */
  origin: string;
};

// ---- Who may see what (spec 3 §6) ----

/** 'Signed-in means logged in and a member, kiosk or staff.' */
export function isSignedIn(auth: AuthFlags): boolean {
  return auth.isLoggedIn && (auth.isMember || auth.isKiosk || auth.isStaff);
}

/**
 * 'Pinpad setup is forced for a logged-in kiosk or staff user when eftpos is enabled, the provider
 * is LINKLY, a pos_guid exists and no secret is stored' (spec 3 §4), except for staff on a device
 * that takes no payments (src/domain/staffDevice.ts).
 */
export function pinpadSetupForced(input: {
  auth: AuthFlags;
  eftposEnabled: boolean;
  provider: string;
  posGuid: string;
  /** A pinpad secret is stored on this device (the page never holds the secret itself). */
  secretStored: boolean;
  /** This device's payments setting; 'unset' when not given. */
  devicePayments?: DevicePayments;
}): boolean {
  return (
    takesPaymentsHere({
      isStaff: input.auth.isStaff,
      devicePayments: input.devicePayments ?? 'unset',
    }) &&
    input.auth.isLoggedIn &&
    (input.auth.isKiosk || input.auth.isStaff) &&
    input.eftposEnabled &&
    input.provider.toUpperCase() === 'LINKLY' &&
    input.posGuid.trim() !== '' &&
    !input.secretStored
  );
}

/** Which table applies: a KIOSK or POS device uses the kiosk/staff table. */
export function isKioskMode(appMode: AppMode): boolean {
  return appMode !== 'PERSONAL';
}

// ---- Paths ----

const menuPath = (slug: string) => `/menu/${encodeURIComponent(slug)}`;

/** The query without some keys, '?a=1' or ''. */
function searchWithout(search: string, drop: readonly string[]): string {
  const kept = search
    .replace(/^\?/, '')
    .split('&')
    .filter((pair) => pair !== '' && !drop.includes(decodePathSegment(pair.split('=')[0] ?? '')));
  return kept.length === 0 ? '' : `?${kept.join('&')}`;
}

// ---- Decisions ----

const render = (screen: ScreenId, params: RouteParams = {}): RouteDecision => ({
  action: 'render',
  screen,
  params,
});

/** A redirect that keeps the visitor's query (table, fulfil, promo, ri/ra…). */
const redirectKeepingQuery = (to: string, search: string): RouteDecision => ({
  action: 'redirect',
  to: `${to}${search}`,
});

/**
 * 'Protected routes redirect unauthenticated users to /login, remembering the origin and the next
 * path.' next is the path asked for with its query; from is where the visitor was. Each is kept
 * only when it is a same-origin path.
 */
export function loginRedirect(input: RouteInput): RouteDecision {
  const params = new Map<string, string>();
  const next = safeSameOriginPath(`${input.path}${input.search}`, input.origin);
  if (next !== null) params.set('next', next);
  const from = input.from === null ? null : safeSameOriginPath(input.from, input.origin);
  if (from !== null && from !== next) params.set('from', from);
  const query = [...params].map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&');
  return { action: 'redirect', to: query === '' ? '/login' : `/login?${query}` };
}

/**
 * Where sign-in sends the customer back to when the answer names no menu and no pairing is due
 * (spec 3 §4 'Sign-in outcome': 'the next/from location'): next, else from, same-origin only.
 */
export function signInReturnPath(search: string, origin: string): string | null {
  const query = parseQuery(search);
  for (const key of ['next', 'from'] as const) {
    const target = query[key];
    if (target === undefined || target === '') continue;
    const safe = safeSameOriginPath(target, origin);
    if (safe !== null && !/^\/(login|signin|signup)(\/|\?|#|$)/i.test(safe)) return safe;
  }
  return null;
}

type Row = {
  /** Patterns this row answers, '/account/orders/:slug'. */
  paths: readonly string[];
  decide: (params: Record<string, string>, input: RouteInput) => RouteDecision;
};

/** Renders screen for a signed-in customer; otherwise /login remembering where they were going. */
const signedIn =
  (screen: ScreenId, extra: RouteParams = {}) =>
  (params: Record<string, string>, input: RouteInput): RouteDecision =>
    isSignedIn(input.auth) ? render(screen, { ...params, ...extra }) : loginRedirect(input);

/** A sign-in alias: the shared sign-in screen, told where the alias was for (cart, checkout…). */
const signInFor = (returnTo: string | null) => (): RouteDecision =>
  render('signIn', returnTo === null ? {} : { returnTo });

/** /menu/{slug}: a slug ending '.' or ',' redirects to the clean one; nothing left goes to '/'. */
function menuDecision(params: Record<string, string>, input: RouteInput): RouteDecision {
  const slug = params.slug ?? '';
  const clean = strippedSlug(slug);
  if (clean === null) return render('menu', params);
  const rest = params.item === undefined ? '' : `/item/${encodeURIComponent(params.item)}`;
  return redirectKeepingQuery(clean === '' ? '/' : `${menuPath(clean)}${rest}`, input.search);
}

/**
 * /menu/{slug}/{link}: the path form of a scanned or followed link (spec 1 §2.2, 'tbl12-prmsummer')
 * becomes the query form on the menu, so the menu reads one form. Any other segment is not a page.
 */
function menuLinkDecision(params: Record<string, string>, input: RouteInput): RouteDecision {
  const data = linkDataFromSegment(params.link ?? '');
  if (data === null) return render('home');
  const slug = strippedSlug(params.slug ?? '') ?? params.slug ?? '';
  if (slug === '') return redirectKeepingQuery('/', input.search);
  return redirectKeepingQuery(menuPath(slug), linkDataToSearch(data, input.search));
}

const utilityRows: readonly Row[] = [
  { paths: ['/login', '/signup', '/signin'], decide: signInFor(null) },
  { paths: ['/forgot'], decide: () => render('forgot') },
  { paths: ['/logout'], decide: () => render('logout') },
  { paths: ['/logs'], decide: () => render('logs') },
  { paths: ['/tests'], decide: () => render('tests') },
  { paths: ['/about'], decide: () => render('about') },
  { paths: ['/terms'], decide: () => render('terms') },
  { paths: ['/privacy'], decide: () => render('privacy') },
];

/**
 * Pinpad pairing, /eftpos/linkly: 'Only kiosk and staff see pinpad pairing' (spec 3 §6). A
 * visitor signs in first; anyone else signed in goes to the table's home.
 */
const pairingRow = (home: string): Row => ({
  paths: ['/eftpos/linkly'],
  decide: (_params, input) => {
    if (!isSignedIn(input.auth)) return loginRedirect(input);
    return input.auth.isKiosk || input.auth.isStaff
      ? render('eftpos')
      : redirectKeepingQuery(home, input.search);
  },
});

/**
 * The staff order board (beyond the spec; 'Staff-specific permissions beyond these are not shown',
 * spec 3 §6): staff only. A visitor signs in first; anyone else signed in goes home. It takes no
 * payment, so a forced pinpad setup does not stand in its way.
 */
const staffBoardRow: Row = {
  paths: ['/staff/orders'],
  decide: (_params, input) => {
    if (!isSignedIn(input.auth)) return loginRedirect(input);
    return input.auth.isStaff ? render('staffOrders') : redirectKeepingQuery('/', input.search);
  },
};

/** The staff Menu tab, beside the board, by the board's rule. */
const staffMenuRow: Row = {
  paths: ['/staff/menu'],
  decide: (_params, input) => {
    if (!isSignedIn(input.auth)) return loginRedirect(input);
    return input.auth.isStaff ? render('staffMenu') : redirectKeepingQuery('/', input.search);
  },
};

/** The web (PERSONAL) table, in the spec's order. */
const WEB_ROWS: readonly Row[] = [
  {
    // '/: Goes to /menu/{menu} if a menu query parameter is present, else the home page'
    paths: ['/'],
    decide: (_params, input) => {
      const target = deepLinkTarget({ menu: parseQuery(input.search).menu });
      return target === null
        ? render('home')
        : redirectKeepingQuery(target, searchWithout(input.search, ['menu']));
    },
  },
  {
    // The home's embedded views ('Embedded views get a 'Back to Home' button', spec 3 §2 Home).
    paths: ['/home/embed/:blockId'],
    decide: (params) => render('homeEmbed', params),
  },
  {
    // '/locations/login: If authed shows the home page, else redirects to /login'
    paths: ['/locations/login'],
    decide: (_params, input) =>
      isSignedIn(input.auth)
        ? redirectKeepingQuery('/', input.search)
        : redirectKeepingQuery('/login', input.search),
  },
  {
    // '/locations and /locations/{slug}: Redirect to the single store menu'. A multi-store brand
    // shows its locations (the slug is the optional group of spec 1 §2.1).
    paths: ['/locations', '/locations/:group'],
    decide: (params, input) =>
      input.storeMode === 'single'
        ? redirectKeepingQuery(menuPath(input.menuSlug), input.search)
        : render('locations', params),
  },
  // '/menu, /menu/{slug}, /menu/{slug}/item/{menuitemlink}, /menu/login: Menu area and its sign-in'
  { paths: ['/menu'], decide: () => render('menuDefault') },
  { paths: ['/menu/login'], decide: signInFor('/menu') },
  { paths: ['/menu/:slug', '/menu/:slug/item/:item'], decide: menuDecision },
  { paths: ['/menu/:slug/:link'], decide: menuLinkDecision },
  // '/cart, /cart/login, /checkout, /checkout/login: Cart and checkout and their sign-in'
  { paths: ['/cart'], decide: () => render('cart') },
  { paths: ['/cart/login'], decide: signInFor('/cart') },
  { paths: ['/checkout'], decide: () => render('checkout') },
  { paths: ['/checkout/login'], decide: signInFor('/checkout') },
  // A guest lands on its order's receipt, reached again by its link from the same device (spec 3:
  // guests 'may view a single order receipt'). The server answers only the session (or member) that
  // placed it.
  { paths: ['/order/:slug'], decide: (params) => render('orderReceipt', params) },
  // '/account: Profile'
  { paths: ['/account'], decide: signedIn('profile') },
  // '/account/orders, /account/orders/{slug}: Order list and receipt; guests holding an auth may
  // view an order'. A guest who checked out holds a customer id above 0 (status 2).
  { paths: ['/account/orders'], decide: signedIn('orders') },
  {
    paths: ['/account/orders/:slug'],
    decide: (params, input) =>
      input.auth.isLoggedIn ? render('orderReceipt', params) : loginRedirect(input),
  },
  // '/account/rewards, /account/notifications, /account/topup, /account/addcard: Account pages';
  // notifications is 'Currently unavailable' (spec 3 §2 Other).
  { paths: ['/account/rewards'], decide: signedIn('rewards') },
  { paths: ['/account/notifications'], decide: signedIn('unavailable') },
  { paths: ['/account/topup'], decide: signedIn('topup') },
  { paths: ['/account/addcard'], decide: signedIn('addCard') },
  // '/account/standingorder, /account/standingorder/{slug}, /account/standingorders'
  {
    paths: ['/account/standingorder', '/account/standingorder/:slug'],
    decide: signedIn('standingOrder'),
  },
  { paths: ['/account/standingorders'], decide: signedIn('standingOrders') },
  // '/account/managecard: Billing page; /account/billing redirects to it'
  { paths: ['/account/managecard'], decide: signedIn('billing') },
  {
    paths: ['/account/billing'],
    decide: (_params, input) => redirectKeepingQuery('/account/managecard', input.search),
  },
  // '/account/deliveries, /account/invoices, /account/withdraw, /account/password, /account/pin,
  // /account/settings, /account/feedback: Account pages'; deliveries, invoices and settings are
  // 'Currently unavailable'.
  { paths: ['/account/deliveries'], decide: signedIn('unavailable') },
  { paths: ['/account/invoices'], decide: signedIn('unavailable') },
  { paths: ['/account/settings'], decide: signedIn('unavailable') },
  { paths: ['/account/withdraw'], decide: signedIn('withdraw') },
  { paths: ['/account/password'], decide: signedIn('changePassword') },
  { paths: ['/account/pin'], decide: signedIn('changePin') },
  { paths: ['/account/feedback'], decide: signedIn('feedback') },
  {
    // '/account/reset: Change-password screen if authed, else the reset-password screen'
    paths: ['/account/reset'],
    decide: (_params, input) => render(isSignedIn(input.auth) ? 'changePassword' : 'resetPassword'),
  },
  // '/logout, /logs, /tests, /about, /terms, /privacy: Utility pages'; /login, /signup, /signin
  // 'Share the sign-in screen'; /forgot 'Forgot screen'.
  ...utilityRows,
  pairingRow('/'),
  // A staff member signed in on a PERSONAL build (a phone) may run the board too.
  staffBoardRow,
  staffMenuRow,
];

/**
 * A kiosk/staff screen that 'requires login' and, 'while pinpad setup is forced', shows the pairing
 * screen in its place (the address stays, so pairing returns the customer where they were).
 */
const kioskOrdering =
  (screen: ScreenId) =>
  (params: Record<string, string>, input: RouteInput): RouteDecision => {
    if (!isSignedIn(input.auth)) return loginRedirect(input);
    if (input.pinpadSetupForced) return render('eftpos', params);
    return screen === 'menu' ? menuDecision(params, input) : render(screen, params);
  };

/** The kiosk/staff (KIOSK and POS devices) table. */
const KIOSK_ROWS: readonly Row[] = [
  {
    // '/ goes to /eftpos/linkly when pinpad setup is forced, else to the customer's menu, else to
    // /signin.' A signed-in kiosk without a menu_name gets the brand's menu.
    paths: ['/'],
    decide: (_params, input) => {
      if (input.pinpadSetupForced) return redirectKeepingQuery('/eftpos/linkly', input.search);
      if (isSignedIn(input.auth)) {
        return redirectKeepingQuery(menuPath(input.customerMenu ?? input.menuSlug), input.search);
      }
      return redirectKeepingQuery('/signin', input.search);
    },
  },
  // '/menu, /menu/{slug}, /cart, /checkout and /order/{slug} all require login. While pinpad
  // setup is forced these screens show the pairing screen instead.'
  { paths: ['/menu'], decide: kioskOrdering('menuDefault') },
  // 'login' is never a menu slug: /menu/login stays the sign-in link it is on the web.
  { paths: ['/menu/login'], decide: signInFor('/menu') },
  { paths: ['/menu/:slug', '/menu/:slug/item/:item'], decide: kioskOrdering('menu') },
  { paths: ['/cart'], decide: kioskOrdering('cart') },
  { paths: ['/checkout'], decide: kioskOrdering('checkout') },
  { paths: ['/order/:slug'], decide: kioskOrdering('kioskReceipt') },
  // 'Other paths: /login, /signup, /signin, /forgot, /eftpos/linkly, /logout, /logs, /tests,
  // /about, /terms, /privacy.'
  ...utilityRows,
  pairingRow('/about'),
  // The staff order board and Menu tab, on a staff tablet.
  staffBoardRow,
  staffMenuRow,
];

/** The route table: what path + query show to this visitor, or where they are sent instead. */
export function decideRoute(input: RouteInput): RouteDecision {
  const kiosk = isKioskMode(input.appMode);
  for (const row of kiosk ? KIOSK_ROWS : WEB_ROWS) {
    for (const pattern of row.paths) {
      const params = matchPathPattern(pattern, input.path);
      if (params !== null) return row.decide(params, input);
    }
  }
  // Web: 'any other path: Home page'. Kiosk: 'Fallback is About.'
  return redirectKeepingQuery(kiosk ? '/about' : '/', input.search);
}
