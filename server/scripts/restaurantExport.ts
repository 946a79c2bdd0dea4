/**
 * `npm run restaurant:export -- [--brand <id>] [--out <file>]`: the brand as a restaurant file,
 * canonical (export → import → export is byte-identical), to the file or stdout. See
 * docs/restaurant-file.md.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { runExport } from '../restaurant/commands';
import { destinationFor } from '../restaurant/openDestination';

process.exitCode = await runExport(process.argv.slice(2), {
  env: process.env,
  out: (line) => process.stdout.write(`${line}\n`),
  readText: (path) => readFile(path, 'utf8'),
  writeText: (path, text) => writeFile(path, text),
  withDestination: destinationFor(process.env),
});
