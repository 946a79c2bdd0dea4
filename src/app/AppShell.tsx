/**
 * The frame every screen sits in (spec 3 §2 Shell): the brand header with cart badge and hamburger
 * menu, the cookie and embedded-frame notices, pull-to-refresh, then the screen's own <main>.
 */
import { lazy, Suspense, useEffect, useRef } from 'react';
import { Outlet } from 'react-router-dom';
import { useCustomer } from '@/liveQueries/useCustomer';
import { usePinpadSetupForced } from '@/liveQueries/useTerminal';
import { customerFlags } from '@/domain/roles';
import { isSignedIn } from '@/domain/routeTable';
import { PendingCartChanges } from '@/features/item/PendingCartChanges';
import { MenuSkeleton } from '@/features/menu/MenuSkeleton';
import { AppHeader } from './shell/AppHeader';
import { PullToRefresh } from '@/ui/PullToRefresh';
import { ShellNotices } from '@/ui/ShellNotices';
import { Skeleton } from '@/ui/Skeleton';
import { useWhenIdle } from '@/ui/useWhenIdle';
import { useDecidedScreen, useNavigationBusy } from './navigation/decidedScreen';
import { useOnline } from './useOnline';

/**
 * The lifecycle (update prompt, connectivity ping, kiosk idle reset, deep links, snackbars) starts
 * once the page is idle: none of it is needed to show the screen, so its code is not in the first
 * load. The install prompt is captured from the start (src/main.tsx).
 */
const LifecycleHost = lazy(() =>
  import('./lifecycle/LifecycleHost').then((module) => ({ default: module.LifecycleHost })),
);

/** 'pull-to-refresh reloads' (spec 3 §2 Shell): the screen loads its data again as it opens. */
const reloadPage = () => window.location.reload();

/**
 * When the customer signs in or out (or a session lapses) the route table's answer can change
 * for the page on screen: ask the router to decide again (a protected page then goes to /login).
 */
function useRedecideOnAuthChange(redecide: () => void): void {
  const customer = useCustomer();
  const flags = customerFlags(customer);
  const auth = `${flags.isLoggedIn}:${isSignedIn(flags)}:${customer.status}`;
  // Kiosks: pairing that becomes forced (a secret cleared) shows the pairing screen at once. Its
  // end is the pairing screen's to act on: it moves on once the pad's status is checked, not the
  // moment a secret is stored.
  const forced = usePinpadSetupForced();
  const previous = useRef({ auth, forced });
  useEffect(() => {
    const before = previous.current;
    previous.current = { auth, forced };
    if (before.auth !== auth || (forced && !before.forced)) redecide();
  }, [auth, forced, redecide]);
}

export function AppShell() {
  const online = useOnline();
  const busy = useNavigationBusy();
  const { redecide } = useDecidedScreen();
  const idle = useWhenIdle();
  useRedecideOnAuthChange(redecide);
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <AppHeader online={online} busy={busy} />
      <ShellNotices />
      <PendingCartChanges />
      <PullToRefresh onRefresh={reloadPage} />
      <Outlet />
      {idle && (
        <Suspense fallback={null}>
          <LifecycleHost />
        </Suspense>
      )}
    </>
  );
}

/**
 * Shown while the first screen's code and data load: the same frame with placeholders shaped like
 * the screen to come (the menu's cards on a menu link), so nothing jumps.
 */
export function ShellFallback() {
  const online = useOnline();
  const onMenu = window.location.pathname.startsWith('/menu/');
  return (
    <>
      <AppHeader online={online} busy interactive={false} />
      <main id="main" className="page">
        {onMenu ? (
          <MenuSkeleton />
        ) : (
          <div className="page-skeleton" aria-busy="true">
            <p className="visually-hidden" role="status">
              Loading…
            </p>
            <Skeleton className="skeleton--line skeleton--title" />
            <Skeleton className="skeleton--line" />
            <Skeleton className="skeleton--line skeleton--short" />
          </div>
        )}
      </main>
    </>
  );
}
