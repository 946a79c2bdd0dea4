import { describe, expect, it } from 'vitest';
import { matchPathPattern } from './pathPattern';

describe('matchPathPattern', () => {
  it.each([
    ['/', '/', {}],
    ['/', '', {}],
    ['/about', '/About/', {}],
    ['/about', '/about/us', null],
    ['/menu/:slug', '/menu/fig-and-olive', { slug: 'fig-and-olive' }],
    ['/menu/:slug', '/MENU/Fig%20Olive', { slug: 'Fig Olive' }],
    ['/menu/:slug', '/menu/%E0%A4%A', { slug: '%E0%A4%A' }],
    ['/menu/:slug', '/menu', null],
    ['/menu/:slug/item/:item', '/menu/x/item/12', { slug: 'x', item: '12' }],
    ['/menu/:slug/item/:item', '/menu/x/items/12', null],
    ['*', '/', { '*': '' }],
    ['*', '/menu/x/other', { '*': 'menu/x/other' }],
    ['/home/*', '/home/embed/7', { '*': 'embed/7' }],
    ['/home/*', '/about', null],
  ])('%s against %s', (pattern, pathname, params) => {
    expect(matchPathPattern(pattern, pathname)).toEqual(params);
  });
});
