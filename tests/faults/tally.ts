/** Faults injected, by kind and call, over a whole run. */
import type { FaultKind, MutatingCall } from './faultKinds';

export function faultTally() {
  const counts = new Map<string, number>();
  return {
    count(call: MutatingCall, kind: FaultKind) {
      const key = `${kind}\t${call}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    },
    /** Rows 'kind<TAB>call<TAB>count', sorted. */
    rows(): string[] {
      return [...counts.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([k, n]) => `${k}\t${n}`);
    },
    byKind(): Record<string, number> {
      const out: Record<string, number> = {};
      for (const [key, n] of counts) {
        const kind = key.split('\t')[0]!;
        out[kind] = (out[kind] ?? 0) + n;
      }
      return out;
    },
  };
}

export type FaultTally = ReturnType<typeof faultTally>;
