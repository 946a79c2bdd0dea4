/**
 * The total the customer confirms is the total charged: the checkout's summary rows,
 * read from the cart answers the checkout screen stores (load_checkout with the held fulfilment
 * choice, then the payment method's update_checkout), are the placed order's rows one for one, and
 * the amount charged (card, balance) is their Order total.
 */
import { describe, expect, it } from 'vitest';
import type { CartTotals, CheckoutOptions } from '../../src/api/manageCart';
import { creditBalance, customerBalanceCents } from '../../server/accounts/balance';
import { cartLoadOptions, withHeldFulfilment } from '../../src/domain/cartLoadOptions';
import { cartSummaryRows } from '../../src/domain/cartSummary';
import { atLocal, clockMinutes } from '../../src/domain/calendar';
import { formatMoney } from '../../src/domain/money';
import { EMPTY_SELECTION, type SelectedFulfilment } from '../../src/domain/fulfilmentReset';
import { cartClient, customerSession, type CartClient } from './cartHelpers';
import { checkoutSuite, ordersOfCart, perthSeconds, submitter } from './checkoutHelpers';
import { backends } from './helpers';

const TODAY = '2026-11-24';

/** The held fulfilment choices the table runs: pickup ASAP, and pickup today at 13:00. */
const CHOICES: { name: string; selection: SelectedFulfilment; wire: Record<string, string> }[] = [
  {
    name: 'pickup ASAP',
    selection: { ...EMPTY_SELECTION, code: 'pickup', asap: true },
    wire: { fulfilment_type: 'pickup', fulfilment_asap: '1', fulfilment_datetime: '' },
  },
  {
    name: 'an order for later',
    selection: {
      ...EMPTY_SELECTION,
      code: 'pickup',
      asap: false,
      datetime: atLocal(TODAY, clockMinutes('13:00')),
    },
    wire: {
      fulfilment_type: 'pickup',
      fulfilment_asap: '0',
      fulfilment_datetime: perthSeconds(TODAY, '13:00'),
    },
  },
];

const rowsOf = (totals: CartTotals) =>
  cartSummaryRows({ totals, deliveryValidated: true, currencySign: '$' }).map(
    ({ label, text }) => `${label} ${text}`,
  );

describe.each(backends)('the checkout total is the total charged ($name)', (backend) => {
  const suite = checkoutSuite(backend);

  /**
   * What the checkout screen shows: the cart read with the held choice (load_checkout's
   * checkout_options), then priced for the chosen method (useMethodPricing's update_checkout).
   */
  async function checkoutTotals(
    client: CartClient,
    selection: SelectedFulfilment,
    method: string,
  ): Promise<CartTotals> {
    const held: CheckoutOptions = cartLoadOptions(selection, null);
    await suite.server.ok(
      'ManageCart',
      client.fields('load_checkout', { checkout_options: JSON.stringify(held) }),
      client.options,
    );
    const priced = await client.checkout(withHeldFulfilment(held, { payment_method: method }));
    return priced.order.totals;
  }

  /** The placed order's totals, from its row. */
  async function placedTotals(cartId: number): Promise<CartTotals> {
    const [order] = await ordersOfCart(suite, cartId);
    if (!order) throw new Error('no order placed');
    return {
      sub_total: order.sub_total_cents,
      rewards_discount: order.rewards_discount_cents,
      total_after_rewards: order.sub_total_cents - order.rewards_discount_cents,
      discount: order.discount_cents,
      total_after_discount:
        order.sub_total_cents - order.rewards_discount_cents - order.discount_cents,
      surcharge_amount: order.surcharge_cents,
      delivery_fee: order.delivery_fee_cents,
      convenience_fee: order.convenience_fee_cents,
      grand_total: order.total_cents,
    };
  }

  it.each(CHOICES)('$name by card: rows and the charge', async ({ selection, wire }) => {
    const client = await cartClient(suite.server, suite.demo);
    const added = await client.add({ menu_item_id: suite.teaId, quantity: 3 });
    const shown = await checkoutTotals(client, selection, 'CC');
    const submit = submitter(suite, client);
    const extra = { ...wire, payment_method: 'CC', confirmed_total: String(shown.grand_total) };
    const validated = await submit.ok('1', extra);
    expect(validated.order_total).toBe(shown.grand_total);
    await submit.ok('0', extra);

    expect(rowsOf(await placedTotals(added.order.id))).toEqual(rowsOf(shown));
    expect(suite.payments.charges.at(-1)?.amountCents).toBe(shown.grand_total);
  });

  it("an AMEX card: the checkout read again with the card's type shows what is charged", async () => {
    const [asap] = CHOICES;
    const client = await cartClient(suite.server, suite.demo);
    const added = await client.add({ menu_item_id: suite.teaId, quantity: 3 });
    const held = cartLoadOptions(asap!.selection, null);
    await checkoutTotals(client, asap!.selection, 'CC');
    // Place Order told the page the card is an AMEX (the provider's nonce details).
    const loaded = await suite.server.ok(
      'ManageCart',
      client.fields('load_checkout', {
        checkout_options: JSON.stringify(held),
        card_type: 'American Express',
      }),
      client.options,
    );
    const shown = loaded.order.totals;
    await submitter(suite, client).ok('0', {
      ...asap!.wire,
      payment_method: 'CC',
      braintree_nonce: 'fake-valid-amex-nonce',
      confirmed_total: String(shown.grand_total),
    });

    expect(rowsOf(await placedTotals(added.order.id))).toEqual(rowsOf(shown));
    expect(suite.payments.charges.at(-1)?.amountCents).toBe(shown.grand_total);
  });

  it('a placement confirmed at another total is refused before any charge', async () => {
    const [, later] = CHOICES;
    const client = await cartClient(suite.server, suite.demo);
    const added = await client.add({ menu_item_id: suite.teaId, quantity: 3 });
    const shown = await checkoutTotals(client, later!.selection, 'CC');
    const charges = suite.payments.charges.length;
    // A summary that dropped the preorder fee: the same order without its $1.00 fee.
    const stale = shown.grand_total - 102;
    const message = await submitter(suite, client).fails('0', {
      ...later!.wire,
      payment_method: 'CC',
      confirmed_total: String(stale),
    });
    expect(message).toBe(
      `Your order total has changed to ${formatMoney(shown.grand_total, '$')}. Please check your order and try again.`,
    );
    expect(suite.payments.charges).toHaveLength(charges);
    expect(await ordersOfCart(suite, added.order.id)).toEqual([]);
  });

  it.each(CHOICES)('$name from the balance: rows and the debit', async ({ selection, wire }) => {
    const member = await customerSession(suite.server);
    await creditBalance(suite.server.db, {
      brandId: member.brandId,
      customerId: member.customerId,
      amountCents: 5000,
      reason: 'topup',
    });
    const client = await cartClient(suite.server, suite.demo, member.sid);
    const added = await client.add({ menu_item_id: suite.teaId, quantity: 3 });
    const shown = await checkoutTotals(client, selection, 'ACCOUNT');
    const extra = {
      ...wire,
      payment_method: 'ACCOUNT',
      braintree_nonce: '',
      confirmed_total: String(shown.grand_total),
    };
    await submitter(suite, client).ok('0', extra);

    expect(rowsOf(await placedTotals(added.order.id))).toEqual(rowsOf(shown));
    expect(5000 - (await customerBalanceCents(suite.server.db, member.customerId))).toBe(
      shown.grand_total,
    );
  });
});
