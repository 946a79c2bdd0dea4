/**
 * ManageCart load_checkout's full cart response (spec 2 §3) and update_checkout's checkout choices:
 * the menu, customer and merchant parts from the database, the totals breakdown in every answer,
 * checkout_options read without being stored.
 */
import { creditBalance } from '../../server/accounts/balance';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../server/protocol/messages';
import { cartClient, customerSession, type CartClient } from './cartHelpers';
import { checkoutSuite, SANDBOX_ORIGIN, teaCart } from './checkoutHelpers';
import { backends } from './helpers';

describe.each(backends)('load_checkout and the checkout choices ($name)', (backend) => {
  const suite = checkoutSuite(backend);

  const load = (client: CartClient, options?: object) =>
    suite.server.ok(
      'ManageCart',
      {
        sub_action: 'load_checkout',
        store_id: suite.demo.store_id,
        menu_id: suite.demo.menu_id,
        ...(options ? { checkout_options: JSON.stringify(options) } : {}),
      },
      client.options,
    );

  it("answers a guest's cart with the menu, guest and merchant parts", async () => {
    const client = await teaCart(suite, 2);
    const answer = await load(client);
    expect(answer.order.totals).toEqual({
      sub_total: 1300,
      rewards_discount: 0,
      total_after_rewards: 1300,
      discount: 0,
      total_after_discount: 1300,
      surcharge_amount: 0,
      delivery_fee: 0,
      convenience_fee: 0,
      grand_total: 1300,
    });
    expect(answer.menu).toMatchObject({
      menu_id: Number(suite.demo.menu_id),
      allow_promo_codes: 1,
      allow_order_notes: 1,
      require_registration: 0,
      terms_required: 1,
      terms_url: '/info/terms',
      age_limit_required: 0,
      student_classes: [],
    });
    expect(answer.menu?.payment_methods.map((method) => method.code)).toEqual([
      'CC',
      'PP',
      'APPLE',
      'GOOGLE',
      'CB',
      'eftpos',
      'ACCOUNT',
    ]);
    expect(answer.menu?.contactless.delivery?.enabled).toBe(1);
    expect(answer.customer).toMatchObject({ id: 0, status: 0, delivery_addresses: [] });
    expect(answer.merchant).toMatchObject({
      id: Number(suite.demo.store_id),
      name: 'Fremantle Fig & Olive',
      surcharge_percent_cc: 1.5,
      surcharge_percent_amex: 2.5,
      surcharge_percent_paypal: 2,
      is_apple_pay_enabled: 1,
      is_google_pay_enabled: 1,
      // The in-store terminal: the server takes it from kiosks and staff only.
      is_eftpos_enabled: 1,
      is_braintree_payments_enabled: 1,
      braintree_tokenization_key: '',
      payment_sandbox_origin: SANDBOX_ORIGIN,
      local_ts: '2026-11-24T11:00:00',
      timezone: 'Australia/Perth',
    });
    expect(answer.merchant?.locale.currency_sign).toBe('$');
  });

  it('reads checkout_options without storing them', async () => {
    const client = await teaCart(suite, 4);
    const delivered = await load(client, {
      fulfilment_type: 'delivery',
      delivery_address: '12 South Terrace, Fremantle, WA, 6160',
    });
    expect(delivered.order.totals).toMatchObject({ delivery_fee: 500, grand_total: 3100 });
    expect(delivered.order.checkout.fulfilment_type).toBe('delivery');
    const stored = await load(client);
    expect(stored.order.checkout.fulfilment_type).toBe('pickup');
    expect(stored.order.totals.delivery_fee).toBe(0);
  });

  it('prices the payment method, the preorder fee, and checks the choices', async () => {
    const client = await teaCart(suite, 2);
    const card = await client.checkout({ payment_method: 'CC' });
    expect(card.order.payment_method).toBe('CC');
    expect(card.order.totals).toMatchObject({ surcharge_amount: 20, grand_total: 1320 });
    expect(card.affects_cart_total).toBe(1);
    const later = await client.checkout({
      fulfilment_asap: 0,
      fulfilment_date: '2026-11-25',
      fulfilment_time: '12:00',
      payment_method: 'PP',
    });
    // $13.00 + $1.00 preorder fee, + 2 % = 28 cents.
    expect(later.order.totals).toMatchObject({
      convenience_fee: 100,
      surcharge_amount: 28,
      grand_total: 1428,
    });
    const choices = await client.checkout({
      contactless: 1,
      student_name: 'Sam',
      store_class_id: 0,
      custom_data: '{}',
    });
    expect(choices.order).toMatchObject({ contactless: 1, student_name: 'Sam', store_class_id: 0 });
    expect(await client.checkoutFails({ payment_method: 'BITCOIN' })).toBe(
      MESSAGES.paymentMethodUnavailable,
    );
    expect(await client.checkoutFails({ store_class_id: 99999 })).toBe(
      MESSAGES.studentClassNotFound,
    );
    expect(await client.checkoutFails({ custom_data: '{"nope":"x"}' })).toBe(
      MESSAGES.invalidCustomData,
    );
    const cleared = await suite.server.ok(
      'ManageCart',
      client.fields('clear_cart', {}),
      client.options,
    );
    expect(cleared.order).toMatchObject({ payment_method: '', contactless: 0, student_name: '' });
  });

  it("answers a member's details, balance and saved addresses", async () => {
    const member = await customerSession(suite.server);
    await suite.server.db
      .updateTable('customers')
      .set({ mobile: '+61400000000' })
      .where('id', '=', member.customerId)
      .execute();
    await creditBalance(suite.server.db, {
      brandId: member.brandId,
      customerId: member.customerId,
      amountCents: 2500,
      reason: 'topup',
      reference: 'test-topup',
    });
    await suite.server.db
      .insertInto('customer_addresses')
      .values({
        brand_id: member.brandId,
        customer_id: member.customerId,
        address1: '12 South Terrace',
        city: 'Fremantle',
        state: 'WA',
        postcode: '6160',
      })
      .execute();
    const client = await cartClient(suite.server, suite.demo, member.sid);
    await client.add({ menu_item_id: suite.teaId, quantity: 1 });
    const answer = await load(client);
    expect(answer.customer).toMatchObject({
      id: member.customerId,
      name: 'Ada',
      status: 1,
      mobile: '+61400000000',
      balance: 2500,
      has_saved_card: 0,
    });
    expect(answer.customer?.delivery_addresses).toEqual([
      { id: expect.any(Number), address: '12 South Terrace, Fremantle, WA, 6160, AU' },
    ]);
  });
});
