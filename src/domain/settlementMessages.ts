/**
 * Staff end-of-day settlement on the paired pinpad (spec 2 §4.4 'Operations: … settlement'). A
 * settlement is a pinpad request with no transaction, so its failures are the terminal layer's
 * pinpad (LPPS) words, word for word, from terminalMessages.ts. The phrases here are not spec
 * phrases, worded like the spec's.
 */
export {
  TERMINAL_NOT_AVAILABLE_LPPS as SETTLEMENT_UNAVAILABLE,
  TERMINAL_NOT_PAIRED_LPPS as SETTLEMENT_NOT_PAIRED,
} from './terminalMessages';

export const SETTLEMENT_ACTION = 'Settlement';
export const SETTLEMENT_CONFIRM = "Settle today's eftpos totals on the pinpad?";
export const SETTLEMENT_RUNNING = 'Settling on the pinpad...';
export const SETTLEMENT_DONE = 'Settlement complete';
export const SETTLEMENT_DECLINED = 'Settlement not accepted by the pinpad';
