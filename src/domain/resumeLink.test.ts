import { describe, expect, it } from 'vitest';
import { resumeDeepLink, type ResumeLink } from './resumeLink';

const ORIGIN = 'https://order.example.com';

describe('resumeDeepLink (spec 3 §4 deep links on resume, spec 1 §2.2)', () => {
  const rows: [string, string, string, ResumeLink][] = [
    ['no query: nothing to do', '/menu/fig-and-olive', '', { kind: 'none' }],
    [
      'ordering data alone is not a deep link',
      '/menu/fig-and-olive',
      '?table=12',
      { kind: 'none' },
    ],
    [
      "'A menu parameter goes to /menu/{menu}'",
      '/',
      '?menu=harbour-cbd',
      { kind: 'navigate', to: '/menu/harbour-cbd' },
    ],
    [
      'act=orders → /account/orders',
      '/menu/fig-and-olive',
      '?act=orders',
      { kind: 'navigate', to: '/account/orders' },
    ],
    [
      'act is case-insensitive (HIST → /account/orders)',
      '/',
      '?act=HIST',
      { kind: 'navigate', to: '/account/orders' },
    ],
    [
      'link data travels with the link (table stays for the menu)',
      '/',
      '?menu=fig-and-olive&table=12',
      { kind: 'navigate', to: '/menu/fig-and-olive?table=12' },
    ],
    [
      "'If the target equals the current path, the screen is refreshed'",
      '/menu/fig-and-olive',
      '?menu=fig-and-olive',
      { kind: 'refresh', to: '/menu/fig-and-olive' },
    ],
    [
      'refresh keeps the ordering data and drops only the link',
      '/account/orders/',
      '?act=orders&promo=SUMMER',
      { kind: 'refresh', to: '/account/orders/?promo=SUMMER' },
    ],
    [
      "an unknown act: 'no deeplink found', and the parameter is dropped",
      '/menu/fig-and-olive',
      '?act=teleport&table=4',
      { kind: 'not-found', to: '/menu/fig-and-olive?table=4' },
    ],
    ['a blank menu parameter maps to nothing', '/', '?menu=', { kind: 'not-found', to: '/' }],
    [
      'a menu slug that tries to leave the path is refused',
      '/',
      '?menu=..%2F..%2Fadmin',
      { kind: 'not-found', to: '/' },
    ],
    [
      'values are re-encoded',
      '/',
      '?menu=fig-and-olive&bookingname=Ng%20%26%20Co',
      { kind: 'navigate', to: '/menu/fig-and-olive?bookingname=Ng%20%26%20Co' },
    ],
  ];

  it.each(rows)('%s', (_name, pathname, search, expected) => {
    expect(resumeDeepLink({ pathname, search, origin: ORIGIN })).toEqual(expected);
  });
});
