import { describe, expect, it } from 'vitest';
import type { DevicePayments } from './staffDevice';
import {
  decideRoute,
  isSignedIn,
  loginRedirect,
  pinpadSetupForced,
  signInReturnPath,
  type AuthFlags,
  type RouteDecision,
  type RouteInput,
} from './routeTable';

const ORIGIN = 'https://order.figandolive.com.au';

const GUEST: AuthFlags = { isLoggedIn: false, isMember: false, isKiosk: false, isStaff: false };
const MEMBER: AuthFlags = { isLoggedIn: true, isMember: true, isKiosk: false, isStaff: false };
/** A guest who checked out: id above 0, status 2. */
const GUEST_WITH_AUTH: AuthFlags = { ...GUEST, isLoggedIn: true };
const KIOSK: AuthFlags = { isLoggedIn: true, isMember: false, isKiosk: true, isStaff: false };
const STAFF: AuthFlags = { isLoggedIn: true, isMember: true, isKiosk: false, isStaff: true };

const base: RouteInput = {
  path: '/',
  search: '',
  auth: GUEST,
  storeMode: 'single',
  menuSlug: 'fig-and-olive',
  appMode: 'PERSONAL',
  pinpadSetupForced: false,
  customerMenu: null,
  from: null,
  origin: ORIGIN,
};

/** '/account?x=1' → path and search. */
function at(url: string, extra: Partial<RouteInput> = {}): RouteInput {
  const [path = '/', query] = url.split('?');
  return { ...base, path, search: query === undefined ? '' : `?${query}`, ...extra };
}

const show = (screen: string, params: Record<string, string> = {}): RouteDecision =>
  ({ action: 'render', screen, params }) as RouteDecision;
const go = (to: string): RouteDecision => ({ action: 'redirect', to });

type Row = [quote: string, url: string, extra: Partial<RouteInput>, expected: RouteDecision];

const ACCOUNT_PAGES: ReadonlyArray<[string, string]> = [
  ['/account', 'profile'],
  ['/account/orders', 'orders'],
  ['/account/rewards', 'rewards'],
  ['/account/notifications', 'unavailable'],
  ['/account/topup', 'topup'],
  ['/account/addcard', 'addCard'],
  ['/account/standingorder', 'standingOrder'],
  ['/account/standingorders', 'standingOrders'],
  ['/account/managecard', 'billing'],
  ['/account/deliveries', 'unavailable'],
  ['/account/invoices', 'unavailable'],
  ['/account/withdraw', 'withdraw'],
  ['/account/password', 'changePassword'],
  ['/account/pin', 'changePin'],
  ['/account/settings', 'unavailable'],
  ['/account/feedback', 'feedback'],
];

