import { describe, expect, it } from 'vitest';
import { menuRenderedOnServer } from './serverRenderedMenu';
import { VIRTUAL_THRESHOLD } from './virtualMenu';

describe('menuRenderedOnServer: a windowed menu is not rendered on the server', () => {
  it.each([
    [0, true],
    [40, true],
    [VIRTUAL_THRESHOLD, true],
    [VIRTUAL_THRESHOLD + 1, false],
    [10_000, false],
  ])('%d items → %s', (count, rendered) => {
    expect(menuRenderedOnServer(count)).toBe(rendered);
  });
});
