/**
 * /staff/orders, the staff order board (beyond the spec): today's orders at the staff member's
 * store, live. The worker loads them into Dexie and keeps the store's live channel open while the
 * board is (new orders and moves reload it); this screen reads the live query and asks the worker
 * to move an order. A move made offline waits in the outbox (shown on its card) and is sent once
 * when the network returns. Staff settle the pinpad's day from here too.
 */
import { useCallback, useEffect, useState } from 'react';
import type { OrderStatus } from '@/api/orderStatusDetailed';
import { useOnline } from '@/app/useOnline';
import { useWorkerCall } from '@/app/useWorkerCall';
import { worker } from '@/app/workerClient';
import { useStaffBoard } from '@/liveQueries/useStaffBoard';
import { formatDay } from '@/domain/calendar';
import { SERVER_PHRASES } from '@/domain/serverPhrases';
import { OfflineNote } from '@/ui/OfflineNote';
import { PageSkeleton } from '@/ui/PageSkeleton';
import { markFirstScreenShown } from '@/ui/firstScreen';
import { showToast } from '@/ui/notify';
import { CancelOrderDialog } from './CancelOrderDialog';
import { StaffOrderCard } from './StaffOrderCard';
import { StaffRefusal } from './StaffRefusal';
import { StaffTabs } from './StaffTabs';
import { TerminalSettlement } from './TerminalSettlement';
import './staff.css';

const TITLE = "Today's orders";
const ERROR_TOAST_MS = 6000;

export function StaffOrdersScreen() {
  const online = useOnline();
  const board = useStaffBoard().data;
  const [cancelling, setCancelling] = useState<number | null>(null);
  const load = useWorkerCall(online ? 'staff-board' : null, () => worker.loadStaffBoard({}));
  const refusal =
    load.state.status === 'error' &&
    [SERVER_PHRASES.staffOnly, SERVER_PHRASES.staffNoMerchant].includes(
      load.state.error.message as never,
    )
      ? load.state.error.message
      : null;

  useEffect(() => {
    if (!online) return;
    void worker.watchStaffBoard({});
    return () => void worker.unwatchStaffBoard({});
  }, [online]);

  const settled = board !== undefined;
  useEffect(() => {
    if (settled) markFirstScreenShown();
  }, [settled]);

  const move = useCallback(async (orderId: number, to: OrderStatus) => {
    const moved = await worker.moveStaffOrder({
      requestId: crypto.randomUUID(),
      orderId,
      status: to,
    });
    if (!moved.ok)
      showToast({ message: moved.error.message, tone: 'error', durationMs: ERROR_TOAST_MS });
  }, []);
  const askToCancel = useCallback((order: { id: number }) => setCancelling(order.id), []);
  const dismiss = useCallback((outboxId: number) => {
    void worker.dismissStaffMove({ outboxId });
  }, []);

  const toCancel = board?.orders.find((order) => order.id === cancelling) ?? null;
  const title = <title>{`${TITLE} · ${__BRAND__.name}`}</title>;
  if (refusal !== null)
    return (
      <StaffRefusal current="orders" title={TITLE} className="staff-board" message={refusal} />
    );
  if (board === undefined || (board === null && online && load.state.status === 'loading')) {
    return <PageSkeleton title={TITLE} className="staff-board" />;
  }
  return (
    <main id="main" className="page staff-board">
      {title}
      <StaffTabs current="orders" />
      <header className="staff-board__head">
        <h1>{TITLE}</h1>
        {board ? (
          <p className="staff-board__store">
            {board.board.merchant.name} · {formatDay(board.board.date)}
          </p>
        ) : null}
      </header>
      <TerminalSettlement />
      {!online ? (
        <OfflineNote>
          Offline: moves wait here and are sent when the connection returns.
        </OfflineNote>
      ) : null}
      {board === null ? (
        load.state.status === 'error' ? (
          <p role="alert">{load.state.error.message}</p>
        ) : null
      ) : board.orders.length === 0 ? (
        <p className="staff-board__empty">No orders yet today.</p>
      ) : (
        <section className="staff-board__list" aria-label="Orders" aria-live="polite">
          {board.orders.map((order) => (
            <StaffOrderCard
              key={order.id}
              order={order}
              currencySign={board.board.merchant.currency_sign}
              onMove={move}
              onCancel={askToCancel}
              onDismiss={dismiss}
            />
          ))}
        </section>
      )}
      {board && toCancel ? (
        <CancelOrderDialog
          order={toCancel}
          currencySign={board.board.merchant.currency_sign}
          onKeep={() => setCancelling(null)}
          onCancel={() => {
            setCancelling(null);
            void move(toCancel.id, 'cancelled');
          }}
        />
      ) : null}
    </main>
  );
}
