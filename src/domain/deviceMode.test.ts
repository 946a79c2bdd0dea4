import { describe, expect, it } from 'vitest';
import type { AppMode } from '../api/envelope';
import { deviceAppMode, isCounterDevice, parseAppModeSetting } from './deviceMode';

describe('deviceAppMode (spec 1 §6: kiosk and POS modes; a device setting or the brand)', () => {
  it.each<[string, AppMode, string | null, AppMode]>([
    ['a PERSONAL build without a setting is PERSONAL', 'PERSONAL', null, 'PERSONAL'],
    ["a PERSONAL build set to 'KIOSK' is a kiosk", 'PERSONAL', 'KIOSK', 'KIOSK'],
    ["a PERSONAL build set to 'POS' is a point of sale", 'PERSONAL', 'POS', 'POS'],
    ['the setting is read in any case, spaces ignored', 'PERSONAL', ' kiosk ', 'KIOSK'],
    ['an unknown setting is not set', 'PERSONAL', 'TABLET', 'PERSONAL'],
    ["'PERSONAL' as a setting changes nothing", 'PERSONAL', 'PERSONAL', 'PERSONAL'],
    ['a KIOSK brand is a kiosk whatever the setting', 'KIOSK', 'POS', 'KIOSK'],
    ['a POS brand is a point of sale without a setting', 'POS', null, 'POS'],
  ])('%s', (_quote, brand, setting, expected) => {
    expect(deviceAppMode(brand, setting)).toBe(expected);
  });

  it.each<[string | null | undefined, 'KIOSK' | 'POS' | null]>([
    ['KIOSK', 'KIOSK'],
    ['pos', 'POS'],
    ['', null],
    [undefined, null],
    ['KIOSKS', null],
  ])('parseAppModeSetting(%j) is %j', (raw, expected) => {
    expect(parseAppModeSetting(raw)).toBe(expected);
  });

  it.each<[AppMode, boolean]>([
    ['PERSONAL', false],
    ['KIOSK', true],
    ['POS', true],
  ])("'Kiosk and POS modes are not normal web use': %s → %s", (mode, expected) => {
    expect(isCounterDevice(mode)).toBe(expected);
  });
});
