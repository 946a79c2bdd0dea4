/** worker/lazyArea.ts: an area is imported on its first call, once, and again after a failure. */
import { describe, expect, it } from 'vitest';
import { lazyArea } from '@worker/lazyArea';

function counter() {
  let made = 0;
  const area = {
    async double(input: { n: number }) {
      return input.n * 2;
    },
    async made() {
      return made;
    },
  };
  return {
    create: async () => {
      made += 1;
      return area;
    },
    made: () => made,
  };
}

describe('lazyArea', () => {
  it('builds nothing until a function is called, then builds the area once', async () => {
    const source = counter();
    const { functions } = lazyArea(source.create, { double: true, made: true });
    expect(source.made()).toBe(0);
    expect(await functions.double({ n: 4 })).toBe(8);
    expect(await Promise.all([functions.double({ n: 1 }), functions.made()])).toEqual([2, 1]);
    expect(source.made()).toBe(1);
  });

  it('tries the import again after it failed (a chunk fetched while offline)', async () => {
    let attempts = 0;
    const { functions } = lazyArea(
      async () => {
        attempts += 1;
        if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module');
        return { ping: async () => 'pong' };
      },
      { ping: true },
    );
    await expect(functions.ping()).rejects.toThrow('Failed to fetch');
    expect(await functions.ping()).toBe('pong');
    expect(attempts).toBe(2);
  });

  it('takes the contract functions out of a bigger area', async () => {
    const { functions, loaded } = lazyArea(
      async () => ({ shared: 'machinery', functions: { hello: async () => 'hi' } }),
      { hello: true },
      (area) => area.functions,
    );
    expect(await functions.hello()).toBe('hi');
    expect((await loaded()).shared).toBe('machinery');
  });
});
