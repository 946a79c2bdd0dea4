/**
 * The queue of pending hashes is capped: past it a hash is refused at once, so a
 * burst of sign-ins cannot make an unrelated member wait behind hundreds of hashes, and the
 * sign-in answers 'Too many requests…' without waiting.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createHashPool, HashQueueFull, type HashPool } from '../../server/accounts/hashPool';

const job = (secret: string) => ({
  secret,
  salt: Buffer.from('0123456789abcdef'),
  keyLength: 32,
  N: 2 ** 10,
  r: 8,
  p: 1,
  maxmem: 128 * 1024 * 1024,
});

let pool: HashPool | null = null;
afterEach(async () => {
  await pool?.close();
  pool = null;
});

describe('the hash queue cap', () => {
  it('refuses at once the hashes past `maxWaiting`, and hashes the rest', async () => {
    pool = createHashPool(1, () => 0, undefined, 2);
    const outcomes = ['a', 'b', 'c', 'd', 'e'].map((secret) =>
      pool!.derive(job(secret)).then(
        () => 'hashed',
        (error: unknown) => (error instanceof HashQueueFull ? 'refused' : String(error)),
      ),
    );
    expect([pool.active, pool.waiting]).toEqual([1, 2]);
    expect(await Promise.all(outcomes)).toEqual([
      'hashed',
      'hashed',
      'hashed',
      'refused',
      'refused',
    ]);
    // Room again once the queue drains.
    await expect(pool.derive(job('f'))).resolves.toHaveProperty('key');
  });
});
