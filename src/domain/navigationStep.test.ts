import { describe, expect, it } from 'vitest';
import {
  isSameScreen,
  needsNewDecision,
  restoresSavedPlace,
  scrollOnArrival,
  type NavigationStep,
} from './navigationStep';

const MENU = 'menu {"slug":"fig-and-olive"}';
const step = (pathname: string, screenKey: string, search = ''): NavigationStep => ({
  pathname,
  search,
  screenKey,
});
const menu = step('/menu/fig-and-olive', MENU);
const item = step('/menu/fig-and-olive/item/12', MENU);

describe('needsNewDecision', () => {
  it.each([
    ['the first location', null, menu, true],
    ['opening the item popup', menu, item, false],
    ['closing the item popup', item, menu, false],
    ['another item under the same menu', item, step('/menu/fig-and-olive/item/13', MENU), false],
    ['another menu', menu, step('/menu/other', 'menu {"slug":"other"}'), true],
    ['another screen', menu, step('/about', 'splat {"*":"about"}'), true],
    ['a new query on the same menu', menu, step(menu.pathname, MENU, '?table=4'), true],
    ['the popup with another query', menu, step(item.pathname, MENU, '?table=4'), true],
    ['a link to the page already shown', menu, menu, true],
  ])('%s', (_name, shown, next, expected) => {
    expect(needsNewDecision(shown, next)).toBe(expected);
  });
});

describe('isSameScreen', () => {
  it.each([
    ['the first location', null, menu, false],
    ['opening the item popup', menu, item, true],
    ['closing the item popup', item, menu, true],
    ['the same page again', menu, menu, false],
    ['another screen', menu, step('/about', 'splat {"*":"about"}'), false],
  ])('%s', (_name, shown, next, expected) => {
    expect(isSameScreen(shown, next)).toBe(expected);
  });
});

describe('scrollOnArrival', () => {
  it.each([
    [
      'a saved place comes back',
      { savedY: 640, hash: '#x', sameScreen: false },
      { kind: 'restore', y: 640 },
    ],
    [
      'a saved place of 0 too',
      { savedY: 0, hash: '', sameScreen: true },
      { kind: 'restore', y: 0 },
    ],
    [
      'else the hash',
      { savedY: undefined, hash: '#menu-3', sameScreen: false },
      { kind: 'hash', id: 'menu-3' },
    ],
    [
      'an encoded hash',
      { savedY: undefined, hash: '#caf%C3%A9', sameScreen: true },
      { kind: 'hash', id: 'café' },
    ],
    [
      'a bad escape stays as it is',
      { savedY: undefined, hash: '#%E0%A4%A', sameScreen: false },
      { kind: 'hash', id: '%E0%A4%A' },
    ],
    ['an empty hash is none', { savedY: undefined, hash: '#', sameScreen: false }, { kind: 'top' }],
    [
      'a new screen starts at the top',
      { savedY: undefined, hash: '', sameScreen: false },
      { kind: 'top' },
    ],
    [
      'the popup leaves the page put',
      { savedY: undefined, hash: '', sameScreen: true },
      { kind: 'stay' },
    ],
  ] as const)('%s', (_name, input, expected) => {
    expect(scrollOnArrival(input)).toEqual(expected);
  });
});

describe('restoresSavedPlace', () => {
  it.each<[string, boolean, 'navigate' | 'reload' | 'back_forward' | 'prerender' | null, boolean]>([
    ['Back or Forward within the page', false, 'navigate', true],
    ['a later entry of a reloaded page', false, 'reload', true],
    ['the first entry of a reloaded page', true, 'reload', true],
    ['the first entry of a page reached by Back or Forward', true, 'back_forward', true],
    ['the first entry of a page opened by a link or a typed address', true, 'navigate', false],
    ['the first entry of a prerendered page', true, 'prerender', false],
    ['the browser does not say how the page loaded: as before, restored', true, null, true],
  ])('%s', (_, firstOfPage, loadType, restores) => {
    expect(restoresSavedPlace({ firstOfPage, loadType })).toBe(restores);
  });
});
