/**
 * Who may use the payment sandbox's admin routes (GET /__sandbox/charges and /__sandbox/vault,
 * which list every transaction and every vaulted token): a caller on this machine holding the
 * sandbox's own token. The token is generated into the data folder on first start
 * (sandbox-admin-token), or is SANDBOX_ADMIN_TOKEN, or a fresh one per process without a folder.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const ADMIN_TOKEN_FILE = 'sandbox-admin-token';

export const newAdminToken = () => randomBytes(24).toString('base64url');

/** The folder's token, written there (readable by its owner only) the first time. */
export function adminTokenIn(dataFolder: string): { token: string; file: string } {
  const file = join(dataFolder, ADMIN_TOKEN_FILE);
  try {
    const token = readFileSync(file, 'utf8').trim();
    if (token) return { token, file };
  } catch {
    // None yet: made below.
  }
  mkdirSync(dataFolder, { recursive: true });
  const token = newAdminToken();
  writeFileSync(file, `${token}\n`, { mode: 0o600 });
  return { token, file };
}

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6. */
export function isLoopback(address: string | undefined): boolean {
  const v4 = (address ?? '').replace(/^::ffff:/i, '');
  return v4 === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

/** Whether `authorization: Bearer <token>` names this token. */
export function bearerMatches(authorization: string | undefined, token: string): boolean {
  const given = Buffer.from(/^Bearer (.+)$/.exec(authorization ?? '')?.[1] ?? '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
