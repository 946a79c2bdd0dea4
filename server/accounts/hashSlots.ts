/**
 * At most `size` tasks at once, the rest waiting in arrival order. Password hashing goes through
 * one of these (server/accounts/hashPool.ts): scrypt is CPU-bound, so no more hashes run at once
 * than there are cores but one, whatever the number of sign-ins arriving.
 */
export type Slots = {
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Tasks running now (for tests). */
  readonly active: number;
  /** Tasks waiting for a slot (for tests). */
  readonly waiting: number;
};

/** `maxWaiting`: past it `run` rejects at once with what `refuse` makes. */
export function createSlots(
  size: number,
  maxWaiting = Infinity,
  refuse: () => Error = () => new Error('slots: queue full'),
): Slots {
  if (!Number.isInteger(size) || size < 1) throw new Error(`slots: size ${size}`);
  let active = 0;
  const queue: (() => void)[] = [];

  const release = () => {
    active -= 1;
    const next = queue.shift();
    if (next) {
      active += 1;
      next();
    }
  };

  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (active < size) active += 1;
      else if (queue.length >= maxWaiting) throw refuse();
      else await new Promise<void>((resolve) => queue.push(resolve));
      try {
        return await task();
      } finally {
        release();
      }
    },
    get active() {
      return active;
    },
    get waiting() {
      return queue.length;
    },
  };
}
