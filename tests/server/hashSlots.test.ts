import { describe, expect, it } from 'vitest';
import { createSlots } from '../../server/accounts/hashSlots';

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('createSlots', () => {
  it('runs at most `size` tasks at once, the rest in arrival order', async () => {
    const slots = createSlots(2);
    const gates = [deferred(), deferred(), deferred(), deferred()];
    const started: number[] = [];
    const done = gates.map((gate, index) =>
      slots.run(async () => {
        started.push(index);
        await gate.promise;
        return index;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect([slots.active, slots.waiting]).toEqual([2, 2]);

    gates[1]?.resolve();
    expect(await done[1]).toBe(1);
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2]);

    gates[0]?.resolve();
    gates[2]?.resolve();
    await Promise.all([done[0], done[2]]);
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2, 3]);
    gates[3]?.resolve();
    expect(await Promise.all(done)).toEqual([0, 1, 2, 3]);
    expect([slots.active, slots.waiting]).toEqual([0, 0]);
  });

  it('frees the slot when a task fails', async () => {
    const slots = createSlots(1);
    await expect(slots.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await slots.run(() => Promise.resolve('next'))).toBe('next');
    expect(slots.active).toBe(0);
  });

  it.each([0, -1, 1.5])('refuses a size of %s', (size) => {
    expect(() => createSlots(size)).toThrow();
  });
});
