import { randomBytes, scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashCpuMs, hashSecret, SCRYPT_COST, verifySecret } from '../../server/accounts/secrets';

/** A hash as the server stored it before hashing moved to hasher processes (scrypt in-process). */
function storedInProcess(secret: string, N: number, r: number, p: number) {
  const salt = randomBytes(16);
  const key = scryptSync(secret.normalize('NFKC'), salt, 32, {
    N,
    r,
    p,
    maxmem: 128 * 1024 * 1024,
  });
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

describe('secrets', () => {
  it('stores scrypt with its cost and salt, and checks it', async () => {
    const stored = await hashSecret('open sesame');
    const { N, r, p } = SCRYPT_COST;
    expect(stored).toMatch(new RegExp(`^scrypt\\$${N}\\$${r}\\$${p}\\$[\\w-]{22}\\$[\\w-]{43}$`));
    expect(await verifySecret('open sesame', stored)).toBe(true);
    expect(await verifySecret('open sesame!', stored)).toBe(false);
  });

  it.each([
    ['the current cost', SCRYPT_COST.N, SCRYPT_COST.r, SCRYPT_COST.p],
    ['a cheaper cost stored with the hash', 2 ** 14, 8, 1],
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

  it("measures one hash's CPU time in the server's hasher", async () => {
    expect(await hashCpuMs()).toBeGreaterThan(0);
  });
});
