/**
 * OrderStatusDetailed (src/api/orderStatusDetailed.ts): who may read a placed order, the receipt's
 * content, and staff moving the status (server/orders/status.ts, `npm run order:status`).
 */
import { describe, expect, it } from 'vitest';
import { startOperatorConsole } from '../../server/operator/console';
import { moveThroughConsole, runOrderStatus } from '../../server/scripts/orderStatus';
import { MESSAGES } from '../../server/protocol/messages';
import { cartClient, customerSession } from './cartHelpers';
import { checkoutSuite, submitter, teaCart } from './checkoutHelpers';
import { backends, DEMO } from './helpers';

describe.each(backends)('OrderStatusDetailed ($name)', (backend) => {
  const suite = checkoutSuite(backend);

  it("shows a guest's order to the session that placed it, and to nobody else", async () => {
    const client = await teaCart(suite, 2);
    const placed = await submitter(suite, client).ok('0', { order_note: 'No ice' });
    const { order } = await suite.server.ok(
      'OrderStatusDetailed',
      { order_id: String(placed.order_id) },
      client.options,
    );
    expect(order).toMatchObject({
      id: placed.order_id,
      order_number: String(placed.order_id).padStart(5, '0'),
      merchant: { name: 'Fremantle Fig & Olive', suburb: 'Fremantle' },
      currency_sign: '$',
      status: 'placed',
      status_label: 'Order received',
      fulfilment_type: 'pickup',
      fulfilment_when: 'ASAP',
      fulfilment_asap: 1,
      customer_name: 'Ada Lovelace',
      items: [{ name: 'Iced Mint Tea', quantity: 2, unit_price: 650, line_total: 1300 }],
      sub_total: 1300,
      surcharge_amount: 20,
      grand_total: 1320,
      note: 'No ice',
      payment: { method: 'CC', description: 'Visa ending 1111', amount: 1320 },
    });
    expect(order.history).toEqual([{ status: 'placed', at: '2026-11-24T03:00:00.000Z' }]);
    expect(order.placed_at).toBe('2026-11-24T11:00:00');

    const stranger = await cartClient(suite.server, suite.demo);
    expect(
      (
        await suite.server.failure(
          'OrderStatusDetailed',
          { order_id: String(placed.order_id) },
          stranger.options,
        )
      ).message,
    ).toBe(MESSAGES.orderNotFound);
    expect(
      (await suite.server.failure('OrderStatusDetailed', { order_id: '999999' }, client.options))
        .message,
    ).toBe(MESSAGES.orderNotFound);
    expect(
      (await suite.server.failure('OrderStatusDetailed', { order_id: 'x' }, client.options))
        .message,
    ).toBe(MESSAGES.orderNotFound);
  });

  it("shows a member's orders to that member only", async () => {
    const member = await customerSession(suite.server);
    const client = await cartClient(suite.server, suite.demo, member.sid);
    await client.add({ menu_item_id: suite.teaId, quantity: 1 });
    await client.checkout({ fulfilment_type: 'pickup', fulfilment_asap: 1 });
    const placed = await submitter(suite, client).ok('0', {
      customer_name: '',
      customer_email: '',
      customer_mobile: '',
    });
    expect(placed.customer).toMatchObject({ id: member.customerId, name: 'Ada', status: 1 });
    const read = { order_id: String(placed.order_id) };
    expect((await suite.server.ok('OrderStatusDetailed', read, client.options)).order.id).toBe(
      placed.order_id,
    );
    const other = await customerSession(suite.server);
    expect(
      (
        await suite.server.failure('OrderStatusDetailed', read, {
          token: DEMO.token,
          sid: other.sid,
        })
      ).message,
    ).toBe(MESSAGES.orderNotFound);
  });

  it('follows the status staff set, with its history and label', async () => {
    const client = await teaCart(suite);
    const placed = await submitter(suite, client).ok('0');
    const lines: string[] = [];
    const run = (...argv: string[]) =>
      runOrderStatus(argv, {
        db: suite.server.db,
        now: new Date('2026-11-24T03:05:00Z'),
        out: (line) => lines.push(line),
      });
    expect(await run(String(placed.order_id), 'preparing')).toBe(0);
    expect(lines.at(-1)).toBe(`Order ${placed.order_id}: placed → preparing`);
    expect(await run(String(placed.order_id), 'ready', 'at the counter')).toBe(0);
    expect(await run(String(placed.order_id), 'ready')).toBe(1);
    expect(lines.at(-1)).toBe(`Order ${placed.order_id} is already ready`);
    expect(await run(String(placed.order_id), 'eaten')).toBe(1);
    expect(lines.at(-1)).toMatch(/^Unknown status 'eaten'/);
    expect(await run('999999', 'ready')).toBe(1);
    expect(await run('abc')).toBe(2);

    const { order } = await suite.server.ok(
      'OrderStatusDetailed',
      { order_id: String(placed.order_id) },
      client.options,
    );
    expect(order.status).toBe('ready');
    expect(order.status_label).toBe('Ready for pickup');
    expect(order.history.map((entry) => entry.status)).toEqual(['placed', 'preparing', 'ready']);
  });

  it('moves orders through the operator console while the server runs (npm run order:status)', async () => {
    const client = await teaCart(suite);
    const placed = await submitter(suite, client).ok('0');
    const token = 'order-status-test-token';
    const operator = await startOperatorConsole({
      db: suite.server.db,
      now: () => new Date('2026-11-24T03:05:00Z'),
      port: 0,
      token,
    });
    try {
      const lines: string[] = [];
      const move = (...argv: string[]) =>
        moveThroughConsole(argv, {
          operatorUrl: operator.origin,
          token,
          out: (line) => lines.push(line),
        });
      expect(await move(String(placed.order_id), 'accepted', 'seen')).toBe(0);
      expect(lines.at(-1)).toBe(`Order ${placed.order_id}: placed → accepted`);
      expect(await move(String(placed.order_id), 'accepted')).toBe(1);
      expect(lines.at(-1)).toBe(`Order ${placed.order_id} is already accepted`);
      expect(await move('x1', 'ready')).toBe(2);

      const refused = await fetch(`${operator.origin}/orders/${placed.order_id}/status`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ note: 'no status' }),
      });
      expect(refused.status).toBe(400);

      const { order } = await suite.server.ok(
        'OrderStatusDetailed',
        { order_id: String(placed.order_id) },
        client.options,
      );
      expect(order.status).toBe('accepted');
      expect(order.history.map((entry) => entry.status)).toEqual(['placed', 'accepted']);
    } finally {
      await operator.close();
    }
    // Nothing listening: the script opens the database itself instead.
    expect(
      await moveThroughConsole(['1', 'ready'], {
        operatorUrl: operator.origin,
        token,
        out: () => {},
      }),
    ).toBeNull();
  });
});
