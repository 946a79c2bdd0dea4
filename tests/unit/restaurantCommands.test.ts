/**
 * The restaurant commands with their world faked (server/restaurant/commands.ts): what each prints
 * and the exit code, for a file that cannot be read or parsed, a usage mistake, an export, and a
 * running server that refuses the token or is not there.
 */
import { describe, expect, it } from 'vitest';
import { runExport, runImport, type CommandDeps } from '../../server/restaurant/commands';
import {
  ConsoleUnreachable,
  consoleDestination,
  type Destination,
} from '../../server/restaurant/destination';

function world(files: Record<string, string>, destination: Partial<Destination> = {}) {
  const lines: string[] = [];
  const imported: unknown[] = [];
  const deps: CommandDeps = {
    env: {},
    out: (line) => lines.push(line),
    readText: async (path) => {
      if (!(path in files)) throw Object.assign(new Error('ENOENT'), { code: 'ENOENT' });
      return files[path]!;
    },
    writeText: async () => {},
    withDestination: (work) =>
      work({
        name: 'the fake',
        exportFile: async () => ({ format: 1, stores: [] }),
        importFile: async ({ file }) => {
          imported.push(file);
          return { ok: true, summary: { stores: 1, menus: 1, items: 2, offSale: 0 } };
        },
        addStaff: async () => ({ ok: false, message: 'not a restaurant command' }),
        ...destination,
      }),
  };
  return { deps, lines, imported };
}

describe('restaurant:import', () => {
  it.each<[string, string[], Record<string, string>, number, string[]]>([
    ['a file that is not there', ['r.json'], {}, 1, ['Import failed: there is no file r.json']],
    [
      'a file that is not JSON',
      ['r.json'],
      { 'r.json': '{ "format": 1,' },
      1,
      [expect.stringMatching(/^r\.json is not JSON: /) as unknown as string],
    ],
    ['no file named', [], {}, 2, [expect.stringContaining('Usage:') as unknown as string]],
    [
      'a file starting with a byte-order mark',
      ['r.json'],
      { 'r.json': '\uFEFF{"format": 1}' },
      0,
      ['Imported r.json into demo through the fake: 1 store, 1 menu, 2 items.'],
    ],
  ])('%s', async (_, argv, files, code, lines) => {
    const run = world(files);
    expect(await runImport(argv, run.deps)).toBe(code);
    expect(run.lines).toEqual(lines);
  });

  it("stops at the CSV's own problems before asking for the current file", async () => {
    let asked = false;
    const run = world(
      { 'items.csv': 'category,name,price\nFood,Toast,abc' },
      {
        exportFile: async () => {
          asked = true;
          return null;
        },
      },
    );
    expect(await runImport(['--csv', 'items.csv', '--all-stores'], run.deps)).toBe(1);
    expect(run.lines).toEqual([
      "items.csv row 2, column price: 'abc' is not a price (like 12.50)",
      'items.csv: 1 problem; nothing was imported.',
    ]);
    expect(asked).toBe(false);
  });
});

describe('restaurant:export', () => {
  it('prints the canonical file', async () => {
    const run = world({});
    expect(await runExport([], run.deps)).toBe(0);
    expect(run.lines).toEqual(['{\n  "format": 1,\n  "stores": []\n}']);
  });

  it('says when the brand has no content yet', async () => {
    const run = world({}, { exportFile: async () => null });
    expect(await runExport(['--brand', 'larder'], run.deps)).toBe(1);
    expect(run.lines).toEqual(['No brand "larder" in the database yet']);
  });
});

describe('the running server as the destination', () => {
  const answering =
    (status: number, body: unknown): typeof fetch =>
    async () =>
      new Response(JSON.stringify(body), { status });

  it('explains a refused token', async () => {
    const destination = consoleDestination({
      operatorUrl: 'http://127.0.0.1:8100',
      token: 'wrong',
      fetch: answering(401, { ok: false, message: 'Send the operator token' }),
    });
    await expect(destination.exportFile('demo')).rejects.toThrow(
      "The running server's operator console at http://127.0.0.1:8100 refused the token",
    );
  });

  it('says nothing answers, so the command opens the database itself', async () => {
    const destination = consoleDestination({
      operatorUrl: 'http://127.0.0.1:8100',
      token: 't',
      fetch: async () => {
        throw new TypeError('fetch failed');
      },
    });
    await expect(destination.exportFile('demo')).rejects.toBeInstanceOf(ConsoleUnreachable);
  });

  it('passes on the problems of a refused file', async () => {
    const problems = [{ path: '$.stores', message: 'a restaurant needs at least one store' }];
    const destination = consoleDestination({
      operatorUrl: 'http://127.0.0.1:8100',
      token: 't',
      fetch: answering(422, { ok: false, problems }),
    });
    expect(await destination.importFile({ brand: 'demo', file: {}, images: null })).toEqual({
      ok: false,
      problems,
    });
  });
});
