/**
 * V8's explicit compile hint (Chrome 136+): a file that starts with `//# allFunctionsCalledOnLoad`
 * has every function compiled eagerly, while the file streams in off the main thread, instead of
 * lazily on the main thread at each function's first call. The page's entry chunk (the router and
 * the shell) and React DOM's client (a chunk of its own, scripts/reactDomChunk.ts) are nearly all
 * run at start: their evaluation was the longest task of every cold load. Other chunks keep lazy
 * compilation (most of their functions wait for a tap).
 * https://v8.dev/blog/explicit-compile-hints
 *
 * The comment must come first in the file, before the preload map Vite's import analysis puts at
 * the top, and the precompressed copies are made before any later hook sees the code: so the
 * entry is rewritten once the bundle is written, with its brotli and gzip copies.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

export const ALL_FUNCTIONS_CALLED_ON_LOAD = '//# allFunctionsCalledOnLoad\n';

/** The page's entry chunks (`assets/index-<hash>.js`) and React DOM's client, in a build's output. */
const ENTRY = /^(index|react-dom-client)-[\w-]+\.js$/;

function hintEntry(code: string): string {
  return code.startsWith(ALL_FUNCTIONS_CALLED_ON_LOAD) ? code : ALL_FUNCTIONS_CALLED_ON_LOAD + code;
}

export function compileHintsPlugin(): Plugin {
  let outDir = '';
  return {
    name: 'docket-compile-hints',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle: {
      order: 'post',
      handler() {
        const assets = join(outDir, 'assets');
        for (const name of readdirSync(assets).filter((file) => ENTRY.test(file))) {
          const file = join(assets, name);
          const code = hintEntry(readFileSync(file, 'utf8'));
          writeFileSync(file, code);
          writeFileSync(
            `${file}.br`,
            brotliCompressSync(code, {
              params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
            }),
          );
          writeFileSync(`${file}.gz`, gzipSync(code, { level: 9 }));
        }
      },
    },
  };
}
