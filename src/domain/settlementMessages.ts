/**
 * Staff end-of-day settlement on the paired pinpad (spec 2 §4.4 'Operations: … settlement'). The
 * spec gives the terminal layer's failures as pinpad-level words ('Eftpos (Linkly) is not
 * currently available (MSG-LPPS1 …)', 'is not paired (MSG-LPPS2 …)'); a settlement is a pinpad
 * request with no transaction, so it uses the pinpad's (LPPS) codes, word for word. The others
 * here are not spec phrases, worded like the spec's.
 */
export const SETTLEMENT_UNAVAILABLE = 'Eftpos (Linkly) is not currently available (MSG-LPPS1)';
export const SETTLEMENT_NOT_PAIRED = 'Eftpos (Linkly) is not paired (MSG-LPPS2)';

/** Not spec phrases. */
export const SETTLEMENT_ACTION = 'Settlement';
export const SETTLEMENT_CONFIRM = "Settle today's eftpos totals on the pinpad?";
export const SETTLEMENT_RUNNING = 'Settling on the pinpad...';
export const SETTLEMENT_DONE = 'Settlement complete';
export const SETTLEMENT_DECLINED = 'Settlement not accepted by the pinpad';
