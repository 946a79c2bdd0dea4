// The cross-engine journeys need Debian's WebKitGTK driver (WebKitWebDriver and MiniBrowser),
// Firefox ESR and Xvfb. Root installs what is missing, as .ci/run does; anyone else is stopped at
// once with the command to run. WEBKIT_DRIVER_PATH, MINIBROWSER_PATH and FIREFOX_PATH name others.
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { pathToFileURL } from 'node:url';

export const ENGINE_PACKAGES = ['webkit2gtk-driver', 'firefox-esr', 'xvfb'];

function executable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function missing(env) {
  const needs = [
    [env.WEBKIT_DRIVER_PATH || '/usr/bin/WebKitWebDriver', 'webkit2gtk-driver'],
    [
      env.MINIBROWSER_PATH || '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
      'webkit2gtk-driver',
    ],
    [env.FIREFOX_PATH || '/usr/bin/firefox-esr', 'firefox-esr'],
    ['/usr/bin/Xvfb', 'xvfb'],
  ];
  return [...new Set(needs.filter(([path]) => !executable(path)).map(([, name]) => name))];
}

function aptGet(args) {
  const result = spawnSync('apt-get', args, {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return result.status === 0;
}

/** True when the engines are there (installed now if need be); else says what to run. */
export function needEngines(env = process.env) {
  let packages = missing(env);
  if (packages.length === 0) return true;
  if (process.getuid?.() === 0) {
    console.log(`The cross-engine journeys need ${packages.join(', ')}: installing (apt-get).`);
    if (aptGet(['update', '-qq']) && aptGet(['install', '-y', '-qq', ...packages])) {
      packages = missing(env);
      if (packages.length === 0) return true;
    }
  }
  console.error(
    `The cross-engine journeys need Debian's ${packages.join(', ')}. Install with:\n\n  sudo apt-get install ${packages.join(' ')}\n`,
  );
  return false;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exit(needEngines() ? 0 : 1);
}
