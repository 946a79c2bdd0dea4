/**
 * The pad's own clock: the simulator's `now`, moved on or held still by tests
 * (POST /__linkly/clock), so a purchase's steps and its 3-minute time-out (timeline.ts) happen when
 * a test says, never by waiting.
 */
export type PadClock = ReturnType<typeof createPadClock>;

export function createPadClock(now: () => number) {
  let offsetMs = 0;
  let heldAt: number | null = null;
  return {
    now: () => (heldAt ?? now()) + offsetMs,
    held: () => heldAt !== null,
    advance(ms: number) {
      offsetMs += ms;
    },
    /** Time on the pad stops passing by itself; only `advance` moves it. */
    hold() {
      heldAt ??= now();
    },
    /** Time passes again, from where the pad's clock stands. */
    release() {
      if (heldAt === null) return;
      offsetMs += heldAt - now();
      heldAt = null;
    },
    reset() {
      offsetMs = 0;
      heldAt = null;
    },
  };
}
