// The cross-engine journeys (playwright.engines.config.ts) in WebKitGTK and Firefox ESR.
// Installs the engines when missing and run as root (as .ci/run does), starts Xvfb for WebKit when
// there is no display, builds the demo brand into dist/ unless E2E_SKIP_BUILD is set (npm test
// reuses the build the Chromium journeys made), and makes the in-memory database template.
// Arguments go to Playwright: `npm run test:engines -- --project webkit`.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { needEngines } from './needEngines.mjs';

function run(command, args, env = {}) {
  return (
    spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1
  );
}

if (!needEngines()) process.exit(1);

/** An X display for MiniBrowser: the caller's, or a throwaway Xvfb on a free display number. */
async function display() {
  if (process.env.DISPLAY) return { name: process.env.DISPLAY, stop: () => undefined };
  const child = spawn(
    'Xvfb',
    ['-displayfd', '1', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'],
    {
      stdio: ['ignore', 'pipe', 'ignore'],
    },
  );
  const number = await new Promise((resolve, reject) => {
    child.stdout.once('data', (chunk) => resolve(String(chunk).trim()));
    child.once('exit', (code) => reject(new Error(`Xvfb exited (${code})`)));
  });
  return { name: `:${number}`, stop: () => child.kill() };
}

if (!process.env.E2E_SKIP_BUILD) {
  const status = run(
    'npx',
    [
      'vite',
      'build',
      '--logLevel',
      'warn',
      '--emptyOutDir',
      '--outDir',
      process.env.E2E_DIST_DIR ?? 'dist',
    ],
    {
      BRAND: 'demo',
    },
  );
  if (status !== 0) process.exit(status);
}
const screen = await display();
const templateDir = mkdtempSync(join(tmpdir(), 'docket-template-'));
const template = join(templateDir, 'memory.tar');
const status =
  run('node', ['--import', 'tsx', 'scripts/memoryTemplate.ts', template]) ||
  run(
    'npx',
    ['playwright', 'test', '--config', 'playwright.engines.config.ts', ...process.argv.slice(2)],
    {
      DOCKET_MEMORY_TEMPLATE: template,
      DISPLAY: screen.name,
    },
  );
screen.stop();
rmSync(templateDir, { recursive: true, force: true });
process.exit(status);
