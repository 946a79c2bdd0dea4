/**
 * `npm test` without Debian's Chromium stops at once with the command to run
 * (scripts/needChromium.mjs, run first by `npm test` and by scripts/e2e.mjs before the builds).
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const script = fileURLToPath(new URL('../../scripts/needChromium.mjs', import.meta.url));
const e2e = fileURLToPath(new URL('../../scripts/e2e.mjs', import.meta.url));

const run = (file: string, chromium: string) =>
  spawnSync(process.execPath, [file], {
    encoding: 'utf8',
    env: { ...process.env, CHROMIUM_PATH: chromium, E2E_SKIP_BUILD: '' },
  });

describe('the Chromium check', () => {
  it('stops with the one command to run when the browser is missing', () => {
    const answer = run(script, '/nonexistent/chromium');
    expect(answer.status).toBe(1);
    expect(answer.stderr).toContain('none at CHROMIUM_PATH (/nonexistent/chromium)');
    expect(answer.stderr).toContain('\n  sudo apt-get install chromium\n');
  });

  it('stops the e2e harness before it builds anything', () => {
    const answer = run(e2e, '/nonexistent/chromium');
    expect(answer.status).toBe(1);
    expect(answer.stderr).toContain('sudo apt-get install chromium');
    expect(answer.stdout).toBe('');
  });

  it('lets the tests run when the browser is there', () => {
    expect(run(script, process.execPath).status).toBe(0);
  });
});
