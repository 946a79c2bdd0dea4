import { describe, expect, it } from 'vitest';
import { onDemandChunksPlugin, withoutOnDemandChunks } from '../../scripts/onDemandChunks';

type Bundle = Record<string, { type: 'chunk' | 'asset'; fileName: string; moduleIds: string[] }>;

function recordFrom(bundle: Bundle): Set<string> {
  const found = new Set<string>();
  const plugin = onDemandChunksPlugin(found);
  const hook = plugin.generateBundle as unknown as (options: unknown, bundle: Bundle) => void;
  hook.call({}, {}, bundle);
  return found;
}

describe('chunks kept out of the precache', () => {
  const bundle: Bundle = {
    qr: {
      type: 'chunk',
      fileName: 'assets/esm-abc.js',
      moduleIds: ['/p/node_modules/html5-qrcode/esm/index.js'],
    },
    maps: {
      type: 'chunk',
      fileName: 'assets/dist-def.js',
      moduleIds: ['/p/node_modules/@googlemaps/js-api-loader/dist/index.mjs'],
    },
    menu: {
      type: 'chunk',
      fileName: 'assets/MenuScreen-123.js',
      moduleIds: ['/p/src/features/menu/MenuScreen.tsx', '/p/node_modules/react/index.js'],
    },
    css: { type: 'asset', fileName: 'assets/index.css', moduleIds: [] },
  };

  it.each([
    ['assets/esm-abc.js', true],
    ['assets/dist-def.js', true],
    ['assets/MenuScreen-123.js', false],
    ['assets/index.css', false],
  ])('%s on demand: %s', (file, onDemand) => {
    expect(recordFrom(bundle).has(file)).toBe(onDemand);
  });

  it('drops the recorded files from the manifest and keeps the rest', async () => {
    const found = recordFrom(bundle);
    const { manifest } = await withoutOnDemandChunks(found)([
      { url: 'assets/esm-abc.js', revision: null, size: 1 },
      { url: 'assets/MenuScreen-123.js', revision: null, size: 1 },
      { url: 'index.html', revision: 'x', size: 1 },
    ]);
    expect(manifest.map((entry) => entry.url)).toEqual(['assets/MenuScreen-123.js', 'index.html']);
  });
});
