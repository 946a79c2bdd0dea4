/**
 * Kiosk and staff printing from the receipt (spec 3 §2 'Print Receipt, Print Eftpos Receipt', §6
 * 'print receipts (docket printing) and eftpos receipts (when eftpos enabled)'): Print Receipt
 * queues the docket (PrintQueue add, for the store's printer bridge); Print Eftpos Receipt asks the
 * pinpad to reprint the last card receipt (the worker retries once; 'Print Receipt Failed. ...').
 */
import { useState } from 'react';
import type { Result } from '@/domain/result';
import { terminal } from '@/features/eftpos/terminalWorker';
import { showToast } from '@/ui/notify';

/** 'Toasts: … 5 s feedback sending and printing, 6 s errors' (spec 3 §9). */
const PRINT_TOAST_MS = 5_000;
const ERROR_TOAST_MS = 6_000;

function usePrint(call: () => Promise<Result<unknown, string>>, done: string) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const result = await call();
      showToast(
        result.ok
          ? { message: done, tone: 'success', durationMs: PRINT_TOAST_MS }
          : { message: result.error.message, tone: 'error', durationMs: ERROR_TOAST_MS },
      );
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}

export function CounterPrintButtons({ orderId, eftpos }: { orderId: number; eftpos: boolean }) {
  const docket = usePrint(() => terminal.printOrder({ orderId }), 'Receipt sent to the printer');
  const card = usePrint(() => terminal.printEftposReceipt({}), 'Eftpos receipt printing');
  return (
    <>
      <button
        type="button"
        className="button"
        disabled={docket.busy}
        onClick={() => void docket.run()}
      >
        Print Receipt
      </button>
      {eftpos ? (
        <button
          type="button"
          className="button"
          disabled={card.busy}
          onClick={() => void card.run()}
        >
          Print Eftpos Receipt
        </button>
      ) : null}
    </>
  );
}
