/**
 * How long a password hasher rests after a hash before it takes the next one, so the server still
 * answers the menu within budget while 20 logins run. A pure rule: the hash's CPU time and how busy
 * the server's event loop was meanwhile are its input.
 *
 * Why a rest and not only a low priority: on the project's machine (Linux 6.18, HZ 250, 2 vCPUs) a
 * process waking on a CPU where a CPU-bound one runs waits up to a scheduler tick (4 ms) whatever
 * that one's priority: nice 19, SCHED_IDLE, SCHED_BATCH and a 0.1 ms slice all measured alike.
 * So while the hasher runs, the menu's wake-ups (the event loop, the database, the clients) queue
 * behind it, and only hashing less of the time helps. An idle server (utilisation up to FROM)
 * hashes back to back; a saturated one (FULL and over) rests three times the hash's CPU time, so
 * hashing takes a quarter of one core; in between, in proportion. (Twice, a third of a core, left
 * the menu's p99 at 52–55 ms on PGlite with 20 logins running; three times, 46–47 ms.)
 */

export const HASH_PACING = {
  /** Event-loop utilisation up to which hashes run back to back. */
  from: 0.5,
  /** Utilisation from which the rest is the longest. */
  full: 0.9,
  /** The longest rest, in multiples of the hash's CPU time. */
  maxRestPerCpu: 3,
} as const;

export function restAfterHash(input: {
  /** The CPU time the hash took in its hasher. */
  cpuMs: number;
  /** The server's event-loop utilisation (0–1) while it was hashing. */
  eventLoopUtilization: number;
}): number {
  const { cpuMs, eventLoopUtilization } = input;
  if (!Number.isFinite(cpuMs) || cpuMs <= 0 || !Number.isFinite(eventLoopUtilization)) return 0;
  const { from, full, maxRestPerCpu } = HASH_PACING;
  const busy = Math.min(1, Math.max(0, (eventLoopUtilization - from) / (full - from)));
  return Math.round(cpuMs * maxRestPerCpu * busy);
}
