/**
 * Structural sharing, as TanStack Query's replaceEqualDeep: `next` with every part that is deeply
 * equal to the same part of `previous` replaced by that part of `previous`, and `previous` itself
 * when the two are equal throughout. A live read's new answer then keeps the identity of whatever
 * did not change, so memoised components (the menu's cards) skip it: the worker's first answer on a
 * server-rendered menu equals the seed the page hydrated from, and re-rendering the whole menu for
 * it would be one of the long tasks after hydration.
 *
 * Plain data only (what a worker's structured clone delivers): arrays and plain objects are
 * compared part by part; anything else (Date, Map, class instances) by identity.
 */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}

export function keepEqual<T>(previous: T, next: T): T {
  if (Object.is(previous, next)) return previous;
  if (Array.isArray(previous) && Array.isArray(next)) {
    let same = previous.length === next.length;
    const shared = next.map((part: unknown, index) => {
      const kept = index < previous.length ? keepEqual(previous[index] as unknown, part) : part;
      if (kept !== previous[index]) same = false;
      return kept;
    });
    return (same ? previous : shared) as T;
  }
  if (isPlainObject(previous) && isPlainObject(next)) {
    const previousKeys = Object.keys(previous);
    const nextKeys = Object.keys(next);
    let same = previousKeys.length === nextKeys.length;
    const shared: Record<string, unknown> = {};
    for (const key of nextKeys) {
      const kept = Object.hasOwn(previous, key) ? keepEqual(previous[key], next[key]) : next[key];
      if (!Object.hasOwn(previous, key) || kept !== previous[key]) same = false;
      shared[key] = kept;
    }
    return (same ? previous : shared) as T;
  }
  return next;
}
