import { describe, expect, it } from 'vitest';
import { HASH_PACING, restAfterHash } from './hashPacing';

describe('restAfterHash: the menu is still answered within budget while 20 logins run', () => {
  it.each<[string, number, number, number]>([
    ['an idle server: hashes back to back', 70, 0, 0],
    ['half busy: still back to back', 70, HASH_PACING.from, 0],
    [
      'busier: a rest in proportion (a quarter of the way: three quarters of the hash)',
      80,
      0.6,
      60,
    ],
    ['halfway: one and a half times the hash', 70, 0.7, 105],
    [
      'saturated: three times the hash, so hashing takes a quarter of a core',
      70,
      HASH_PACING.full,
      210,
    ],
    ['over full (rounding): no longer than three times', 70, 1, 210],
    ['a shorter hash rests shorter', 20, 1, 60],
    ['no CPU measured: no rest', 0, 1, 0],
    ['a measurement gone wrong: no rest', Number.NaN, 1, 0],
    ['an unreadable utilisation: no rest', 70, Number.NaN, 0],
  ])('%s', (_, cpuMs, eventLoopUtilization, rest) => {
    expect(restAfterHash({ cpuMs, eventLoopUtilization })).toBe(rest);
  });
});
