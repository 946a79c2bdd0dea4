/** The restaurant commands' arguments, read without side effects (the scripts act on them). */

export const IMPORT_USAGE = [
  'Usage: npm run restaurant:import -- <restaurant.json> [--brand <id>] [--images <folder>]',
  '   or: npm run restaurant:import -- --csv <items.csv> [--options <options.csv>]',
  '         (--store <slug> | --all-stores) [--brand <id>] [--images <folder>]',
].join('\n');

export const EXPORT_USAGE = 'Usage: npm run restaurant:export -- [--brand <id>] [--out <file>]';

export type ImportArgs = {
  brand: string;
  images: string | null;
  source:
    | { kind: 'json'; file: string }
    | {
        kind: 'csv';
        items: string;
        options: string | null;
        target: { store: string } | 'all-stores';
      };
};

export type ExportArgs = { brand: string; out: string | null };

type Parsed<T> = { ok: true; args: T } | { ok: false; message: string };

const VALUED = ['--brand', '--images', '--csv', '--options', '--store', '--out'];

/** Flags with values, bare flags and the rest, or the first mistake. */
function read(argv: readonly string[], allowed: readonly string[]) {
  const values = new Map<string, string>();
  const flags = new Set<string>();
  const rest: string[] = [];
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index]!;
    if (!arg.startsWith('--')) {
      rest.push(arg);
      continue;
    }
    if (!allowed.includes(arg)) return { mistake: `Unknown option ${arg}` };
    if (!VALUED.includes(arg)) {
      flags.add(arg);
      continue;
    }
    const value = argv[index + 1];
    if (value === undefined || value.startsWith('--')) return { mistake: `${arg} needs a value` };
    values.set(arg, value);
    index += 1;
  }
  return { values, flags, rest };
}

const defaultBrand = (env: NodeJS.ProcessEnv) => env.BRAND || 'demo';

export function parseImportArgs(
  argv: readonly string[],
  env: NodeJS.ProcessEnv,
): Parsed<ImportArgs> {
  const got = read(argv, [...VALUED.filter((flag) => flag !== '--out'), '--all-stores']);
  if ('mistake' in got) return { ok: false, message: `${got.mistake}\n${IMPORT_USAGE}` };
  const { values, flags, rest } = got;
  const brand = values.get('--brand') ?? defaultBrand(env);
  const images = values.get('--images') ?? null;
  const items = values.get('--csv');
  if (items === undefined) {
    if (rest.length !== 1 || values.has('--options') || values.has('--store') || flags.size)
      return { ok: false, message: IMPORT_USAGE };
    return { ok: true, args: { brand, images, source: { kind: 'json', file: rest[0]! } } };
  }
  const store = values.get('--store');
  const all = flags.has('--all-stores');
  if (rest.length || (store === undefined) === !all)
    return {
      ok: false,
      message: `Give --store <slug> or --all-stores with --csv\n${IMPORT_USAGE}`,
    };
  return {
    ok: true,
    args: {
      brand,
      images,
      source: {
        kind: 'csv',
        items,
        options: values.get('--options') ?? null,
        target: store === undefined ? 'all-stores' : { store },
      },
    },
  };
}

export function parseExportArgs(
  argv: readonly string[],
  env: NodeJS.ProcessEnv,
): Parsed<ExportArgs> {
  const got = read(argv, ['--brand', '--out']);
  if ('mistake' in got) return { ok: false, message: `${got.mistake}\n${EXPORT_USAGE}` };
  if (got.rest.length) return { ok: false, message: EXPORT_USAGE };
  return {
    ok: true,
    args: {
      brand: got.values.get('--brand') ?? defaultBrand(env),
      out: got.values.get('--out') ?? null,
    },
  };
}
