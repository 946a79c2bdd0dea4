/**
 * `npm test` without the engines of the cross-engine journeys stops at once with the command to
 * run (scripts/needEngines.mjs); a path named in the environment is never installed for you.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const script = fileURLToPath(new URL('../../scripts/needEngines.mjs', import.meta.url));

const run = (env: Record<string, string>) =>
  spawnSync(process.execPath, [script], { encoding: 'utf8', env: { ...process.env, ...env } });

describe('the engines check', () => {
  it('stops with the one command to run when an engine is missing', () => {
    const answer = run({ FIREFOX_PATH: '/nonexistent/firefox' });
    expect(answer.status).toBe(1);
    expect(answer.stderr).toContain('missing: /nonexistent/firefox');
    expect(answer.stderr).toContain('\n  sudo apt-get install firefox-esr\n');
  });

  it('names every package whose program is missing, once', () => {
    const answer = run({
      WEBKIT_DRIVER_PATH: '/nonexistent/WebKitWebDriver',
      MINIBROWSER_PATH: '/nonexistent/MiniBrowser',
      FIREFOX_PATH: '/nonexistent/firefox',
    });
    expect(answer.status).toBe(1);
    expect(answer.stderr).toContain('\n  sudo apt-get install webkit2gtk-driver firefox-esr\n');
  });

  it('lets the journeys run when the engines are there', () => {
    const there = process.execPath;
    // Xvfb at Debian's path: npm test checked for it (and installed it, as root) before this suite.
    expect(
      run({ WEBKIT_DRIVER_PATH: there, MINIBROWSER_PATH: there, FIREFOX_PATH: there }).status,
    ).toBe(0);
  });
});
