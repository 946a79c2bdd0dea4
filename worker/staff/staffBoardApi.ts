/**
 * The staff order board's worker functions: today's orders at the staff member's store
 * into Dexie (staffOrders, staffBoard), kept live by the store's channel (`POST <api>/staff/events`:
 * a placed order or a status move reloads the list), and status moves sent through the outbox, so
 * a move made on patchy Wi-Fi waits there and applies once (its request_id is made once, with the
 * row). The board is live by the channel, not by polling: the same stream the receipts use, no
 * calls while nothing happens, new orders within moments; a reconnect reloads, since changes made
 * while it was away were not heard.
 */
import type { OrderStatus } from '@/api/orderStatusDetailed';
import type { StaffOrderStatusResponse, StaffOrdersResponse } from '@/api/staff';
import { fail, ok, type Result } from '@/domain/result';
import { boardStatusLabel } from '@/domain/staffBoard';
import type { Outbox } from '@worker/cart/outbox';
import type { WorkerContext } from '@worker/context';
import {
  apiUrl,
  openEventStream,
  streamBody,
  type EventStream,
  type EventStreamDeps,
} from '@worker/live/eventStream';
import { createLogger } from '@worker/log';
import { STAFF_MOVE_ACTION } from './staffActions';

const log = createLogger('staff-board');

export type StaffBoardDeps = EventStreamDeps & { origin: string };

