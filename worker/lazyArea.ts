/**
 * The API worker's first load holds only what every visit runs (adopting the menu, the live reads,
 * the outbox, connectivity, the session); each other area of the contract is a chunk of its own,
 * imported on the first call of one of its functions.
 */

// Contract functions answer promises (Comlink makes every call one for the page anyway).
type AsyncFunctions<F> = {
  [K in keyof F]: F[K] extends (...args: infer A) => infer R
    ? (...args: A) => Promise<Awaited<R>>
    : never;
};

/** Every function name of an area, exactly: a missing or unknown name does not type-check. */
export type AreaNames<F> = { [K in keyof F]: true };

export type LazyArea<T, F> = {
  /** The area, imported and built on the first call (again after a failed import). */
  loaded: () => Promise<T>;
  /** Its contract functions, each loading the area first. */
  functions: AsyncFunctions<F>;
};

export function lazyArea<T extends object>(
  create: () => Promise<T>,
  names: NoInfer<AreaNames<T>>,
): LazyArea<T, T>;
export function lazyArea<T, F extends object>(
  create: () => Promise<T>,
  names: NoInfer<AreaNames<F>>,
  functionsOf: (area: T) => F,
): LazyArea<T, F>;
export function lazyArea<T, F extends object>(
  create: () => Promise<T>,
  names: NoInfer<AreaNames<F>>,
  functionsOf: (area: T) => F = (area) => area as unknown as F,
): LazyArea<T, F> {
  let loading: Promise<T> | undefined;
  const loaded = () => {
    loading ??= create().catch((error: unknown) => {
      // A chunk that could not be fetched (offline before the service worker has cached it):
      // the next call tries again.
      loading = undefined;
      throw error;
    });
    return loading;
  };
  const functions = Object.fromEntries(
    Object.keys(names).map((name) => [
      name,
      async (...args: unknown[]) => {
        const area = functionsOf(await loaded()) as Record<string, (...a: unknown[]) => unknown>;
        return area[name]!(...args);
      },
    ]),
  ) as AsyncFunctions<F>;
  return { loaded, functions };
}
