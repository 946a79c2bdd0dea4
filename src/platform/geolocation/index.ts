/**
 * The device position for this build (ARCHITECTURE 'src/platform').
 *
 *   const position = await geolocation.currentPosition(); // null: refused or unavailable
 */
import { createBrowserGeolocation } from './browser';
import type { GeolocationAdapter } from './types';

export type { GeolocationAdapter } from './types';

/** This device's geolocation. */
export const geolocation: GeolocationAdapter = createBrowserGeolocation(
  typeof navigator !== 'undefined' && 'geolocation' in navigator
    ? navigator.geolocation
    : undefined,
);
