import { randomBytes, scryptSync } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { hashCpuMs, hashSecret, scryptCost, verifySecret } from '../../server/accounts/secrets';

/** A hash as the server stored it before hashing moved to hasher processes (scrypt in-process). */
function storedInProcess(secret: string, N: number, r: number, p: number) {
  const salt = randomBytes(16);
  const key = scryptSync(secret.normalize('NFKC'), salt, 32, {
    N,
    r,
    p,
    maxmem: 256 * 1024 * 1024,
  });
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

describe('secrets', () => {
  it('stores scrypt with its cost and salt, and checks it', async () => {
    const stored = await hashSecret('open sesame');
    const { N, r, p } = await scryptCost();
    expect(stored).toMatch(new RegExp(`^scrypt\\$${N}\\$${r}\\$${p}\\$[\\w-]{22}\\$[\\w-]{43}$`));
    expect(await verifySecret('open sesame', stored)).toBe(true);
    expect(await verifySecret('open sesame!', stored)).toBe(false);
  });

  it('chooses the cost by timing derivations in its own hasher (no SCRYPT_N here)', async () => {
    const cost = await scryptCost();
    expect(cost.source).toBe('timed');
    expect([2 ** 14, 2 ** 15, 2 ** 16, 2 ** 17]).toContain(cost.N);
    expect(cost.p).toBe(1);
    expect(cost.r).toBeGreaterThanOrEqual(8);
    expect(cost.r).toBeLessThanOrEqual(15);
    expect(cost.timings[0]?.N).toBe(2 ** 14);
    expect(cost.timings.flatMap((timing) => timing.cpuMs).every((ms) => ms > 0)).toBe(true);
    expect(cost.expectedMs).toBeGreaterThan(0);
  });

  it.each([
    ['N 2^15, the fixed cost before it was timed', 2 ** 15, 8, 1],
    ['N 2^14', 2 ** 14, 8, 1],
    ['N 2^17', 2 ** 17, 8, 1],
    ['N 2^14, r 12 (a cost chosen with a larger r)', 2 ** 14, 12, 1],
  ])('checks hashes made in-process before, at %s', async (_, N, r, p) => {
    const stored = storedInProcess('123456', N, r, p);
    expect(await verifySecret('123456', stored)).toBe(true);
    expect(await verifySecret('123457', stored)).toBe(false);
  });

  it('compares the NFKC form, so the same words typed differently match', async () => {
    const stored = await hashSecret('ﬁsh'); // the 'fi' ligature
    expect(await verifySecret('fish', stored)).toBe(true);
  });

  it.each([null, '', 'scrypt$x$8$1$a$b', 'bcrypt$1$2$3$4$5'])(
    'never matches a missing or malformed hash (%s)',
    async (stored) => {
      expect(await verifySecret('anything', stored)).toBe(false);
    },
  );

  it('checks a hash made under another N than the one chosen now', async () => {
    const { N } = await scryptCost();
    const other = N === 2 ** 15 ? 2 ** 14 : 2 ** 15;
    const stored = storedInProcess('other machine', other, 8, 1);
    expect(await verifySecret('other machine', stored)).toBe(true);
    expect(await verifySecret('other machine.', stored)).toBe(false);
  });

  it("measures one hash's CPU time in the server's hasher", async () => {
    expect(await hashCpuMs()).toBeGreaterThan(0);
  });
});

describe('SCRYPT_N', () => {
  it('fixes N for new hashes, with no timing, and older hashes still verify', async () => {
    vi.resetModules();
    vi.stubEnv('SCRYPT_N', '16384');
    try {
      const fixed = await import('../../server/accounts/secrets');
      expect(await fixed.scryptCost()).toMatchObject({
        N: 2 ** 14,
        source: 'SCRYPT_N',
        timings: [],
      });
      const stored = await fixed.hashSecret('pinned');
      expect(stored).toMatch(/^scrypt\$16384\$8\$1\$/);
      expect(await fixed.verifySecret('pinned', stored)).toBe(true);
      expect(await fixed.verifySecret('x', storedInProcess('x', 2 ** 15, 8, 1))).toBe(true);
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('refuses to start with an N outside the rule', async () => {
    vi.resetModules();
    vi.stubEnv('SCRYPT_N', '1024');
    try {
      await expect(import('../../server/accounts/secrets')).rejects.toThrow(
        'SCRYPT_N must be a power of two from 16384 to 131072: 1024',
      );
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
