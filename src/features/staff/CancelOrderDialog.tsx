/**
 * The board asks before it cancels an order: which order, the amount paid, and what happens to the
 * payment, in the words of the rule the server follows (src/domain/cancelRefund.ts). 'Keep order'
 * (and Escape, and the backdrop) leave it as it was; focus starts on 'Keep order', so an Enter
 * pressed by habit cancels nothing, and returns to the card's Cancel when the dialog goes.
 */
import { useEffect, useId, useRef } from 'react';
import { cancelConfirmation } from '@/domain/cancelRefund';
import { formatMoney } from '@/domain/money';
import { ModalDialog } from '@/ui/ModalDialog';
import type { StaffBoardView } from '@worker/staff/staffBoardQuery';

type BoardOrder = StaffBoardView['orders'][number];

export function CancelOrderDialog(props: {
  order: BoardOrder;
  currencySign: string;
  onKeep: () => void;
  onCancel: () => void;
}) {
  const { order, currencySign } = props;
  const id = useId();
  const keep = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    keep.current?.focus();
  }, []);
  const words = order.payment
    ? cancelConfirmation({
        orderNumber: order.order_number,
        kind: order.payment.kind,
        amountCents: order.payment.amount,
        sign: currencySign,
      })
    : null;
  return (
    <ModalDialog labelledBy={`${id}-title`} onClose={props.onKeep}>
      <div className="confirm-popup staff-cancel">
        <h2 id={`${id}-title`} className="confirm-popup__title">
          {words?.question ?? `Cancel order ${order.order_number}?`}
        </h2>
        <p className="staff-cancel__amount">
          {order.payment && order.payment.kind !== 'none' ? 'Paid' : 'Order total'}{' '}
          <strong>{formatMoney(order.payment?.amount ?? order.grand_total, currencySign)}</strong>
        </p>
        {words ? <p className="staff-cancel__payment">{words.payment}</p> : null}
        <div className="confirm-popup__actions">
          <button ref={keep} type="button" className="button" onClick={props.onKeep}>
            Keep order
          </button>
          <button type="button" className="button staff-cancel__confirm" onClick={props.onCancel}>
            Cancel order
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}
