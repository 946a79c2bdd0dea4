/**
 * Lighthouse on every customer route, each with its budget: the median of 5 Lighthouse
 * runs, with the range printed. Each run is a new user's first visit: a new Chromium
 * profile, so no service worker, no storage and an empty cart. The runs go round the routes in
 * turn (Home, Menu, …, Receipt, then Home again), so a busy spell on the machine falls on every
 * route alike rather than on one.
 *
 * What each route shows such a visitor:
 * - item link: a real item of the demo menu, its popup over the menu;
 * - cart and checkout: the empty cart (the checkout of an empty cart shows what the app shows);
 * - receipt: /order/{id} of a real order, placed through the server's API before the runs by a
 *   guest session of its own. The server shows an order only to the session or member that placed
 *   it, so this visitor, with no session yet, gets 'Order not found': the receipt route's code,
 *   its worker start and its OrderStatusDetailed call, as a shared link opened elsewhere costs.
 */
import { lighthouseRun } from './lighthouse';
import type { ServedBuild } from './serveBuild';
import { roundRobin, spreadOf, type Spread } from './spread';
import { demoTea, guestCarts } from './submitOrderLoad';

export type CustomerRoute = { name: string; path: string };

export type RouteLighthouse = {
  route: CustomerRoute;
  score: Spread;
  lcpMs: Spread;
  tbtMs: Spread;
  cls: Spread;
  /** What set the LCP in each run (the report's largest-contentful-paint-element). */
  lcpElements: string[];
};

const SLUG = 'fig-and-olive';
const ITEM = 'Shakshuka';

/** Places one guest order through the server's API (SubmitOrder, card); its id. */
async function placeGuestOrder(served: ServedBuild): Promise<number> {
  const { db } = served;
  const { brandId, menu, tea } = await demoTea(db);
  const [body] = await guestCarts(db, { count: 1, brandId, menu, tea });
  const answer = await fetch(`${served.origin}/api`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: body!,
  });
  const envelope = (await answer.json()) as {
    ResponseCode: string;
    Response: { order_id?: number } | string[];
  };
  const orderId = Array.isArray(envelope.Response) ? 0 : (envelope.Response.order_id ?? 0);
  if (envelope.ResponseCode !== 'SUCCESS' || orderId <= 0) {
    throw new Error(`bench: the receipt's order was not placed: ${JSON.stringify(envelope)}`);
  }
  return orderId;
}

/** The seven customer routes, with a real item id and a real order. */
export async function customerRoutes(served: ServedBuild): Promise<CustomerRoute[]> {
  const item = await served.db
    .selectFrom('menu_items')
    .innerJoin('menus', 'menus.id', 'menu_items.menu_id')
    .select('menu_items.id')
    .where('menus.slug', '=', SLUG)
    .where('menu_items.name', '=', ITEM)
    .executeTakeFirstOrThrow();
  const orderId = await placeGuestOrder(served);
  return [
    { name: 'Home', path: '/' },
    { name: 'Menu', path: `/menu/${SLUG}` },
    { name: 'item link', path: `/menu/${SLUG}/item/${item.id}` },
    { name: 'Cart', path: '/cart' },
    { name: 'Checkout', path: '/checkout' },
    { name: 'Sign-in', path: '/login' },
    { name: 'Receipt', path: `/order/${orderId}` },
  ];
}

/** `runs` cold Lighthouse runs of each route, round-robin; each route's median and range. */
export async function routeLighthouseFigures(
  origin: string,
  routes: CustomerRoute[],
  runs: number,
): Promise<RouteLighthouse[]> {
  const results = await roundRobin(routes, runs, (route) => lighthouseRun(origin + route.path));
  return routes.map((route) => {
    const taken = results.get(route)!;
    return {
      route,
      score: spreadOf(taken.map((one) => one.score)),
      lcpMs: spreadOf(taken.map((one) => one.lcpMs)),
      tbtMs: spreadOf(taken.map((one) => one.tbtMs)),
      cls: spreadOf(taken.map((one) => one.cls)),
      lcpElements: taken.map((one) => one.lcpElement),
    };
  });
}
