import { describe, expect, it } from 'vitest';
import { itemPath, menuPath, strippedSlug } from './paths';

describe('strippedSlug (spec 1 §2.4: a trailing "." or "," is stripped on the web)', () => {
  it.each([
    ['fig-and-olive', null],
    ['fig-and-olive.', 'fig-and-olive'],
    ['fig-and-olive,', 'fig-and-olive'],
    ['fig-and-olive.,', 'fig-and-olive'],
    ['fig.and-olive', null],
    ['.', ''],
  ])('%j → %j', (slug, expected) => {
    expect(strippedSlug(slug)).toBe(expected);
  });
});

describe('menu paths', () => {
  it.each([
    ['fig-and-olive', '/menu/fig-and-olive'],
    ['a b', '/menu/a%20b'],
  ])('menuPath(%j) → %j', (slug, expected) => {
    expect(menuPath(slug)).toBe(expected);
  });

  it('itemPath', () => {
    expect(itemPath('fig-and-olive', 12)).toBe('/menu/fig-and-olive/item/12');
  });
});
