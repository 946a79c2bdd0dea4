/**
 * Build step: hashes every inline <script> of the built index.html and writes them,
 * with the brand's id, to csp.json beside it. The server reads that file to allow exactly those
 * scripts (server/http/contentSecurityPolicy.ts), so the boot script runs and an injected one
 * does not.
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

export type CspManifest = { brand: string; scriptHashes: string[] };

export const CSP_MANIFEST = 'csp.json';

/** The contents of each inline script (no src) in an HTML document, in order. */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter((match) => !/\bsrc\s*=/.test(match[1] ?? ''))
    .map((match) => match[2] ?? '')
    .filter((body) => body.trim() !== '');
}

export const sha256Source = (text: string) =>
  `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;

export function cspManifest(brand: string, html: string): CspManifest {
  return { brand, scriptHashes: inlineScripts(html).map(sha256Source) };
}

export function cspHashesPlugin(brand: string): Plugin {
  let outDir = 'dist';
  return {
    name: 'docket-csp-hashes',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    // After every plugin has written index.html (the boot script, the PWA's manifest link).
    closeBundle: {
      order: 'post',
      handler() {
        const html = readFileSync(resolve(outDir, 'index.html'), 'utf8');
        writeFileSync(resolve(outDir, CSP_MANIFEST), JSON.stringify(cspManifest(brand, html)));
      },
    },
  };
}