describe('decideRoute: web (single-store) mode (spec 3 §2 Full route table)', () => {
  it.each<Row>([
    // | / | Goes to /menu/{menu} if a menu query parameter is present, else the home page |
    ['"/" → home page', '/', {}, show('home')],
    [
      '"/" with a menu parameter → /menu/{menu}',
      '/?menu=fig-and-olive',
      {},
      go('/menu/fig-and-olive'),
    ],
    [
      '"/" with a menu parameter keeps the rest of the query',
      '/?table=12&menu=harbour-cbd&promo=x',
      {},
      go('/menu/harbour-cbd?table=12&promo=x'),
    ],
    [
      '"/" menu parameter cleaned like the menu route',
      '/?menu=fig-and-olive.',
      {},
      go('/menu/fig-and-olive'),
    ],
    ['"/" menu parameter encoded into the path', '/?menu=a%2Fb', {}, go('/menu/a%2Fb')],
    ['"/" with an empty menu parameter → home page', '/?menu=', {}, show('home')],
    ['"/" with other parameters only → home page', '/?table=4', {}, show('home')],
    // Home 'Embedded views get a 'Back to Home' button'
    [
      'an embedded home block has a page of its own',
      '/home/embed/12',
      {},
      show('homeEmbed', { blockId: '12' }),
    ],
    // | /locations/login | If authed shows the home page, else redirects to /login |
    ['"/locations/login" authed → home page', '/locations/login', { auth: MEMBER }, go('/')],
    ['"/locations/login" not authed → /login', '/locations/login', {}, go('/login')],
    [
      '"/locations/login" guest with an order auth is not signed in',
      '/locations/login',
      { auth: GUEST_WITH_AUTH },
      go('/login'),
    ],
    // spec 1 §2.2 'Alternative form: the last path segment split on '-' with the prefixes tbl …'
    [
      'link segment → query form',
      '/menu/fig-and-olive/tbl12',
      {},
      go('/menu/fig-and-olive?table=12'),
    ],
    [
      'link segment with promo and booking',
      '/menu/fig-and-olive/prmsummer-bkrab1-bkp4',
      {},
      go('/menu/fig-and-olive?promo=SUMMER&bookingref=AB1&bookingpax=4'),
    ],
    [
      'the query wins over the segment',
      '/menu/fig-and-olive/tbl12',
      { search: '?table=3' },
      go('/menu/fig-and-olive?table=3'),
    ],
    ['a segment that is not link data is no page', '/menu/fig-and-olive/hello', {}, show('home')],
    // | /locations and /locations/{slug} | Redirect to the single store menu |
    ['"/locations" → single store menu', '/locations', {}, go('/menu/fig-and-olive')],
    ['"/locations/{slug}" → single store menu', '/locations/perth', {}, go('/menu/fig-and-olive')],
    ['"/locations" keeps the query', '/locations?table=3', {}, go('/menu/fig-and-olive?table=3')],
    [
      'multi-store: "/locations" is the locations screen',
      '/locations',
      { storeMode: 'multi' },
      show('locations'),
    ],
    [
      'multi-store: "/locations/{group}"',
      '/locations/cbd',
      { storeMode: 'multi' },
      show('locations', { group: 'cbd' }),
    ],
    // | /menu, /menu/{slug}, /menu/{slug}/item/{menuitemlink}, /menu/login | Menu area and its sign-in |
    ['"/menu" → the stored menu, else the brand\'s', '/menu', {}, show('menuDefault')],
    ['"/menu/{slug}"', '/menu/fig-and-olive', {}, show('menu', { slug: 'fig-and-olive' })],
    [
      '"/menu/{slug}/item/{menuitemlink}"',
      '/menu/fig-and-olive/item/12',
      {},
      show('menu', { slug: 'fig-and-olive', item: '12' }),
    ],
    ['"/menu/login" → sign-in', '/menu/login', {}, show('signIn', { returnTo: '/menu' })],
    [
      "\"a trailing '.' or ',' is stripped on the web\"",
      '/menu/fig-and-olive.?table=2',
      {},
      go('/menu/fig-and-olive?table=2'),
    ],
    [
      'stripped on an item link too',
      '/menu/fig-and-olive,/item/7',
      {},
      go('/menu/fig-and-olive/item/7'),
    ],
    ['"with no slug at all it redirects to \'/\'"', '/menu/.', {}, go('/')],
    // | /cart, /cart/login, /checkout, /checkout/login | Cart and checkout and their sign-in |
    ['"/cart" (guests may check out)', '/cart', {}, show('cart')],
    ['"/cart/login"', '/cart/login', {}, show('signIn', { returnTo: '/cart' })],
    ['"/checkout"', '/checkout', {}, show('checkout')],
    ['"/checkout/login"', '/checkout/login', {}, show('signIn', { returnTo: '/checkout' })],
    // | /login, /signup, /signin | Share the sign-in screen |
    ['"/login"', '/login', {}, show('signIn')],
    ['"/signup"', '/signup', {}, show('signIn')],
    ['"/signin"', '/signin', {}, show('signIn')],
    // | /forgot | Forgot screen |
    ['"/forgot"', '/forgot', {}, show('forgot')],
    // | /account/orders, /account/orders/{slug} | … guests holding an auth may view an order |
    [
      '"/account/orders/{slug}" member',
      '/account/orders/123',
      { auth: MEMBER },
      show('orderReceipt', { slug: '123' }),
    ],
    [
      '"guests holding an auth may view an order"',
      '/account/orders/123',
      { auth: GUEST_WITH_AUTH },
      show('orderReceipt', { slug: '123' }),
    ],
    [
      '"/account/orders/{slug}" without an auth → /login',
      '/account/orders/123',
      {},
      go('/login?next=%2Faccount%2Forders%2F123'),
    ],
    [
      'a guest holding an auth still may not list orders',
      '/account/orders',
      { auth: GUEST_WITH_AUTH },
      go('/login?next=%2Faccount%2Forders'),
    ],
    // | /account/standingorder/{slug} |
    [
      '"/account/standingorder/{slug}"',
      '/account/standingorder/5',
      { auth: MEMBER },
      show('standingOrder', { slug: '5' }),
    ],
    // | /account/managecard | Billing page; /account/billing redirects to it |
    [
      '"/account/billing redirects to" /account/managecard',
      '/account/billing',
      {},
      go('/account/managecard'),
    ],
    [
      '/account/billing redirects for members too, query kept',
      '/account/billing?s=3ds',
      { auth: MEMBER },
      go('/account/managecard?s=3ds'),
    ],
    // | /account/reset | Change-password screen if authed, else the reset-password screen |
    [
      '"/account/reset" authed → change password',
      '/account/reset',
      { auth: MEMBER },
      show('changePassword'),
    ],
    [
      '"/account/reset" not authed → reset password',
      '/account/reset?ri=4&ra=abc',
      {},
      show('resetPassword'),
    ],
    // | /logout, /logs, /tests, /about, /terms, /privacy | Utility pages |
    ['"/logout"', '/logout', {}, show('logout')],
    ['"/logs"', '/logs', {}, show('logs')],
    ['"/tests"', '/tests', {}, show('tests')],
    ['"/about"', '/about', {}, show('about')],
    ['"/terms"', '/terms', {}, show('terms')],
    ['"/privacy"', '/privacy', {}, show('privacy')],
    ['a trailing slash matches', '/about/', {}, show('about')],
    ['literal segments ignore case', '/About', {}, show('about')],
    // | any other path | Home page |
    ['"any other path: Home page"', '/no-such-page', {}, go('/')],
    ['any other path keeps its query', '/no/such/page?table=9', {}, go('/?table=9')],
    // A guest lands on its order's receipt, reached again by its link from the same device (spec 3
    // 'Guests … may view a single order receipt'); the server says whose it is.
    ['"/order/{id}" guest receipt', '/order/5', {}, show('orderReceipt', { slug: '5' })],
    ['"/order/{id}" member', '/order/5', { auth: MEMBER }, show('orderReceipt', { slug: '5' })],
    // Other routes named elsewhere: /eftpos/linkly ('Only kiosk and staff see pinpad pairing')
    ['"/eftpos/linkly" staff', '/eftpos/linkly', { auth: STAFF }, show('eftpos')],
    ['"/eftpos/linkly" kiosk', '/eftpos/linkly', { auth: KIOSK }, show('eftpos')],
    ['"/eftpos/linkly" member → home', '/eftpos/linkly', { auth: MEMBER }, go('/')],
    [
      '"/eftpos/linkly" signed out → /login',
      '/eftpos/linkly',
      {},
      go('/login?next=%2Feftpos%2Flinkly'),
    ],
  ])('%s', (_quote, url, extra, expected) => {
    expect(decideRoute(at(url, extra))).toEqual(expected);
  });

  it.each(ACCOUNT_PAGES)('account page %s needs a signed-in customer (→ %s)', (path, screen) => {
    expect(decideRoute(at(path, { auth: MEMBER }))).toEqual(show(screen));
    expect(decideRoute(at(path, { auth: STAFF }))).toEqual(show(screen));
    expect(decideRoute(at(path))).toEqual(go(`/login?next=${encodeURIComponent(path)}`));
    // 'Signed-in means logged in and a member, kiosk or staff': a guest with an id is not.
    expect(decideRoute(at(path, { auth: GUEST_WITH_AUTH }))).toEqual(
      go(`/login?next=${encodeURIComponent(path)}`),
    );
  });
});

