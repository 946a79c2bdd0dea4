/**
 * One fulfilment type at the store on the staff Menu tab ('Delivery: taking orders' or 'paused'),
 * with Pause or Resume and a change still waiting to be sent. Presentational.
 */
import type { StaffMenuView } from '@worker/staff/staffMenuQuery';
import { StaffChangeStatus } from './StaffChangeStatus';

type FulfilmentType = StaffMenuView['fulfilment'][number];

export function StaffFulfilmentRow(props: {
  type: FulfilmentType;
  onPause: (type: FulfilmentType, paused: boolean) => void;
  onDismiss: (outboxId: number) => void;
}) {
  const { type } = props;
  const paused = type.paused === 1;
  const action = paused ? 'Resume' : 'Pause';
  return (
    <li className="staff-menu-type" data-paused={type.paused}>
      <div className="staff-menu-item__text">
        <p className="staff-menu-item__name">{type.verb}</p>
        <p
          className={
            paused ? 'staff-menu-item__state staff-menu-item__state--out' : 'staff-menu-item__state'
          }
        >
          {paused ? 'Paused' : 'Taking orders'}
        </p>
        <StaffChangeStatus change={type.change} onDismiss={props.onDismiss} />
      </div>
      <button
        type="button"
        className={paused ? 'button button--primary' : 'button staff-menu-item__sold-out'}
        aria-label={`${action} ${type.verb}`}
        onClick={() => props.onPause(type, !paused)}
      >
        {action}
      </button>
    </li>
  );
}
