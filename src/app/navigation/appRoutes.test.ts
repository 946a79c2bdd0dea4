import { describe, expect, it } from 'vitest';
import { matchAppRoute } from './appRoutes';

describe('matchAppRoute', () => {
  it.each([
    ['/', 'home', 'home {}', true, false],
    ['/menu/fig-and-olive', 'menu', 'menu {"slug":"fig-and-olive"}', true, false],
    ['/menu/fig-and-olive/item/12', 'menu', 'menu {"slug":"fig-and-olive"}', true, true],
    ['/menu/fig-and-olive/other', 'other', 'other {"*":"menu/fig-and-olive/other"}', true, false],
    ['/home/embed/7', 'embed', 'embed {"blockId":"7"}', true, false],
    ['/__crash', 'crash', 'crash {}', false, false],
    ['/about', 'other', 'other {"*":"about"}', true, false],
    ['/account/orders', 'other', 'other {"*":"account/orders"}', true, false],
  ])('%s', (pathname, screen, screenKey, decided, item) => {
    expect(matchAppRoute(pathname)).toEqual({ screen, screenKey, decided, item });
  });
});
