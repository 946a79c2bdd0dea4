/**
 * The app's routes as paths, without what they render (src/app/routes.tsx adds that): which
 * screen route a path matches, and with what params. The route table of spec 3 §2 then decides
 * what each shows, except the crash test, which renders itself; the item popup opens under a menu.
 */
import { matchRoutes, type RouteObject } from 'react-router-dom';
import type { NavigationStep } from '@/domain/navigationStep';

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

export function matchAppRoute(pathname: string): AppRouteMatch {
  const matches = matchRoutes([APP_ROUTES as RouteObject], pathname) ?? [];
  const screen = matches[1];
  const id = (screen?.route.id ?? 'other') as AppRouteId;
  return {
    screen: id,
    screenKey: `${id} ${JSON.stringify(ownParams(screen?.route.path, screen?.params ?? {}))}`,
    item: matches.some((match) => match.route.id === 'item'),
  };
}

/** The params a route's own path names (a match also carries those of the routes under it). */
function ownParams(
  path: string | undefined,
  params: Record<string, string | undefined>,
): Record<string, string | undefined> {
  const names = (path ?? '').split('/').flatMap((segment) => {
    if (segment === '*') return ['*'];
    return segment.startsWith(':') ? [segment.slice(1)] : [];
  });
  return Object.fromEntries(names.map((name) => [name, params[name]]));
}

export function navigationStep(location: { pathname: string; search: string }): NavigationStep {
  return {
    pathname: location.pathname,
    search: location.search,
    screenKey: matchAppRoute(location.pathname).screenKey,
  };
}
