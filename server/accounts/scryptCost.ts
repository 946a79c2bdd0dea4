/**
 * The scrypt cost new hashes get: N fixed by the operator (SCRYPT_N, r 8), or N and r chosen once per process
 * by timing derivations in the server's own hasher (src/domain/scryptCost.ts says which N to time
 * and which to use). The timing runs on first use, so a server that hashes nothing never pays for
 * it; concurrent first callers share the one choice. A failed timing (a hasher that died) fails
 * its callers and is tried again on the next call.
 */
import { nextScryptStep, SCRYPT_P, SCRYPT_R, type ScryptTiming } from '@domain/scryptCost';

export type ScryptCost = {
  N: number;
  r: number;
  p: number;
  /** 'timed': chosen from `timings`; 'SCRYPT_N': the operator's. */
  source: 'timed' | 'SCRYPT_N';
  timings: ScryptTiming[];
  /** The CPU ms one hash is expected to take (null when fixed by SCRYPT_N). */
  expectedMs: number | null;
  /** Whether expectedMs is inside the 50–100 ms window (null when fixed by SCRYPT_N). */
  withinBudget: boolean | null;
};

export type CostChooser = { cost(): Promise<ScryptCost> };

export function createCostChooser(options: {
  /** The operator's N (parseScryptN), or null to time. */
  fixedN: number | null;
  /** The CPU ms one derivation at N (r 8, p 1) takes where real hashes run. */
  timeDerivation: (N: number) => Promise<number>;
  /** Derivations timed at each N. */
  runs: number;
}): CostChooser {
  let chosen: Promise<ScryptCost> | null = null;

  const choose = async (): Promise<ScryptCost> => {
    if (options.fixedN !== null) {
      return {
        N: options.fixedN,
        r: SCRYPT_R,
        p: SCRYPT_P,
        source: 'SCRYPT_N',
        timings: [],
        expectedMs: null,
        withinBudget: null,
      };
    }
    const timings: ScryptTiming[] = [];
    for (let step = nextScryptStep(timings); ; step = nextScryptStep(timings)) {
      if (step.kind === 'use') {
        return {
          N: step.N,
          r: step.r,
          p: SCRYPT_P,
          source: 'timed',
          timings,
          expectedMs: step.expectedMs,
          withinBudget: step.withinBudget,
        };
      }
      const cpuMs: number[] = [];
      for (let run = 0; run < options.runs; run += 1)
        cpuMs.push(await options.timeDerivation(step.N));
      timings.push({ N: step.N, cpuMs });
    }
  };

  return {
    cost() {
      chosen ??= choose().catch((error: unknown) => {
        chosen = null;
        throw error;
      });
      return chosen;
    },
  };
}
