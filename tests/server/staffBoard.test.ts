/**
 * The staff order board's actions: StaffOrders lists today's orders at the staff
 * member's store; StaffOrderStatus moves one, once per request_id; anyone but staff is refused.
 * The live channel (POST /api/orders/{id}/events, /api/staff/events) tells an open receipt and
 * the board of a move or a new order at once.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../server/protocol/messages';
import { customerSession } from './cartHelpers';
import { openEvents, readEvents } from './eventStreams';
import { checkoutSuite } from './checkoutHelpers';
import { backends, type CallOptions } from './helpers';
import { DEMO_KIOSK, DEMO_STAFF, placeGuestOrder, signIn } from './staffHelpers';

describe.each(backends)('Staff order board ($name)', (backend) => {
  const suite = checkoutSuite(backend);
  const move = (orderId: number, status: string, extra: Record<string, string> = {}) => ({
    order_id: String(orderId),
    status,
    request_id: randomUUID(),
    ...extra,
  });

  it("lists today's orders at the store with items, fulfilment, customer and status", async () => {
    const { orderId } = await placeGuestOrder(suite);
    const staff = await signIn(suite.server, DEMO_STAFF);
    const board = await suite.server.ok('StaffOrders', {}, staff.options);
    expect(board.date).toBe('2026-11-24');
    expect(board.merchant.name).toBe('Fremantle Fig & Olive');
    expect(board.orders.find((order) => order.id === orderId)).toMatchObject({
      status: 'placed',
      nstatus: 1,
      status_label: 'Submitted',
      placed_at: '2026-11-24T11:00:00',
      fulfilment_type: 'pickup',
      fulfilment_when: 'ASAP',
      customer_name: 'Ada Lovelace',
      items: [{ name: 'Iced Mint Tea', quantity: 1, option_lines: [] }],
    });
  });

  it("leaves yesterday's orders off today's board", async () => {
    const { orderId } = await placeGuestOrder(suite);
    const staff = await signIn(suite.server, DEMO_STAFF);
    suite.server.setNow('2026-11-25T03:00:00Z');
    try {
      const board = await suite.server.ok('StaffOrders', {}, staff.options);
      expect(board.date).toBe('2026-11-25');
      expect(board.orders.map((order) => order.id)).not.toContain(orderId);
    } finally {
      suite.server.setNow('2026-11-24T03:00:00Z');
    }
  });

  it('moves an order once per request_id, pushes it once, and the receipt shows it', async () => {
    const { orderId, options: guest } = await placeGuestOrder(suite);
    const staff = await signIn(suite.server, DEMO_STAFF);
    const pushed = vi.spyOn(suite.server.push, 'orderStatusChanged');
    const fields = move(orderId, 'ready', { from: 'placed' });
    const first = await suite.server.ok('StaffOrderStatus', fields, staff.options);
    expect(first.order).toMatchObject({ id: orderId, status: 'ready', status_label: 'Ready' });
    // The same request again (a queued move sent twice): the first answer, nothing moved.
    const again = await suite.server.ok('StaffOrderStatus', fields, staff.options);
    expect(again).toEqual(first);
    const history = await suite.server.db
      .selectFrom('order_status_history')
      .select('status')
      .where('order_id', '=', orderId)
      .orderBy('id')
      .execute();
    expect(history.map((entry) => entry.status)).toEqual(['placed', 'ready']);
    expect(pushed.mock.calls).toEqual([[orderId]]);
    pushed.mockRestore();
    const receipt = await suite.server.ok(
      'OrderStatusDetailed',
      { order_id: String(orderId) },
      guest,
    );
    expect(receipt.order).toMatchObject({ status: 'ready', nstatus: 4 });
  });

  it('refuses a stale move: the order left the status the board showed', async () => {
    const { orderId } = await placeGuestOrder(suite);
    const staff = await signIn(suite.server, DEMO_STAFF);
    await suite.server.ok('StaffOrderStatus', move(orderId, 'accepted'), staff.options);
    const stale = await suite.server.failure(
      'StaffOrderStatus',
      move(orderId, 'cancelled', { from: 'placed' }),
      staff.options,
    );
    expect(stale.message).toBe(`Order ${String(orderId).padStart(5, '0')} is already Confirmed`);
  });

  it('refuses anyone but staff, with the same words', async () => {
    const { orderId, options: guest } = await placeGuestOrder(suite);
    const member = await customerSession(suite.server);
    const kiosk = await signIn(suite.server, DEMO_KIOSK);
    const callers: CallOptions[] = [guest, { sid: member.sid }, kiosk.options];
    for (const options of callers) {
      expect((await suite.server.failure('StaffOrders', {}, options)).message).toBe(
        MESSAGES.staffOnly,
      );
      expect(
        (await suite.server.failure('StaffOrderStatus', move(orderId, 'ready'), options)).message,
      ).toBe(MESSAGES.staffOnly);
    }
    const order = await suite.server.db
      .selectFrom('orders')
      .select('status')
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(order.status).toBe('placed');
  });

  it('refuses a move without request_id, to an unknown status, or of an order not at the store', async () => {
    const { orderId } = await placeGuestOrder(suite);
    const staff = await signIn(suite.server, DEMO_STAFF);
    const { request_id: _unused, ...noId } = move(orderId, 'ready');
    expect((await suite.server.failure('StaffOrderStatus', noId, staff.options)).message).toBe(
      MESSAGES.requestIdRequired,
    );
    expect(
      (await suite.server.failure('StaffOrderStatus', move(orderId, 'eaten'), staff.options))
        .message,
    ).toBe(MESSAGES.invalidOrderStatus);
    expect(
      (await suite.server.failure('StaffOrderStatus', move(999_999, 'ready'), staff.options))
        .message,
    ).toBe(MESSAGES.orderNotFound);
  });
});

describe.each(backends)('The live order channel ($name)', (backend) => {
  const suite = checkoutSuite(backend);
  let origin = '';
  beforeAll(async () => {
    origin = await suite.server.app.listen({ port: 0, host: '127.0.0.1' });
  });
  const open = (path: string, sid: string) => openEvents(origin, path, sid);

  it("tells the order's open receipt of a staff move, and the store's board of new orders", async () => {
    const { orderId, sid } = await placeGuestOrder(suite);
    const staff = await signIn(suite.server, DEMO_STAFF);
    const receipt = await open(`/api/orders/${orderId}/events`, sid);
    expect(receipt.status).toBe(200);
    expect(receipt.headers.get('content-type')).toContain('text/event-stream');
    const board = await open('/api/staff/events', staff.options.sid!);
    expect(board.status).toBe(200);

    const heard = readEvents(receipt, (events) => events.some((e) => e.event === 'order'));
    const boardHeard = readEvents(board, (events) => events.some((e) => e.event === 'order'));
    await suite.server.ok(
      'StaffOrderStatus',
      { order_id: String(orderId), status: 'ready', request_id: randomUUID() },
      staff.options,
    );
    expect(await heard).toEqual([
      { event: 'open', data: { order_id: orderId, status: 'placed' } },
      { event: 'order', data: { order_id: orderId, status: 'ready', kind: 'status' } },
    ]);
    expect((await boardHeard).at(-1)).toEqual({
      event: 'order',
      data: { order_id: orderId, status: 'ready', kind: 'status' },
    });

    const nextBoard = await open('/api/staff/events', staff.options.sid!);
    const placedHeard = readEvents(nextBoard, (events) => events.some((e) => e.event === 'order'));
    const { orderId: newOrder } = await placeGuestOrder(suite);
    expect((await placedHeard).at(-1)).toEqual({
      event: 'order',
      data: { order_id: newOrder, status: 'placed', kind: 'placed' },
    });
  });

  it("refuses another session's order, an unknown session, and the board to anyone but staff", async () => {
    const { orderId } = await placeGuestOrder(suite);
    const { sid: otherGuest } = await placeGuestOrder(suite);
    const notTheirs = await open(`/api/orders/${orderId}/events`, otherGuest);
    expect(notTheirs.status).toBe(404);
    const unknown = await open(`/api/orders/${orderId}/events`, 'no-such-session');
    expect(unknown.status).toBe(401);
    const kiosk = await signIn(suite.server, DEMO_KIOSK);
    const board = await open('/api/staff/events', kiosk.options.sid!);
    expect(board.status).toBe(403);
    expect(await board.json()).toEqual({ message: MESSAGES.staffOnly });
  });
});
