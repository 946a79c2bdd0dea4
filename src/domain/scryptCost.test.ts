import { describe, expect, it } from 'vitest';
import {
  MAX_SCRYPT_N,
  MIN_SCRYPT_N,
  nextScryptStep,
  parseScryptN,
  scryptCandidates,
  type ScryptStep,
  type ScryptTiming,
} from './scryptCost';

const K16 = 2 ** 14;
const K32 = 2 ** 15;
const K64 = 2 ** 16;
const K128 = 2 ** 17;

describe('nextScryptStep (issue 15 acceptance 6: "scrypt cost chosen so that one login takes 50–100 ms of CPU")', () => {
  it.each<[string, ScryptTiming[], ScryptStep]>([
    ['nothing timed yet: the smallest N first', [], { kind: 'time', N: K16 }],
    [
      'the next N up looks nearer the middle (76 ms against 38): time it before choosing it',
      [{ N: K16, cpuMs: [40, 38, 41] }],
      { kind: 'time', N: K32 },
    ],
    [
      'its own timing confirms it: use it',
      [
        { N: K16, cpuMs: [38] },
        { N: K32, cpuMs: [80, 76] },
      ],
      { kind: 'use', N: K32, expectedMs: 76, withinBudget: true },
    ],
    [
      'the smallest N already lands inside the window (60 ms; 120 ms the next): use it untimed again',
      [{ N: K16, cpuMs: [61, 60] }],
      { kind: 'use', N: K16, expectedMs: 60, withinBudget: true },
    ],
    [
      'the fastest run counts: a busy machine only slows a run down',
      [{ N: K16, cpuMs: [140, 58, 95] }],
      { kind: 'use', N: K16, expectedMs: 58, withinBudget: true },
    ],
    [
      'neither lands inside (45 ms, then 117 ms measured, not 90): the nearer the middle, said so',
      [
        { N: K16, cpuMs: [45] },
        { N: K32, cpuMs: [117, 130] },
      ],
      { kind: 'use', N: K16, expectedMs: 45, withinBudget: false },
    ],
    [
      'a fast machine: up to the largest N, timed first',
      [{ N: K16, cpuMs: [10] }],
      { kind: 'time', N: K128 },
    ],
    [
      'a fast machine, the largest N timed: use it',
      [
        { N: K16, cpuMs: [10] },
        { N: K128, cpuMs: [85] },
      ],
      { kind: 'use', N: K128, expectedMs: 85, withinBudget: true },
    ],
    [
      'too fast for the window: never more than the largest N (128 MiB)',
      [
        { N: K16, cpuMs: [2] },
        { N: K128, cpuMs: [16] },
      ],
      { kind: 'use', N: K128, expectedMs: 16, withinBudget: false },
    ],
    [
      'too slow for the window: never less than the smallest N (16 MiB)',
      [{ N: K16, cpuMs: [250] }],
      { kind: 'use', N: K16, expectedMs: 250, withinBudget: false },
    ],
    [
      'between two timings, the estimate scales the larger N (the memory nearer its own)',
      [
        { N: K16, cpuMs: [20] },
        { N: K64, cpuMs: [150] },
      ],
      { kind: 'time', N: K32 },
    ],
    [
      'three N timed: it chooses without asking for more',
      [
        { N: K16, cpuMs: [20] },
        { N: K64, cpuMs: [150] },
        { N: K32, cpuMs: [110] },
      ],
      { kind: 'use', N: K32, expectedMs: 110, withinBudget: false },
    ],
  ])('%s', (_, timings, step) => {
    expect(nextScryptStep(timings)).toEqual(step);
  });

  it('reaches a choice within three timings from any machine speed', () => {
    for (const msAt16k of [0.5, 5, 20, 35, 45, 60, 90, 400]) {
      // A machine whose cost grows a little faster than N (the caches), as this one's does.
      const cost = (N: number) => msAt16k * (N / K16) ** 1.15;
      const timings: ScryptTiming[] = [];
      let step = nextScryptStep(timings);
      while (step.kind === 'time') {
        timings.push({ N: step.N, cpuMs: [cost(step.N)] });
        step = nextScryptStep(timings);
      }
      expect(timings.length).toBeLessThanOrEqual(3);
      expect(step.N).toBeGreaterThanOrEqual(MIN_SCRYPT_N);
      expect(step.N).toBeLessThanOrEqual(MAX_SCRYPT_N);
      if (step.withinBudget) expect(cost(step.N)).toBeCloseTo(step.expectedMs);
    }
  });

  it.each<[string, ScryptTiming[]]>([
    ['N not a power of two', [{ N: 30000, cpuMs: [50] }]],
    ['no runs', [{ N: K16, cpuMs: [] }]],
    ['a negative time', [{ N: K16, cpuMs: [-1] }]],
    ['not a number', [{ N: K16, cpuMs: [NaN] }]],
  ])('throws on a bug in its input: %s', (_, timings) => {
    expect(() => nextScryptStep(timings)).toThrow(/scrypt timing/);
  });

  it('chooses among powers of two from 16 MiB to 128 MiB', () => {
    expect(scryptCandidates()).toEqual([K16, K32, K64, K128]);
  });
});

describe('parseScryptN (the SCRYPT_N setting)', () => {
  it.each<[string | undefined, number | null]>([
    [undefined, null],
    ['', null],
    ['  ', null],
    ['16384', K16],
    ['32768', K32],
    [' 65536 ', K64],
    ['131072', K128],
  ])('%j → %s', (text, N) => {
    expect(parseScryptN(text)).toEqual({ ok: true, N });
  });

  it.each(['8192', '262144', '30000', '2^15', '32768.0', '-32768', 'fast'])(
    'refuses %j',
    (text) => {
      expect(parseScryptN(text)).toEqual({
        ok: false,
        message: `SCRYPT_N must be a power of two from 16384 to 131072: ${text}`,
      });
    },
  );
});
