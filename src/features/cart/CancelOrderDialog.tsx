/** Cancel Order's confirmation (spec 2 §2.1 'Cancel Order asks for confirmation'). */
import { useId } from 'react';
import { CANCEL_ORDER_CONFIRM } from '@/domain/cartMessages';
import { ModalDialog } from '@/ui/ModalDialog';
import './destructive.css';

export default function CancelOrderDialog({
  onConfirm,
  onKeep,
}: {
  onConfirm: () => void;
  onKeep: () => void;
}) {
  const id = useId();
  return (
    <ModalDialog labelledBy={`${id}-title`} onClose={onKeep}>
      <div className="confirm-popup">
        <h2 id={`${id}-title`} className="confirm-popup__title">
          {CANCEL_ORDER_CONFIRM}
        </h2>
        <div className="confirm-popup__actions">
          <button type="button" className="button" onClick={onKeep}>
            Keep Order
          </button>
          <button type="button" className="button button--danger" onClick={onConfirm}>
            Cancel Order
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}
