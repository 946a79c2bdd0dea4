/**
 * /account/orders (spec 3 §2 'Orders' list mode): Standing Orders (when the brand has them on),
 * Order History and Create Order. The list is the worker's `orderHistory` row, so it opens offline
 * as last seen; the worker refreshes it on open and when the connection comes back.
 */
import { Link } from 'react-router-dom';
import { orderStartPath } from '@/app/paths';
import { useOnline } from '@/app/useOnline';
import { useWorkerCall } from '@/app/useWorkerCall';
import { worker } from '@/app/workerClient';
import type { OrderSummary } from '@/api/orderHistory';
import { useCustomer } from '@/liveQueries/useCustomer';
import { useOrderHistory } from '@/liveQueries/useOrderHistory';
import { formatDayTime, localEpochFromWallClock } from '@/domain/calendar';
import { formatMoney } from '@/domain/money';
import { orderStatusCodeLabel } from '@/domain/orderStatusCode';
import { StandingOrderList } from '@/features/standingOrders/StandingOrderList';
import { OfflineNote } from '@/ui/OfflineNote';
import { PageSkeleton } from '@/ui/PageSkeleton';
import { AccountNav } from './AccountNav';
import { AccountRequired } from './AccountRequired';
import { TryAgainAlert } from './TryAgainAlert';
import { ACCOUNT_REQUIRED } from '@/domain/accountMessages';
import './account.css';

const TITLE = 'Orders';

export function OrdersScreen() {
  const customer = useCustomer();
  const online = useOnline();
  const history = useOrderHistory(customer.id).data;
  const load = useWorkerCall(online && customer.id > 0 ? `orders:${customer.id}` : null, () =>
    worker.loadOrderHistory(),
  );
  const { state } = load;

  if (customer.id <= 0) return <AccountRequired title="Orders" />;
  if (state.status === 'error' && state.error.message === ACCOUNT_REQUIRED) {
    return <AccountRequired title="Orders" />;
  }
  if (history === undefined || (history === null && online && state.status === 'loading')) {
    return <PageSkeleton title={TITLE} className="account-page" />;
  }

  return (
    <main id="main" className="page account-page">
      <title>{`${TITLE} · ${__BRAND__.name}`}</title>
      <h1 className="account-page__title">{TITLE}</h1>
      {/* Offline with a list seen before, the list shows as it was (the shell says offline). */}
      {!online && history === null ? <OfflineNote /> : null}
      {state.status === 'error' && online ? <TryAgainAlert onRetry={load.retry} /> : null}
      {history?.standingOrdersEnabled ? (
        <section className="account-section" aria-labelledby="standing-orders">
          <h2 id="standing-orders" className="account-section__title">
            Standing Orders
          </h2>
          <StandingOrderList standingOrders={history.standingOrders} />
        </section>
      ) : null}
      <section className="account-section" aria-labelledby="order-history">
        <h2 id="order-history" className="account-section__title">
          Order History
        </h2>
        {history === null || history.orders.length === 0 ? (
          <p className="account-section__empty">No orders yet.</p>
        ) : (
          <ul className="order-list">
            {history.orders.map((order) => (
              <OrderRowLink key={order.id} order={order} />
            ))}
          </ul>
        )}
      </section>
      <Link className="button button--primary account-page__cta" to={orderStartPath()}>
        Create Order
      </Link>
      <AccountNav />
    </main>
  );
}

function OrderRowLink({ order }: { order: OrderSummary }) {
  const at = localEpochFromWallClock(order.created_date);
  return (
    <li className="order-list__row">
      <Link className="order-list__link" to={`/account/orders/${order.id}`}>
        <span className="order-list__heading">
          <span className="order-list__number">Order {order.order_number}</span>
          <span className="order-list__status">{orderStatusCodeLabel(order.nstatus)}</span>
        </span>
        <span className="order-list__meta">
          {at === null ? '' : `${formatDayTime(at)} · `}
          {order.store_name} · {formatMoney(order.total, order.currency_sign)}
        </span>
        {order.items_desc ? <span className="order-list__items">{order.items_desc}</span> : null}
      </Link>
    </li>
  );
}
