import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { brandPageFiles } from '../../scripts/brandPages';

const root = resolve(import.meta.dirname, '../..');

describe('brandPageFiles', () => {
  it.each([
    [
      'demo: its own three pages',
      'demo',
      {
        about: '/brands/demo/pages/about.md',
        terms: '/brands/demo/pages/terms.md',
        privacy: '/brands/demo/pages/privacy.md',
      },
    ],
    [
      'harbour: its own about, the default terms and privacy',
      'harbour',
      {
        about: '/brands/harbour/pages/about.md',
        terms: '/src/features/info/pages/terms.md',
        privacy: '/src/features/info/pages/privacy.md',
      },
    ],
    [
      'a brand without pages: the defaults',
      'no-such-brand',
      {
        about: '/src/features/info/pages/about.md',
        terms: '/src/features/info/pages/terms.md',
        privacy: '/src/features/info/pages/privacy.md',
      },
    ],
  ])('%s', (_name, brandId, expected) => {
    expect(brandPageFiles(root, brandId)).toEqual(expected);
  });

  it('leaves out a page that has no file anywhere', () => {
    expect(brandPageFiles(resolve(root, 'tests'), 'demo')).toEqual({});
  });
});
