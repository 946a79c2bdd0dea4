/**
 * Vitest global setup: one migrated, seeded PGlite data directory for the whole run, which every
 * suite's 'memory://' database loads instead of migrating and seeding its own (server/db/template.ts).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MEMORY_TEMPLATE_ENV } from '../../server/db/connect';
import { writeMemoryTemplate } from '../../server/db/template';

export default async function setup(): Promise<() => Promise<void>> {
  const dir = await mkdtemp(join(tmpdir(), 'docket-template-'));
  const file = join(dir, 'memory.tar');
  await writeMemoryTemplate(file);
  process.env[MEMORY_TEMPLATE_ENV] = file;
  return () => rm(dir, { recursive: true, force: true });
}
