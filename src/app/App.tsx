import { BrowserRouter } from 'react-router-dom';
import { ToastHost } from './shell/ToastHost';
import { ShellFallback } from './AppShell';
import { DecidingRoutes } from './navigation/DecidingRoutes';
import { routes } from './routes';

/** The app root: the route tree, and the toasts the worker raises (outside routes so they survive errors). */
export function App() {
  return (
    <>
      <BrowserRouter>
        <DecidingRoutes routes={routes} fallback={<ShellFallback />} />
      </BrowserRouter>
      <ToastHost />
    </>
  );
}