describe('protected routes "redirect unauthenticated users to /login, remembering the origin and the next path"', () => {
  it.each<[string, Partial<RouteInput> & { url: string }, string]>([
    [
      'next keeps the query',
      { url: '/account/topup?result=success&s=pp' },
      '/login?next=%2Faccount%2Ftopup%3Fresult%3Dsuccess%26s%3Dpp',
    ],
    [
      'from is where the visitor was',
      { url: '/account', from: '/menu/fig-and-olive?table=2' },
      '/login?next=%2Faccount&from=%2Fmenu%2Ffig-and-olive%3Ftable%3D2',
    ],
    [
      'from on another origin is dropped',
      { url: '/account', from: 'https://evil.example/x' },
      '/login?next=%2Faccount',
    ],
    [
      'a protocol-relative from is dropped',
      { url: '/account', from: '//evil.example/x' },
      '/login?next=%2Faccount',
    ],
    [
      'an absolute from on this origin becomes a path',
      { url: '/account', from: `${ORIGIN}/about` },
      '/login?next=%2Faccount&from=%2Fabout',
    ],
    [
      'from equal to next is not repeated',
      { url: '/account', from: '/account' },
      '/login?next=%2Faccount',
    ],
    ['an unsafe next (dot segment) is left out', { url: '/account/orders/%2e%2e' }, '/login'],
  ])('%s', (_name, { url, ...extra }, expected) => {
    expect(loginRedirect(at(url, extra))).toEqual(go(expected));
  });
});

