/**
 * The key the server signs its own tokens with (the device cookies, deviceCookies.ts): DOCKET_SECRET
 * when set (at least 32 characters), else 32 random bytes made once per database and kept in
 * server_secrets (migration 0016), so every process on one database signs with the same key and a
 * restart keeps the cookies it gave.
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

const NAME = 'device-cookies';
const held = new WeakMap<Kysely<Database>, Promise<Buffer>>();

async function readOrMake(db: Kysely<Database>): Promise<Buffer> {
  const fromEnvironment = process.env.DOCKET_SECRET ?? '';
  if (fromEnvironment !== '') {
    if (fromEnvironment.length < 32) throw new Error('DOCKET_SECRET: at least 32 characters');
    return Buffer.from(fromEnvironment);
  }
  await db
    .insertInto('server_secrets')
    .values({ name: NAME, value: randomBytes(32).toString('base64url') })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('server_secrets')
    .select('value')
    .where('name', '=', NAME)
    .executeTakeFirstOrThrow();
  return Buffer.from(row.value, 'base64url');
}

export function serverSecret(db: Kysely<Database>): Promise<Buffer> {
  let secret = held.get(db);
  if (!secret) {
    secret = readOrMake(db);
    secret.catch(() => held.delete(db));
    held.set(db, secret);
  }
  return secret;
}
