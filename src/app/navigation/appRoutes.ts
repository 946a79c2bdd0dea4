/**
 * The app's routes as paths, without what they render (src/app/routes.tsx adds that): which
 * screen route a path matches, and with what params. The route table of spec 3 §2 then decides
 * what each shows, except the crash test, which renders itself; the item popup opens under a menu.
 * Matched with the route table's matcher (src/domain/pathPattern.ts), not a second one.
 */
import type { NavigationStep } from '@/domain/navigationStep';
import { matchPathPattern } from '@/domain/pathPattern';

export type AppRouteId = 'shell' | 'home' | 'menu' | 'item' | 'embed' | 'crash' | 'other';

export type AppRouteShape = {
  id: AppRouteId;
  path?: string;
  index?: true;
  children?: AppRouteShape[];
};

export const APP_ROUTES: AppRouteShape = {
  id: 'shell',
  children: [
    { id: 'home', index: true },
    // The item options popup (spec 1 §2.7) over the menu; MenuScreen renders its <Outlet />.
    { id: 'menu', path: 'menu/:slug', children: [{ id: 'item', path: 'item/:itemId' }] },
    // The home's embedded views read :blockId (src/features/home/EmbedView.tsx).
    { id: 'embed', path: 'home/embed/:blockId' },
    // Throws when the e2e asks (src/features/info/CrashTest.tsx); not decided.
    { id: 'crash', path: '__crash' },
    { id: 'other', path: '*' },
  ],
};

export type AppRouteMatch = {
  /** The route under the shell: the screen. */
  screen: AppRouteId;
  /** That route and its params, the same for the menu and the popup over it. */
  screenKey: string;
  /** The item popup is open over the screen. */
  item: boolean;
};

/** A path the router renders, from the screen route down: its full pattern and what it opens. */
type FlatRoute = { pattern: string; screen: AppRouteId; screenPattern: string; item: boolean };

const join = (parent: string, path: string | undefined) =>
  path === undefined ? parent : `${parent.replace(/\/$/, '')}/${path}`;

/** APP_ROUTES as full patterns, each route before the ones under it, in the shell's order. */
const FLAT_ROUTES: readonly FlatRoute[] = (APP_ROUTES.children ?? []).flatMap((screen) => {
  const screenPattern = join('/', screen.path);
  const own = { pattern: screenPattern, screen: screen.id, screenPattern, item: false };
  const under = (screen.children ?? []).map((child) => ({
    ...own,
    pattern: join(screenPattern, child.path),
    item: child.id === 'item',
  }));
  return [own, ...under];
});

export function matchAppRoute(pathname: string): AppRouteMatch {
  for (const route of FLAT_ROUTES) {
    const params = matchPathPattern(route.pattern, pathname);
    if (params === null) continue;
    const own = ownParams(route.screenPattern, params);
    return {
      screen: route.screen,
      screenKey: `${route.screen} ${JSON.stringify(own)}`,
      item: route.item,
    };
  }
  return { screen: 'other', screenKey: 'other {}', item: false };
}

/** The params a route's own path names (a match also carries those of the routes under it). */
function ownParams(path: string, params: Record<string, string>): Record<string, string> {
  const names = path.split('/').flatMap((segment) => {
    if (segment === '*') return ['*'];
    return segment.startsWith(':') ? [segment.slice(1)] : [];
  });
  return Object.fromEntries(names.map((name) => [name, params[name] ?? '']));
}

export function navigationStep(location: { pathname: string; search: string }): NavigationStep {
  return {
    pathname: location.pathname,
    search: location.search,
    screenKey: matchAppRoute(location.pathname).screenKey,
  };
}
