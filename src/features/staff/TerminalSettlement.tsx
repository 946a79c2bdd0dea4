/**
 * Staff end-of-day settlement (spec 2 §4.4 'Operations: … settlement'): on a staff device (status 8)
 * with eftpos on, a 'Settlement' action that asks first, settles on the paired pinpad through the
 * worker, and shows the pad's answer and its settlement receipt, or the terminal layer's words.
 * The answer is short-lived: it stays in this component, not in Dexie.
 */
import { useId, useState } from 'react';
import { worker } from '@/app/workerClient';
import { useCustomer } from '@/liveQueries/useCustomer';
import { isStaff } from '@/domain/roles';
import {
  SETTLEMENT_ACTION,
  SETTLEMENT_CONFIRM,
  SETTLEMENT_DECLINED,
  SETTLEMENT_DONE,
  SETTLEMENT_RUNNING,
} from '@/domain/settlementMessages';
import { ConfirmPopup } from '@/ui/ConfirmPopup';
import type { SettlementResult } from '@worker/linkly/settlement';

type State =
  | { step: 'idle' }
  | { step: 'running' }
  | { step: 'settled'; result: SettlementResult }
  | { step: 'failed'; message: string };

export function TerminalSettlement() {
  const customer = useCustomer();
  const id = useId();
  const [confirming, setConfirming] = useState(false);
  const [state, setState] = useState<State>({ step: 'idle' });
  if (!isStaff(customer) || customer.eftpos?.enabled !== true) return null;

  const settle = async () => {
    setConfirming(false);
    setState({ step: 'running' });
    const settled = await worker.terminalSettlement({});
    setState(
      settled.ok
        ? { step: 'settled', result: settled.data }
        : { step: 'failed', message: settled.error.message },
    );
  };

  return (
    <section className="staff-settlement" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="staff-settlement__heading">
        Eftpos
      </h2>
      <button
        type="button"
        className="button staff-settlement__action"
        disabled={state.step === 'running'}
        onClick={() => setConfirming(true)}
      >
        {SETTLEMENT_ACTION}
      </button>
      {state.step === 'running' ? <p role="status">{SETTLEMENT_RUNNING}</p> : null}
      {state.step === 'failed' ? <p role="alert">{state.message}</p> : null}
      {state.step === 'settled' ? (
        <div role="status" className="staff-settlement__result">
          <p>
            {state.result.success ? SETTLEMENT_DONE : SETTLEMENT_DECLINED}
            {state.result.responseText ? ` · ${state.result.responseText}` : ''}
          </p>
          {state.result.receiptText.length > 0 ? (
            <pre className="staff-settlement__receipt" aria-label="Settlement receipt">
              {state.result.receiptText.join('\n')}
            </pre>
          ) : null}
        </div>
      ) : null}
      {confirming ? (
        <ConfirmPopup
          title={SETTLEMENT_CONFIRM}
          onClose={() => setConfirming(false)}
          actions={
            <>
              <button type="button" className="button" onClick={() => setConfirming(false)}>
                Cancel
              </button>
              <button
                type="button"
                className="button button--primary"
                onClick={() => void settle()}
              >
                Settle
              </button>
            </>
          }
        />
      ) : null}
    </section>
  );
}
