import { lazy, Suspense } from 'react';
import type { TerminalPayment } from './useTerminalPayment';

const PromoCodePopup = lazy(() =>
  import('@/features/menu/PromoCodePopup').then((m) => ({ default: m.PromoCodePopup })),
);
const InstructionsPopup = lazy(() => import('@/features/cart/InstructionsPopup'));
// Only a kiosk or staff device with a paired pinpad pays on the terminal.
const TerminalPopup = lazy(() =>
  import('@/features/eftpos/TerminalPopup').then((m) => ({ default: m.TerminalPopup })),
);

export type CheckoutDialog = 'promo' | 'instructions';

/** The checkout's popups, each loaded when first opened: the terminal, promo code and instructions. */
export function CheckoutDialogs({
  slug,
  terminalPayment,
  grandTotal,
  currencySign,
  dialog,
  note,
  onClose,
}: {
  slug: string;
  terminalPayment: TerminalPayment;
  grandTotal: number;
  currencySign: string;
  dialog: CheckoutDialog | null;
  note: string;
  onClose: () => void;
}) {
  return (
    <>
      {terminalPayment.popup !== null ? (
        <Suspense fallback={null}>
          <TerminalPopup
            progress={terminalPayment.popup.progress}
            amountCents={terminalPayment.popup.amountCents ?? grandTotal}
            currencySign={currencySign}
            onCancel={terminalPayment.cancel}
            onClose={terminalPayment.close}
          />
        </Suspense>
      ) : null}
      {dialog !== null ? (
        <Suspense fallback={null}>
          {dialog === 'promo' ? (
            <PromoCodePopup slug={slug} onClose={onClose} />
          ) : (
            <InstructionsPopup slug={slug} note={note} onClose={onClose} />
          )}
        </Suspense>
      ) : null}
    </>
  );
}
