/**
 * /account/standingorders: the member's standing orders (spec 3 §3 'In the order list a standing
 * order carries id, status, store_name, store_suburb'), each a link to its edit screen, and New
 * Standing Order. The list is the worker's `orderHistory` row (OrderHistory answers both), so it
 * opens offline as last seen; the worker refreshes it on open.
 */
import { Link } from 'react-router-dom';
import { useOnline } from '@/app/useOnline';
import { useWorkerCall } from '@/app/useWorkerCall';
import { worker } from '@/app/workerClient';
import { useCustomer } from '@/liveQueries/useCustomer';
import { useOrderHistory } from '@/liveQueries/useOrderHistory';
import { STANDING_ORDER_PATH, standingOrderAccess } from '@/domain/standingOrder';
import { NO_STORES_ENABLED } from '@/domain/standingOrderMessages';
import { AccountNav } from '@/features/account/AccountNav';
import { AccountRequired } from '@/features/account/AccountRequired';
import { TryAgainAlert } from '@/features/account/TryAgainAlert';
import { OfflineNote } from '@/ui/OfflineNote';
import { StandingOrderList } from './StandingOrderList';
import { PageSkeleton } from '@/ui/PageSkeleton';
import '@/features/account/account.css';
import './standingOrders.css';

const TITLE = 'Standing Orders';

export function StandingOrdersScreen() {
  const customer = useCustomer();
  const online = useOnline();
  const access = standingOrderAccess(customer);
  const history = useOrderHistory(customer.id).data;
  const load = useWorkerCall(online && access === 'allowed' ? `orders:${customer.id}` : null, () =>
    worker.loadOrderHistory(),
  );
  const { state } = load;

  if (access === 'signed-out') return <AccountRequired title={TITLE} />;
  if (
    access === 'allowed' &&
    (history === undefined || (history === null && online && state.status === 'loading'))
  ) {
    return <PageSkeleton title={TITLE} className="account-page" />;
  }
  const enabled = access === 'allowed' && history?.standingOrdersEnabled === true;
  const standingOrders = history?.standingOrders ?? [];

  return (
    <main id="main" className="page account-page standing-order">
      <title>{`${TITLE} · ${__BRAND__.name}`}</title>
      <h1 className="account-page__title">{TITLE}</h1>
      {!online ? <OfflineNote /> : null}
      {state.status === 'error' && online ? <TryAgainAlert onRetry={load.retry} /> : null}
      {!enabled ? (
        <p className="standing-order__refusal" role="alert">
          {NO_STORES_ENABLED}
        </p>
      ) : (
        <StandingOrderList standingOrders={standingOrders} />
      )}
      {enabled ? (
        <Link className="button button--primary account-page__cta" to={STANDING_ORDER_PATH}>
          New Standing Order
        </Link>
      ) : null}
      <AccountNav />
    </main>
  );
}
