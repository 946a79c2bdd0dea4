import { describe, expect, it } from 'vitest';
import { startBrand } from '../../scripts/startBrand';

const BRANDS = ['corner-cafe', 'demo', 'harbour'];

describe('startBrand', () => {
  it.each([
    ['nothing: the demo', [], {}, 'demo'],
    ['BRAND, the old way', [], { BRAND: 'harbour' }, 'harbour'],
    ['--brand', ['--brand', 'corner-cafe'], {}, 'corner-cafe'],
    ['--brand=', ['--brand=corner-cafe'], {}, 'corner-cafe'],
    ['--brand over BRAND', ['--brand', 'corner-cafe'], { BRAND: 'harbour' }, 'corner-cafe'],
  ])('%s', (_, argv, env, brand) => {
    expect(startBrand(argv, env, BRANDS)).toEqual({ ok: true, brand });
  });

  it.each([
    [
      'a brand with no folder',
      ['--brand', 'corner'],
      "There is no brand 'corner' (brands/corner/brand.json). Make it with npm run brand:new -- corner, or start one of: corner-cafe, demo, harbour.",
    ],
    [
      '--brand without an id',
      ['--brand'],
      "Option '--brand <value>' argument missing. Usage: npm start -- --brand <id>",
    ],
    ['another flag', ['--port', '9'], "Unknown option '--port'. Usage: npm start -- --brand <id>"],
  ])('refuses %s', (_, argv, message) => {
    expect(startBrand(argv, {}, BRANDS)).toEqual({ ok: false, message });
  });
});
