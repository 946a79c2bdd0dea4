import { Outlet, ScrollRestoration } from 'react-router-dom';
import { MenuSkeleton } from '@/features/menu/MenuSkeleton';
import { AppHeader } from '@/ui/AppHeader';
import { useOnline } from './useOnline';

/** The frame every screen sits in: brand header on top, the screen's own <main> and footer below. */
export function AppShell() {
  const online = useOnline();
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <AppHeader online={online} />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

/** Shown while the first screen's code loads: the same frame with placeholder cards, so nothing jumps. */
export function ShellFallback() {
  const online = useOnline();
  return (
    <>
      <AppHeader online={online} />
      <main id="main" className="page">
        <MenuSkeleton />
      </main>
    </>
  );
}
