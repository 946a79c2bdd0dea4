import { describe, expect, it } from 'vitest';
import { canOfferInstall, isIosDevice } from './installability';

const UA = {
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  ipadMobile:
    'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  ipadDesktop:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  chromeIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  windows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
} as const;

describe('isIosDevice', () => {
  const rows: [string, string, number, boolean][] = [
    ['iPhone Safari', UA.iphone, 5, true],
    ['Chrome on iPhone (still WebKit, no install prompt)', UA.chromeIos, 5, true],
    ['iPad asking for the mobile page', UA.ipadMobile, 5, true],
    ["iPad asking for the desktop page ('Macintosh' with touch)", UA.ipadDesktop, 5, true],
    ['a Mac (no touch)', UA.ipadDesktop, 0, false],
    ['Android Chrome', UA.android, 5, false],
    ['Windows Chrome with a touch screen', UA.windows, 10, false],
  ];
  it.each(rows)('%s → %s', (_name, userAgent, maxTouchPoints, expected) => {
    expect(isIosDevice({ userAgent, maxTouchPoints })).toBe(expected);
  });
});

describe('canOfferInstall', () => {
  const rows: [string, boolean, boolean, boolean, boolean][] = [
    ['Chromium handed us a prompt', false, false, true, true],
    ['no prompt (yet, or already used)', false, false, false, false],
    ['iOS never offers (Share → Add to Home Screen)', true, false, true, false],
    ['already installed', false, true, true, false],
  ];
  it.each(rows)('%s', (_name, ios, installed, hasDeferredPrompt, expected) => {
    expect(canOfferInstall({ ios, installed, hasDeferredPrompt })).toBe(expected);
  });
});
