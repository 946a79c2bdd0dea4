/**
 * Auto top-up (spec 3 §9 'Triggers when balance falls below 5 currency units'): an order paid
 * from the balance that leaves it below 5.00 charges the member's saved card the auto top-up
 * amount once, after the order is placed; at or above 5.00 nothing is charged. And SubmitOrder's
 * auto_topup with a new card kept (save_card) sets the amount.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { creditBalance, customerBalanceCents } from '../../server/accounts/balance';
import { autoTopupRequestId } from '../../server/money/autoTopup';
import { cartClient, customerSession } from './cartHelpers';
import { checkoutSuite, submitter } from './checkoutHelpers';
import { backends } from './helpers';

describe.each(backends)('auto top-up ($name)', (backend) => {
  const suite = checkoutSuite(backend);

  /** A member with `balance` cents, a saved card, auto top-up `auto`, and one Iced Mint Tea ($6.50). */
  async function member(balance: number, auto: number) {
    const session = await customerSession(suite.server);
    const options = { sid: session.sid };
    await creditBalance(suite.server.db, {
      brandId: session.brandId,
      customerId: session.customerId,
      amountCents: balance,
      reason: 'credit',
    });
    await suite.server.ok(
      'AddNewCard',
      { request_id: randomUUID(), braintree_nonce: 'fake-valid-visa-nonce' },
      options,
    );
    if (auto > 0) await suite.server.ok('ChangeBilling', { topup_amount: String(auto) }, options);
    const client = await cartClient(suite.server, suite.demo, session.sid);
    await client.add({ menu_item_id: suite.teaId, quantity: 1 });
    await client.checkout({ fulfilment_type: 'pickup', fulfilment_asap: 1 });
    return { session, submit: submitter(suite, client) };
  }

  const autoCharges = (orderId: number) =>
    suite.payments.charges.filter(
      (charge) => charge.idempotencyKey === autoTopupRequestId(orderId) && charge.result.ok,
    );

  it.each([
    // [balance before, order total 650, balance after the order, charged?]
    ['falls to 3.50: below 5.00', 1000, 2000, 350 + 2000, 1],
    ['falls to exactly 5.00: not below', 1150, 2000, 500, 0],
    ['stays at 5.50: above', 1200, 2000, 550, 0],
    ['falls to 3.50 with auto top-up off', 1000, 0, 350, 0],
  ])('a balance payment that %s', async (_, balance, auto, after, charged) => {
    const { session, submit } = await member(balance, auto);
    const requestId = randomUUID();
    const placed = await submit.ok('0', { payment_method: 'ACCOUNT' }, requestId);
    expect(await customerBalanceCents(suite.server.db, session.customerId)).toBe(after);
    expect(autoCharges(placed.order_id)).toHaveLength(charged);
    // The placement repeated: the same order, and the auto top-up is not charged again.
    expect(await submit.ok('0', { payment_method: 'ACCOUNT' }, requestId)).toEqual(placed);
    expect(autoCharges(placed.order_id)).toHaveLength(charged);
    expect(await customerBalanceCents(suite.server.db, session.customerId)).toBe(after);
  });

  it('SubmitOrder auto_topup with a new card kept sets the auto top-up amount', async () => {
    const session = await customerSession(suite.server);
    const client = await cartClient(suite.server, suite.demo, session.sid);
    await client.add({ menu_item_id: suite.teaId, quantity: 1 });
    await client.checkout({ fulfilment_type: 'pickup', fulfilment_asap: 1 });
    await submitter(suite, client).ok('0', {
      payment_method: 'CC',
      braintree_nonce: 'fake-valid-visa-nonce',
      save_card: '1',
      auto_topup: '1',
      auto_topup_amount: '4000',
    });
    const { customer } = await suite.server.ok('CustomerAccount', {}, { sid: session.sid });
    expect(customer).toMatchObject({ has_saved_card: 1, auto_topup_amount: 4000 });
    // load_checkout answers the member's real amount too.
    const next = await cartClient(suite.server, suite.demo, session.sid);
    await next.add({ menu_item_id: suite.teaId, quantity: 1 });
    const loaded = await suite.server.ok(
      'ManageCart',
      { sub_action: 'load_checkout', store_id: suite.demo.store_id, menu_id: suite.demo.menu_id },
      next.options,
    );
    expect(loaded.customer?.auto_topup_amount).toBe(4000);
  });
});
