/**
 * The route table (spec 1 §2.1). Each screen is a lazy route so its code is a separate chunk;
 * the service worker precaches every chunk so any route opens offline.
 *
 *   /                       → the brand's menu (locations screen comes later)
 *   /locations, /locations/* → the brand's menu (single-store mode; multi-store until locations land)
 *   /menu                   → the last opened menu on this device, else the brand's
 *   /menu/:slug             → MenuScreen ('fig-and-olive.' and 'fig-and-olive,' redirect clean)
 *   /menu/:slug/item/:itemId → MenuScreen; the item options popup will hang off this route
 *   *                       → /
 */
import {
  createBrowserRouter,
  redirect,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router-dom';
import { strippedSlug } from '@/domain/menuSlug';
import { AppShell, ShellFallback } from './AppShell';
import { homeMenuSlug, menuPath } from './paths';
import { RouteError } from './RouteError';

/** Keeps the query (table, fulfil, promo… of spec 1 §2.4) across a redirect. */
function withSearch(path: string, request: Request): string {
  return `${path}${new URL(request.url).search}`;
}

/** Routes that only redirect render nothing (their loader answers before any render). */
const Redirecting = () => null;

const toHomeMenu = ({ request }: LoaderFunctionArgs) =>
  redirect(withSearch(menuPath(homeMenuSlug()), request));

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: AppShell,
    HydrateFallback: ShellFallback,
    errorElement: <RouteError />,
    children: [
      { index: true, loader: toHomeMenu, Component: Redirecting },
      { path: 'locations/*', loader: toHomeMenu, Component: Redirecting },
      {
        path: 'menu',
        // Its own chunk: reading the stored slug brings the appState parser, which the menu doesn't need.
        lazy: async () => ({ Component: (await import('./MenuRedirect')).MenuRedirect }),
      },
      {
        path: 'menu/:slug',
        loader: ({ params, request }) => {
          const clean = strippedSlug(params.slug ?? '');
          if (clean === null) return null;
          return redirect(withSearch(clean === '' ? '/' : menuPath(clean), request));
        },
        lazy: async () => {
          const { MenuScreen } = await import('@/features/menu/MenuScreen');
          return { Component: MenuScreen };
        },
        children: [{ path: 'item/:itemId' }],
      },
      { path: '*', loader: () => redirect('/'), Component: Redirecting },
    ],
  },
];

export const router = createBrowserRouter(routes);
