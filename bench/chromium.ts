/** Debian's chromium and the flags this machine needs (the developers' guide); never a download. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
