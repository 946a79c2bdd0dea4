import { describe, expect, it } from 'vitest';
import type { AppMode } from './routeTable';
import { canScanCodes, displayModeOf, type DisplayMode } from './scanSurface';

describe("canScanCodes (spec 1 §2.5: 'A QR scan button appears in the app only')", () => {
  it.each<[string, AppMode, DisplayMode, boolean]>([
    ['a browser tab is the web', 'PERSONAL', 'browser', false],
    ['the installed app (standalone) is the app', 'PERSONAL', 'standalone', true],
    ['the installed app (fullscreen) is the app', 'PERSONAL', 'fullscreen', true],
    ['the installed app (minimal-ui) is the app', 'PERSONAL', 'minimal-ui', true],
    ['a kiosk build is the app, even in a tab', 'KIOSK', 'browser', true],
    ['a POS build is the app, even in a tab', 'POS', 'browser', true],
    ['a kiosk build running fullscreen is the app', 'KIOSK', 'fullscreen', true],
  ])('%s', (_case, appMode, displayMode, expected) => {
    expect(canScanCodes({ appMode, displayMode })).toBe(expected);
  });
});

describe('displayModeOf', () => {
  it.each<[string, DisplayMode[], DisplayMode]>([
    ['nothing matches → browser', [], 'browser'],
    ['standalone', ['standalone'], 'standalone'],
    ['fullscreen wins over standalone', ['standalone', 'fullscreen'], 'fullscreen'],
    ['minimal-ui', ['minimal-ui'], 'minimal-ui'],
  ])('%s', (_case, matching, expected) => {
    expect(displayModeOf((mode) => matching.includes(mode))).toBe(expected);
  });
});
