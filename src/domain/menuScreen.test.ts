import { describe, expect, it } from 'vitest';
import {
  creditLine,
  isItemRoute,
  productLayout,
  screensaverIdleMs,
  screensaverMayShow,
  screensaverRuns,
  visibleMenuTabs,
  type MenuTabsInput,
} from './menuScreen';

const all: MenuTabsInput = {
  hideSubTabs: false,
  hideFulfilmentType: false,
  tabs: { fulfilment: 1, promos: 1, history: 1, dietary: 1 },
  fulfilmentTypes: 3,
  promotions: 2,
  allowPromoCodes: true,
  showDietaryInfo: true,
};

describe("visibleMenuTabs (spec 1 §2.4: 'tabs Fulfilment, Promos, History and Dietary (availability depends on settings)')", () => {
  it.each<[string, Partial<MenuTabsInput>, string[]]>([
    ['everything on', {}, ['fulfilment', 'promos', 'history', 'dietary']],
    [
      'an answer cached before the tab flags: all on',
      { tabs: undefined },
      ['fulfilment', 'promos', 'history', 'dietary'],
    ],
    ['the brand hides the sub-tabs', { hideSubTabs: true }, []],
    [
      'the brand hides the fulfilment type',
      { hideFulfilmentType: true },
      ['promos', 'history', 'dietary'],
    ],
    ['no fulfilment types offered', { fulfilmentTypes: 0 }, ['promos', 'history', 'dietary']],
    [
      'no promotions but promo codes allowed',
      { promotions: 0 },
      ['fulfilment', 'promos', 'history', 'dietary'],
    ],
    [
      'no promotions and no promo codes',
      { promotions: 0, allowPromoCodes: false },
      ['fulfilment', 'history', 'dietary'],
    ],
    [
      'promotions without promo codes',
      { allowPromoCodes: false },
      ['fulfilment', 'promos', 'history', 'dietary'],
    ],
    [
      'no dietary info on the menu',
      { showDietaryInfo: false },
      ['fulfilment', 'promos', 'history'],
    ],
    [
      'merchant flags off',
      { tabs: { fulfilment: 0, promos: 1, history: 0, dietary: 1 } },
      ['promos', 'dietary'],
    ],
  ])('%s → %j', (_name, change, tabs) => {
    expect(visibleMenuTabs({ ...all, ...change })).toEqual(tabs);
  });
});

describe("productLayout (spec 1 §2.4: 'list rows and grid cards')", () => {
  it.each([
    [undefined, 'grid'],
    ['grid', 'grid'],
    ['list', 'list'],
    ['unknown', 'grid'],
  ])('%j → %s', (setting, layout) => {
    expect(productLayout(setting)).toBe(layout);
  });
});

describe("creditLine (spec 1 §2.4: 'a credit line that differs for app, kiosk, POS and web')", () => {
  it.each<[Parameters<typeof creditLine>[0], string]>([
    [{ appMode: 'PERSONAL', installed: false }, 'Online ordering by Docket'],
    [{ appMode: 'PERSONAL', installed: true }, 'App ordering by Docket'],
    [{ appMode: 'KIOSK', installed: true }, 'Kiosk ordering by Docket'],
    [{ appMode: 'KIOSK', installed: false }, 'Kiosk ordering by Docket'],
    [{ appMode: 'POS', installed: false }, 'Point of sale by Docket'],
  ])('%j → %s', (input, line) => {
    expect(creditLine(input)).toBe(line);
  });
  it('gives four different lines', () => {
    const lines = new Set([
      creditLine({ appMode: 'PERSONAL', installed: false }),
      creditLine({ appMode: 'PERSONAL', installed: true }),
      creditLine({ appMode: 'KIOSK', installed: false }),
      creditLine({ appMode: 'POS', installed: false }),
    ]);
    expect(lines.size).toBe(4);
  });
});

describe("screensaverIdleMs (spec 1 §4: 'idle timeout (default 30000 ms), delayed by double when the modifiers popup is open')", () => {
  it.each<[string, number | undefined, number]>([
    ['/menu/fig-and-olive', undefined, 30_000],
    ['/menu/fig-and-olive/item/12', undefined, 60_000],
    ['/menu/fig-and-olive/item/12/', undefined, 60_000],
    ['/menu/fig-and-olive', 1_000, 1_000],
    ['/menu/fig-and-olive/item/12', 1_000, 2_000],
  ])('%s (base %j) → %i ms', (pathname, baseMs, ms) => {
    expect(screensaverIdleMs({ pathname, baseMs })).toBe(ms);
  });
  it.each([
    ['/menu/fig-and-olive/item/12', true],
    ['/menu/fig-and-olive', false],
    ['/menu/fig-and-olive/items', false],
    ['/menu/item/12', false],
  ])('isItemRoute(%s) → %s', (pathname, expected) => {
    expect(isItemRoute(pathname)).toBe(expected);
  });
});

describe("screensaverRuns (DESIGN 'Kiosk': an attract screen; a kiosk and POS feature)", () => {
  const rows: [string, Parameters<typeof screensaverRuns>[0], boolean][] = [
    [
      'a phone, brand not opted in (the demo): never',
      { appMode: 'PERSONAL', kioskLogin: false, personalOptIn: false, hasImage: true },
      false,
    ],
    [
      'a phone, brand opted in',
      { appMode: 'PERSONAL', kioskLogin: false, personalOptIn: true, hasImage: true },
      true,
    ],
    [
      'a KIOSK device',
      { appMode: 'KIOSK', kioskLogin: false, personalOptIn: false, hasImage: true },
      true,
    ],
    [
      'a POS device',
      { appMode: 'POS', kioskLogin: false, personalOptIn: false, hasImage: true },
      true,
    ],
    [
      'a kiosk login on a personal build',
      { appMode: 'PERSONAL', kioskLogin: true, personalOptIn: false, hasImage: true },
      true,
    ],
    [
      'a kiosk without a screensaver image',
      { appMode: 'KIOSK', kioskLogin: true, personalOptIn: true, hasImage: false },
      false,
    ],
  ];
  it.each(rows)('%s → %s', (_name, input, runs) => {
    expect(screensaverRuns(input)).toBe(runs);
  });
});

describe('screensaverMayShow (never over a customer part-way through something)', () => {
  const rows: [string, Parameters<typeof screensaverMayShow>[0], boolean][] = [
    [
      'nothing going on',
      { fieldFocused: false, popupMidEntry: false, paymentOnScreen: false },
      true,
    ],
    [
      'typing an address (a field has focus)',
      { fieldFocused: true, popupMidEntry: false, paymentOnScreen: false },
      false,
    ],
    [
      'options ticked in the item popup',
      { fieldFocused: false, popupMidEntry: true, paymentOnScreen: false },
      false,
    ],
    [
      'a payment or its outcome on screen',
      { fieldFocused: false, popupMidEntry: false, paymentOnScreen: true },
      false,
    ],
    ['all at once', { fieldFocused: true, popupMidEntry: true, paymentOnScreen: true }, false],
  ];
  it.each(rows)('%s → %s', (_name, input, may) => {
    expect(screensaverMayShow(input)).toBe(may);
  });
});
