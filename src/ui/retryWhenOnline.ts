/**
 * Loads a chunk; where that fails (a first visit gone offline before the service worker holds the
 * chunk), tries again once the device is back online. A lazy component loaded this way waits
 * behind its Suspense fallback instead of crashing the screen.
 */
export function retryWhenOnline<T>(load: () => Promise<T>): Promise<T> {
  return load().catch(
    () =>
      new Promise<T>((resolve) => {
        window.addEventListener('online', () => resolve(retryWhenOnline(load)), { once: true });
      }),
  );
}
