import { describe, expect, it } from 'vitest';
import { scrollCue, type ScrollBox, type ScrollCue } from './scrollCue';

describe('scrollCue', () => {
  it.each<[string, ScrollBox, ScrollCue]>([
    [
      'a row that fits',
      { scrollLeft: 0, clientWidth: 358, scrollWidth: 358 },
      { before: false, after: false },
    ],
    [
      'a row a pixel over (sub-pixel widths)',
      { scrollLeft: 0, clientWidth: 358, scrollWidth: 360 },
      { before: false, after: false },
    ],
    [
      'a row cut off, at its start',
      { scrollLeft: 0, clientWidth: 358, scrollWidth: 620 },
      { before: false, after: true },
    ],
    [
      'a row cut off, scrolled part way',
      { scrollLeft: 100, clientWidth: 358, scrollWidth: 620 },
      { before: true, after: true },
    ],
    [
      'a row cut off, scrolled to its end',
      { scrollLeft: 262, clientWidth: 358, scrollWidth: 620 },
      { before: true, after: false },
    ],
    [
      'a row cut off, within a pixel of its end',
      { scrollLeft: 261, clientWidth: 358, scrollWidth: 620 },
      { before: true, after: false },
    ],
    [
      'a right-to-left row, scrolled part way',
      { scrollLeft: -100, clientWidth: 358, scrollWidth: 620 },
      { before: true, after: true },
    ],
  ])('%s', (_, box, cue) => {
    expect(scrollCue(box)).toEqual(cue);
  });
});
