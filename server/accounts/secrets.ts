/**
 * Passwords and PINs (ARCHITECTURE 'Security'): scrypt, stored as 'scrypt$N$r$p$salt$hash' (salt
 * and hash base64url), compared in constant time.
 *
 * Cost: p = 1, N and r chosen from a time budget (one login 50–100 ms of CPU) the first time a
 * hash is made: derivations are timed in the server's own hasher and the N (a power of two, 2^14
 * to 2^17) and r (8 to 15) whose cost lands nearest the middle of the window are used
 * (src/domain/scryptCost.ts, server/accounts/scryptCost.ts). A machine twice as fast gets twice
 * the N·r, so a hash takes the same time, and a guess the same cost, on any machine. SCRYPT_N
 * fixes it instead. The hash runs in a hasher process at the lowest CPU priority, at most one per
 * core but one, the rest queued in arrival order, each resting after a hash while the server is
 * busy (hashPool.ts, src/domain/hashPacing.ts). Parameters are read back from each stored hash, so
 * a hash made under another N or r (another machine, an older server, SCRYPT_N) still verifies.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { restAfterHash } from '@domain/hashPacing';
import { parseScryptN } from '@domain/scryptCost';
import { createHashPool } from './hashPool';
import { createCostChooser, type ScryptCost } from './scryptCost';

const KEY_LENGTH = 32;
const SALT_BYTES = 16;
// 128·N·r and a little more: 128 MiB at N 2^17, r 8, over Node's default maxmem.
const MAX_MEM = 256 * 1024 * 1024;
/** Derivations timed at each N while choosing it; the fastest counts (two were too few: a start
 * that seeds its accounts timed 2^14 at 43 ms where the quiet server took 34). */
const TIMING_RUNS = 5;
const HASHER_COUNT = Math.max(1, availableParallelism() - 1);
/**
 * Hashes that may wait per hasher (DOCKET_HASH_QUEUE, default 16: about a second and a half at
 * 80 ms a hash); past them a sign-in is answered 'Too many requests…' at once.
 */
const HASH_QUEUE = Number(process.env.DOCKET_HASH_QUEUE ?? 16) * HASHER_COUNT;
const HASHERS = createHashPool(HASHER_COUNT, restAfterHash, undefined, HASH_QUEUE);

const setting = parseScryptN(process.env.SCRYPT_N);
if (!setting.ok) throw new Error(setting.message);

type Cost = { N: number; r: number; p: number };

function derive(secret: string, salt: Buffer, cost: Cost) {
  const { N, r, p } = cost;
  return HASHERS.derive({
    secret: secret.normalize('NFKC'),
    salt,
    keyLength: KEY_LENGTH,
    N,
    r,
    p,
    maxmem: MAX_MEM,
  });
}

const COST = createCostChooser({
  fixedN: setting.N,
  runs: TIMING_RUNS,
  timeDerivation: async (N) =>
    (await derive('timing secret', randomBytes(SALT_BYTES), { N, r: 8, p: 1 })).cpuMs,
});

/** The cost new hashes get (chosen on the first call, then the same for the process's life). */
export function scryptCost(): Promise<ScryptCost> {
  return COST.cost();
}

/** The CPU time one hash at the current cost takes in the server's hasher, in ms (for the bench). */
export async function hashCpuMs(): Promise<number> {
  return (await derive('bench secret', randomBytes(SALT_BYTES), await scryptCost())).cpuMs;
}

/** 'scrypt$<N>$<r>$1$<salt>$<hash>' */
export async function hashSecret(secret: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const { N, r, p } = await scryptCost();
  const { key } = await derive(secret, salt, { N, r, p });
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

type Parsed = { N: number; r: number; p: number; salt: Buffer; key: Buffer };

function parse(stored: string): Parsed | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  if (!N || !r || !p || !Number.isInteger(N) || !Number.isInteger(r) || !Number.isInteger(p)) {
    return null;
  }
  return {
    N,
    r,
    p,
    salt: Buffer.from(parts[4] ?? '', 'base64url'),
    key: Buffer.from(parts[5] ?? '', 'base64url'),
  };
}

// Checked against when there is no stored hash, so an unknown account costs the same time as a
// wrong password and the answer's timing does not say which accounts exist.
let decoy: Promise<string> | null = null;

/** Whether `secret` matches `stored`; null or malformed stored hashes never match. */
export async function verifySecret(secret: string, stored: string | null): Promise<boolean> {
  const parsed = stored === null ? null : parse(stored);
  if (parsed === null) {
    decoy ??= hashSecret('decoy secret');
    const fake = parse(await decoy);
    if (fake) await derive(secret, fake.salt, fake);
    return false;
  }
  const { key } = await derive(secret, parsed.salt, parsed);
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
}
