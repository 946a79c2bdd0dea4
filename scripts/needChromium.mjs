// The browser journeys run in Debian's Chromium (playwright.config.ts; no browser is downloaded).
// When it is missing, root installs it as .ci/run does; anyone else is stopped at once with the
// one command to run, rather than with Playwright's stack trace after the builds.
// CHROMIUM_PATH names another browser, which is never installed for you.
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { pathToFileURL } from 'node:url';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';
export const INSTALL_COMMAND = 'sudo apt-get install chromium';

/** Whether `path` is a file this user may run. */
export function executable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** Runs apt-get non-interactively; whether it succeeded. */
export function aptGet(args) {
  const result = spawnSync('apt-get', args, {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return result.status === 0;
}

/** True when the browser is there (installed now if need be); else says what to run. */
export function needChromium(env = process.env) {
  const path = env.CHROMIUM_PATH || DEBIAN_CHROMIUM;
  if (executable(path)) return true;
  if (path === DEBIAN_CHROMIUM && process.getuid?.() === 0) {
    console.log("Debian's chromium is missing: installing it (apt-get install chromium).");
    if (aptGet(['update', '-qq']) && aptGet(['install', '-y', '-qq', 'chromium'])) {
      if (executable(path)) return true;
    }
  }
  const where = env.CHROMIUM_PATH
    ? `CHROMIUM_PATH (${path}). Unset it to use Debian's, installed with:`
    : `${path}. Install it with:`;
  console.error(
    `The browser tests need Debian's Chromium, and there is none at ${where}\n\n  ${INSTALL_COMMAND}\n`,
  );
  return false;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exit(needChromium() ? 0 : 1);
}
