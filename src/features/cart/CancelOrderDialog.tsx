/** Cancel Order's confirmation (spec 2 §2.1 'Cancel Order asks for confirmation'). */
import { CANCEL_ORDER_CONFIRM } from '@/domain/cartMessages';
import { ConfirmPopup } from '@/ui/ConfirmPopup';
import './destructive.css';

export default function CancelOrderDialog({
  onConfirm,
  onKeep,
}: {
  onConfirm: () => void;
  onKeep: () => void;
}) {
  return (
    <ConfirmPopup
      title={CANCEL_ORDER_CONFIRM}
      onClose={onKeep}
      actions={
        <>
          <button type="button" className="button" onClick={onKeep}>
            Keep Order
          </button>
          <button type="button" className="button button--danger" onClick={onConfirm}>
            Cancel Order
          </button>
        </>
      }
    />
  );
}
