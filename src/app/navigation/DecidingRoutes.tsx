/**
 * The router's core, on React Router's declarative <BrowserRouter> rather than its data router,
 * which would do this for us but adds 16 KB gzip to the first load and slows its paint. The address
 * bar moves at once; the screen follows when the new location is resolved
 * (src/app/navigation/resolveLocation.ts): the page on screen stays, with the header's progress
 * bar, until the next one can render whole. A redirect replaces the entry; a newer navigation wins
 * over one still being decided.
 */
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import {
  useLocation,
  useNavigate,
  useNavigationType,
  useRoutes,
  type Location,
  type NavigationType,
  type RouteObject,
} from 'react-router-dom';
import {
  isSameScreen,
  needsNewDecision,
  restoresSavedPlace,
  scrollOnArrival,
  type NavigationStep,
} from '@/domain/navigationStep';
import { ScreenArrivalContext, type ScreenArrival } from '../screenArrival';
import { navigationStep } from './appRoutes';
import { DecidedScreenContext, NavigationBusyContext, type DecidedScreen } from './decidedScreen';
import { resolveLocation, type RenderDecision, type Resolution } from './resolveLocation';
import {
  pageLoadType,
  persistScrollPositions,
  savedScrollPosition,
  saveScrollPosition,
} from './scrollPositions';

type Shown = {
  location: Location;
  step: NavigationStep;
  arrival: NavigationType;
  decision: RenderDecision | null;
  error: unknown;
  /** Only the popup over the same screen changed on the way here. */
  sameScreen: boolean;
};

/** The first location starts resolving with this module, before React first renders. */
let firstResolution: { path: string; resolution: Promise<Resolution> } | null =
  typeof window === 'undefined'
    ? null
    : {
        path: `${window.location.pathname}${window.location.search}`,
        resolution: resolveLocation({
          pathname: window.location.pathname,
          search: window.location.search,
          leaving: null,
          reuse: null,
        }),
      };

/**
 * The first location's resolution, for a page that hydrates server-rendered markup: it
 * must render the decided screen on its first render, as the server did.
 */
export function firstLocationResolution(): Promise<Resolution> | null {
  return firstResolution?.resolution ?? null;
}

function takeFirstResolution(path: string): Promise<Resolution> | null {
  const first = firstResolution;
  firstResolution = null;
  return first !== null && first.path === path ? first.resolution : null;
}

