// Builds the demo and harbour brands, then runs the Playwright journeys against them.
// E2E_DIST_DIR and E2E_HARBOUR_DIST_DIR (default dist, dist-harbour) say where each build goes and
// what playwright.config.ts serves, so runs sharing a checkout do not overwrite each other.
import { spawnSync } from 'node:child_process';
import { needChromium } from './needChromium.mjs';

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!needChromium()) process.exit(1);

const demoDir = process.env.E2E_DIST_DIR ?? 'dist';
const harbourDir = process.env.E2E_HARBOUR_DIST_DIR ?? 'dist-harbour';
const build = ['vite', 'build', '--logLevel', 'warn', '--emptyOutDir', '--outDir'];

if (!process.env.E2E_SKIP_BUILD) {
  run('npx', [...build, demoDir], { BRAND: 'demo' });
  run('npx', [...build, harbourDir], { BRAND: 'harbour' });
}
run('npx', ['playwright', 'test', ...process.argv.slice(2)]);
