/**
 * /account/standingorder[/{id}] (spec 3 §2 'Standing orders'): new mode without an id, edit mode
 * with a positive one. The order comes from StandingOrders load for the store chosen (0: the
 * member's first); changing the store in new mode loads it afresh for that store. Online only:
 * the answer is held here while the screen shows (the form edits a copy of it).
 */
import { useState } from 'react';
import { useOnline } from '@/app/useOnline';
import { useScreenArrival } from '@/app/screenArrival';
import { useWorkerCall } from '@/app/useWorkerCall';
import { worker } from '@/app/workerClient';
import { useCustomer } from '@/liveQueries/useCustomer';
import { standingOrderAccess, standingOrderMode } from '@/domain/standingOrder';
import { NO_STORES_ENABLED } from '@/domain/standingOrderMessages';
import { AccountNav } from '@/features/account/AccountNav';
import { AccountRequired } from '@/features/account/AccountRequired';
import { TryAgainAlert } from '@/features/account/TryAgainAlert';
import { OfflineNote } from '@/ui/OfflineNote';
import { PageSkeleton } from '@/ui/PageSkeleton';
import { StandingOrderForm } from './StandingOrderForm';
import '@/features/account/account.css';
import './standingOrders.css';

export function StandingOrderScreen() {
  const { params } = useScreenArrival();
  const mode = standingOrderMode(params.slug);
  const customer = useCustomer();
  const online = useOnline();
  const access = standingOrderAccess(customer);
  // The store asked for in new mode (0: the server's first); edit mode uses the order's own.
  const [storeId, setStoreId] = useState(0);
  const asked = mode.mode === 'edit' ? 0 : storeId;
  const load = useWorkerCall(
    online && access === 'allowed' ? `standing-order:${customer.id}:${mode.id}:${asked}` : null,
    () => worker.loadStandingOrder({ storeId: asked, standingOrderId: mode.id }),
  );
  const { state } = load;
  const title = mode.mode === 'edit' ? 'Edit Standing Order' : 'New Standing Order';

  if (access === 'signed-out') return <AccountRequired title="Standing Orders" />;
  const refusal =
    access === 'refused'
      ? NO_STORES_ENABLED
      : state.status === 'error' && state.error.code === 'server'
        ? state.error.message
        : null;
  if (online && refusal === null && state.status === 'loading' && state.data === undefined) {
    return <PageSkeleton title={title} className="account-page" />;
  }
  const answer = state.status === 'loading' ? undefined : state.data;

  return (
    <main id="main" className="page account-page standing-order">
      <title>{`${title} · ${__BRAND__.name}`}</title>
      <h1 className="account-page__title">{title}</h1>
      {!online ? <OfflineNote /> : null}
      {refusal !== null ? (
        <p className="standing-order__refusal" role="alert">
          {refusal}
        </p>
      ) : state.status === 'error' && online ? (
        <TryAgainAlert onRetry={load.retry} />
      ) : null}
      {refusal === null && answer !== undefined ? (
        <StandingOrderForm
          // A new answer (another store, a save) starts the form afresh from it.
          key={`${answer.standing_order.id}:${answer.standing_order.store_id}`}
          answer={answer}
          mode={mode.mode}
          onStore={setStoreId}
        />
      ) : null}
      <AccountNav />
    </main>
  );
}
