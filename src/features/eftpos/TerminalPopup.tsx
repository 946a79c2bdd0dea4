/**
 * The in-store terminal progress popup (spec 2 §2.2, §4.4): the amount, the pinpad's own prompts
 * live ('PRESENT CARD', 'PROCESSING'), Cancel while the pad is waiting (the pad's cancel key), and
 * a failure's spec 2 §8 message with Close. 'Cannot be dismissed by tapping outside': nor by
 * Escape; only its own buttons close it, and only once nothing is in flight. While it is up, a
 * payment or its outcome is on screen: no idle reset, attract screen or reload (paymentGuard).
 */
import { useId, useState } from 'react';
import { usePaymentOnScreen } from '@/app/lifecycle/paymentGuard';
import { formatMoney } from '@/domain/money';
import { terminalPopupView, type TerminalProgress } from '@/domain/terminalPopup';
import { ModalDialog } from '@/ui/ModalDialog';
import './eftpos.css';
import '@/features/menu/promoPopup.css';

const ignore = () => undefined;

export function TerminalPopup({
  progress,
  amountCents,
  currencySign,
  onCancel,
  onClose,
}: {
  progress: TerminalProgress;
  amountCents: number;
  currencySign: string;
  onCancel: () => Promise<unknown>;
  onClose: () => void;
}) {
  const id = useId();
  const view = terminalPopupView(progress);
  const [cancelling, setCancelling] = useState(false);
  usePaymentOnScreen();

  return (
    <ModalDialog labelledBy={`${id}-title`} onClose={ignore} dismissOnBackdrop={false}>
      <div className="promo-popup terminal-popup">
        <h2 id={`${id}-title`} className="terminal-popup__title">
          Eftpos Payment
        </h2>
        <p className="terminal-popup__amount">{formatMoney(amountCents, currencySign)}</p>
        <p className="terminal-popup__prompt" role="status" aria-live="assertive">
          {view.text}
        </p>
        {view.failure !== null ? (
          <p className="eftpos-failure" role="alert">
            {view.failure}
          </p>
        ) : null}
        <div className="terminal-popup__actions">
          {view.canCancel ? (
            <button
              type="button"
              className="button"
              disabled={cancelling}
              onClick={() => {
                setCancelling(true);
                void onCancel().finally(() => setCancelling(false));
              }}
            >
              Cancel
            </button>
          ) : null}
          {view.canClose ? (
            <button type="button" className="button button--primary" onClick={onClose}>
              Close
            </button>
          ) : null}
        </div>
      </div>
    </ModalDialog>
  );
}
