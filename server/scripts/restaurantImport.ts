/**
 * `npm run restaurant:import -- <restaurant.json> [--brand <id>] [--images <folder>]`, or a menu
 * from CSV: `-- --csv items.csv [--options options.csv] --store <slug>|--all-stores`. See
 * docs/restaurant-file.md; where it writes is server/restaurant/openDestination.ts.
 */
import { readFile } from 'node:fs/promises';
import { runImport } from '../restaurant/commands';
import { destinationFor } from '../restaurant/openDestination';

process.exitCode = await runImport(process.argv.slice(2), {
  env: process.env,
  out: (line) => process.stdout.write(`${line}\n`),
  readText: (path) => readFile(path, 'utf8'),
  writeText: async () => {},
  withDestination: destinationFor(process.env),
});