describe("signInReturnPath (\"the 'next'/'from' location\", same-origin only)", () => {
  it.each<[string, string, string | null]>([
    ['next wins', '?next=%2Faccount&from=%2Fmenu%2Fx', '/account'],
    ['from when there is no next', '?from=%2Fmenu%2Fx%3Ftable%3D2', '/menu/x?table=2'],
    ['nothing remembered', '', null],
    ['another origin', '?next=https%3A%2F%2Fevil.example%2F', null],
    ['protocol-relative', '?next=%2F%2Fevil.example', null],
    [
      'javascript: refused, from used instead',
      '?next=javascript%3Aalert(1)&from=%2Fabout',
      '/about',
    ],
    ['a backslash trick', '?next=%2F%5Cevil.example', null],
    ['never back to a sign-in screen', '?next=%2Flogin%3Fnext%3D%2Faccount', null],
    [
      'this origin, absolute',
      `?next=${encodeURIComponent(`${ORIGIN}/account/rewards`)}`,
      '/account/rewards',
    ],
  ])('%s', (_name, search, expected) => {
    expect(signInReturnPath(search, ORIGIN)).toBe(expected);
  });
});

describe('decideRoute: kiosk/staff mode (spec 3 §2 Kiosk/staff mode routes)', () => {
  const kiosk = (extra: Partial<RouteInput> = {}): Partial<RouteInput> => ({
    appMode: 'KIOSK',
    ...extra,
  });

  it.each<Row>([
    // '/ goes to /eftpos/linkly when pinpad setup is forced, else to the customer's menu, else to /signin.'
    [
      '"/" pinpad setup forced → /eftpos/linkly',
      '/',
      kiosk({ auth: KIOSK, pinpadSetupForced: true }),
      go('/eftpos/linkly'),
    ],
    [
      '"/" → the customer\'s menu',
      '/',
      kiosk({ auth: KIOSK, customerMenu: 'harbour-cbd' }),
      go('/menu/harbour-cbd'),
    ],
    [
      '"/" signed in with no menu name → the brand\'s menu',
      '/',
      kiosk({ auth: STAFF }),
      go('/menu/fig-and-olive'),
    ],
    ['"/" → /signin', '/', kiosk(), go('/signin')],
    ['"/" on a POS device too', '/', { appMode: 'POS' }, go('/signin')],
    // '/menu, /menu/{slug}, /cart, /checkout and /order/{slug} all require login.'
    ['"/menu" requires login', '/menu', kiosk(), go('/login?next=%2Fmenu')],
    [
      '"/menu/{slug}" requires login',
      '/menu/fig-and-olive?table=2',
      kiosk(),
      go('/login?next=%2Fmenu%2Ffig-and-olive%3Ftable%3D2'),
    ],
    ['"/cart" requires login', '/cart', kiosk(), go('/login?next=%2Fcart')],
    ['"/checkout" requires login', '/checkout', kiosk(), go('/login?next=%2Fcheckout')],
    ['"/order/{slug}" requires login', '/order/77', kiosk(), go('/login?next=%2Forder%2F77')],
    ['"/menu" signed in', '/menu', kiosk({ auth: KIOSK }), show('menuDefault')],
    [
      '"/menu/{slug}" signed in',
      '/menu/fig-and-olive',
      kiosk({ auth: KIOSK }),
      show('menu', { slug: 'fig-and-olive' }),
    ],
    [
      '"/menu/{slug}/item/{id}" signed in',
      '/menu/fig-and-olive/item/3',
      kiosk({ auth: STAFF }),
      show('menu', { slug: 'fig-and-olive', item: '3' }),
    ],
    [
      '"/menu/{slug}." still cleaned',
      '/menu/fig-and-olive.',
      kiosk({ auth: KIOSK }),
      go('/menu/fig-and-olive'),
    ],
    ['"/cart" signed in', '/cart', kiosk({ auth: KIOSK }), show('cart')],
    ['"/checkout" signed in', '/checkout', kiosk({ auth: STAFF }), show('checkout')],
    [
      '"/order/{slug}" signed in (kiosk receipt)',
      '/order/77',
      kiosk({ auth: KIOSK }),
      show('kioskReceipt', { slug: '77' }),
    ],
    // 'While pinpad setup is forced these screens show the pairing screen instead.'
    [
      '"/menu" forced → pairing',
      '/menu',
      kiosk({ auth: KIOSK, pinpadSetupForced: true }),
      show('eftpos'),
    ],
    [
      '"/menu/{slug}" forced → pairing',
      '/menu/fig-and-olive',
      kiosk({ auth: KIOSK, pinpadSetupForced: true }),
      show('eftpos', { slug: 'fig-and-olive' }),
    ],
    [
      '"/cart" forced → pairing',
      '/cart',
      kiosk({ auth: STAFF, pinpadSetupForced: true }),
      show('eftpos'),
    ],
    [
      '"/checkout" forced → pairing',
      '/checkout',
      kiosk({ auth: KIOSK, pinpadSetupForced: true }),
      show('eftpos'),
    ],
    [
      '"/order/{slug}" forced → pairing',
      '/order/9',
      kiosk({ auth: KIOSK, pinpadSetupForced: true }),
      show('eftpos', { slug: '9' }),
    ],
    // 'Other paths: /login, /signup, /signin, /forgot, /eftpos/linkly, /logout, /logs, /tests, /about, /terms, /privacy.'
    ['"/login"', '/login', kiosk(), show('signIn')],
    ['"/signup"', '/signup', kiosk(), show('signIn')],
    ['"/signin"', '/signin', kiosk(), show('signIn')],
    ['"/forgot"', '/forgot', kiosk(), show('forgot')],
    ['"/eftpos/linkly" kiosk', '/eftpos/linkly', kiosk({ auth: KIOSK }), show('eftpos')],
    ['"/eftpos/linkly" staff', '/eftpos/linkly', kiosk({ auth: STAFF }), show('eftpos')],
    [
      '"/eftpos/linkly" signed out → /login',
      '/eftpos/linkly',
      kiosk(),
      go('/login?next=%2Feftpos%2Flinkly'),
    ],
    [
      '"/eftpos/linkly" a member on a kiosk → About',
      '/eftpos/linkly',
      kiosk({ auth: MEMBER }),
      go('/about'),
    ],
    ['"/logout"', '/logout', kiosk(), show('logout')],
    ['"/logs"', '/logs', kiosk(), show('logs')],
    ['"/tests"', '/tests', kiosk(), show('tests')],
    ['"/about"', '/about', kiosk(), show('about')],
    ['"/terms"', '/terms', kiosk(), show('terms')],
    ['"/privacy"', '/privacy', kiosk(), show('privacy')],
    [
      '/menu/login stays the sign-in link ("login" is never a slug)',
      '/menu/login',
      kiosk(),
      show('signIn', { returnTo: '/menu' }),
    ],
    // 'Fallback is About.'
    ['"Fallback is About"', '/no-such-page', kiosk({ auth: KIOSK }), go('/about')],
    ['account pages are not kiosk routes', '/account', kiosk({ auth: KIOSK }), go('/about')],
    ['/locations is not a kiosk route', '/locations', kiosk({ auth: KIOSK }), go('/about')],
    [
      "nor are the home's embedded views (a kiosk has no home)",
      '/home/embed/3',
      kiosk({ auth: KIOSK }),
      go('/about'),
    ],
    ['/cart/login is not a kiosk route', '/cart/login', kiosk(), go('/about')],
  ])('%s', (_quote, url, extra, expected) => {
    expect(decideRoute(at(url, extra))).toEqual(expected);
  });
});

