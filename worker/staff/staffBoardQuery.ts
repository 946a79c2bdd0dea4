/**
 * The staff order board's live read: the board's heading and today's orders, newest first, each
 * with the move the staff member made that the outbox still holds (waiting for the network, or
 * refused and waiting to be dismissed). Only for the customer it was fetched for.
 */
import type { OrderStatus } from '@/api/orderStatusDetailed';
import { isOrderStatusText } from '@/domain/staffBoard';
import type { DocketDatabase } from '@worker/db/database';
import type { StaffBoardRow, StaffOrderRow } from '@worker/db/rows';

import { STAFF_MOVE_ACTION } from './staffActions';

export type PendingMove = {
  to: OrderStatus;
  /** 'waiting': queued or on its way; 'failed': refused, with the server's words. */
  state: 'waiting' | 'failed';
  error: string | null;
  outboxId: number;
};

export type StaffBoardView = {
  board: StaffBoardRow;
  orders: (StaffOrderRow & { move: PendingMove | null })[];
};

export async function queryStaffBoard(db: DocketDatabase): Promise<StaffBoardView | null> {
  return db.transaction('r', [db.staffBoard, db.staffOrders, db.customer, db.outbox], async () => {
    const board = await db.staffBoard.get('current');
    const customer = await db.customer.get('current');
    if (board === undefined || customer?.id !== board.customerId) return null;
    const [orders, moves] = await Promise.all([
      db.staffOrders.where('date').equals(board.date).toArray(),
      db.outbox
        .filter((row) => row.action === STAFF_MOVE_ACTION && row.orphaned !== true)
        .toArray(),
    ]);
    const moveOf = (id: number): PendingMove | null => {
      const row = moves.findLast((move) => move.payload.order_id === String(id));
      const to = row?.payload.status ?? '';
      if (row?.id === undefined || !isOrderStatusText(to)) return null;
      return {
        to,
        state: row.status === 'failed' ? 'failed' : 'waiting',
        error: row.lastError,
        outboxId: row.id,
      };
    };
    orders.sort((a, b) => b.placed_at.localeCompare(a.placed_at) || b.id - a.id);
    return { board, orders: orders.map((order) => ({ ...order, move: moveOf(order.id) })) };
  });
}
