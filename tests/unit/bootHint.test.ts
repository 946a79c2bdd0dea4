import { describe, expect, it } from 'vitest';
import { bootMenuSlug } from '@worker/bootHint';

describe('bootMenuSlug', () => {
  it.each([
    ['docket-api /menu/fig-and-olive', 'fig-and-olive'],
    ['docket-api /menu/fig-and-olive/item/42', 'fig-and-olive'],
    ['docket-api /menu/login', null],
    ['docket-api /', null],
    ['docket-api', null],
    ['', null],
    ['other /menu/fig-and-olive', null],
  ])('%j → %j', (name, slug) => {
    expect(bootMenuSlug(name)).toBe(slug);
  });
});