export function DecidingRoutes({
  routes,
  fallback,
  first,
}: {
  routes: RouteObject[];
  /** Shown until the first location is resolved. */
  fallback: ReactNode;
  /**
   * The first location's decision when it is already made: a server render, or the page that
   * hydrates it. The first render then shows the screen instead of the fallback.
   */
  first?: RenderDecision;
}) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const [shown, setShown] = useState<Shown | null>(() =>
    first === undefined
      ? null
      : {
          location,
          step: navigationStep(location),
          arrival: navigationType,
          decision: first,
          error: null,
          sameScreen: false,
        },
  );
  // The first location is decided already: its effect run has nothing to resolve.
  const decidedFirst = useRef(first !== undefined);
  const [busy, setBusy] = useState(false);
  const [redecisions, setRedecisions] = useState(0);
  // What is on screen, for the effect below (which must not re-run when it changes).
  const shownRef = useRef<Shown | null>(shown);
  const handledRedecisions = useRef(0);

  useEffect(() => {
    if (decidedFirst.current) {
      decidedFirst.current = false;
      if (shownRef.current?.location === location && handledRedecisions.current === redecisions)
        return;
    }
    let current = true;
    const previous = shownRef.current;
    const forced = handledRedecisions.current !== redecisions;
    handledRedecisions.current = redecisions;
    const step = navigationStep(location);
    const reuse =
      !forced && previous !== null && !needsNewDecision(previous.step, step)
        ? previous.decision
        : null;
    const path = `${location.pathname}${location.search}`;
    const resolution =
      (previous === null ? takeFirstResolution(path) : null) ??
      resolveLocation({
        pathname: location.pathname,
        search: location.search,
        leaving:
          previous === null ? null : `${previous.location.pathname}${previous.location.search}`,
        reuse,
      });
    // A redecision of the page on screen is not a navigation: no progress bar.
    if (previous !== null && !forced) setBusy(true);
    void resolution.then((result) => {
      if (!current) return;
      if (result.kind === 'redirect') {
        void navigate(result.to, { replace: true });
        return;
      }
      if (previous !== null && previous.location.key !== location.key) {
        saveScrollPosition(entryKey(previous.location), window.scrollY);
      }
      const next: Shown = {
        location,
        step,
        arrival: navigationType,
        decision: result.kind === 'render' ? result.decision : null,
        error: result.kind === 'error' ? result.error : null,
        sameScreen: isSameScreen(previous?.step ?? null, step),
      };
      shownRef.current = next;
      setShown(next);
      setBusy(false);
    });
    return () => {
      current = false;
    };
  }, [location, navigationType, navigate, redecisions]);

  useScrollOnArrival(shown);

  const redecide = useCallback(() => setRedecisions((count) => count + 1), []);
  const context = useMemo<DecidedScreen | null>(
    () => (shown === null ? null : { decision: shown.decision, error: shown.error, redecide }),
    [shown, redecide],
  );
  const arrival = useMemo<ScreenArrival | null>(
    () =>
      shown === null ? null : { arrival: shown.arrival, params: shown.decision?.params ?? {} },
    [shown],
  );

  if (shown === null || context === null || arrival === null) return fallback;
  return (
    <NavigationBusyContext.Provider value={busy}>
      <DecidedScreenContext.Provider value={context}>
        <ScreenArrivalContext.Provider value={arrival}>
          <ShownRoutes routes={routes} location={shown.location} />
        </ScreenArrivalContext.Provider>
      </DecidedScreenContext.Provider>
    </NavigationBusyContext.Provider>
  );
}

function ShownRoutes({ routes, location }: { routes: RouteObject[]; location: Location }) {
  return useRoutes(routes, location);
}

/**
 * A history entry's name for its saved place. React Router keys every entry it made; an entry a
 * full page load made has the key 'default', so the path keeps two of those apart.
 */
function entryKey(location: Location): string {
  return `${location.key} ${location.pathname}${location.search}`;
}

/** Scroll as navigationStep's rules say, once the arriving screen has rendered. */
function useScrollOnArrival(shown: Shown | null): void {
  const shownEntry = useRef<string | null>(null);
  useLayoutEffect(() => {
    window.history.scrollRestoration = 'manual';
    // A reload or leaving the app: keep the place of the entry on screen for when it comes back.
    const persist = () => {
      if (shownEntry.current !== null) saveScrollPosition(shownEntry.current, window.scrollY);
      persistScrollPositions();
    };
    window.addEventListener('pagehide', persist);
    return () => window.removeEventListener('pagehide', persist);
  }, []);
  const key = shown === null ? null : entryKey(shown.location);
  useLayoutEffect(() => {
    if (shown === null || key === null) return;
    const firstOfPage = shownEntry.current === null;
    shownEntry.current = key;
    // A page opened afresh skips the saved places (and sessionStorage's first, synchronous read,
    // 5–12 ms, off its first screen).
    const restores = restoresSavedPlace({ firstOfPage, loadType: pageLoadType() });
    const action = scrollOnArrival({
      savedY: restores ? savedScrollPosition(key) : undefined,
      hash: shown.location.hash,
      sameScreen: shown.sameScreen,
    });
    if (action.kind === 'restore') window.scrollTo(0, action.y);
    else if (action.kind === 'hash') document.getElementById(action.id)?.scrollIntoView();
    else if (action.kind === 'top') window.scrollTo(0, 0);
    // Only when another entry arrives, not when the same one is decided again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
}
