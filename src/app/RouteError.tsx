/**
 * The error boundary of every route (and of the shell itself): the crash screen of spec 3 §2.
 *
 * - Try again: reloads the page where it broke.
 * - Clear Session: worker.clearSession() (SID, customer, open order summary, outbox), then a fresh
 *   load of '/'.
 * - Logout: the same local sign-out, then the sign-in screen. (The server's Logout call belongs to
 *   the /logout screen; a session dropped here simply lapses on the server.)
 * - Report Problem: a mailto: link to the brand's contact address with the error message, the
 *   path, version and build (src/ui/problemReport.ts); the customer sends it from their mail app.
 */
import { useEffect, useState } from 'react';
import { BRAND } from '@/app/brand';
import { worker } from '@/app/workerClient';
import { problemReportHref, problemText, type ProblemDetails } from '@/domain/problemReport';
import { CrashScreen, type CrashAction } from '@/ui/CrashScreen';
import { markFirstScreenShown } from '@/ui/firstScreen';

/** A worker that is itself broken must not keep the customer on this screen. */
const CLEAR_TIMEOUT_MS = 3_000;

function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  return typeof error === 'string' ? error : 'Unknown error';
}

async function clearSessionThen(destination: string): Promise<void> {
  try {
    await Promise.race([
      worker.clearSession(),
      new Promise((resolve) => window.setTimeout(resolve, CLEAR_TIMEOUT_MS)),
    ]);
  } catch (error) {
    console.error('clearSession failed', error);
  } finally {
    // A full load, not a router navigation: whatever broke starts again from scratch.
    window.location.assign(destination);
  }
}

export function RouteError({ error }: { error: unknown }) {
  const [busy, setBusy] = useState<CrashAction | null>(null);
  const [time] = useState(() => new Date().toISOString());
  useEffect(() => console.error('Route error', error), [error]);
  useEffect(markFirstScreenShown, []);

  const details: ProblemDetails = {
    to: BRAND.pages?.contactEmail ?? '',
    brandName: BRAND.name,
    appVersion: BRAND.appVersion,
    buildId: __BUILD_ID__,
    message: errorMessage(error),
    path: `${window.location.pathname}${window.location.search}`,
    userAgent: navigator.userAgent,
    time,
  };

  return (
    <CrashScreen
      details={problemText(details)}
      reportHref={problemReportHref(details)}
      busy={busy}
      onRetry={() => {
        setBusy('retry');
        window.location.reload();
      }}
      onClearSession={() => {
        setBusy('clear');
        void clearSessionThen('/');
      }}
      onLogout={() => {
        setBusy('logout');
        void clearSessionThen('/login');
      }}
    />
  );
}
