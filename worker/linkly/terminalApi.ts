/**
 * The terminal's part of the worker contract: pairing, paying, resuming, cancelling,
 * the eftpos receipt and the settlement. One tab leads the terminal: pairing, paying and resuming
 * hold the Web Lock 'docket-terminal' (as the outbox holds 'docket-outbox'), so a second tab's
 * resume waits for the first and then finds the record finished; within a worker they queue.
 * Cancel does not wait: it must reach the pad while the leader polls.
 */
import { fail, ok, type Result } from '@/domain/result';
import { SESSION_NOT_SPECIFIED, TERMINAL_NOT_AVAILABLE_LCP } from '@/domain/terminalMessages';
import { needsStatusCheck } from '@/domain/terminalRecord';
import type { WorkerContext } from '@worker/context';
import type { SubmitOrderInput, SubmitOutcome, Submission } from '@worker/checkout/submitOrder';
import type { LockManagerLike } from '@worker/protocol/locks';
import type { HostResolver } from './linklyHosts';
import type { Timers } from './linklyHttp';
import { createPairing, type PairingErrorCode, type PairPinpadInput } from './pairing';
import { forgetPinpadRow } from './pinpadStore';
import { createReceipts } from './receipts';
import { createTerminalClient } from './terminalClient';
import { createTerminalPayment, type TerminalResult } from './terminalPayment';
import { createTerminalPrompts } from './terminalPrompts';
import { readRecord } from './terminalRecordStore';
import { settle, type SettlementErrorCode, type SettlementResult } from './settlement';

export type { TerminalErrorCode, TerminalResult } from './terminalPayment';
export type { PairingErrorCode, PairPinpadInput } from './pairing';
export type { SettlementErrorCode, SettlementResult } from './settlement';

export const TERMINAL_LOCK = 'docket-terminal';

export type TerminalApiDeps = {
  submission: Submission;
  hosts: HostResolver;
  fetch: typeof fetch;
  /** The worker's origin: the terminal channel is on the app's API (terminalPrompts.ts). */
  origin: string;
  timers: Timers;
  locks: LockManagerLike | null;
  newId: () => string;
  random: () => number;
};

