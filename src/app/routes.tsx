/**
 * The router. What each path shows, or where it redirects, is decided by the route table of
 * spec 3 §2 (src/domain/routeTable.ts, web and kiosk/staff modes); src/app/navigation applies it:
 *
 *   every decided route   → resolveLocation: decideRoute(path, query, customer, brand) → redirect,
 *                           or load the screen's chunk (src/app/screens.ts) and render it
 *   /menu/:slug(/item/:itemId) → declared so MenuScreen keeps its params and item child route
 *   /home/embed/:blockId  → declared for the home's embedded views (EmbedView reads :blockId)
 *   /__crash              → throws when the e2e asks (src/features/info/CrashTest.tsx)
 *   everything else       → the splat route, decided the same way
 *
 * Every route has the crash screen as its error boundary (inside the shell, so the header stays);
 * the shell has it too, for a shell that breaks.
 */
import { useEffect, type ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { markFirstScreenShown } from '@/ui/firstScreen';
import { AppShell } from './AppShell';
import { APP_ROUTES, type AppRouteId, type AppRouteShape } from './navigation/appRoutes';
import { useDecidedScreen } from './navigation/decidedScreen';
import { loadedPopup } from './navigation/resolveLocation';
import { RouteErrorBoundary } from './navigation/RouteErrorBoundary';
import { RouteError } from './RouteError';
import { loadedScreen } from './screens';

/** Renders whichever screen the route table decided on (its code is already loaded). */
function DecidedScreen() {
  const { decision, error } = useDecidedScreen();
  const screen = decision?.screen ?? null;
  // The menu says when its data is on screen; other screens count as shown once rendered.
  useEffect(() => {
    if (screen !== 'menu') markFirstScreenShown();
  }, [screen]);
  if (error !== null || screen === null) return <RouteError error={error} />;
  // Not created here: loadedScreen returns the one component cached for this screen id, the same
  // reference on every render, so React keeps the screen's state across re-renders.
  const Screen = loadedScreen(screen);
  // eslint-disable-next-line react-hooks/static-components
  return <Screen />;
}

function Popup({ id }: { id: 'item' | 'crash' }) {
  const { error } = useDecidedScreen();
  if (error !== null) return <RouteError error={error} />;
  const Component = loadedPopup(id);
  // eslint-disable-next-line react-hooks/static-components
  return <Component />;
}

const ELEMENTS: Record<AppRouteId, ReactNode> = {
  shell: <AppShell />,
  home: <DecidedScreen />,
  menu: <DecidedScreen />,
  item: <Popup id="item" />,
  embed: <DecidedScreen />,
  crash: <Popup id="crash" />,
  other: <DecidedScreen />,
};

function withElements(shape: AppRouteShape): RouteObject {
  const element = <RouteErrorBoundary>{ELEMENTS[shape.id]}</RouteErrorBoundary>;
  if (shape.index) return { index: true, element };
  return { path: shape.path, element, children: shape.children?.map(withElements) };
}

export const routes: RouteObject[] = [withElements(APP_ROUTES)];
