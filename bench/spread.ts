/**
 * The median and range of a bench figure taken several times (the Lighthouse rows print the median
 * of 5 runs with their range). Pure: the bench's rows and their unit tests share it.
 */
export type Spread = { median: number; min: number; max: number; runs: number };

/** The median (the mean of the middle two for an even count), least and greatest of `values`. */
export function spreadOf(values: readonly number[]): Spread {
  if (values.length === 0) throw new Error('spreadOf: no values');
  if (values.some((value) => !Number.isFinite(value))) {
    throw new Error(`spreadOf: not a number among ${values.join(', ')}`);
  }
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median =
    sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return { median, min: sorted[0]!, max: sorted.at(-1)!, runs: sorted.length };
}

/** '97 (96–98)': the median, then the range; `format` writes each number. */
export function formatSpread(spread: Spread, format: (value: number) => string = String): string {
  return `${format(spread.median)} (${format(spread.min)}–${format(spread.max)})`;
}

/** '96–98': the range alone; `format` writes each number. */
export function formatRange(spread: Spread, format: (value: number) => string = String): string {
  return `${format(spread.min)}–${format(spread.max)}`;
}

/**
 * `runs` measurements of each of `items`, round-robin (one of each, then again), so that a drift
 * of the machine during the runs spreads over every item; the measurements by item, in order.
 */
export async function roundRobin<I, M>(
  items: readonly I[],
  runs: number,
  measure: (item: I) => Promise<M>,
): Promise<Map<I, M[]>> {
  const taken = new Map<I, M[]>(items.map((item) => [item, []]));
  for (let run = 0; run < runs; run += 1) {
    for (const item of items) taken.get(item)!.push(await measure(item));
  }
  return taken;
}
