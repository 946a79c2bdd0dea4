/**
 * A staff Menu tab change the outbox still holds, on its row: waiting to be sent, or refused with
 * the server's words and Dismiss. Nothing when there is none. Presentational.
 */
import type { PendingMenuChange } from '@worker/staff/staffMenuQuery';

export function StaffChangeStatus(props: {
  change: PendingMenuChange | null;
  onDismiss: (outboxId: number) => void;
}) {
  const { change } = props;
  if (change?.state === 'waiting')
    return (
      <p className="staff-menu-item__pending" role="status">
        Waiting to send: {change.label}
      </p>
    );
  if (change?.state === 'failed')
    return (
      <div className="staff-menu-item__failed" role="alert">
        <p>
          Not changed ({change.label}): {change.error}
        </p>
        <button type="button" className="button" onClick={() => props.onDismiss(change.outboxId)}>
          Dismiss
        </button>
      </div>
    );
  return null;
}
