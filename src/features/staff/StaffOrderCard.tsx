/**
 * One order on the staff order board: number, status label (spec 3 §4 codes), time, customer,
 * fulfilment, items and note, a move still waiting for the network (or refused, with Dismiss), and
 * the buttons that move it along (src/domain/staffBoard.ts nextMoves), and on a cancelled order
 * where its money went (src/domain/cancelRefund.ts). Presentational: the screen calls the worker,
 * and asks before a cancel (onCancel). What the customer typed (name, fulfilment detail, note) sits in a <bdi>, so a
 * right-to-left name or a stray override cannot reorder the card's own words.
 */
import type { OrderStatus } from '@/api/orderStatusDetailed';
import { refundLine } from '@/domain/cancelRefund';
import { boardStatusLabel, nextMoves } from '@/domain/staffBoard';
import type { StaffBoardView } from '@worker/staff/staffBoardQuery';

type BoardOrder = StaffBoardView['orders'][number];

const FULFILMENT_NAMES: Readonly<Record<string, string>> = {
  pickup: 'Pickup',
  delivery: 'Delivery',
  dinein: 'Dine-in',
  table: 'Table',
  booking: 'Booking',
  custom: 'Kerbside',
};

const clock = (iso: string) => iso.slice(11, 16);

/** 'Pickup ASAP', 'Table for 12:30': the card's own words, before the customer's detail. */
export function fulfilmentText(order: BoardOrder): string {
  const type = FULFILMENT_NAMES[order.fulfilment_type] ?? order.fulfilment_type;
  const when = order.fulfilment_when === 'ASAP' ? 'ASAP' : `for ${clock(order.fulfilment_when)}`;
  return `${type} ${when}`;
}

export function StaffOrderCard(props: {
  order: BoardOrder;
  currencySign: string;
  onMove: (orderId: number, to: OrderStatus) => void;
  /** Cancel asks first: the screen opens the confirmation. */
  onCancel: (order: BoardOrder) => void;
  onDismiss: (outboxId: number) => void;
}) {
  const { order } = props;
  const waiting = order.move?.state === 'waiting' ? order.move : null;
  const failed = order.move?.state === 'failed' ? order.move : null;
  // A move waiting to be sent shows where the order is going; the next buttons carry on from it.
  const shown = waiting?.to ?? order.status;
  const headingId = `staff-order-${order.id}`;
  return (
    <article className="staff-order" aria-labelledby={headingId} data-status={shown}>
      <header className="staff-order__head">
        <h2 id={headingId} className="staff-order__number">
          Order {order.order_number}
        </h2>
        <span className={`staff-order__status staff-order__status--${shown}`}>
          {boardStatusLabel(shown)}
        </span>
      </header>
      <p className="staff-order__meta">
        <time dateTime={order.placed_at}>{clock(order.placed_at)}</time> ·{' '}
        <bdi className="staff-order__customer">{order.customer_name || 'Guest'}</bdi> ·{' '}
        {fulfilmentText(order)}
        {order.fulfilment_detail ? (
          <>
            {' · '}
            <bdi>{order.fulfilment_detail}</bdi>
          </>
        ) : null}
      </p>
      <ul className="staff-order__items">
        {order.items.map((item, index) => (
          <li key={index}>
            <strong>{item.quantity} ×</strong> <bdi>{item.name}</bdi>
            {item.option_lines.length > 0 ? (
              <span className="staff-order__options">
                {' '}
                ({item.option_lines.map((line) => line.desc).join(', ')})
              </span>
            ) : null}
          </li>
        ))}
      </ul>
      {order.note ? (
        <p className="staff-order__note">
          Note: <bdi>{order.note}</bdi>
        </p>
      ) : null}
      {order.refund && shown === 'cancelled' ? (
        <p className={`staff-order__refund staff-order__refund--${order.refund.state}`}>
          {refundLine({
            kind: order.refund.kind,
            state: order.refund.state,
            amountCents: order.refund.amount,
            sign: props.currencySign,
          })}
        </p>
      ) : null}
      {waiting ? (
        <p className="staff-order__pending" role="status">
          Waiting to send: {boardStatusLabel(waiting.to)}
        </p>
      ) : null}
      {failed ? (
        <div className="staff-order__failed" role="alert">
          <p>
            Not moved to {boardStatusLabel(failed.to)}: {failed.error}
          </p>
          <button type="button" className="button" onClick={() => props.onDismiss(failed.outboxId)}>
            Dismiss
          </button>
        </div>
      ) : null}
      <div className="staff-order__moves">
        {nextMoves(shown, order.fulfilment_type).map((move) => (
          <button
            key={move.to}
            type="button"
            className={
              move.to === 'cancelled' ? 'button staff-order__cancel' : 'button button--primary'
            }
            aria-label={`${move.label}: order ${order.order_number}`}
            aria-haspopup={move.to === 'cancelled' ? 'dialog' : undefined}
            onClick={() =>
              move.to === 'cancelled' ? props.onCancel(order) : props.onMove(order.id, move.to)
            }
          >
            {move.label}
          </button>
        ))}
      </div>
    </article>
  );
}
