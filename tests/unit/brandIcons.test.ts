import { describe, expect, it } from 'vitest';
import { brandIcons } from '../../scripts/brandIcons';

const made = ['logo.png', 'icon-180.png', 'icon-192.png', 'icon-512.png', 'icon-maskable-512.png'];

describe('brandIcons', () => {
  it.each([
    [
      'an SVG icon alone: every PNG rendered from it, the SVG listed too',
      ['icon.svg', 'logo.svg', 'hero.svg'],
      '/brand/icon.svg',
      { render: [180, 192, 512], missing: [] },
      ['/brand/icon-192.png', '/brand/icon-512.png', '/brand/icon-512.png', '/brand/icon.svg'],
    ],
    [
      "brand:new's PNGs from a PNG logo: nothing rendered, the maskable icon its own",
      made,
      '/brand/icon-192.png',
      { render: [], missing: [] },
      ['/brand/icon-192.png', '/brand/icon-512.png', '/brand/icon-maskable-512.png'],
    ],
    [
      "brand:new's PNGs beside an SVG logo: the PNGs kept, the SVG listed",
      [...made, 'logo.svg'],
      '/brand/logo.svg',
      { render: [], missing: [] },
      [
        '/brand/icon-192.png',
        '/brand/icon-512.png',
        '/brand/icon-maskable-512.png',
        '/brand/logo.svg',
      ],
    ],
    [
      'a PNG icon without the sizes: each missing one named',
      ['logo.png', 'icon-192.png'],
      '/brand/icon-192.png',
      { render: [], missing: ['icon-180.png', 'icon-512.png'] },
      ['/brand/icon-192.png', '/brand/icon-512.png', '/brand/icon-512.png'],
    ],
    [
      'an icon the folder does not have',
      ['logo.svg'],
      '/brand/icon.svg',
      { render: [], missing: ['icon.svg', 'icon-180.png', 'icon-192.png', 'icon-512.png'] },
      ['/brand/icon-192.png', '/brand/icon-512.png', '/brand/icon-512.png'],
    ],
  ])('%s', (_, files, icon, expected, listed) => {
    const plan = brandIcons(files, icon);
    expect(plan).toMatchObject(expected);
    expect(plan.manifest.map((entry) => entry.src)).toEqual(listed);
    expect(plan.manifest.filter((entry) => entry.purpose === 'maskable')).toHaveLength(1);
  });
});
