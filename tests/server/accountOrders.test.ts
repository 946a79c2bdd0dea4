/**
 * The account area's orders part: OrderHistory lists the signed-in customer's own
 * orders only; OrderStatusDetailed's new receipt fields; Rewards behind the brand's
 * is_loyalty_schemes_enabled flag with points from orders; Feedback's checks, its row and its
 * app-store prompt. On PGlite and, with DATABASE_URL, PostgreSQL.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { FEEDBACK_RATE_PROMPT } from '../../src/domain/feedback';
import { moveOrderStatus } from '../../server/orders/status';
import { MESSAGES } from '../../server/protocol/messages';
import { ACCOUNT_REQUIRED } from '../../server/protocol/signedIn';
import { cartClient, customerSession, newSession } from './cartHelpers';
import { checkoutSuite, submitter, teaCart, type CheckoutSuite } from './checkoutHelpers';
import { backends, DEMO } from './helpers';

/** A member's pickup order of `quantity` Iced Mint Teas ($6.50 each, card surcharge 1.5 %). */
async function memberOrder(suite: CheckoutSuite, sid: string, quantity = 1): Promise<number> {
  const client = await cartClient(suite.server, suite.demo, sid);
  await client.add({ menu_item_id: suite.teaId, quantity });
  await client.checkout({ fulfilment_type: 'pickup', fulfilment_asap: 1 });
  const placed = await submitter(suite, client).ok('0', {
    customer_name: '',
    customer_email: '',
    customer_mobile: '',
  });
  return placed.order_id;
}

const as = (sid: string) => ({ token: DEMO.token, sid });

