import { describe, expect, it } from 'vitest';
import { menuSlugOfPath } from './menuPath';

describe('menuSlugOfPath', () => {
  it.each([
    ['/menu/fig-and-olive', 'fig-and-olive'],
    ['/menu/fig-and-olive/', 'fig-and-olive'],
    ['/menu/fig-and-olive/item/12', 'fig-and-olive'],
    ['/menu/fig-and-olive.', 'fig-and-olive'],
    ['/menu/caf%C3%A9', 'café'],
    ['/menu/login', null],
    ['/menu', null],
    ['/menu/%E0%A4%A', null],
    ['/menu/fig-and-olive/tbl12', null],
    ['/cart', null],
  ])('%s → %s', (path, slug) => {
    expect(menuSlugOfPath(path)).toBe(slug);
  });
});
