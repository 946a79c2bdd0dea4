import { describe, expect, it } from 'vitest';
import { createCostChooser } from '../../server/accounts/scryptCost';

/** A machine whose derivation at N costs `msPer16k` for every 2^14 of N, in the order timed. */
function machine(msPer16k: number) {
  const timed: number[] = [];
  return {
    timed,
    timeDerivation: async (N: number) => {
      timed.push(N);
      return (msPer16k * N) / 2 ** 14;
    },
  };
}

describe('createCostChooser (server/accounts/scryptCost.ts)', () => {
  it('times derivations in the hasher and uses the N and r the rule chooses', async () => {
    const slow = machine(41);
    const chooser = createCostChooser({ fixedN: null, runs: 2, ...slow });
    expect(await chooser.cost()).toEqual({
      N: 2 ** 14,
      r: 14,
      p: 1,
      source: 'timed',
      timings: [{ N: 2 ** 14, cpuMs: [41, 41] }],
      expectedMs: 71.75,
      withinBudget: true,
    });
    expect(slow.timed).toEqual([2 ** 14, 2 ** 14]);
  });

  it('times the next N before using it', async () => {
    const fast = machine(20);
    const chooser = createCostChooser({ fixedN: null, runs: 2, ...fast });
    expect(await chooser.cost()).toMatchObject({
      N: 2 ** 15,
      r: 14,
      timings: [
        { N: 2 ** 14, cpuMs: [20, 20] },
        { N: 2 ** 15, cpuMs: [40, 40] },
      ],
      expectedMs: 70,
      withinBudget: true,
    });
    expect(fast.timed).toEqual([2 ** 14, 2 ** 14, 2 ** 15, 2 ** 15]);
  });

  it('chooses once: later and concurrent callers share the first choice', async () => {
    const fast = machine(20);
    const chooser = createCostChooser({ fixedN: null, runs: 1, ...fast });
    const [first, second] = await Promise.all([chooser.cost(), chooser.cost()]);
    expect(first.N).toBe(2 ** 15);
    expect(second).toBe(first);
    expect(await chooser.cost()).toBe(first);
    expect(fast.timed).toEqual([2 ** 14, 2 ** 15]);
  });

  it("uses the operator's SCRYPT_N without timing anything", async () => {
    const never = machine(41);
    const chooser = createCostChooser({ fixedN: 2 ** 16, runs: 2, ...never });
    expect(await chooser.cost()).toMatchObject({ N: 2 ** 16, source: 'SCRYPT_N', timings: [] });
    expect(never.timed).toEqual([]);
  });

  it('a failed timing fails its callers and is tried again on the next call', async () => {
    let calls = 0;
    const chooser = createCostChooser({
      fixedN: null,
      runs: 1,
      timeDerivation: async () => {
        calls += 1;
        if (calls === 1) throw new Error('scrypt hasher exited (SIGKILL)');
        return 60;
      },
    });
    await expect(chooser.cost()).rejects.toThrow('scrypt hasher exited');
    expect(await chooser.cost()).toMatchObject({
      N: 2 ** 14,
      r: 9,
      expectedMs: 67.5,
      withinBudget: true,
    });
  });
});
