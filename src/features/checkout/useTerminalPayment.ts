/**
 * Paying on the in-store terminal from the checkout (spec 2 §4.4): Place Order with the eftpos
 * method hands the order to the API worker's payByTerminal, which keeps the transaction, drives the
 * pad and places the order once it is approved. The popup follows the kept transaction live (the
 * 'terminalTransaction' live query), so a reload shows it again where it was; on load the checkout
 * asks the worker to resume a transaction left in flight (spec 2 §2.2 'On load, the checkout tries
 * to resume a pending terminal transaction'). The worker also resumes by itself when the
 * connection comes back; an order it places then is taken here as if this page had placed it.
 *
 * A transaction that had already finished before this page opened (or before this payment began)
 * is history, not progress: the popup ignores it until the worker writes a new state.
 */
import { useEffect, useRef, useState } from 'react';
import { useTerminalTransaction } from '@/liveQueries/useTerminal';
import { terminalInFlight, type TerminalProgress } from '@/domain/terminalPopup';
import { terminal } from '@/features/eftpos/terminalWorker';
import type { SubmitOrderInput, SubmitResult } from '@worker/checkout/submitOrder';
import type { TerminalTransactionRow } from '@worker/db/rows';
import type { TerminalResult } from '@worker/linkly/terminalApi';
import { endSubmissionStep } from './submissionToast';
import type { SubmitOutcome } from '@worker/checkout/submitOrder';

/** Resumes once per page load, not once per checkout render (a strict-mode remount included). */
let resumedThisPage = false;

const keyOf = (row: TerminalTransactionRow | null | undefined) =>
  row ? `${row.sessionId}:${row.state}:${row.updatedAt}:${row.prompt ?? ''}` : '';

type Run = (call: () => Promise<SubmitResult | null>) => Promise<void>;

export type TerminalPayment = {
  /** Place Order with eftpos. */
  pay: (input: SubmitOrderInput) => void;
  /** What the popup shows, or null when it is closed. */
  popup: { progress: TerminalProgress; amountCents: number | null } | null;
  cancel: () => Promise<unknown>;
  close: () => void;
};

/**
 * What the checkout's submission handling takes from a terminal answer: a placed order, or the
 * server's refusal of the order's details (its phrase maps to the checkout's notice). Anything
 * else is the terminal's own failure, which the popup shows: null.
 */
function forCheckout(result: TerminalResult<SubmitOutcome | null>): SubmitResult | null {
  if (result.ok) return result.data === null ? null : { ok: true, data: result.data };
  if (result.error.code === 'refused') {
    return { ok: false, error: { code: 'refused', message: result.error.message } };
  }
  return null;
}

export function useTerminalPayment(input: {
  run: Run;
  submitting: boolean;
  /** An order the worker placed without this page's call (resumed when back online). */
  placedElsewhere: (orderId: number) => void;
}): TerminalPayment {
  const { run, submitting, placedElsewhere } = input;
  const record = useTerminalTransaction();
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  /** The kept transaction's state when it stopped being news (page load, a new payment, Close). */
  const [staleKey, setStaleKey] = useState<string | null>(null);
  const seen = useRef(false);
  const handledOrders = useRef(new Set<number>());

  // The first answer: a finished transaction is history; one still in flight is shown.
  useEffect(() => {
    if (record === undefined || seen.current) return;
    seen.current = true;
    setStaleKey(record !== null && !terminalInFlight(record.state) ? keyOf(record) : '');
  }, [record]);

  const live =
    record !== undefined && record !== null && staleKey !== null && keyOf(record) !== staleKey
      ? record
      : null;
  const liveInFlight = live !== null && terminalInFlight(live.state);

  // The order is validated once the pad is asked: 'Validating order...' goes, the popup follows
  // the pad from here (it stayed up through the whole payment).
  const padAsked = live !== null;
  useEffect(() => {
    if (padAsked) endSubmissionStep();
  }, [padAsked]);

  // A transaction found in flight (a reload mid-payment) keeps the popup up until it ends.
  // (Adjusted while rendering, as React advises for state that follows other state.)
  const [wasInFlight, setWasInFlight] = useState(false);
  if (liveInFlight !== wasInFlight) {
    setWasInFlight(liveInFlight);
    if (liveInFlight) setOpen(true);
  }

  // Placed by the worker on its own (connectivity came back after this page's call had given up).
  const placedId = live?.state === 'placed' ? (live.orderId ?? null) : null;
  useEffect(() => {
    if (placedId === null || submitting || handledOrders.current.has(placedId)) return;
    handledOrders.current.add(placedId);
    placedElsewhere(placedId);
  }, [placedId, submitting, placedElsewhere]);

  /** Hands an answer to the checkout, remembering an order it places (so it is taken once). */
  const taken = (result: TerminalResult<SubmitOutcome | null>): SubmitResult | null => {
    const answer = forCheckout(result);
    if (answer?.ok && answer.data.kind === 'placed') {
      handledOrders.current.add(answer.data.answer.order_id);
    }
    return answer;
  };

  // Back online with a payment whose outcome is unknown: ask again from here too (the worker also
  // does when its own ping sees the server again), so the kiosk moves on as soon as it can.
  const unknownOutcome = live?.state === 'unknown';
  useEffect(() => {
    if (!unknownOutcome) return;
    const retry = () => void run(async () => taken(await terminal.resumeTerminalPayment({})));
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [unknownOutcome, run]);

  useEffect(() => {
    if (resumedThisPage) return;
    resumedThisPage = true;
    void run(async () => taken(await terminal.resumeTerminalPayment({})));
    // Once per page load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const pay = (order: SubmitOrderInput) => {
    setStaleKey(keyOf(record));
    setFailure(null);
    setOpen(true);
    void run(async () => {
      const result = await terminal.payByTerminal(order);
      if (!result.ok && result.error.code !== 'refused') {
        // The popup says why, word for word (spec 2 §8 'Terminal'), until it is closed.
        setFailure(result.error.message);
        return null;
      }
      // Placed (the checkout moves on or, for staff, stays for the next order) or refused.
      setOpen(false);
      return taken(result);
    });
  };

  const shown: TerminalProgress | null =
    !open || live?.state === 'placed'
      ? null
      : failure !== null && (live === null || !terminalInFlight(live.state))
        ? { state: 'failed', message: live?.message ?? failure }
        : live !== null
          ? {
              state: live.state,
              prompt: live.prompt,
              message: live.message ?? failure ?? undefined,
            }
          : { state: 'sending' };

  return {
    pay,
    popup: shown === null ? null : { progress: shown, amountCents: live?.amountCents ?? null },
    cancel: () => terminal.cancelTerminalPayment({}),
    close: () => {
      setOpen(false);
      setFailure(null);
      setStaleKey(keyOf(record));
    },
  };
}
