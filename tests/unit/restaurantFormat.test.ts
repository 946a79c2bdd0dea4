/**
 * The restaurant file's small rules: the published JSON Schema is the one the zod schema makes,
 * the text export writes, dietary codes both ways, JSON paths, image values, plain schema messages
 * and the commands' arguments.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseExportArgs, parseImportArgs } from '../../server/restaurant/cliArgs';
import { dietCodes, dietColumns } from '../../server/restaurant/diet';
import { restaurantFileSchema, type DietCode } from '../../server/restaurant/format';
import { imageValue } from '../../server/restaurant/images';
import { restaurantJsonSchema, SCHEMA_FILE } from '../../server/restaurant/jsonSchema';
import { jsonPath, schemaProblems } from '../../server/restaurant/problems';
import { restaurantJson } from '../../server/restaurant/restaurantJson';

describe('the published JSON Schema', () => {
  it('is the one the zod schema makes (npm run restaurant:schema writes it)', () => {
    const committed = readFileSync(join(import.meta.dirname, '..', '..', SCHEMA_FILE), 'utf8');
    expect(committed).toBe(restaurantJson(restaurantJsonSchema()));
  });
});

describe('the text of a restaurant file', () => {
  it('is 2-space JSON with a final newline, short lists of plain values on one line', () => {
    expect(
      restaurantJson({
        a: 1,
        hours: ['07:00', '21:00'],
        none: [],
        empty: {},
        rows: [{ b: null }],
        skip: undefined,
      }),
    ).toBe(
      '{\n  "a": 1,\n  "hours": ["07:00", "21:00"],\n  "none": [],\n  "empty": {},\n  "rows": [\n    {\n      "b": null\n    }\n  ]\n}\n',
    );
  });

  it('breaks a list of plain values that would pass 80 characters', () => {
    const long = Array.from({ length: 12 }, (_, index) => `method-${index}`);
    expect(restaurantJson({ long }).split('\n')).toHaveLength(17);
  });
});

describe('dietary codes', () => {
  it.each<[DietCode[], DietCode[]]>([
    [['V'], ['V']],
    [['VE'], ['VE']],
    [['V', 'VE'], ['VE']],
    [['DF'], ['DF']],
    [['LF', 'DF'], ['DF']],
    [['LF'], ['LF']],
    [
      ['H', 'EF', 'GF', 'V'],
      ['V', 'GF', 'EF', 'H'],
    ],
    [[], []],
  ])('%j is stored and read back as %j', (codes, expected) => {
    expect(dietCodes(dietColumns(codes))).toEqual(expected);
  });
});

describe('JSON paths', () => {
  it.each<[PropertyKey[], string]>([
    [[], '$'],
    [['stores', 2, 'hours', 'mon'], '$.stores[2].hours.mon'],
    [['home', 'blocks', 0, 'link-url'], '$.home.blocks[0]["link-url"]'],
  ])('%j is %s', (segments, path) => {
    expect(jsonPath(segments)).toBe(path);
  });
});

describe('image values', () => {
  it.each([
    ['', { kind: 'none' }],
    ['flat-white.png', { kind: 'file', name: 'flat-white.png' }],
    ['/media/flat-white-1a2b3c4d.png', { kind: 'media', name: 'flat-white-1a2b3c4d.png' }],
    ['/brand/hero.svg', { kind: 'url', url: '/brand/hero.svg' }],
    ['https://cdn.example.com/a.png', { kind: 'url', url: 'https://cdn.example.com/a.png' }],
    ['http://cdn.example.com/a.png', { kind: 'invalid' }],
    ['photos/a.png', { kind: 'invalid' }],
    ['/media/../secret', { kind: 'invalid' }],
    ['//evil.example/a.png', { kind: 'invalid' }],
  ])('%j is %j', (value, expected) => {
    expect(imageValue(value)).toEqual(expected);
  });
});

describe('schema problems in plain words', () => {
  const problems = (input: unknown) => {
    const parsed = restaurantFileSchema.safeParse(input, { reportInput: true });
    return parsed.success ? [] : schemaProblems(parsed.error);
  };

  it.each<[string, unknown, { path: string; message: string }]>([
    ['a missing field', { stores: [] }, { path: '$.format', message: 'missing' }],
    [
      'a wrong type',
      { format: 1, stores: 'all' },
      { path: '$.stores', message: 'expected an array, not "all"' },
    ],
    [
      'an unknown field',
      { format: 1, stores: [], colour: 'red' },
      { path: '$', message: 'unknown field "colour"' },
    ],
    [
      'an empty list',
      { format: 1, stores: [] },
      { path: '$.stores', message: 'a restaurant needs at least one store' },
    ],
    [
      'a wrong format',
      { format: 2, stores: [] },
      { path: '$.format', message: 'expected one of 1' },
    ],
  ])('%s', (_, input, expected) => {
    expect(problems(input)).toContainEqual(expected);
  });
});

describe('the commands’ arguments', () => {
  const env = { BRAND: 'harbour' };
  it.each<[string[], unknown]>([
    [['r.json'], { brand: 'harbour', images: null, source: { kind: 'json', file: 'r.json' } }],
    [
      ['r.json', '--brand', 'demo', '--images', 'pics'],
      { brand: 'demo', images: 'pics', source: { kind: 'json', file: 'r.json' } },
    ],
    [
      ['--csv', 'i.csv', '--store', 'north'],
      {
        brand: 'harbour',
        images: null,
        source: { kind: 'csv', items: 'i.csv', options: null, target: { store: 'north' } },
      },
    ],
    [
      ['--csv', 'i.csv', '--options', 'o.csv', '--all-stores'],
      {
        brand: 'harbour',
        images: null,
        source: { kind: 'csv', items: 'i.csv', options: 'o.csv', target: 'all-stores' },
      },
    ],
  ])('import %j', (argv, args) => {
    expect(parseImportArgs(argv, env)).toEqual({ ok: true, args });
  });

  it.each<[string[], string]>([
    [[], 'Usage: npm run restaurant:import'],
    [['a.json', 'b.json'], 'Usage: npm run restaurant:import'],
    [['r.json', '--brand'], '--brand needs a value'],
    [['r.json', '--colour', 'red'], 'Unknown option --colour'],
    [['--csv', 'i.csv'], 'Give --store <slug> or --all-stores with --csv'],
    [
      ['--csv', 'i.csv', '--store', 'a', '--all-stores'],
      'Give --store <slug> or --all-stores with --csv',
    ],
    [['r.json', '--all-stores'], 'Usage: npm run restaurant:import'],
  ])('import %j is refused', (argv, message) => {
    const parsed = parseImportArgs(argv, env);
    expect(parsed.ok ? '' : parsed.message).toContain(message);
  });

  it.each<[string[], unknown]>([
    [[], { ok: true, args: { brand: 'demo', out: null } }],
    [
      ['--brand', 'harbour', '--out', 'h.json'],
      { ok: true, args: { brand: 'harbour', out: 'h.json' } },
    ],
    [
      ['h.json'],
      { ok: false, message: 'Usage: npm run restaurant:export -- [--brand <id>] [--out <file>]' },
    ],
  ])('export %j', (argv, expected) => {
    expect(parseExportArgs(argv, {})).toEqual(expected);
  });
});
