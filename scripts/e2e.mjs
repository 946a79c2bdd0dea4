// Builds the demo and harbour brands, then runs the Playwright journeys against them. Every
// in-memory database the journeys' servers open starts from one migrated, seeded template
// (server/db/template.ts), made here once.
// E2E_DIST_DIR and E2E_HARBOUR_DIST_DIR (default dist, dist-harbour) say where each build goes and
// what playwright.config.ts serves, so runs sharing a checkout do not overwrite each other.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { needChromium } from './needChromium.mjs';

/** Runs a command to its end; its exit status. */
function run(command, args, env = {}) {
  return spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;
}

function runOrExit(command, args, env = {}) {
  const status = run(command, args, env);
  if (status !== 0) process.exit(status);
}

if (!needChromium()) process.exit(1);

const demoDir = process.env.E2E_DIST_DIR ?? 'dist';
const harbourDir = process.env.E2E_HARBOUR_DIST_DIR ?? 'dist-harbour';
const build = ['vite', 'build', '--logLevel', 'warn', '--emptyOutDir', '--outDir'];

if (!process.env.E2E_SKIP_BUILD) {
  runOrExit('npx', [...build, demoDir], { BRAND: 'demo' });
  runOrExit('npx', [...build, harbourDir], { BRAND: 'harbour' });
}
const templateDir = mkdtempSync(join(tmpdir(), 'docket-template-'));
const template = join(templateDir, 'memory.tar');
const status =
  run('node', ['--import', 'tsx', 'scripts/memoryTemplate.ts', template]) ||
  run('npx', ['playwright', 'test', ...process.argv.slice(2)], { DOCKET_MEMORY_TEMPLATE: template });
rmSync(templateDir, { recursive: true, force: true });
process.exit(status);