describe.each(backends)('account orders ($name)', (backend) => {
  const suite = checkoutSuite(backend);

  it("OrderHistory lists the member's own orders, newest first, and nobody else's", async () => {
    const ada = await customerSession(suite.server);
    const first = await memberOrder(suite, ada.sid, 1);
    suite.server.setNow('2026-11-24T03:10:00Z');
    const second = await memberOrder(suite, ada.sid, 3);
    const grace = await customerSession(suite.server);
    const graces = await memberOrder(suite, grace.sid, 2);
    // A guest's order on another session is not in anybody's history.
    const guest = await teaCart(suite);
    await submitter(suite, guest).ok('0');

    const history = await suite.server.ok('OrderHistory', {}, as(ada.sid));
    expect(history.orders.map((order) => order.id)).toEqual([second, first]);
    expect(history.standing_orders).toEqual([]);
    // The demo brand has standing orders on (seed key 'standing-orders').
    expect(history.is_standing_orders_enabled).toBe(1);
    expect(history.is_loyalty_schemes_enabled).toBe(1);
    expect(history.orders[0]).toMatchObject({
      id: second,
      order_number: String(second).padStart(5, '0'),
      nstatus: 1,
      status: 'placed',
      status_label: 'Order received',
      created_date: '2026-11-24T11:10:00',
      store_name: 'Fremantle Fig & Olive',
      store_suburb: 'Fremantle',
      fulfilment_type: 'pickup',
      menu_name: DEMO.slug,
      currency_sign: '$',
      items_desc: '3 x Iced Mint Tea',
    });
    expect(history.orders[0]?.total).toBeGreaterThan(1950);

    const theirs = await suite.server.ok('OrderHistory', {}, as(grace.sid));
    expect(theirs.orders.map((order) => order.id)).toEqual([graces]);

    // Not signed in: 'Account required', for a guest session and for no session at all.
    expect(
      (await suite.server.failure('OrderHistory', {}, as(await newSession(suite.server)))).message,
    ).toBe(ACCOUNT_REQUIRED);
    expect((await suite.server.failure('OrderHistory', {})).message).toBe(ACCOUNT_REQUIRED);
  });

  it('OrderHistory answers no standing orders when the brand turns the flag off', async () => {
    const ada = await customerSession(suite.server);
    await suite.server.db
      .updateTable('brands')
      .set({ standing_orders_enabled: false })
      .where('id', '=', ada.brandId)
      .execute();
    suite.server.forgetHotReads();
    try {
      const history = await suite.server.ok('OrderHistory', {}, as(ada.sid));
      expect(history.is_standing_orders_enabled).toBe(0);
      expect(history.standing_orders).toEqual([]);
    } finally {
      await suite.server.db
        .updateTable('brands')
        .set({ standing_orders_enabled: true })
        .where('id', '=', ada.brandId)
        .execute();
      suite.server.forgetHotReads();
    }
  });

  it("a second customer cannot read the first one's receipt; the owner sees every new field", async () => {
    const ada = await customerSession(suite.server);
    const orderId = await memberOrder(suite, ada.sid, 2);
    await suite.server.db
      .updateTable('orders')
      .set({
        pos_order_id: 'POS-77',
        delivery_tracking_url: 'https://track.example/77',
        order_confirmation: 'See you soon!',
      })
      .where('id', '=', orderId)
      .execute();
    const { order } = await suite.server.ok(
      'OrderStatusDetailed',
      { order_id: String(orderId) },
      as(ada.sid),
    );
    expect(order).toMatchObject({
      nstatus: 1,
      pos_order_id: 'POS-77',
      delivery_tracking_url: 'https://track.example/77',
      order_confirmation: 'See you soon!',
      menu_name: DEMO.slug,
      // $13.00 + 1.5 % surcharge = $13.20: 13 whole dollars at the demo's 1 point per dollar.
      rewards_awarded: 13,
    });

    const grace = await customerSession(suite.server);
    const refused = await suite.server.failure(
      'OrderStatusDetailed',
      { order_id: String(orderId) },
      as(grace.sid),
    );
    expect(refused).toEqual({ code: 'ERROR', message: MESSAGES.orderNotFound });
    const guest = await suite.server.failure(
      'OrderStatusDetailed',
      { order_id: String(orderId) },
      as(await newSession(suite.server)),
    );
    expect(guest.message).toBe(MESSAGES.orderNotFound);
  });

  it("Rewards lists the brand's rewards with the member's points, behind the flag", async () => {
    const ada = await customerSession(suite.server);
    const empty = await suite.server.ok('Rewards', {}, as(ada.sid));
    expect(empty.is_loyalty_schemes_enabled).toBe(1);
    expect(empty.rewards).toEqual([
      {
        rewards_name: 'Free Iced Mint Tea',
        points_required: 50,
        points_balance: 0,
        menu_name: DEMO.slug,
      },
      {
        rewards_name: '$10 off your order',
        points_required: 150,
        points_balance: 0,
        menu_name: DEMO.slug,
      },
    ]);
    const orderId = await memberOrder(suite, ada.sid, 4); // $26.39 → 26 points
    await suite.server.db
      .insertInto('reward_points')
      .values({
        brand_id: ada.brandId,
        customer_id: ada.customerId,
        points: 30,
        reason: 'adjusted',
        note: 'welcome',
      })
      .execute();
    const earned = await suite.server.ok('Rewards', {}, as(ada.sid));
    expect(earned.rewards.map((reward) => reward.points_balance)).toEqual([56, 56]);
    expect(earned.points_balance).toBe(56);
    // A cancelled order earns nothing.
    const moved = await moveOrderStatus(suite.server.db, {
      orderId,
      status: 'cancelled',
      at: new Date('2026-11-24T03:00:00Z'),
    });
    expect(moved.ok).toBe(true);
    expect((await suite.server.ok('Rewards', {}, as(ada.sid))).rewards[0]?.points_balance).toBe(30);

    await suite.server.db
      .updateTable('brands')
      .set({ loyalty_schemes_enabled: false })
      .where('id', '=', ada.brandId)
      .execute();
    suite.server.forgetHotReads();
    try {
      expect(await suite.server.ok('Rewards', {}, as(ada.sid))).toEqual({
        rewards: [],
        is_loyalty_schemes_enabled: 0,
      });
    } finally {
      await suite.server.db
        .updateTable('brands')
        .set({ loyalty_schemes_enabled: true })
        .where('id', '=', ada.brandId)
        .execute();
      suite.server.forgetHotReads();
    }
    expect(
      (await suite.server.failure('Rewards', {}, as(await newSession(suite.server)))).message,
    ).toBe(ACCOUNT_REQUIRED);
  });

  it('Feedback stores three chosen ratings once and asks a happy customer to get the app', async () => {
    const ada = await customerSession(suite.server);
    const send = (fields: Record<string, string>) => ({
      ease_of_use: '4',
      speed: '3',
      overall: '5',
      comments: '  Lovely figs  ',
      request_id: randomUUID(),
      ...fields,
    });
    for (const missing of ['ease_of_use', 'speed', 'overall']) {
      expect(
        (await suite.server.failure('Feedback', send({ [missing]: '0' }), as(ada.sid))).message,
      ).toBe(FEEDBACK_RATE_PROMPT);
    }
    expect(
      (await suite.server.failure('Feedback', send({ speed: '6' }), as(ada.sid))).message,
    ).toBe(FEEDBACK_RATE_PROMPT);
    expect(
      (await suite.server.failure('Feedback', send({ speed: 'x' }), as(ada.sid))).message,
    ).toBe(FEEDBACK_RATE_PROMPT);

    const happy = send({});
    const answer = await suite.server.ok('Feedback', happy, as(ada.sid));
    expect(answer.app_store).toMatchObject({
      show_review_prompt: 0,
      show_download_prompt: 1,
      download_app_url: expect.stringMatching(/^https:\/\//) as unknown as string,
    });
    // The same request again stores nothing more and answers the same.
    expect(await suite.server.ok('Feedback', happy, as(ada.sid))).toEqual(answer);
    const rows = await suite.server.db
      .selectFrom('feedback')
      .select(['ease_of_use', 'speed', 'overall', 'comments'])
      .where('customer_id', '=', ada.customerId)
      .execute();
    expect(rows).toEqual([{ ease_of_use: 4, speed: 3, overall: 5, comments: 'Lovely figs' }]);

    // A middling rating: no prompt.
    expect(await suite.server.ok('Feedback', send({ overall: '3' }), as(ada.sid))).toEqual({});
    expect(
      (await suite.server.failure('Feedback', send({}), as(await newSession(suite.server))))
        .message,
    ).toBe(ACCOUNT_REQUIRED);
  });
});
