import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const STORAGE_KEY = 'docket:scroll-positions';

function fakeStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

/** A fresh copy of the module, as after a reload, over the given sessionStorage. */
async function load(storage: unknown) {
  vi.resetModules();
  vi.stubGlobal('window', { sessionStorage: storage });
  return import('./scrollPositions');
}

describe('scroll positions', () => {
  beforeEach(() => vi.resetModules());
  afterEach(() => vi.unstubAllGlobals());

  it('keeps a place per history entry, and a reload gets it back', async () => {
    const storage = fakeStorage();
    const first = await load(storage);
    first.saveScrollPosition('k1 /terms', 800);
    first.saveScrollPosition('k2 /about', 0);
    expect(first.savedScrollPosition('k1 /terms')).toBe(800);
    expect(first.savedScrollPosition('k3 /privacy')).toBeUndefined();
    first.persistScrollPositions();

    const reloaded = await load(storage);
    expect(reloaded.savedScrollPosition('k1 /terms')).toBe(800);
    expect(reloaded.savedScrollPosition('k2 /about')).toBe(0);
  });

  it('keeps the newest 100 entries', async () => {
    const positions = await load(fakeStorage());
    for (let entry = 0; entry < 105; entry += 1) positions.saveScrollPosition(`k${entry}`, entry);
    positions.saveScrollPosition('k2', 2); // saved again: now among the newest
    expect(positions.savedScrollPosition('k0')).toBeUndefined();
    expect(positions.savedScrollPosition('k2')).toBe(2);
    expect(positions.savedScrollPosition('k5')).toBeUndefined();
    expect(positions.savedScrollPosition('k6')).toBe(6);
    expect(positions.savedScrollPosition('k104')).toBe(104);
  });

  it.each([
    ['not JSON', '{'],
    ['not an object', '12'],
    ['null', 'null'],
  ])('a stored value that is %s is ignored', async (_name, stored) => {
    const positions = await load(fakeStorage({ [STORAGE_KEY]: stored }));
    expect(positions.savedScrollPosition('k1')).toBeUndefined();
  });

  it('keeps only finite numbers from storage', async () => {
    const stored = JSON.stringify({ a: 10, b: 'x', c: null, d: 5.5 });
    const positions = await load(fakeStorage({ [STORAGE_KEY]: stored }));
    expect(['a', 'b', 'c', 'd'].map(positions.savedScrollPosition)).toEqual([
      10,
      undefined,
      undefined,
      5.5,
    ]);
  });

  it('works for the page when storage is refused', async () => {
    const refused = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
    };
    const positions = await load(refused);
    positions.saveScrollPosition('k1', 300);
    expect(() => positions.persistScrollPositions()).not.toThrow();
    expect(positions.savedScrollPosition('k1')).toBe(300);
  });
});
