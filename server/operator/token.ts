/**
 * The operator console's token: made on the first start and kept in the data
 * folder, readable by its owner only, so whoever may read the data may move orders and nobody
 * else: a page in the operator's browser cannot read it, even one whose name rebinds to loopback.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** Where the token is kept: beside the PGlite folder, or ./data when the data is not on disk. */
export function operatorTokenFile(dataDir: string): string {
  return join(dataDir.includes('://') ? './data' : join(dataDir, '..'), 'operator-token');
}

/** The token kept in `file`, or null when there is none yet. */
export function readOperatorToken(file: string): string | null {
  try {
    return readFileSync(file, 'utf8').trim() || null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * The token in `file`, made when there is none yet. Written beside it and linked into place, so
 * servers starting together (the e2e run's three) all end up with the one that landed.
 */
export function operatorToken(file: string): string {
  const kept = readOperatorToken(file);
  if (kept !== null) return kept;
  mkdirSync(dirname(file), { recursive: true });
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(draft, `${randomBytes(32).toString('base64url')}\n`, { mode: 0o600 });
  try {
    linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(draft);
  }
  const token = readOperatorToken(file);
  if (token === null) throw new Error(`No operator token in ${file}`);
  return token;
}

/** What the console's command-line clients send: the token where the server keeps it, or ''. */
export function consoleToken(env: NodeJS.ProcessEnv): string {
  const file = env.OPERATOR_TOKEN_FILE || operatorTokenFile(env.DATA_DIR || './data/pglite');
  return readOperatorToken(file) ?? '';
}

/** Whether an Authorization header carries `token` (compared in constant time). */
export function carriesToken(authorization: string | undefined, token: string): boolean {
  const sent = /^Bearer (\S+)$/.exec(authorization ?? '')?.[1];
  if (sent === undefined) return false;
  const a = Buffer.from(sent);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}