describe('isSignedIn ("logged in and a member, kiosk or staff", spec 3 §6)', () => {
  it.each<[string, AuthFlags, boolean]>([
    ['signed out', GUEST, false],
    ['guest holding an auth (status 2)', GUEST_WITH_AUTH, false],
    ['member', MEMBER, true],
    ['kiosk', KIOSK, true],
    ['staff', STAFF, true],
  ])('%s', (_name, auth, expected) => {
    expect(isSignedIn(auth)).toBe(expected);
  });
});

describe('pinpadSetupForced (spec 3 §4)', () => {
  const forced = {
    auth: KIOSK,
    eftposEnabled: true,
    provider: 'LINKLY',
    posGuid: 'pos-1',
    secretStored: false,
    devicePayments: 'unset' as DevicePayments,
  };
  it.each<[string, Partial<typeof forced>, boolean]>([
    ['"a logged-in kiosk … eftpos enabled, LINKLY, a pos_guid and no secret"', {}, true],
    ['staff too', { auth: STAFF }, true],
    ['staff on a device that takes payments', { auth: STAFF, devicePayments: 'pinpad' }, true],
    [
      'not staff on a device that takes no payments',
      { auth: STAFF, devicePayments: 'none' },
      false,
    ],
    ['a kiosk always takes payments', { devicePayments: 'none' }, true],
    ['not a member', { auth: MEMBER }, false],
    ['not logged in', { auth: { ...KIOSK, isLoggedIn: false } }, false],
    ['eftpos off', { eftposEnabled: false }, false],
    ['another provider', { provider: 'TYRO' }, false],
    ['no pos_guid', { posGuid: '' }, false],
    ['a secret is stored', { secretStored: true }, false],
  ])('%s', (_name, change, expected) => {
    expect(pinpadSetupForced({ ...forced, ...change })).toBe(expected);
  });
});

