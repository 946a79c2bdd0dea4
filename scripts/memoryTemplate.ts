/**
 * Writes a migrated, seeded PGlite data directory to the file named first on the command line,
 * for DOCKET_MEMORY_TEMPLATE (server/db/template.ts): `node --import tsx scripts/memoryTemplate.ts
 * /tmp/memory.tar`. scripts/e2e.mjs makes one per run for every server its journeys start.
 */
import { writeMemoryTemplate } from '../server/db/template';

const file = process.argv[2];
if (!file) throw new Error('usage: scripts/memoryTemplate.ts <file>');
await writeMemoryTemplate(file);
