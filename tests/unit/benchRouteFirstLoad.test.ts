import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { gzipBytes, routeFirstLoad } from '../../bench/bundle';

/** A build as the bench reads it: the Vite manifest, the chunks' packages, and the files. */
function fakeBuild(manifest: Record<string, object>, files: Record<string, string>): string {
  const dist = mkdtempSync(join(tmpdir(), 'docket-route-first-load-'));
  mkdirSync(join(dist, '.vite'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, '.vite/manifest.json'), JSON.stringify(manifest));
  writeFileSync(
    join(dist, '.vite/chunk-packages.json'),
    JSON.stringify({ 'assets/react.js': ['react'], 'assets/react-dom-client.js': ['react-dom'] }),
  );
  for (const [file, text] of Object.entries(files)) writeFileSync(join(dist, file), text);
  return dist;
}

const CART = 'src/features/cart/CartScreen.tsx';
const builds: string[] = [];

afterEach(() => {
  for (const dist of builds.splice(0)) rmSync(dist, { recursive: true, force: true });
});

// The budget these feed: first-load JS per route ≤ 150 KB gzip.
describe('routeFirstLoad: what a route loads before its first screen', () => {
  it('counts the entry, React DOM’s client the HTML preloads, the screen, their CSS and the HTML; not what the screen imports later', () => {
    const dist = fakeBuild(
      {
        'index.html': { file: 'assets/entry.js', isEntry: true, imports: ['_react.js'] },
        '_react.js': { file: 'assets/react.js' },
        '_react-dom-client.js': {
          file: 'assets/react-dom-client.js',
          name: 'react-dom-client',
          imports: ['_react.js'],
        },
        [CART]: {
          file: 'assets/cart.js',
          src: CART,
          isDynamicEntry: true,
          imports: ['_react.js'],
          dynamicImports: ['_sdk.js'],
          css: ['assets/cart.css'],
        },
        '_sdk.js': { file: 'assets/sdk.js', isDynamicEntry: true },
      },
      {
        'index.html': '<!doctype html><title>Docket</title>'.repeat(20),
        'assets/entry.js': 'export const entry = "the shell and the router";'.repeat(40),
        'assets/react.js': 'export const react = "React";'.repeat(60),
        'assets/react-dom-client.js': 'export const client = "React DOM";'.repeat(200),
        'assets/cart.js': 'export const cart = "the cart screen";'.repeat(30),
        'assets/cart.css': '.cart { display: grid; }'.repeat(10),
        'assets/sdk.js': 'export const sdk = "a payment SDK";'.repeat(500),
      },
    );
    builds.push(dist);
    const counted = [
      'index.html',
      'assets/entry.js',
      'assets/react.js',
      'assets/react-dom-client.js',
      'assets/cart.js',
      'assets/cart.css',
    ];
    const firstLoad = routeFirstLoad(dist, CART);
    expect(firstLoad.gzip).toBe(counted.reduce((sum, file) => sum + gzipBytes(dist, file), 0));
    expect(firstLoad.packages).toEqual(['react', 'react-dom']);
  });

  it('refuses a build without React DOM’s client chunk', () => {
    const dist = fakeBuild(
      {
        'index.html': { file: 'assets/entry.js', isEntry: true },
        [CART]: { file: 'assets/cart.js', src: CART },
      },
      { 'index.html': '', 'assets/entry.js': '', 'assets/cart.js': '' },
    );
    builds.push(dist);
    expect(() => routeFirstLoad(dist, CART)).toThrow('no react-dom-client chunk');
  });
});
