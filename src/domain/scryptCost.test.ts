import { describe, expect, it } from 'vitest';
import {
  MAX_SCRYPT_N,
  MIN_SCRYPT_N,
  nextScryptStep,
  parseScryptN,
  MAX_SCRYPT_R,
  scryptCandidates,
  scryptCostCandidates,
  type ScryptStep,
  type ScryptTiming,
} from './scryptCost';

const K16 = 2 ** 14;
const K32 = 2 ** 15;
const K64 = 2 ** 16;
const K128 = 2 ** 17;

describe('nextScryptStep: a scrypt cost so that one login takes 50–100 ms of CPU', () => {
  it.each<[string, ScryptTiming[], ScryptStep]>([
    ['nothing timed yet: the smallest N first', [], { kind: 'time', N: K16 }],
    [
      'the smallest N at 38 ms: r 15 lands at 71 ms, nearer the middle than the next N (76): use it',
      [{ N: K16, cpuMs: [40, 38, 41] }],
      { kind: 'use', N: K16, r: 15, expectedMs: 71.25, withinBudget: true },
    ],
    [
      'the smallest N at 48 ms (this machine, under load): r 12, 72 ms, not the next N at twice the cost',
      [{ N: K16, cpuMs: [48, 50] }],
      { kind: 'use', N: K16, r: 12, expectedMs: 72, withinBudget: true },
    ],
    [
      'the smallest N at 60 ms already lands inside: r 9 brings it to the middle',
      [{ N: K16, cpuMs: [61, 60] }],
      { kind: 'use', N: K16, r: 9, expectedMs: 67.5, withinBudget: true },
    ],
    [
      'the fastest run counts: a busy machine only slows a run down',
      [{ N: K16, cpuMs: [140, 64, 95] }],
      { kind: 'use', N: K16, r: 9, expectedMs: 72, withinBudget: true },
    ],
    [
      'a cost past r 15 (35 ms at N 2^14 is 70 ms at r 16): the next N, timed before it is used',
      [{ N: K16, cpuMs: [35] }],
      { kind: 'time', N: K32 },
    ],
    [
      'its own timing says more than the estimate (80 ms, not 70): back to the smaller N at r 15, 66 ms',
      [
        { N: K16, cpuMs: [35] },
        { N: K32, cpuMs: [80, 84] },
      ],
      { kind: 'use', N: K16, r: 15, expectedMs: 65.625, withinBudget: true },
    ],
    [
      'the next N timed cheaper than its estimate (60 ms): r 9 there',
      [
        { N: K16, cpuMs: [35] },
        { N: K32, cpuMs: [60] },
      ],
      { kind: 'use', N: K32, r: 9, expectedMs: 67.5, withinBudget: true },
    ],
    [
      'a fast machine (10 ms at 2^14): 2^16 at r 14 looks right (70 ms), timed first',
      [{ N: K16, cpuMs: [10] }],
      { kind: 'time', N: K64 },
    ],
    [
      'a faster machine: up to the largest N, timed first',
      [{ N: K16, cpuMs: [8] }],
      { kind: 'time', N: K128 },
    ],
    [
      'a fast machine, the largest N timed: use it, r 8 (128 MiB at most)',
      [
        { N: K16, cpuMs: [10] },
        { N: K128, cpuMs: [60] },
      ],
      { kind: 'use', N: K128, r: 8, expectedMs: 60, withinBudget: true },
    ],
    [
      'too fast for the window: never more than the largest N at r 8 (128 MiB)',
      [
        { N: K16, cpuMs: [2] },
        { N: K128, cpuMs: [16] },
      ],
      { kind: 'use', N: K128, r: 8, expectedMs: 16, withinBudget: false },
    ],
    [
      'too slow for the window: never less than the smallest N at r 8 (16 MiB)',
      [{ N: K16, cpuMs: [250] }],
      { kind: 'use', N: K16, r: 8, expectedMs: 250, withinBudget: false },
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
      { kind: 'use', N: K32, r: 8, expectedMs: 110, withinBudget: false },
    ],
  ])('%s', (_, timings, step) => {
    expect(nextScryptStep(timings)).toEqual(step);
  });

  it('reaches a choice within three timings from any machine speed, inside the window where it can be', () => {
    for (const msAt16k of [0.5, 5, 20, 30, 35, 38, 45, 48, 55, 60, 90, 400]) {
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
      const actual = (cost(step.N) * step.r) / 8;
      if (step.withinBudget) expect(actual).toBeCloseTo(step.expectedMs);
      // Where the machine allows it, what is used lands within 10 % of the window's middle.
      if (msAt16k >= 20 && msAt16k <= 60)
        expect(Math.abs(Math.log(actual / 70.71))).toBeLessThan(0.1);
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

  it('grows r from 8 to 15, never past 128 MiB (N·r at most 2^17·8)', () => {
    const candidates = scryptCostCandidates();
    expect(candidates.filter(({ N }) => N === K16).map(({ r }) => r)).toEqual([
      8, 9, 10, 11, 12, 13, 14, 15,
    ]);
    expect(candidates.filter(({ N }) => N === K64).map(({ r }) => r)).toEqual([
      8, 9, 10, 11, 12, 13, 14, 15,
    ]);
    expect(candidates.filter(({ N }) => N === K128)).toEqual([{ N: K128, r: 8 }]);
    expect(MAX_SCRYPT_R).toBe(15);
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
