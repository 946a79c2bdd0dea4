/**
 * A member's standing orders as links (spec 3 §3 'In the order list a standing order carries id,
 * status, store_name, store_suburb'), on the order list and on the standing orders page.
 */
import { Link } from 'react-router-dom';
import type { StandingOrderSummary } from '@/api/orderHistory';
import { STANDING_ORDER_PATH, standingOrderStatusLabel } from '@/domain/standingOrder';

export function StandingOrderList({
  standingOrders,
}: {
  standingOrders: readonly StandingOrderSummary[];
}) {
  if (standingOrders.length === 0)
    return <p className="account-section__empty">No standing orders yet.</p>;
  return (
    <ul className="order-list">
      {standingOrders.map((standing) => (
        <li key={standing.id} className="order-list__row">
          <Link className="order-list__link" to={`${STANDING_ORDER_PATH}/${standing.id}`}>
            <span className="order-list__heading">
              <span>
                {standing.store_name}
                {standing.store_suburb ? `, ${standing.store_suburb}` : ''}
              </span>
              <span className="order-list__status">
                {standingOrderStatusLabel(standing.status)}
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
