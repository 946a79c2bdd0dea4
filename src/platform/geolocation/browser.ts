import type { GeolocationAdapter } from './types';

/** navigator.geolocation (or undefined where there is none), asked with high accuracy, no time-out. */
export function createBrowserGeolocation(source: Geolocation | undefined): GeolocationAdapter {
  return {
    currentPosition() {
      if (source === undefined) return Promise.resolve(null);
      return new Promise((resolve) => {
        source.getCurrentPosition(
          ({ coords }) => resolve({ lat: coords.latitude, long: coords.longitude }),
          () => resolve(null),
          // No timeout: the browser waits for the customer's answer and a position, as the spec asks.
          { enableHighAccuracy: true, maximumAge: 0 },
        );
      });
    },
  };
}
