/**
 * scrypt's work factor N from a time budget (one login takes 50–100 ms of CPU), the way scrypt's
 * own reference tool picks its parameters: time a derivation on this machine, then take the N and r
 * that cost what the budget allows. N is a power of two, never under MIN_SCRYPT_N (16 MiB at r 8)
 * nor over MAX_SCRYPT_N (128 MiB); p stays 1. r starts at scrypt's usual 8 and may grow to
 * MAX_SCRYPT_R: N alone doubles the cost from one candidate to the next, as wide as the whole
 * 50–100 ms window, so on a machine where one N costs 48 ms and the next 105 ms (the project's own,
 * under load) neither is comfortably inside it. scrypt's work and memory are both linear in N·r, so
 * a larger r buys the same resistance as a larger N.
 *
 * A pure rule: the timings are its input. `nextScryptStep` says which N to time next, or which to
 * use; the server's hasher does the timing (server/accounts/scryptCost.ts).
 */

export const SCRYPT_R = 8;
/** One short of doubling r: past it, the next N costs the same and is the usual way up. */
export const MAX_SCRYPT_R = 15;
export const SCRYPT_P = 1;
export const MIN_SCRYPT_N = 2 ** 14;
export const MAX_SCRYPT_N = 2 ** 17;
/** The window for one hash's CPU time: one login takes 50–100 ms of CPU. */
export const SCRYPT_BUDGET_MS = { min: 50, max: 100 } as const;
/** How many N are timed at most before one is chosen. */
export const MAX_TIMED_N = 3;

/** The CPU time of each derivation timed at one N (r SCRYPT_R), in ms. */
export type ScryptTiming = { N: number; cpuMs: readonly number[] };

export type ScryptStep =
  | { kind: 'time'; N: number }
  | {
      kind: 'use';
      N: number;
      r: number;
      /** The CPU time this N and r are expected to cost, from N's own timing when it has one. */
      expectedMs: number;
      /** Whether expectedMs is inside the budget. */
      withinBudget: boolean;
    };

const isPowerOfTwo = (n: number) => Number.isInteger(n) && n > 0 && (n & (n - 1)) === 0;

/** Every N the rule may choose, smallest first. */
export function scryptCandidates(): number[] {
  const all: number[] = [];
  for (let N = MIN_SCRYPT_N; N <= MAX_SCRYPT_N; N *= 2) all.push(N);
  return all;
}

/** Every N and r the rule may choose, cheapest N first; none walks more memory than MAX_SCRYPT_N at r 8. */
export function scryptCostCandidates(): { N: number; r: number }[] {
  const all: { N: number; r: number }[] = [];
  for (const N of scryptCandidates()) {
    for (let r = SCRYPT_R; r <= MAX_SCRYPT_R && N * r <= MAX_SCRYPT_N * SCRYPT_R; r += 1) {
      all.push({ N, r });
    }
  }
  return all;
}

/**
 * One step of the choice. With no timing yet: time MIN_SCRYPT_N. Otherwise each candidate's cost
 * is estimated from the timed N nearest to it, scaled in proportion to N (scrypt's work is linear
 * in N; the memory it walks grows with N too, so a timing of the candidate itself beats an
 * estimate, and is asked for while fewer than MAX_TIMED_N have been timed). Of several runs at one
 * N the fastest counts: CPU time excludes waiting, but a busy machine's caches and clocks still
 * slow a run down, never speed it up.
 *
 * The candidate chosen is the N and r whose cost is nearest the budget's middle in proportion
 * (√(50 × 100) ≈ 71 ms; r scales the estimate linearly, as it does scrypt's work): with r from 8
 * to 15 some candidate lands within 7 % of it, so a slower run than the timed one (a busy
 * machine, a cold cache) still stays inside the window. When none lands inside (a machine too
 * fast or too slow for the bounds), the nearest bound is used and `withinBudget` says so.
 */
export function nextScryptStep(
  timings: readonly ScryptTiming[],
  budget: { min: number; max: number } = SCRYPT_BUDGET_MS,
): ScryptStep {
  for (const timing of timings) {
    if (!isPowerOfTwo(timing.N) || timing.cpuMs.length === 0) {
      throw new Error(`scrypt timing: N ${timing.N}, ${timing.cpuMs.length} runs`);
    }
    if (timing.cpuMs.some((ms) => !Number.isFinite(ms) || ms < 0)) {
      throw new Error(`scrypt timing: N ${timing.N}, runs ${timing.cpuMs.join(', ')}`);
    }
  }
  if (timings.length === 0) return { kind: 'time', N: MIN_SCRYPT_N };
  const fastest = new Map<number, number>();
  for (const { N, cpuMs } of timings) {
    fastest.set(N, Math.min(fastest.get(N) ?? Infinity, ...cpuMs));
  }
  const timed = [...fastest.keys()];
  const estimate = (N: number) => {
    // The timed N nearest in proportion; a tie goes to the larger (its memory is nearer).
    const nearest = timed.reduce((best, candidate) => {
      const distance = Math.abs(Math.log2(candidate / N));
      const bestDistance = Math.abs(Math.log2(best / N));
      return distance < bestDistance || (distance === bestDistance && candidate > best)
        ? candidate
        : best;
    });
    // A run under the clock's resolution still costs something.
    return (Math.max(fastest.get(nearest) ?? 0, 0.001) * N) / nearest;
  };
  const middle = Math.sqrt(budget.min * budget.max);
  const off = (ms: number) => Math.abs(Math.log(ms / middle));
  const cost = ({ N, r }: { N: number; r: number }) => (estimate(N) * r) / SCRYPT_R;
  const chosen = scryptCostCandidates().reduce((best, candidate) =>
    off(cost(candidate)) < off(cost(best)) ? candidate : best,
  );
  if (!fastest.has(chosen.N) && fastest.size < MAX_TIMED_N) return { kind: 'time', N: chosen.N };
  const expectedMs = cost(chosen);
  return {
    kind: 'use',
    N: chosen.N,
    r: chosen.r,
    expectedMs,
    withinBudget: expectedMs >= budget.min && expectedMs <= budget.max,
  };
}

/**
 * An operator's fixed N (the SCRYPT_N setting): a power of two from MIN_SCRYPT_N to MAX_SCRYPT_N,
 * written in decimal. Unset or empty: null (N is chosen by timing). Anything else is an error.
 */
export function parseScryptN(text: string | undefined):
  | { ok: true; N: number | null }
  | {
      ok: false;
      message: string;
    } {
  if (text === undefined || text.trim() === '') return { ok: true, N: null };
  const N = /^\d+$/.test(text.trim()) ? Number(text.trim()) : NaN;
  if (!isPowerOfTwo(N) || N < MIN_SCRYPT_N || N > MAX_SCRYPT_N) {
    return {
      ok: false,
      message: `SCRYPT_N must be a power of two from ${MIN_SCRYPT_N} to ${MAX_SCRYPT_N}: ${text}`,
    };
  }
  return { ok: true, N };
}
