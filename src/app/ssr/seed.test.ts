import { afterEach, describe, expect, it } from 'vitest';
import { seededEmbed, seededSanitized, setSeed, type Seed } from './seed';

const STORY = {
  html: '<!doctype html><p>Our story</p><img src="hero.webp" onerror="alert(1)">',
  url: 'https://order.example.com/embeds/demo/our-story.html',
  clean: '<p>Our story</p><img src="https://order.example.com/embeds/demo/hero.webp">',
};

const seed: Seed = {
  menu: null,
  home: null,
  sanitized: { '<p>Welcome</p>': '<p>Welcome</p>' },
  embeds: { '/embeds/demo/our-story.html': STORY },
  origin: 'https://order.example.com',
  now: 0,
};

afterEach(() => setSeed(null));

describe('seededSanitized', () => {
  it.each([
    ['a block’s HTML, no base', '<p>Welcome</p>', undefined, '<p>Welcome</p>'],
    ['HTML the server did not clean', '<p>Other</p>', undefined, undefined],
    ['an embed’s page from its address', STORY.html, STORY.url, STORY.clean],
    ['an embed’s page from another address', STORY.html, 'https://elsewhere.example/', undefined],
    ['an embed’s page as a block’s HTML (no base)', STORY.html, undefined, undefined],
    ['other HTML from the embed’s address', '<p>Welcome</p>', STORY.url, undefined],
  ])('%s', (_, html, baseUrl, expected) => {
    setSeed(seed);
    expect(seededSanitized(html, baseUrl)).toBe(expected);
  });

  it('answers nothing once the seed is dropped', () => {
    expect(seededSanitized('<p>Welcome</p>')).toBeUndefined();
    expect(seededSanitized(STORY.html, STORY.url)).toBeUndefined();
  });
});

describe('seededEmbed', () => {
  it('finds an embed by its source path, and nothing else', () => {
    setSeed(seed);
    expect(seededEmbed('/embeds/demo/our-story.html')).toEqual(STORY);
    expect(seededEmbed('/embeds/demo/catering.html')).toBeUndefined();
    expect(seededEmbed('toString')).toBeUndefined();
    setSeed({ ...seed, embeds: undefined });
    expect(seededEmbed('/embeds/demo/our-story.html')).toBeUndefined();
  });
});