export function createStaffBoardApi(ctx: WorkerContext, outbox: Outbox, deps: StaffBoardDeps) {
  const { db } = ctx;
  let stream: EventStream | null = null;
  let watchers = 0;
  let loading: Promise<Result<{ orders: number }>> | null = null;
  let loadAgain = false;
  // A move's answer applied after a list was asked for is newer than that list: each applied move
  // takes the next number, and a list keeps the moved orders as they were applied.
  let moves = 0;
  const movedAt = new Map<number, number>();

  async function writeBoard(answer: StaffOrdersResponse, askedAfterMove: number): Promise<void> {
    const customerId = (await db.customer.get('current'))?.id ?? 0;
    const fetchedAt = ctx.now();
    await db.transaction('rw', [db.staffBoard, db.staffOrders], async () => {
      const newer = await db.staffOrders
        .filter((order) => (movedAt.get(order.id) ?? 0) > askedAfterMove)
        .toArray();
      await db.staffOrders.clear();
      await db.staffOrders.bulkPut(
        answer.orders.map((order) => ({ ...order, date: answer.date, fetchedAt })),
      );
      await db.staffOrders.bulkPut(newer);
      await db.staffBoard.put({
        key: 'current',
        customerId,
        merchant: answer.merchant,
        date: answer.date,
        fetchedAt,
      });
    });
  }

  async function fetchBoard(): Promise<Result<{ orders: number }>> {
    const askedAfterMove = moves;
    const answer = await ctx.protocol.call('StaffOrders', {});
    if (!answer.ok) {
      log.info(`StaffOrders: ${answer.error.message}`);
      return answer;
    }
    await writeBoard(answer.data, askedAfterMove);
    return ok({ orders: answer.data.orders.length });
  }

  /** One load at a time; a call made meanwhile gets one more load after it (events coalesce). */
  function loadOnce(): Promise<Result<{ orders: number }>> {
    if (loading !== null) {
      loadAgain = true;
      return loading;
    }
    loading = fetchBoard().finally(() => {
      loading = null;
      if (loadAgain) {
        loadAgain = false;
        void loadOnce();
      }
    });
    return loading;
  }

  outbox.register(STAFF_MOVE_ACTION, {
    tables: [db.staffOrders, db.staffBoard],
    send: (row, options) =>
      ctx.protocol.call(
        'StaffOrderStatus',
        {
          order_id: row.payload.order_id ?? '',
          status: row.payload.status ?? '',
          ...(row.payload.from ? { from: row.payload.from } : {}),
          request_id: row.requestId,
        },
        options,
      ),
    apply: async (answer) => {
      const { order } = answer as StaffOrderStatusResponse;
      const board = await db.staffBoard.get('current');
      const current = await db.staffOrders.get(order.id);
      const date = current?.date ?? board?.date;
      if (date === undefined) return;
      moves += 1;
      movedAt.set(order.id, moves);
      await db.staffOrders.put({ ...order, date, fetchedAt: ctx.now() });
    },
  });

  return {
    /**
     * Loads today's orders at the staff member's store into Dexie (the board's live read,
     * `staffBoard`). Refused for anyone but staff ('Staff account required').
     */
    loadStaffBoard(_input: Record<string, never> = {}): Promise<Result<{ orders: number }>> {
      return loadOnce();
    },

    /**
     * Moves an order on the board to `status`. The move is queued in the outbox with its
     * request_id and the status the board showed (`from`), and sent at once when online; offline
     * it waits (the board shows it waiting) and is sent when the network returns, once. Answers
     * 'sent' (the server moved it), 'queued' (waiting), or the server's refusal.
     */
    async moveStaffOrder(input: {
      /** Made in the tap's handler: one tap, one move, however often the call arrives. */
      requestId: string;
      orderId: number;
      status: OrderStatus;
    }): Promise<Result<{ state: 'sent' | 'queued' }>> {
      const order = await db.staffOrders.get(input.orderId);
      if (order === undefined) return fail('not-found', 'Order not found');
      // After a move still waiting, this one starts where that one goes (moves apply in order).
      const waiting = await db.outbox
        .filter(
          (row) =>
            row.action === STAFF_MOVE_ACTION &&
            row.status !== 'failed' &&
            row.orphaned !== true &&
            row.payload.order_id === String(order.id),
        )
        .toArray();
      const from =
        waiting.filter((row) => row.requestId !== input.requestId).at(-1)?.payload.status ??
        order.status;
      const outcome = await outbox.enqueue({
        requestId: input.requestId,
        action: STAFF_MOVE_ACTION,
        payload: { order_id: String(order.id), status: input.status, from },
        label: `Order ${order.order_number}: ${boardStatusLabel(input.status)}`,
      });
      if (outcome.state === 'refused') {
        // Someone else moved it meanwhile, most likely: show the board as it is now.
        void loadOnce();
        return fail(outcome.error.code, outcome.error.message);
      }
      return ok({ state: outcome.state });
    },

    /** Dismisses a refused move shown on the board (its outbox row). */
    async dismissStaffMove(input: { outboxId: number }): Promise<Result<{ removed: boolean }>> {
      return ok({ removed: await outbox.remove(input.outboxId) });
    },

    /**
     * Keeps the store's live channel open until unwatchStaffBoard: every placed order and status
     * move at the store reloads the board. Counted: two open boards share one stream.
     */
    async watchStaffBoard(
      _input: Record<string, never> = {},
    ): Promise<Result<{ watching: number }>> {
      watchers += 1;
      stream ??= openEventStream(deps, {
        url: apiUrl(ctx.brand.apiBaseUrl, deps.origin, 'staff/events'),
        body: () =>
          streamBody(
            ctx.brand.appToken,
            async () => (await db.session.get('current'))?.sid ?? null,
          ),
        onEvent: ({ event }) => {
          if (event === 'open' || event === 'order') void loadOnce();
        },
        onStop: (reason) => {
          log.info(`staff channel closed (${reason})`);
          stream = null;
        },
      });
      return ok({ watching: watchers });
    },

    /** Lets go of one watchStaffBoard; the channel closes with the last. */
    async unwatchStaffBoard(
      _input: Record<string, never> = {},
    ): Promise<Result<{ watching: number }>> {
      watchers = Math.max(0, watchers - 1);
      if (watchers === 0) {
        stream?.close();
        stream = null;
      }
      return ok({ watching: watchers });
    },
  };
}
