/**
 * Reward points at checkout and as a ledger (brand.json `rewards`: the demo brand takes $5.00 off
 * for every 100 points, at most 50 % of the products total, and earns 1 point per dollar):
 * the Rewards discount the cart shows is the one SubmitOrder charges, in whole steps, never above
 * the cap or the member's points; spent at reserve, given back when the charge fails or the order
 * is cancelled; earned only by a member's own order, never by a kiosk's or a staff login's.
 * Iced Mint Tea is $6.50; a card adds a 1.5 % surcharge.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { moveOrderStatus } from '../../server/orders/status';
import { pointsBalance, spendPoints } from '../../server/rewards/points';
import { cartClient, customerSession } from './cartHelpers';
import { checkoutSuite, GUEST_FIELDS, submitter } from './checkoutHelpers';
import { backends } from './helpers';
import { DEMO_KIOSK, DEMO_STAFF, signIn } from './staffHelpers';

describe.each(backends)('reward points ($name)', (backend) => {
  const suite = checkoutSuite(backend);

  async function givePoints(member: { brandId: number; customerId: number }, points: number) {
    if (points !== 0)
      await suite.server.db
        .insertInto('reward_points')
        .values({
          brand_id: member.brandId,
          customer_id: member.customerId,
          points,
          reason: 'adjusted',
          note: 'test',
        })
        .execute();
  }

  /** A member holding `points` with `quantity` Iced Mint Teas for pickup ASAP, paying by card. */
  async function memberCart(points: number, quantity: number) {
    const member = await customerSession(suite.server);
    await givePoints(member, points);
    const client = await cartClient(suite.server, suite.demo, member.sid);
    await client.add({ menu_item_id: suite.teaId, quantity });
    await client.checkout({ fulfilment_type: 'pickup', fulfilment_asap: 1, payment_method: 'CC' });
    return { member, client, submit: submitter(suite, client) };
  }

  const memberFields = { customer_name: '', customer_email: '', customer_mobile: '' };
  const ledger = (customerId: number) =>
    suite.server.db
      .selectFrom('reward_points')
      .select(['reason', 'points', 'order_id'])
      .where('customer_id', '=', customerId)
      .where('reason', '!=', 'adjusted')
      .orderBy('id')
      .execute();

  it.each([
    // [why, points held, teas, discount, points spent]
    ['one step: 100 points take $5.00 off $13.00', 100, 2, 500, 100],
    ['whole steps only: 250 points spend 200 for $10.00 off $26.00', 250, 4, 1000, 200],
    ['the cap holds: 1000 points, 50 % of $26.00 is $13.00, two steps', 1000, 4, 1000, 200],
    ['the cap rounds down: 50 % of $6.50 is less than one step', 1000, 1, 0, 0],
    ['fewer points than one step spend nothing', 99, 4, 0, 0],
    ['no points, no discount row', 0, 2, 0, 0],
  ])('%s; the total shown is the total charged', async (_why, held, teas, discount, spent) => {
    const { member, client, submit } = await memberCart(held, teas);
    const shown = (await client.checkout({ use_rewards: 1 })).order;
    expect(shown.totals.rewards_discount).toBe(discount);
    expect(shown.rewards_points).toBe(held);
    expect(shown.use_rewards).toBe(held > 0 ? 1 : 0);
    expect(shown.totals.total_after_rewards).toBe(650 * teas - discount);
    expect(shown.totals.grand_total).toBeGreaterThanOrEqual(0);

    const placed = await submit.ok('0', {
      ...memberFields,
      confirmed_total: String(shown.totals.grand_total),
    });
    expect(placed.order_total).toBe(shown.totals.grand_total);
    const orderRef = String(placed.order_id).padStart(5, '0');
    const charge = suite.payments.charges.find((c) => c.orderRef === orderRef);
    expect(charge?.amountCents).toBe(shown.totals.grand_total);

    const earned = Math.floor(shown.totals.grand_total / 100);
    expect(await ledger(member.customerId)).toEqual([
      ...(spent > 0 ? [{ reason: 'spent', points: -spent, order_id: placed.order_id }] : []),
      { reason: 'earned', points: earned, order_id: placed.order_id },
    ]);
    expect(await pointsBalance(suite.server.db, member.customerId)).toBe(held - spent + earned);
    const { order } = await suite.server.ok(
      'OrderStatusDetailed',
      { order_id: String(placed.order_id) },
      client.options,
    );
    expect(order).toMatchObject({
      rewards_discount: discount,
      rewards_used: spent,
      rewards_awarded: earned,
      grand_total: shown.totals.grand_total,
    });
  });

  it('spends nothing unless the member chose to use their points, and can change their mind', async () => {
    const { client } = await memberCart(500, 4);
    const before = (await client.checkout({})).order;
    expect(before.use_rewards).toBe(0);
    expect(before.totals.rewards_discount).toBe(0);
    expect((await client.checkout({ use_rewards: 1 })).order.totals.rewards_discount).toBe(1000);
    const after = (await client.checkout({ use_rewards: 0 })).order;
    expect(after.totals.rewards_discount).toBe(0);
    expect(after.totals.grand_total).toBe(before.totals.grand_total);
  });

  it('a refused charge gives the points back and earns nothing', async () => {
    const { member, client, submit } = await memberCart(300, 4);
    const shown = (await client.checkout({ use_rewards: 1 })).order;
    expect(shown.totals.rewards_discount).toBe(1000);
    await submit.fails('0', {
      ...memberFields,
      braintree_nonce: 'fake-processor-declined-visa-nonce',
      confirmed_total: String(shown.totals.grand_total),
    });
    const rows = await ledger(member.customerId);
    expect(rows.map((row) => [row.reason, row.points])).toEqual([
      ['spent', -200],
      ['released', 200],
    ]);
    expect(await pointsBalance(suite.server.db, member.customerId)).toBe(300);
  });

  it('cancelling an order takes back the points it earned and gives back those it spent', async () => {
    const { member, client, submit } = await memberCart(200, 4);
    const shown = (await client.checkout({ use_rewards: 1 })).order;
    const placed = await submit.ok('0', {
      ...memberFields,
      confirmed_total: String(shown.totals.grand_total),
    });
    const earned = Math.floor(shown.totals.grand_total / 100);
    expect(await pointsBalance(suite.server.db, member.customerId)).toBe(earned);
    const moved = await moveOrderStatus(suite.server.db, {
      orderId: placed.order_id,
      status: 'cancelled',
      at: new Date('2026-11-24T03:05:00Z'),
    });
    expect(moved.ok).toBe(true);
    expect(await pointsBalance(suite.server.db, member.customerId)).toBe(200);
    const { order } = await suite.server.ok(
      'OrderStatusDetailed',
      { order_id: String(placed.order_id) },
      client.options,
    );
    expect(order).toMatchObject({ rewards_used: 0, rewards_awarded: 0 });
  });

  it('two placements racing for the same points spend them once', async () => {
    const { member, client, submit } = await memberCart(100, 2);
    const shown = (await client.checkout({ use_rewards: 1 })).order;
    expect(shown.totals.rewards_discount).toBe(500);
    const confirmed = { ...memberFields, confirmed_total: String(shown.totals.grand_total) };
    const answers = await Promise.all([
      suite.server.call('SubmitOrder', submit.fields('0', confirmed), client.options),
      suite.server.call('SubmitOrder', submit.fields('0', confirmed), client.options),
    ]);
    expect(answers.filter((answer) => answer.ResponseCode === 'SUCCESS')).toHaveLength(1);
    const spent = (await ledger(member.customerId)).filter((row) => row.reason === 'spent');
    expect(spent).toEqual([expect.objectContaining({ points: -100 })]);
    expect(await pointsBalance(suite.server.db, member.customerId)).toBeGreaterThanOrEqual(0);
  });

  it('twenty concurrent spends of 100 from 500 points: five are taken, never below zero', async () => {
    const member = await customerSession(suite.server);
    await givePoints(member, 500);
    const base = 900_000_000 + Math.floor(Math.random() * 1_000_000) * 20;
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        suite.server.db.transaction().execute((trx) =>
          spendPoints(trx, {
            brandId: member.brandId,
            customerId: member.customerId,
            orderId: base + index,
            points: 100,
            note: 'race',
            at: new Date('2026-11-24T03:00:00Z'),
          }),
        ),
      ),
    );
    expect(results.filter(Boolean)).toHaveLength(5);
    expect(await pointsBalance(suite.server.db, member.customerId)).toBe(0);
  });

  it.each([
    ['a kiosk', DEMO_KIOSK],
    ['a staff login', DEMO_STAFF],
  ])("%s placing a walk-in's order earns no points and is offered none", async (_who, account) => {
    const device = await signIn(suite.server, account);
    const before = await pointsBalance(suite.server.db, device.customerId);
    const client = await cartClient(suite.server, suite.demo, device.options.sid);
    await client.add({ menu_item_id: suite.teaId, quantity: 4 });
    const shown = (
      await client.checkout({
        fulfilment_type: 'pickup',
        fulfilment_asap: 1,
        payment_method: 'CC',
        use_rewards: 1,
      })
    ).order;
    expect(shown.rewards_points).toBe(0);
    expect(shown.totals.rewards_discount).toBe(0);
    const placed = await suite.server.ok(
      'SubmitOrder',
      {
        ...submitter(suite, client).fields('0'),
        ...GUEST_FIELDS,
        request_id: randomUUID(),
      },
      client.options,
    );
    expect(placed.order_id).toBeGreaterThan(0);
    expect(await pointsBalance(suite.server.db, device.customerId)).toBe(before);
    const rows = await suite.server.db
      .selectFrom('reward_points')
      .select('id')
      .where('order_id', '=', placed.order_id)
      .execute();
    expect(rows).toEqual([]);
  });
});
