/**
 * One item on the staff Menu tab: name, category, its state ('Sold out until 10:00 pm'), a change
 * still waiting for the network (or refused, with Dismiss), and the one button that turns it
 * around. Presentational: the screen calls the worker.
 */
import type { StaffMenuView } from '@worker/staff/staffMenuQuery';
import { StaffChangeStatus } from './StaffChangeStatus';
import { itemStateText } from '@/domain/staffMenu';

type Item = StaffMenuView['items'][number];

export function StaffMenuItemRow(props: {
  item: Item;
  onMark: (item: Item, available: boolean) => void;
  onDismiss: (outboxId: number) => void;
}) {
  const { item } = props;
  const soldOut = item.is_available === 0;
  const action = soldOut ? 'Back on' : 'Sold out';
  return (
    <li className="staff-menu-item" data-available={item.is_available}>
      <div className="staff-menu-item__text">
        <p className="staff-menu-item__name">
          <bdi>{item.name}</bdi>
        </p>
        <p className="staff-menu-item__category">
          <bdi>{item.category}</bdi>
        </p>
        <p
          className={
            soldOut
              ? 'staff-menu-item__state staff-menu-item__state--out'
              : 'staff-menu-item__state'
          }
        >
          {itemStateText(item)}
        </p>
        <StaffChangeStatus change={item.change} onDismiss={props.onDismiss} />
      </div>
      <button
        type="button"
        className={soldOut ? 'button button--primary' : 'button staff-menu-item__sold-out'}
        aria-label={`${action}: ${item.name}`}
        onClick={() => props.onMark(item, soldOut)}
      >
        {action}
      </button>
    </li>
  );
}
