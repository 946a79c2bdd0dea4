/**
 * Passwords and PINs (issue 15 'Security'): scrypt, stored as 'scrypt$N$r$p$salt$hash' (salt and
 * hash base64url), compared in constant time.
 *
 * Cost: N = 2^15, r = 8, p = 1, 32 MiB (128·N·r, above Node's default maxmem, hence MAX_MEM). On
 * this project's 2-core machine one hash takes 86–97 ms of CPU (median of 9, quiet, 2026-11-26;
 * 2^14 takes 35–43 ms), inside the 50–100 ms the issue asks for; the bench prints it again
 * ('one login's scrypt CPU time'). The hash runs in a hasher process at the lowest CPU priority,
 * at most one per core but one, the rest queued in arrival order (hashPool.ts): twenty sign-ins
 * wait for the hash instead of taking a core from the menu (bench 'Login under load').
 * Parameters are read back from each stored hash, so changing the cost later keeps old hashes valid.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { createHashPool } from './hashPool';

export const SCRYPT_COST = { N: 2 ** 15, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
const SALT_BYTES = 16;
const MAX_MEM = 128 * 1024 * 1024;
const HASHERS = createHashPool(Math.max(1, availableParallelism() - 1));

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

/** The CPU time one hash at SCRYPT_COST takes in the server's hasher, in ms (for the bench). */
export async function hashCpuMs(): Promise<number> {
  return (await derive('bench secret', randomBytes(SALT_BYTES), SCRYPT_COST)).cpuMs;
}

/** 'scrypt$32768$8$1$<salt>$<hash>' */
export async function hashSecret(secret: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const { N, r, p } = SCRYPT_COST;
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
