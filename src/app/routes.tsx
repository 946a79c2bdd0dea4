/**
 * The router. What each path shows, or where it redirects, is decided by the route table of
 * spec 3 §2 (src/domain/routeTable.ts, web and kiosk/staff modes); this file only applies it:
 *
 *   every route's loader  → decideRoute(path, query, customer, brand) → redirect, or load the
 *                           screen's chunk (src/app/screens.ts) and render it
 *   /menu/:slug(/item/:itemId) → declared so MenuScreen keeps its params and item child route
 *   /home/embed/:blockId  → declared for the home's embedded views (EmbedView reads :blockId)
 *   /__crash              → throws when the e2e asks (src/features/info/CrashTest.tsx)
 *   everything else       → the splat route, decided the same way
 *
 * Every route has the crash screen as its error boundary (inside the shell, so the header stays);
 * the root has it too, for a shell that breaks. Screens of later issues render Home for now
 * (src/app/screens.ts PENDING_SCREENS).
 */
import {
  createBrowserRouter,
  redirect,
  useLoaderData,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router-dom';
import { useEffect } from 'react';
import { GUEST_CUSTOMER } from '@/db/defaults';
import { customerFlags } from '@/domain/roles';
import { loadItemRoute } from '@/features/item/loadItemRoute';
import { decideRoute, type RouteDecision } from '@/domain/routeTable';
import { markFirstScreenShown } from '@/ui/firstScreen';
import { AppShell, ShellFallback } from './AppShell';
import { BRAND } from './brand';
import { RouteError } from './RouteError';
import { loadedScreen, loadScreen } from './screens';
import { readQuery } from './workerClient';

type RenderDecision = Extract<RouteDecision, { action: 'render' }>;

let activeRouter: ReturnType<typeof createBrowserRouter> | null = null;

/** The in-app location being left (for /login's 'from'); null on the first load. */
function leavingLocation(target: URL): string | null {
  const current = activeRouter?.state.location;
  if (!current || !activeRouter?.state.initialized) return null;
  const path = `${current.pathname}${current.search}`;
  return path === `${target.pathname}${target.search}` ? null : path;
}

async function decide({ request }: LoaderFunctionArgs): Promise<RenderDecision> {
  const url = new URL(request.url);
  // Storage can be unavailable (some private modes): decide as for a signed-out visitor.
  const customer = await readQuery('customer').catch(() => GUEST_CUSTOMER);
  const decision = decideRoute({
    path: url.pathname,
    search: url.search,
    auth: customerFlags(customer),
    storeMode: BRAND.storeMode,
    menuSlug: BRAND.menuSlug,
    appMode: BRAND.appMode,
    // The eftpos issue stores the pairing state (pos_guid, secret); until then nothing is forced.
    pinpadSetupForced: false,
    // The customer row does not hold the sign-in answer's menu_name yet (account issue).
    customerMenu: null,
    from: leavingLocation(url),
    origin: url.origin,
  });
  if (decision.action === 'redirect') throw redirect(decision.to);
  await loadScreen(decision.screen);
  return decision;
}

/** Renders whichever screen the loader decided on (its code is already loaded). */
function DecidedScreen() {
  const { screen } = useLoaderData<RenderDecision>();
  // Not created here: loadedScreen returns the one component cached for this screen id, the same
  // reference on every render, so React keeps the screen's state across re-renders.
  const Screen = loadedScreen(screen);
  // The menu says when its data is on screen; other screens count as shown once rendered.
  useEffect(() => {
    if (screen !== 'menu') markFirstScreenShown();
  }, [screen]);
  // eslint-disable-next-line react-hooks/static-components
  return <Screen />;
}

const decidedRoute = {
  loader: decide,
  Component: DecidedScreen,
  ErrorBoundary: RouteError,
} satisfies Partial<RouteObject>;

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: AppShell,
    HydrateFallback: ShellFallback,
    ErrorBoundary: RouteError,
    children: [
      { index: true, ...decidedRoute },
      {
        path: 'menu/:slug',
        ...decidedRoute,
        // The item options popup (spec 1 §2.7) over the menu; MenuScreen renders its <Outlet />.
        children: [
          {
            path: 'item/:itemId',
            ErrorBoundary: RouteError,
            lazy: async () => ({
              Component: (await loadItemRoute()).ItemRoute,
            }),
          },
        ],
      },
      // The home's embedded views read :blockId (src/features/home/EmbedView.tsx).
      { path: 'home/embed/:blockId', ...decidedRoute },
      {
        path: '__crash',
        ErrorBoundary: RouteError,
        lazy: async () => ({ Component: (await import('@/features/info/CrashTest')).CrashTest }),
      },
      { path: '*', ...decidedRoute },
    ],
  },
];

export const router = createBrowserRouter(routes);
activeRouter = router;
