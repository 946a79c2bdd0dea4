/**
 * A journey's schedule: everything random in a journey comes from its seed (what the customer
 * does, the request ids, the faults at each mutating call), and every drawn fault is written down,
 * so a failing journey prints its seed and what happened, and SEED=<n> runs exactly it again.
 */
import { FAULT_KINDS, type FaultKind, type MutatingCall } from './faultKinds';
import { prng } from './prng';
import type { FaultTally } from './tally';

/** Of the mutating calls, this share gets a fault. */
const FAULT_SHARE = 0.45;
const FAULTS = FAULT_KINDS.filter((kind) => kind !== 'none');
/** Reloads per journey; after that a drawn reload becomes a dropped answer. */
const RELOADS = 3;

export function createSchedule(seed: number, tally: FaultTally) {
  const choices = prng(seed);
  const faults = prng(seed ^ 0x5bd1e995);
  const ids = prng(seed ^ 0x27d4eb2f);
  const jitter = prng(seed ^ 0x165667b1);
  const lines: string[] = [];
  /** FAULT_TRACE=1 prints the schedule as it is drawn (a journey that hangs shows where). */
  const trace = process.env.FAULT_TRACE
    ? (line: string) => process.stderr.write(`${seed}: ${line}\n`)
    : null;
  const write = (line: string) => {
    lines.push(line);
    trace?.(line);
  };
  let calm = false;
  let reloads = 0;

  return {
    seed,
    lines,
    /** What the customer does next. */
    choices,
    /** Request ids and session ids. */
    uuid: ids.uuid,
    /** The outbox's retry jitter. */
    jitter: jitter.next,
    /** The fault for the next mutating call. */
    draw(call: MutatingCall): FaultKind {
      let kind: FaultKind = calm || !faults.chance(FAULT_SHARE) ? 'none' : faults.pick(FAULTS);
      if (kind.startsWith('reload') && (reloads += 1) > RELOADS) kind = 'drop-answer';
      write(`${call}: ${kind}`);
      tally.count(call, kind);
      return kind;
    },
    /** The network heals for good: every journey must end. */
    calm() {
      if (!calm) write('-- network calm from here');
      calm = true;
    },
    note(line: string) {
      write(`-- ${line}`);
    },
  };
}

export type Schedule = ReturnType<typeof createSchedule>;
