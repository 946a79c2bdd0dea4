import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { ToastHost } from './shell/ToastHost';
import { ShellFallback } from './AppShell';
import { DecidingRoutes } from './navigation/DecidingRoutes';
import type { RenderDecision } from './navigation/resolveLocation';
import { routes } from './routes';

/**
 * The app root: the route tree, and the toasts the worker raises (outside routes so they survive
 * errors). The server renders it in a StaticRouter (src/entry-server.tsx); `first` is the first
 * location's decision when it is made before the first render, so hydration matches the server.
 */
export function App({
  first,
  router = (children) => <BrowserRouter>{children}</BrowserRouter>,
}: {
  first?: RenderDecision;
  router?: (children: ReactNode) => ReactNode;
}) {
  return (
    <>
      {router(<DecidingRoutes routes={routes} fallback={<ShellFallback />} first={first} />)}
      <ToastHost />
    </>
  );
}
