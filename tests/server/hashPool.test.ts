import { scryptSync } from 'node:crypto';
import { getPriority, constants } from 'node:os';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHashPool, type HashPool, type ScryptJob } from '../../server/accounts/hashPool';

const job = (secret: string, N = 2 ** 10): ScryptJob => ({
  secret,
  salt: Buffer.from('0123456789abcdef'),
  keyLength: 32,
  N,
  r: 8,
  p: 1,
  maxmem: 128 * 1024 * 1024,
});
const expected = (secret: string, N = 2 ** 10) =>
  scryptSync(secret, Buffer.from('0123456789abcdef'), 32, { N, r: 8, p: 1 });

let pool: HashPool | null = null;
afterEach(async () => {
  vi.useRealTimers();
  await pool?.close();
  pool = null;
});

describe('createHashPool', () => {
  it("derives node:crypto's own scrypt key, and says how much CPU it took", async () => {
    pool = createHashPool(1);
    const derived = await pool.derive(job('correct horse'));
    expect(derived.key.equals(expected('correct horse'))).toBe(true);
    expect(derived.cpuMs).toBeGreaterThan(0);
  });

  it('hashes in a child process at the lowest CPU priority (nice 19)', async () => {
    pool = createHashPool(1);
    await pool.derive(job('a'));
    expect(pool.pids).toHaveLength(1);
    expect(pool.pids).not.toContain(process.pid);
    expect(getPriority(pool.pids[0])).toBe(constants.priority.PRIORITY_LOW);
  });

  it('hashes at most `size` at once, the rest in arrival order, on `size` hashers', async () => {
    pool = createHashPool(1);
    const calls = ['a', 'b', 'c'].map((secret) => pool!.derive(job(secret)));
    expect([pool.active, pool.waiting]).toEqual([1, 2]);
    const keys = await Promise.all(calls);
    expect(keys.map(({ key }) => key.toString('hex'))).toEqual(
      ['a', 'b', 'c'].map((secret) => expected(secret).toString('hex')),
    );
    expect(pool.pids).toHaveLength(1);
    expect([pool.active, pool.waiting]).toEqual([0, 0]);
  });

  it('fails only the call of a hasher that dies, and starts another for the next', async () => {
    pool = createHashPool(1);
    await pool.derive(job('warm'));
    const [first] = pool.pids;
    const slow = pool.derive(job('slow', 2 ** 16));
    const after = pool.derive(job('after'));
    process.kill(first!, 'SIGKILL');
    // Killed with the job's message still being written, the pipe fails before the exit is seen.
    await expect(slow).rejects.toThrow(/scrypt hasher (exited \(SIGKILL\)|failed: write EPIPE)/);
    expect((await after).key.equals(expected('after'))).toBe(true);
    expect(pool.pids).toHaveLength(1);
    expect(pool.pids).not.toContain(first);
  });

  it("answers scrypt's own refusal as a failed call", async () => {
    pool = createHashPool(1);
    await expect(pool.derive(job('x', 3))).rejects.toThrow(/^scrypt: /);
    expect((await pool.derive(job('y'))).key.equals(expected('y'))).toBe(true);
  });

  it('answers at once, then rests the hasher as long as restAfterHash says before its next hash', async () => {
    const asked: { cpuMs: number; eventLoopUtilization: number }[] = [];
    const rests: number[] = [];
    let endRest = () => {};
    pool = createHashPool(
      1,
      (input) => {
        asked.push(input);
        return 60_000;
      },
      (ms) => {
        rests.push(ms);
        return new Promise<void>((done) => (endRest = done));
      },
    );
    const first = await pool.derive(job('first'));
    expect(first.key.equals(expected('first'))).toBe(true);
    expect(asked).toHaveLength(1);
    expect(asked[0]?.cpuMs).toBe(first.cpuMs);
    expect(asked[0]?.eventLoopUtilization).toBeGreaterThanOrEqual(0);
    expect(asked[0]?.eventLoopUtilization).toBeLessThanOrEqual(1);
    expect(rests).toEqual([60_000]);
    const second = pool.derive(job('second'));
    // Resting: the slot is held, so the second waits for it.
    expect([pool.active, pool.waiting]).toEqual([1, 1]);
    endRest();
    expect((await second).key.equals(expected('second'))).toBe(true);
  });

  it("rests on the real clock: a test's fake timers do not hold the next hash", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'Date'] });
    pool = createHashPool(1, () => 5);
    await pool.derive(job('first'));
    // No fake time is advanced: the 5 ms rest ends on its own.
    expect((await pool.derive(job('second'))).key.equals(expected('second'))).toBe(true);
  });
});
