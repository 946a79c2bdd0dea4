/**
 * Paying on the in-store terminal from the checkout (spec 2 §4.4): Place Order with the eftpos
 * method hands the order to the API worker's payByTerminal, which keeps the transaction, drives the
 * pad and places the order once it is approved. The popup follows the kept transaction live
 * (useTerminalTransaction), so a reload shows it again where it was; on load the checkout asks the
 * worker to resume a transaction left in flight (spec 2 §2.2 'On load, the checkout tries to
 * resume a pending terminal transaction').
 *
 * A transaction that had already finished before this page opened (or before this payment began)
 * is history, not progress: the popup ignores it until the worker writes a new state.
 */
import { useEffect, useRef, useState } from 'react';
import type { TerminalProgress } from '@/domain/terminalPopup';
import { terminalInFlight } from '@/domain/terminalPopup';
import { useTerminalTransaction } from '@/db/useTerminal';
import { terminal } from '@/features/eftpos/terminalWorker';
import type { SubmitOrderInput, SubmitResult } from '@worker/checkout/submitOrder';
import type { TerminalTransactionRow } from '@worker/db/rows';

/** Resumes once per page load, not once per checkout render (a strict-mode remount included). */
let resumedThisPage = false;

const keyOf = (row: TerminalTransactionRow | null | undefined) =>
  row ? `${row.state}:${row.updatedAt}:${row.prompt ?? ''}` : '';

type Run = (call: () => Promise<SubmitResult | null>) => Promise<void>;

export type TerminalPayment = {
  /** Place Order with eftpos. */
  pay: (input: SubmitOrderInput) => void;
  /** What the popup shows, or null when it is closed. */
  popup: { progress: TerminalProgress; amountCents: number | null } | null;
  cancel: () => Promise<unknown>;
  close: () => void;
};

/** A resume answer that placed the order (the worker's SubmitResult), else null. */
function placedBy(answer: unknown): SubmitResult | null {
  if (typeof answer !== 'object' || answer === null || !('ok' in answer)) return null;
  const result = answer as { ok: boolean; data?: unknown };
  if (!result.ok || typeof result.data !== 'object' || result.data === null) return null;
  return 'kind' in result.data ? (answer as SubmitResult) : null;
}

export function useTerminalPayment(run: Run): TerminalPayment {
  const progress = useTerminalTransaction();
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  /** The kept transaction's state when it stopped being news (page load, a new payment, Close). */
  const [staleKey, setStaleKey] = useState<string | null>(null);
  const seen = useRef(false);

  // The first answer: a finished transaction is history; one still in flight is shown.
  useEffect(() => {
    if (progress === undefined || seen.current) return;
    seen.current = true;
    setStaleKey(progress !== null && !terminalInFlight(progress.state) ? keyOf(progress) : '');
  }, [progress]);

  const live =
    progress !== undefined && progress !== null && staleKey !== null && keyOf(progress) !== staleKey
      ? progress
      : null;
  const liveInFlight = live !== null && terminalInFlight(live.state);

  // A transaction found in flight (a reload mid-payment) keeps the popup up until it ends.
  // (Adjusted while rendering, as React advises for state that follows other state.)
  const [wasInFlight, setWasInFlight] = useState(false);
  if (liveInFlight !== wasInFlight) {
    setWasInFlight(liveInFlight);
    if (liveInFlight) setOpen(true);
  }

  useEffect(() => {
    if (resumedThisPage) return;
    resumedThisPage = true;
    void run(async () => placedBy(await terminal.resumeTerminalPayment({})));
  }, [run]);

  const pay = (input: SubmitOrderInput) => {
    setStaleKey(keyOf(progress));
    setFailure(null);
    setOpen(true);
    void run(async () => {
      const result = await terminal.payByTerminal(input);
      // A refusal of the order's details goes to the checkout's own notice; the popup says the rest.
      if (!result.ok && result.error.code !== 'refused') {
        setFailure(result.error.message);
        return null;
      }
      // Placed (the checkout moves on or, for staff, stays for the next order) or refused.
      setOpen(false);
      return result;
    });
  };

  const shown: TerminalProgress | null =
    !open || live?.state === 'placed'
      ? null
      : failure !== null && (live === null || !terminalInFlight(live.state))
        ? { state: 'failed', message: live?.message ?? failure }
        : (live ?? { state: 'sending' });

  return {
    pay,
    popup: shown === null ? null : { progress: shown, amountCents: live?.amountCents ?? null },
    cancel: () => terminal.cancelTerminalPayment({}),
    close: () => {
      setOpen(false);
      setFailure(null);
      setStaleKey(keyOf(progress));
    },
  };
}
