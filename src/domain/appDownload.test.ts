import { describe, expect, it } from 'vitest';
import { appDownloadOffer, type AppDownloadInput } from './appDownload';

const web: AppDownloadInput = {
  appMode: 'PERSONAL',
  ios: false,
  installed: false,
  storeLink: 'https://play.google.com/store/apps/details?id=au.example.app',
  canInstall: false,
};

describe("appDownloadOffer (spec 1 §6: 'the web on non-iOS shows an app-download button when one is available')", () => {
  it.each<[string, Partial<AppDownloadInput>, ReturnType<typeof appDownloadOffer>]>([
    ['the web with a store listing: a link to it', {}, { kind: 'store', href: web.storeLink! }],
    [
      'the store listing is preferred to the browser install prompt',
      { canInstall: true },
      { kind: 'store', href: web.storeLink! },
    ],
    [
      'no store listing: the browser install prompt',
      { storeLink: null, canInstall: true },
      { kind: 'install' },
    ],
    ['neither: nothing ("when one is available")', { storeLink: null }, null],
    ['iOS: nothing', { ios: true, canInstall: true }, null],
    ['already installed: nothing', { installed: true }, null],
    ['a kiosk: nothing (not normal web use)', { appMode: 'KIOSK' }, null],
    ['a POS device: nothing', { appMode: 'POS' }, null],
  ])('%s', (_case, input, expected) => {
    expect(appDownloadOffer({ ...web, ...input })).toEqual(expected);
  });
});
