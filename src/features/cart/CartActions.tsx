/**
 * The cart's buttons (spec 2 §2.1): voucher/promo code (when the menu allows promo codes; the
 * popup has the QR scan, which outside the app says to get the app), Add/Edit instructions (when
 * it allows order notes), Proceed to Checkout (with the proceed popup for someone not signed in),
 * Change fulfilment, Back to Menu and Cancel Order. What needs the network says so offline.
 */
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { CHECKOUT_PATH, menuPath } from '@/app/paths';
import { readQuery, worker } from '@/app/workerClient';
import { GUEST_CUSTOMER } from '@/liveQueries/defaults';
import { useWorkerQuery } from '@/liveQueries/useWorkerQuery';
import { PROCEED_TO_CHECKOUT } from '@/domain/cartMessages';
import { INTERNET_REQUIRED, VALIDATION_TOAST_MS } from '@/domain/messages';
import { isKiosk, isMember, isStaff } from '@/domain/roles';
import { useFulfilmentPopup } from '@/features/fulfilment/FulfilmentGate';
import { showToast } from '@/ui/notify';
import './destructive.css';

const PromoCodePopup = lazy(() =>
  import('@/features/menu/PromoCodePopup').then((module) => ({ default: module.PromoCodePopup })),
);
const InstructionsPopup = lazy(() => import('./InstructionsPopup'));
const ProceedPopup = lazy(() => import('./ProceedPopup'));
const CancelOrderDialog = lazy(() => import('./CancelOrderDialog'));

type Open = 'promo' | 'note' | 'proceed' | 'cancel' | null;

export function CartActions({
  slug,
  online,
  allowPromoCodes,
  allowOrderNotes,
  requireRegistration,
  couponCode,
  note,
}: {
  slug: string;
  online: boolean;
  allowPromoCodes: boolean;
  allowOrderNotes: boolean;
  requireRegistration: boolean;
  couponCode: string;
  note: string;
}) {
  const navigate = useNavigate();
  // undefined until the live read answers: a press before then must not take a kiosk for a guest.
  const held = useWorkerQuery('customer');
  const fulfilmentPopup = useFulfilmentPopup();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);

  const needsNetwork = (then: () => void) => () => {
    if (online) then();
    else showToast({ message: INTERNET_REQUIRED, tone: 'error', durationMs: VALIDATION_TOAST_MS });
  };

  const proceed = async () => {
    const customer = held ?? (await readQuery('customer')) ?? GUEST_CUSTOMER;
    // Someone signed in (a member, or a kiosk or staff login ordering for a guest) goes straight on.
    if (isMember(customer) || isKiosk(customer) || isStaff(customer)) void navigate(CHECKOUT_PATH);
    else setOpen('proceed');
  };

  const cancel = () => {
    close();
    void worker.cancelOrder({ slug });
  };

  return (
    <div className="cart-actions">
      <div className="cart-actions__row">
        {allowPromoCodes ? (
          <button type="button" className="button" onClick={needsNetwork(() => setOpen('promo'))}>
            {couponCode !== '' ? `Voucher/Promo Code: ${couponCode}` : 'Voucher/Promo Code'}
          </button>
        ) : null}
        {allowOrderNotes ? (
          <button type="button" className="button" onClick={needsNetwork(() => setOpen('note'))}>
            {note.trim() !== '' ? 'Edit Instructions' : 'Add Instructions'}
          </button>
        ) : null}
      </div>
      {note.trim() !== '' ? <p className="cart-actions__note">{note}</p> : null}
      <button
        type="button"
        className="button button--primary cart-actions__proceed"
        onClick={needsNetwork(() => void proceed())}
      >
        {PROCEED_TO_CHECKOUT}
      </button>
      <div className="cart-actions__row">
        <button type="button" className="button" onClick={fulfilmentPopup.open}>
          Change fulfilment
        </button>
        <button type="button" className="button" onClick={() => void navigate(menuPath(slug))}>
          Back to Menu
        </button>
        <button
          type="button"
          className="button button--danger-quiet"
          onClick={() => setOpen('cancel')}
        >
          Cancel Order
        </button>
      </div>
      <Suspense fallback={null}>
        {open === 'promo' ? <PromoCodePopup slug={slug} onClose={close} /> : null}
        {open === 'note' ? <InstructionsPopup slug={slug} note={note} onClose={close} /> : null}
        {open === 'proceed' ? (
          <ProceedPopup requireRegistration={requireRegistration} onClose={close} />
        ) : null}
        {open === 'cancel' ? <CancelOrderDialog onConfirm={cancel} onKeep={close} /> : null}
      </Suspense>
    </div>
  );
}
