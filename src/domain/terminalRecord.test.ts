import { describe, expect, it } from 'vitest';
import {
  canMove,
  isFinished,
  mayPlace,
  needsStatusCheck,
  TERMINAL_STATES,
  type TerminalState,
} from './terminalRecord';

describe('the terminal transaction record: its states and the moves between them', () => {
  it.each<[TerminalState, TerminalState, boolean]>([
    ['sending', 'polling', true],
    ['sending', 'approved', true],
    ['sending', 'unknown', true],
    ['sending', 'failed', true],
    ['sending', 'placed', false],
    ['polling', 'approved', true],
    ['polling', 'declined', true],
    ['polling', 'placed', false],
    ['unknown', 'polling', true],
    ['unknown', 'approved', true],
    ['unknown', 'failed', true],
    ['unknown', 'placed', false],
    ['approved', 'placed', true],
    ['approved', 'approved', true],
    // 'approved must end in placed': no way out of approved but placing.
    ['approved', 'failed', false],
    ['approved', 'declined', false],
    ['approved', 'unknown', false],
    ['placed', 'approved', false],
    ['declined', 'placed', false],
    ['failed', 'sending', false],
  ])('%s → %s: %s', (from, to, allowed) => {
    expect(canMove(from, to)).toBe(allowed);
  });

  it('only approved may place; only approved reaches placed', () => {
    expect(TERMINAL_STATES.filter(mayPlace)).toEqual(['approved']);
    expect(TERMINAL_STATES.filter((state) => canMove(state, 'placed'))).toEqual(['approved']);
  });

  it.each<[TerminalState, boolean, boolean]>([
    ['sending', false, true],
    ['polling', false, true],
    ['unknown', false, true],
    ['approved', false, false],
    ['declined', true, false],
    ['placed', true, false],
    ['failed', true, false],
  ])('%s: finished %s, needs a status check %s', (state, finished, check) => {
    expect(isFinished(state)).toBe(finished);
    expect(needsStatusCheck(state)).toBe(check);
  });
});
