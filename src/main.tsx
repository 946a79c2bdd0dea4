// First: a server-rendered page's data must be read before the router and worker client start.
import { endHydration, hydrating, hydrationHolds } from '@/app/ssr/boot';
import { startTransition, StrictMode, useEffect, type ReactNode } from 'react';
import { App } from '@/app/App';
import { showBootFailure } from '@/app/bootFailure';
import { COUNTER_DEVICE, markDeviceMode } from '@/app/deviceMode';
import { requestFullscreenOnTouch } from '@/app/kioskFullscreen';
import { startEarlyMenuLoad } from '@/app/earlyMenuLoad';
import { captureInstallPrompt } from '@/app/lifecycle/installPrompt';
import { firstLocationResolution } from '@/app/navigation/DecidingRoutes';
import { registerServiceWorker } from '@/app/serviceWorker';
import { replayEarlyPress, takeEarlyPress } from '@/app/ssr/replayEarlyPress';
import { warmZoneData } from '@/app/warmZoneData';
import { menuSlugOfPath } from '@/domain/menuPath';
import '@/styles/base.css';
import '@/styles/shell.css';
import '@/styles/kiosk.css';

// React DOM is a chunk of its own, preloaded by the HTML (scripts/reactDomChunk.ts): evaluated in a
// task of its own, not in the one that runs this entry, the router and the shell.
const reactDom = import('react-dom/client');
// A failed load is answered where mount awaits it (showBootFailure), not as an unhandled rejection.
reactDom.catch(() => undefined);

markDeviceMode();
if (COUNTER_DEVICE) requestFullscreenOnTouch();
startEarlyMenuLoad(window.location.pathname);
// From the start: Chromium may offer the install prompt before the lifecycle code loads.
captureInstallPrompt();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/**
 * Marks the page as the app's (`<html data-app="live">`) once its first render has committed: a
 * server-rendered page's buttons do nothing before that, so the browser tests wait for it before
 * they press a key. Later presses on parts still hydrating are replayed by React; one made before
 * hydration began is pressed again here (src/app/ssr/replayEarlyPress.ts).
 */
function markTakenOver(): void {
  document.documentElement.dataset.app = 'live';
  // Once React's commit is over: a click dispatched inside it cannot hydrate the part it lands
  // on, and React drops it.
  queueMicrotask(replayEarlyPress);
}

/** Drops the seed once the hydrating render has committed (its effects run last, after all). */
function Hydrated({ children }: { children: ReactNode }) {
  useEffect(() => {
    endHydration();
    markTakenOver();
  }, []);
  return children;
}

/** The same mark for a page the app renders itself. */
function Rendered({ children }: { children: ReactNode }) {
  useEffect(markTakenOver, []);
  return children;
}

/**
 * A server-rendered page hydrates its markup once the first location is decided (its screen's
 * code loaded), rendering exactly what the server did; otherwise the app renders.
 */
async function mount(root: HTMLElement): Promise<void> {
  const first = hydrating ? await firstLocationResolution() : null;
  // The screen's chunk has run by now, so the lazy parts it rendered on the server are asked for.
  if (hydrating) await hydrationHolds();
  const { createRoot, hydrateRoot } = await reactDom;
  // React answers presses from here on.
  takeEarlyPress();
  if (first?.kind === 'render' && first.decision !== null) {
    const decision = first.decision;
    // As a transition, the hydrating render yields to the browser every few milliseconds instead
    // of running as one long task (React Router's own client entry does the same). A press meanwhile
    // makes React finish hydrating at once, then handle it.
    startTransition(() => {
      hydrateRoot(
        root,
        <StrictMode>
          <Hydrated>
            <App first={decision} />
          </Hydrated>
        </StrictMode>,
        {
          // A mismatch React recovered from (it renders that part again): worth seeing in the console.
          onRecoverableError: (error) => console.error('hydration:', error),
        },
      );
    });
    return;
  }
  endHydration();
  createRoot(root).render(
    <StrictMode>
      <Rendered>
        <App />
      </Rendered>
    </StrictMode>,
  );
}

mount(container).catch((error: unknown) => showBootFailure(container, error));

registerServiceWorker();
// A menu's first render reads the store's clock: ask for the zone data before its code arrives.
if (menuSlugOfPath(window.location.pathname) !== null) warmZoneData();
