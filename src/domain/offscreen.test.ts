import { describe, expect, it } from 'vitest';
import { isFarOffScreen, LAYOUT_NOT_STARTED, sectionRendering } from './offscreen';

const SCREEN = 800;

describe('isFarOffScreen', () => {
  it.each([
    ['on screen', 100, 900, false],
    ['just below the screen', 900, 1500, false],
    ['starting exactly two screens down', 1600, 2400, false],
    ['more than two screens down', 1601, 2400, true],
    ['just above the screen', -700, -10, false],
    ['ending exactly a screen above', -1500, -800, false],
    ['more than a screen above', -1500, -801, true],
    ['taller than the screen, covering it', -2000, 3000, false],
  ])('%s (top %i, bottom %i): %s', (_name, top, bottom, far) => {
    expect(isFarOffScreen({ top, bottom }, SCREEN)).toBe(far);
  });
});

describe('sectionRendering', () => {
  const far = new Set(['desserts']);
  it.each([
    [
      'nothing laid out yet (the HTML, the hydrating render)',
      LAYOUT_NOT_STARTED,
      0,
      'breakfast',
      'until-seen',
    ],
    ['above the sections laid out so far', { laidOut: 2, far: null }, 1, 'lunch', 'full'],
    ['the next to lay out', { laidOut: 2, far: null }, 2, 'sides', 'until-seen'],
    ['all laid out, far off screen then', { laidOut: 3, far }, 2, 'desserts', 'skip-offscreen'],
    ['all laid out, near the screen then', { laidOut: 3, far }, 0, 'breakfast', 'full'],
  ] as const)('%s', (_name, progress, index, anchorId, rendering) => {
    expect(sectionRendering(progress, index, anchorId)).toBe(rendering);
  });
});