describe('the staff Menu tab, /staff/menu: staff only, as the board', () => {
  it.each<Row>([
    ['staff on a staff tablet', '/staff/menu', { appMode: 'POS', auth: STAFF }, show('staffMenu')],
    ['staff signed in on the web', '/staff/menu', { auth: STAFF }, show('staffMenu')],
    [
      'staff while pinpad setup is forced (the tab takes no payment)',
      '/staff/menu',
      { appMode: 'POS', auth: STAFF, pinpadSetupForced: true },
      show('staffMenu'),
    ],
    [
      'a visitor on a staff tablet signs in first',
      '/staff/menu',
      { appMode: 'POS' },
      go('/login?next=%2Fstaff%2Fmenu'),
    ],
    ['a kiosk goes to its menu', '/staff/menu', { appMode: 'KIOSK', auth: KIOSK }, go('/')],
    ['a member goes home', '/staff/menu', { auth: MEMBER }, go('/')],
  ])('%s', (_quote, url, extra, expected) => {
    expect(decideRoute(at(url, extra))).toEqual(expected);
  });
});

describe('the staff order board, /staff/orders: staff only', () => {
  it.each<Row>([
    [
      'staff on a staff tablet',
      '/staff/orders',
      { appMode: 'POS', auth: STAFF },
      show('staffOrders'),
    ],
    [
      'staff on a kiosk device',
      '/staff/orders',
      { appMode: 'KIOSK', auth: STAFF },
      show('staffOrders'),
    ],
    ['staff signed in on the web', '/staff/orders', { auth: STAFF }, show('staffOrders')],
    [
      'staff while pinpad setup is forced (the board takes no payment)',
      '/staff/orders',
      { appMode: 'POS', auth: STAFF, pinpadSetupForced: true },
      show('staffOrders'),
    ],
    [
      'a visitor on a staff tablet signs in first',
      '/staff/orders',
      { appMode: 'POS' },
      go('/login?next=%2Fstaff%2Forders'),
    ],
    [
      'a visitor on the web signs in first',
      '/staff/orders',
      {},
      go('/login?next=%2Fstaff%2Forders'),
    ],
    ['a kiosk goes to its menu', '/staff/orders', { appMode: 'KIOSK', auth: KIOSK }, go('/')],
    ['a member goes home', '/staff/orders', { auth: MEMBER }, go('/')],
    [
      'a guest holding an auth signs in first',
      '/staff/orders',
      { auth: GUEST_WITH_AUTH },
      go('/login?next=%2Fstaff%2Forders'),
    ],
  ])('%s', (_quote, url, extra, expected) => {
    expect(decideRoute(at(url, extra))).toEqual(expected);
  });
});
