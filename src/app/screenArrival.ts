/**
 * What a screen knows of how it was reached. The router provides it
 * (src/app/navigation/DecidingRoutes.tsx) and screens read it here, so that a feature never imports
 * the router's internals, which load the features' own code.
 */
import { createContext, useContext } from 'react';
import type { NavigationType } from 'react-router-dom';
import type { RouteParams } from '@/domain/routeTable';

export type ScreenArrival = {
  /**
   * How the location on screen was reached: PUSH, REPLACE or POP (Back, Forward, first load).
   * Read this, not React Router's useNavigationType, which says POP for every location the
   * router renders (it passes the location it has decided to useRoutes).
   */
  arrival: NavigationType;
  /** The route table's params for the screen on screen (spec 3 §2); empty when it decided none. */
  params: RouteParams;
};

export const ScreenArrivalContext = createContext<ScreenArrival | null>(null);

export function useScreenArrival(): ScreenArrival {
  const value = useContext(ScreenArrivalContext);
  if (value === null) throw new Error('useScreenArrival outside the router');
  return value;
}
