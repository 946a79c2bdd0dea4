/**
 * Vitest global setup, with DATABASE_URL: one migrated, seeded PostgreSQL database for the whole
 * run, named in DOCKET_TEST_PG_TEMPLATE, which tests/server/helpers.ts copies for each suite with
 * CREATE DATABASE … TEMPLATE (server/db/template.ts).
 */
import { randomBytes } from 'node:crypto';
import { createTemplateDatabase, dropTemplateDatabase } from '../../server/db/template';

export const PG_TEMPLATE_ENV = 'DOCKET_TEST_PG_TEMPLATE';

export default async function setup(): Promise<(() => Promise<void>) | undefined> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) return undefined;
  const name = `docket_template_${randomBytes(6).toString('hex')}`;
  await createTemplateDatabase(adminUrl, name);
  process.env[PG_TEMPLATE_ENV] = name;
  return () => dropTemplateDatabase(adminUrl, name);
}
