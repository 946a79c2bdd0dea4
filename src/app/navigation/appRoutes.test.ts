import { describe, expect, it } from 'vitest';
import { matchAppRoute } from './appRoutes';

describe('matchAppRoute', () => {
  it.each([
    ['/', 'home', 'home {}', false],
    ['/menu/fig-and-olive', 'menu', 'menu {"slug":"fig-and-olive"}', false],
    ['/menu/fig-and-olive/item/12', 'menu', 'menu {"slug":"fig-and-olive"}', true],
    ['/menu/fig-and-olive/other', 'other', 'other {"*":"menu/fig-and-olive/other"}', false],
    ['/home/embed/7', 'embed', 'embed {"blockId":"7"}', false],
    ['/__crash', 'crash', 'crash {}', false],
    ['/about', 'other', 'other {"*":"about"}', false],
    ['/account/orders', 'other', 'other {"*":"account/orders"}', false],
  ])('%s', (pathname, screen, screenKey, item) => {
    expect(matchAppRoute(pathname)).toEqual({ screen, screenKey, item });
  });
});
