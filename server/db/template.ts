/**
 * Database templates: a database migrated and seeded once, which each throwaway database then
 * starts from instead of running the migrations and the seed again. Test runs start hundreds of
 * servers; on a two-core machine a PGlite start is about 2.6 s of initdb, 0.5 s of migrations and
 * 0.9 s of seed, a start from a template about 0.7 s.
 *
 * PGlite: `DOCKET_MEMORY_TEMPLATE` (connect.ts) names a file written by `writeMemoryTemplate` (a tarball of a
 * data directory, as PGlite's `dumpDataDir` makes it); every 'memory://' database loads it.
 * PostgreSQL: `createTemplateDatabase` makes a database that `CREATE DATABASE … TEMPLATE` copies.
 * The server still migrates and seeds on start, so a template older than the code is brought up to
 * date, never trusted.
 */
import { writeFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase, pgliteDatabase } from './connect';
import { migrateToLatest } from './migrate';
import { seedDatabase } from './seed/index';

/** Migrates and seeds a fresh in-memory PGlite and writes its data directory to `file`. */
export async function writeMemoryTemplate(file: string): Promise<void> {
  const client = await PGlite.create('memory://');
  const { db } = pgliteDatabase(client);
  try {
    await migrateToLatest(db);
    await seedDatabase(db);
    const dump = await client.dumpDataDir('none');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await db.destroy();
  }
}

/** Creates `name` on the server `adminUrl` points at, migrated and seeded; closes every connection. */
export async function createTemplateDatabase(adminUrl: string, name: string): Promise<void> {
  await adminQuery(adminUrl, `create database ${name}`);
  const { db } = await openDatabase({ databaseUrl: databaseUrl(adminUrl, name) });
  try {
    await migrateToLatest(db);
    await seedDatabase(db);
  } finally {
    await db.destroy();
  }
}

export async function dropTemplateDatabase(adminUrl: string, name: string): Promise<void> {
  await adminQuery(adminUrl, `drop database if exists ${name}`);
}

/** The URL of database `name` on the server `adminUrl` points at. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs one statement (create or drop database) on its own connection to `adminUrl`. */
export async function adminQuery(adminUrl: string, text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}