export function createTerminalApi(ctx: WorkerContext, deps: TerminalApiDeps) {
  const client = createTerminalClient({
    db: ctx.db,
    hosts: deps.hosts,
    fetch: deps.fetch,
    now: ctx.now,
    timers: deps.timers,
    newId: deps.newId,
  });
  const payment = createTerminalPayment(ctx, {
    client,
    prompts: createTerminalPrompts(ctx, { fetch: deps.fetch, origin: deps.origin }),
    submission: deps.submission,
    newId: deps.newId,
    random: deps.random,
  });
  const pairing = createPairing(ctx, { client, newId: deps.newId });
  const receipts = createReceipts({ client, newId: deps.newId });

  let queue: Promise<unknown> = Promise.resolve();
  /** One terminal flow at a time in this worker, and in one tab across the device. */
  function exclusive<T>(work: () => Promise<T>): Promise<T> {
    const guarded = () => (deps.locks === null ? work() : deps.locks.request(TERMINAL_LOCK, work));
    const run = queue.then(guarded, guarded);
    queue = run.catch(() => undefined);
    return run;
  }

  return {
    /**
     * Pairs the pinpad (spec 3 §4): with no stored secret, username, password and pair code are
     * required (Auth 1 of 2, Auth 2 of 2); with one, `pairPinpad({})` only validates the token.
     * Then checks the pad's status ('Validating Paired Pinpad...'). Progress goes out as
     * 'terminal-status' events. Answers the menu to go to, or 'Pair Request Failed (MSG-AL1).',
     * 'Token Request Failed (MSG-AL2).' or 'Pinpad Status Request Failed (MSG-AL3).' with the
     * reason (the secret is then cleared).
     */
    pairPinpad(input: PairPinpadInput): Promise<Result<{ menuName: string }, PairingErrorCode>> {
      return exclusive(() => pairing.pair(input));
    },

    /** Forgets the paired pinpad ('Logout to restart pairing', sign-out). */
    async forgetPinpad(_input: Record<string, never>): Promise<Result<null>> {
      await forgetPinpadRow(ctx.db);
      return ok(null);
    },

    /**
     * Pays the open order for `input.slug` on the pad and places it (spec 2 §4.4). Takes
     * submitOrder's input with payment_method 'eftpos'. Validates the order, checks the tender,
     * writes the terminal record (live query 'terminalTransaction') before sending, purchases,
     * polls (the pad's prompts as 'terminal-status' events), and on approval places the order with
     * the record's request_id. An unfinished record is finished first instead: never two purchases.
     * Failures: 'Transaction Failed (MSG-CO2)' (declined; no order), 'Transaction Status Failed
     * (MSG-CO4)' (outcome unknown; kept and resumed later), 'Token Request Failed (MSG-CO3)', the
     * MSG-LCP1/2/3 tender words, or submitOrder's own failures.
     */
    async payByTerminal(input: SubmitOrderInput): Promise<TerminalResult<SubmitOutcome>> {
      if (input.fields.payment_method !== 'eftpos') {
        return fail('invalid-request', 'payByTerminal takes payment_method eftpos');
      }
      const result = await exclusive(() => payment.pay(input));
      if (!result.ok) return result;
      // Settling always ends placed or failing; nothing placed and no failure would be a bug.
      if (result.data === null) throw new Error('payByTerminal ended without an outcome');
      return ok(result.data);
    },

    /**
     * Finishes the kept terminal transaction, if any is unfinished (on checkout load, and by itself
     * when connectivity returns): asks Linkly about the SAME session and places the order with the
     * same request_id, or reports the failure. ok(null) when there is nothing to finish.
     */
    resumeTerminalPayment(
      _input: Record<string, never>,
    ): Promise<TerminalResult<SubmitOutcome | null>> {
      return exclusive(() => payment.resume());
    },

    /** Presses OK/CANCEL (SendKey '0') on the pad for the transaction in flight. */
    async cancelTerminalPayment(
      _input: Record<string, never>,
    ): Promise<Result<null, 'no-session' | 'unavailable'>> {
      const record = await readRecord(ctx.db);
      if (record === null || !needsStatusCheck(record.state)) {
        return fail('no-session', SESSION_NOT_SPECIFIED);
      }
      const sent = await client.pos({
        method: 'POST',
        sessionId: record.sessionId,
        operation: 'sendkey',
        request: { Key: '0', Data: '' },
      });
      if (!sent.ok || (sent.data.status !== 200 && sent.data.status !== 202)) {
        return fail('unavailable', TERMINAL_NOT_AVAILABLE_LCP);
      }
      return ok(null);
    },

    /**
     * Reprints the last eftpos receipt on the pad (spec 3 §4): 200/202 succeed, 408/5xx retry
     * once; failure answers 'Print Receipt Failed.' with the reason.
     */
    printEftposReceipt(
      _input: Record<string, never>,
    ): Promise<Result<{ receiptText: string[] }, 'print'>> {
      return receipts.printEftposReceipt();
    },

    /**
     * Settles the pad's totals for the day (SettlementType 'S'; staff, end of day). Answers the
     * pad's response text and settlement receipt lines, or 'Eftpos (Linkly) is not paired
     * (MSG-LPPS2)', 'Eftpos (Linkly) is not currently available (MSG-LPPS1)' with the reason, or
     * 'Token Request Failed (MSG-CO3)'.
     */
    terminalSettlement(
      _input: Record<string, never>,
    ): Promise<Result<SettlementResult, SettlementErrorCode>> {
      return exclusive(() => settle({ client, newId: deps.newId }));
    },
  };
}
