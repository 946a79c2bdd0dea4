/**
 * The restaurant commands, with their world passed in (files, output, where to write) so tests
 * run them whole: `restaurant:import` (a JSON file, or a menu from CSV) and `restaurant:export`.
 * They answer an exit code: 0 done, 1 refused or failed, 2 a usage mistake; a failure is one plain
 * line, never a stack trace.
 */
import { basename, resolve } from 'node:path';
import { parseExportArgs, parseImportArgs } from './cliArgs';
import { menuFromCsv } from './csv';
import { csvMenuIntoFile } from './csvIntoFile';
import type { Destination } from './destination';
import { problemLines } from './problemLines';
import { restaurantJson } from './restaurantJson';

export type CommandDeps = {
  env: NodeJS.ProcessEnv;
  out: (line: string) => void;
  readText: (path: string) => Promise<string>;
  writeText: (path: string, text: string) => Promise<void>;
  /** Runs `work` against where the data is (./destination.ts). */
  withDestination: <T>(work: (destination: Destination) => Promise<T>) => Promise<T>;
};

export async function runImport(argv: readonly string[], deps: CommandDeps): Promise<number> {
  const parsed = parseImportArgs(argv, deps.env);
  if (!parsed.ok) {
    deps.out(parsed.message);
    return 2;
  }
  const { brand, source } = parsed.args;
  const images = parsed.args.images === null ? null : resolve(parsed.args.images);
  try {
    if (source.kind === 'json') {
      const text = await readNamed(source.file, deps);
      let file: unknown;
      try {
        // A byte-order mark is how some editors on Windows start a UTF-8 file.
        file = JSON.parse(text.replace(/^\uFEFF/, ''));
      } catch (error) {
        deps.out(`${source.file} is not JSON: ${(error as Error).message}`);
        return 1;
      }
      return await deps.withDestination(async (destination) =>
        report(
          source.file,
          brand,
          destination,
          await destination.importFile({ brand, file, images }),
          deps,
        ),
      );
    }
    const items = { name: basename(source.items), text: await readNamed(source.items, deps) };
    const options =
      source.options === null
        ? null
        : { name: basename(source.options), text: await readNamed(source.options, deps) };
    const menu = menuFromCsv(items, options);
    if (!menu.ok) {
      for (const line of menu.problems) deps.out(line);
      const count = menu.problems.length;
      deps.out(`${items.name}: ${count} problem${count === 1 ? '' : 's'}; nothing was imported.`);
      return 1;
    }
    return await deps.withDestination(async (destination) => {
      const current = (await destination.exportFile(brand)) ?? { format: 1 };
      const merged = csvMenuIntoFile(current, menu.menu, source.target);
      if (!merged.ok) {
        deps.out(merged.message);
        return 1;
      }
      const outcome = await destination.importFile({ brand, file: merged.file, images });
      return report(items.name, brand, destination, outcome, deps);
    });
  } catch (error) {
    deps.out(`Import failed: ${plain(error)}`);
    return 1;
  }
}

export async function runExport(argv: readonly string[], deps: CommandDeps): Promise<number> {
  const parsed = parseExportArgs(argv, deps.env);
  if (!parsed.ok) {
    deps.out(parsed.message);
    return 2;
  }
  const { brand, out } = parsed.args;
  try {
    const file = await deps.withDestination((destination) => destination.exportFile(brand));
    if (file === null) {
      deps.out(`No brand "${brand}" in the database yet`);
      return 1;
    }
    const text = restaurantJson(file);
    if (out === null) deps.out(text.trimEnd());
    else await deps.writeText(out, text);
    return 0;
  } catch (error) {
    deps.out(`Export failed: ${plain(error)}`);
    return 1;
  }
}

function report(
  source: string,
  brand: string,
  destination: Destination,
  outcome: Awaited<ReturnType<Destination['importFile']>>,
  deps: CommandDeps,
): number {
  if (!outcome.ok) {
    for (const line of problemLines(source, outcome.problems)) deps.out(line);
    return 1;
  }
  const { stores, menus, items, offSale } = outcome.summary;
  const off = offSale ? `; ${offSale} store${offSale > 1 ? 's' : ''} taken off sale` : '';
  deps.out(
    `Imported ${source} into ${brand} through ${destination.name}: ${stores} store${stores === 1 ? '' : 's'}, ${menus} menu${menus === 1 ? '' : 's'}, ${items} items${off}.`,
  );
  return 0;
}

async function readNamed(path: string, deps: CommandDeps): Promise<string> {
  try {
    return await deps.readText(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new Error(
      code === 'ENOENT' ? `there is no file ${path}` : `cannot read ${path} (${code})`,
      { cause: error },
    );
  }
}

function plain(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
