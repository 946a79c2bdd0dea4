/**
 * What the router tells the shell and the route elements it renders: the decision on screen, a
 * way to decide the page on screen again, and whether the next location is still being decided
 * (src/app/navigation/DecidingRoutes.tsx). Screens read src/app/screenArrival.ts instead.
 */
import { createContext, useContext } from 'react';
import type { RenderDecision } from './resolveLocation';

export type DecidedScreen = {
  /** Null on a route the route table does not decide (the crash test). */
  decision: RenderDecision | null;
  /** A decision that failed (its screen's code did not load): the crash screen shows it. */
  error: unknown;
  /** Decides the location on screen again (after a sign-in or sign-out). */
  redecide: () => void;
};

export const DecidedScreenContext = createContext<DecidedScreen | null>(null);

/**
 * A navigation is being decided; the page on screen stays until it is. Apart from the decision,
 * so that the screens do not render again when it starts and ends.
 */
export const NavigationBusyContext = createContext(false);

export function useNavigationBusy(): boolean {
  return useContext(NavigationBusyContext);
}

export function useDecidedScreen(): DecidedScreen {
  const value = useContext(DecidedScreenContext);
  if (value === null) throw new Error('useDecidedScreen outside the router');
  return value;
}
