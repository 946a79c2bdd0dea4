import { describe, expect, it } from 'vitest';
import { strippedSlug } from './menuSlug';

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
