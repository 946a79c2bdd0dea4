/**
 * The terminal transaction record's life (spec 2 §4.4 'A cookie stores the last transaction'), for
 * recovery. It is written before anything is sent, so a reload, a crash or a lost answer can ask
 * Linkly about the same session:
 *
 *   sending ─▶ polling ─▶ approved ─▶ placed
 *      │          │  ▲       (only 'approved' places; 'approved' must end 'placed')
 *      ├──────────┴──┴─▶ unknown ─▶ (polling | approved | declined | failed)
 *      └─▶ declined | failed
 *
 * 'unknown': retries ran out without a 200 or 404; the card may or may not have been charged, so
 * the record is kept and asked about again, never bought again and never taken as declined.
 * 'failed': Linkly said the session was never processed (404), or the request was refused before
 * it reached the pad: nothing was charged.
 */
export const TERMINAL_STATES = [
  'sending',
  'polling',
  'approved',
  'declined',
  'unknown',
  'placed',
  'failed',
] as const;
export type TerminalState = (typeof TERMINAL_STATES)[number];

const NEXT: Readonly<Record<TerminalState, readonly TerminalState[]>> = {
  sending: ['sending', 'polling', 'approved', 'declined', 'unknown', 'failed'],
  polling: ['polling', 'approved', 'declined', 'unknown', 'failed'],
  unknown: ['unknown', 'polling', 'approved', 'declined', 'failed'],
  approved: ['approved', 'placed'],
  declined: [],
  placed: [],
  failed: [],
};

/** Whether a record in `from` may become `to`. */
export function canMove(from: TerminalState, to: TerminalState): boolean {
  return NEXT[from].includes(to);
}

/** Nothing left to do: a new payment may start. */
export function isFinished(state: TerminalState): boolean {
  return NEXT[state].length === 0;
}

/** Only an approved payment places its order. */
export function mayPlace(state: TerminalState): boolean {
  return state === 'approved';
}

/** The pad may be mid-purchase for this record: ask its status, never start another. */
export function needsStatusCheck(state: TerminalState): boolean {
  return state === 'sending' || state === 'polling' || state === 'unknown';
}
