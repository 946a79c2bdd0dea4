/** mulberry32: a seed gives one sequence of numbers in [0, 1), the same on every run. */
export function prng(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (below: number) => Math.floor(next() * below);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)] as T;
  /** A v4-shaped id drawn from the sequence, so request ids repeat with the seed too. */
  const uuid = () => {
    const hex = Array.from({ length: 32 }, () => int(16).toString(16)).join('');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20)}`;
  };
  return { next, int, pick, uuid, chance: (p: number) => next() < p };
}

export type Prng = ReturnType<typeof prng>;
