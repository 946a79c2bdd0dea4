// The cross-engine journeys need Debian's WebKitGTK driver (WebKitWebDriver and MiniBrowser),
// Firefox ESR and Xvfb. Root installs what is missing, as .ci/run does; anyone else is stopped at
// once with the command to run. WEBKIT_DRIVER_PATH, MINIBROWSER_PATH and FIREFOX_PATH name others.
import { pathToFileURL } from 'node:url';
import { aptGet, executable } from './needChromium.mjs';

/** What is missing: each path not there, its package, and whether the path is Debian's own. */
function missing(env) {
  const needs = [
    [env.WEBKIT_DRIVER_PATH, '/usr/bin/WebKitWebDriver', 'webkit2gtk-driver'],
    [
      env.MINIBROWSER_PATH,
      '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
      'webkit2gtk-driver',
    ],
    [env.FIREFOX_PATH, '/usr/bin/firefox-esr', 'firefox-esr'],
    [undefined, '/usr/bin/Xvfb', 'xvfb'],
  ];
  return needs
    .map(([chosen, debian, name]) => ({ path: chosen || debian, name, debian: !chosen }))
    .filter(({ path }) => !executable(path));
}

const names = (found) => [...new Set(found.map(({ name }) => name))];

/**
 * True when the engines are there (Debian's installed now if need be, run as root); else says
 * what to run. A path named in the environment is never installed for you.
 */
export function needEngines(env = process.env) {
  let found = missing(env);
  if (found.length === 0) return true;
  const installable = names(found.filter(({ debian }) => debian));
  if (process.getuid?.() === 0 && installable.length === found.length) {
    console.log(`The cross-engine journeys need ${installable.join(', ')}: installing (apt-get).`);
    if (aptGet(['update', '-qq']) && aptGet(['install', '-y', '-qq', ...installable])) {
      found = missing(env);
      if (found.length === 0) return true;
    }
  }
  const paths = found.map(({ path }) => path).join(', ');
  console.error(
    `The cross-engine journeys need Debian's ${names(found).join(', ')} (missing: ${paths}). Install with:\n\n  sudo apt-get install ${names(found).join(' ')}\n`,
  );
  return false;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exit(needEngines() ? 0 : 1);
}
