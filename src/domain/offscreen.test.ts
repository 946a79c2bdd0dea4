import { describe, expect, it } from 'vitest';
import { isFarOffScreen } from './offscreen';

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
