/**
 * SubmitOrder (spec 2 §4.2, §7, §8): validation and placement on the server's own prices, every
 * refusal phrase, the order placed once per request_id (repeats and concurrent repeats), a declined
 * charge placing nothing, the redirect payments, wallets and raw card numbers refused.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../server/protocol/messages';
import { checkoutSuite, ordersOfCart, perthSeconds, submitter, teaCart } from './checkoutHelpers';
import { cartClient, teaSuite } from './cartHelpers';
import { backends } from './helpers';

/** Spec 2 §5.1 'must be valid', with the brand's country's example. */
const INVALID_AU_MOBILE =
  'Enter a valid mobile phone number (including country code, e.g. +61 412 345 678)';

describe.each(backends)('SubmitOrder ($name)', (backend) => {
  const suite = checkoutSuite(backend);

  describe('validation and placement', () => {
    it('validates without placing, then places once with the card charged once', async () => {
      const client = await teaCart(suite, 2);
      const submit = submitter(suite, client);
      const validated = await submit.ok('1');
      // 2 × $6.50 + 1.5 % card surcharge (19.5 → 20 cents).
      expect(validated).toMatchObject({
        preorder: 1,
        order_id: 0,
        order_total: 1320,
        payment_method: 'CC',
        payment_redirect: 0,
        redirect_url: '',
        customer: { id: 0, name: 'Ada Lovelace', email: 'ada@example.com', status: 0 },
      });
      const cartId = (await client.checkout({})).order.id;
      expect(await ordersOfCart(suite, cartId)).toHaveLength(0);
      const chargesBefore = suite.payments.charges.length;

      const requestId = randomUUID();
      const placed = await submit.ok('0', {}, requestId);
      expect(placed).toMatchObject({ preorder: 0, order_total: 1320, payment_redirect: 0 });
      expect(placed.order_id).toBeGreaterThan(0);
      const again = await submit.ok('0', {}, requestId);
      expect(again).toEqual(placed);

      const [order, ...others] = await ordersOfCart(suite, cartId);
      expect(others).toHaveLength(0);
      expect(order).toMatchObject({
        id: placed.order_id,
        status: 'placed',
        request_id: requestId,
        fulfilment_type: 'pickup',
        fulfilment_asap: true,
        contact_name: 'Ada Lovelace',
        contact_email: 'ada@example.com',
        sub_total_cents: 1300,
        surcharge_cents: 20,
        total_cents: 1320,
        payment_method: 'CC',
        card_type: 'Visa',
        card_last_four: '1111',
        payment_amount_cents: 1320,
      });
      const charges = suite.payments.charges.slice(chargesBefore);
      expect(charges).toHaveLength(1);
      expect(charges[0]).toMatchObject({ amountCents: 1320, idempotencyKey: requestId });
      const history = await suite.server.db
        .selectFrom('order_status_history')
        .select('status')
        .where('order_id', '=', placed.order_id)
        .execute();
      expect(history.map((row) => row.status)).toEqual(['placed']);
      const cart = await suite.server.db
        .selectFrom('carts')
        .select('status')
        .where('id', '=', cartId)
        .executeTakeFirstOrThrow();
      expect(cart.status).toBe('placed');
      // The cart is gone: the next submission has no order.
      expect(await submit.fails('0')).toBe(MESSAGES.noOrderPresent);
    });

    it('places one order and charges once when the same request races', async () => {
      const client = await teaCart(suite);
      const submit = submitter(suite, client);
      const requestId = randomUUID();
      const chargesBefore = suite.payments.charges.length;
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => submit.ok('0', {}, requestId)),
      );
      expect(new Set(answers.map((answer) => answer.order_id)).size).toBe(1);
      const orders = await suite.server.db
        .selectFrom('orders')
        .select('id')
        .where('request_id', '=', requestId)
        .execute();
      expect(orders).toHaveLength(1);
      expect(suite.payments.charges.slice(chargesBefore)).toHaveLength(1);
    });

    it('places one order when two request ids race for one cart', async () => {
      const client = await teaCart(suite);
      const submit = submitter(suite, client);
      const results = await Promise.all([
        suite.server.call('SubmitOrder', submit.fields('0'), client.options),
        suite.server.call('SubmitOrder', submit.fields('0'), client.options),
      ]);
      const codes = results.map((result) => result.ResponseCode).sort();
      expect(codes).toEqual(['ERROR', 'SUCCESS']);
      const refused = results.find((result) => result.ResponseCode === 'ERROR');
      // Placed already, or still being paid for when the second one looked.
      expect([[MESSAGES.noOrderPresent], [MESSAGES.paymentUnsettled]]).toContainEqual(
        refused?.Response,
      );
    });

    it('takes the AMEX surcharge when the nonce is an American Express card', async () => {
      const client = await teaCart(suite, 2);
      const placed = await submitter(suite, client).ok('0', {
        braintree_nonce: 'fake-valid-amex-nonce',
      });
      // 2.5 % of $13.00 = 32.5 → 33 cents.
      expect(placed.order_total).toBe(1333);
    });

    it("answers a declined charge with the processor's message and places nothing", async () => {
      const client = await teaCart(suite);
      const submit = submitter(suite, client);
      const message = await submit.fails('0', {
        braintree_nonce: 'fake-processor-declined-visa-nonce',
      });
      expect(message).toBe('Processor Declined: Do Not Honor');
      const cartId = (await client.checkout({})).order.id;
      expect(await ordersOfCart(suite, cartId)).toHaveLength(0);
      // The cart is still open: another card places it.
      expect((await submit.ok('0')).order_id).toBeGreaterThan(0);
    });

    it('pays with a wallet nonce', async () => {
      const client = await teaCart(suite);
      const placed = await submitter(suite, client).ok('0', {
        payment_method: 'APPLE',
        braintree_nonce: '',
        wallet_data: JSON.stringify({ nonce: 'fake-apple-pay-visa-nonce' }),
      });
      expect(placed).toMatchObject({ payment_method: 'APPLE', order_total: 650 });
    });

    it('prices a later pickup with the preorder fee and keeps its time', async () => {
      const client = await teaCart(suite);
      const card = await submitter(suite, client).ok('0', {
        fulfilment_asap: '0',
        fulfilment_datetime: perthSeconds('2026-11-24', '13:00'),
      });
      // $6.50 + $1.00 preorder fee, + 1.5 % = 11.25 → 11 cents.
      expect(card.order_total).toBe(761);
      const order = await suite.server.db
        .selectFrom('orders')
        .selectAll()
        .where('id', '=', card.order_id)
        .executeTakeFirstOrThrow();
      expect(order).toMatchObject({
        fulfilment_date: '2026-11-24',
        fulfilment_time: '13:00',
        fulfilment_asap: false,
        convenience_fee_cents: 100,
      });
    });
  });

  describe('redirect payments', () => {
    it('PayPal-type: validation gives the page; placing before approval is refused; after, placed once', async () => {
      const client = await teaCart(suite, 2);
      const submit = submitter(suite, client);
      const validated = await submit.ok('1', { payment_method: 'PP', braintree_nonce: '' });
      // 2 % of $13.00 = 26 cents.
      expect(validated).toMatchObject({
        payment_redirect: 1,
        requires_redirect: 1,
        order_total: 1326,
      });
      expect(validated.redirect_url).toMatch(/^https:\/\/sandbox\.test\/pp\//);
      const [redirect] = [...suite.payments.redirects.values()].filter((entry) =>
        validated.redirect_url.endsWith(entry.id),
      );
      expect(redirect).toMatchObject({ kind: 'pp', amountCents: 1326 });

      const pp = { payment_method: 'PP', braintree_nonce: '' };
      expect(await submit.fails('0', pp)).toBe(MESSAGES.paymentRedirectInvalid);
      suite.payments.setRedirectState(redirect?.id ?? '', 'approved');
      const requestId = randomUUID();
      const placed = await submit.ok('0', pp, requestId);
      expect(placed).toMatchObject({ preorder: 0, order_total: 1326, payment_method: 'PP' });
      expect(await submit.ok('0', pp, requestId)).toEqual(placed);
      expect(redirect?.captures.filter((capture) => capture.result.ok)).toHaveLength(1);
    });

    it('a cancelled PayPal-type payment places nothing', async () => {
      const client = await teaCart(suite);
      const submit = submitter(suite, client);
      const pp = { payment_method: 'PP', braintree_nonce: '' };
      const validated = await submit.ok('1', pp);
      const id = validated.redirect_url.split('/').at(-1) ?? '';
      suite.payments.setRedirectState(id, 'cancelled');
      expect(await submit.fails('0', pp)).toBe(MESSAGES.paymentRedirectInvalid);
      const cartId = (await client.checkout({})).order.id;
      expect(await ordersOfCart(suite, cartId)).toHaveLength(0);
    });

    it('3-D Secure: the card goes through the issuer page, then is placed', async () => {
      const client = await teaCart(suite);
      const submit = submitter(suite, client);
      const card = { braintree_nonce: 'fake-three-d-secure-visa-full-authentication-nonce' };
      const validated = await submit.ok('1', card);
      expect(validated).toMatchObject({ payment_redirect: 1, requires_redirect: 1 });
      expect(validated.redirect_url).toMatch(/^https:\/\/sandbox\.test\/3ds\//);
      expect(await submit.fails('0', card)).toBe(MESSAGES.paymentRedirectInvalid);
      suite.payments.setRedirectState(validated.redirect_url.split('/').at(-1) ?? '', 'approved');
      const placed = await submit.ok('0', card);
      expect(placed.order_id).toBeGreaterThan(0);
    });
  });

  describe('refusals (spec 2 §8 phrases)', () => {
    it("answers 'No order present' without a cart", async () => {
      const client = await cartClient(suite.server, suite.demo);
      expect(await submitter(suite, client).fails('1')).toBe(MESSAGES.noOrderPresent);
      await client.checkout({ fulfilment_type: 'pickup' });
      // A cart without lines has no order either.
      expect(await submitter(suite, client).fails('1')).toBe(MESSAGES.noOrderPresent);
    });

    it.each([
      ['no name', { customer_name: 'A' }, MESSAGES.nameRequired],
      ['no email', { customer_email: '' }, MESSAGES.emailRequired],
      ['a bad email', { customer_email: 'ada@example' }, MESSAGES.emailInvalid],
      ['no mobile', { customer_mobile: '12345' }, MESSAGES.mobileRequired],
      // The page's rule (src/domain/checkoutDetails.ts): long enough is not enough.
      ['a mobile of 7 that is no number', { customer_mobile: '0000000' }, INVALID_AU_MOBILE],
      ['a landline for the mobile', { customer_mobile: '08 9335 1234' }, INVALID_AU_MOBILE],
      [
        'an unknown fulfilment type',
        { fulfilment_type: 'teleport' },
        MESSAGES.fulfilmentTypeUnavailable,
      ],
      [
        'a time past',
        { fulfilment_asap: '0', fulfilment_datetime: perthSeconds('2026-11-24', '10:00') },
        'Your requested time has past. Please choose another time.',
      ],
      [
        'less than the notice',
        { fulfilment_asap: '0', fulfilment_datetime: perthSeconds('2026-11-24', '11:10') },
        'Minimum notice for Pickup is 15 minutes. Please choose a later time.',
      ],
      [
        'before opening',
        { fulfilment_asap: '0', fulfilment_datetime: perthSeconds('2026-11-25', '06:30') },
        'Pickup is only available between 7:00 am and 9:00 pm on Wed 25 Nov. Please choose another time.',
      ],
      [
        'after last orders',
        { fulfilment_asap: '0', fulfilment_datetime: perthSeconds('2026-11-25', '21:30') },
        'Your requested time for Pickup is after last orders (9:00 pm) on Wed 25 Nov. Please choose an earlier time.',
      ],
      [
        'beyond the window',
        { fulfilment_asap: '0', fulfilment_datetime: perthSeconds('2027-01-05', '12:00') },
        'Pickup is not available on the selected day (Tue 5 Jan: orders can be placed up to Thu 24 Dec). Please choose another date.',
      ],
      ['dine-in without a table', { fulfilment_type: 'dinein' }, MESSAGES.tableNumberRequired],
      [
        'a booking without its reference',
        { fulfilment_type: 'booking', contact_name: 'Ada', booking_pax: '2' },
        MESSAGES.bookingRefRequired,
      ],
      [
        'a booking without its party size',
        { fulfilment_type: 'booking', contact_name: 'Ada', booking_ref: 'B12' },
        MESSAGES.bookingPaxRequired,
      ],
      [
        'delivery where the store does not deliver',
        { fulfilment_type: 'delivery', delivery_address_str: '1 Hay Street, Perth, WA, 6000' },
        MESSAGES.deliveryAddressNotDelivered,
      ],
      [
        'delivery without a slot',
        {
          fulfilment_type: 'delivery',
          delivery_address_str: '12 South Terrace, Fremantle, WA, 6160',
        },
        MESSAGES.deliverySlotRequired,
      ],
      ['terms not agreed', { terms_agreed: '' }, MESSAGES.termsRequired],
      [
        // The demo menu lists the terminal, for kiosk and staff only: MSG-CO1.
        'the terminal, to a guest',
        { payment_method: 'eftpos' },
        MESSAGES.eftposUnavailable,
      ],
      [
        'a method the menu does not offer',
        { payment_method: 'XPAY' },
        MESSAGES.paymentMethodUnavailable,
      ],
      // The terminal is for kiosk and staff logins only.
      [
        'the in-store terminal from a guest',
        { payment_method: 'eftpos' },
        MESSAGES.eftposUnavailable,
      ],
      ['a card without a nonce', { braintree_nonce: '' }, MESSAGES.cardNonceRequired],
      [
        'an unknown nonce',
        { braintree_nonce: 'made-up' },
        'Unknown or expired payment_method_nonce.',
      ],
    ])('%s', async (_name, extra, expected) => {
      const client = await teaCart(suite);
      expect(await submitter(suite, client).fails('1', extra)).toBe(expected);
    });

    it('a delivery slot whose cut-off has passed, then the minimum order for the postcode', async () => {
      const slots = await suite.server.db
        .selectFrom('delivery_slots')
        .select(['id', 'start_time'])
        .where('merchant_id', '=', Number(suite.demo.store_id))
        .where('only_date', 'is', null)
        .execute();
      const slotAt = (time: string) => String(slots.find((slot) => slot.start_time === time)?.id);
      const client = await teaCart(suite);
      const delivery = {
        fulfilment_type: 'delivery',
        fulfilment_asap: '0',
        delivery_address_str: '12 South Terrace, Fremantle, WA, 6160',
      };
      // 12:00's cut-off is 11:00, the clock's time.
      expect(
        await submitter(suite, client).fails('1', {
          ...delivery,
          delivery_slot_id: slotAt('12:00'),
          fulfilment_datetime: perthSeconds('2026-11-24', '12:00'),
        }),
      ).toBe(MESSAGES.deliverySlotFull);
      expect(
        await submitter(suite, client).fails('1', {
          ...delivery,
          delivery_slot_id: slotAt('12:30'),
          fulfilment_datetime: perthSeconds('2026-11-24', '12:30'),
        }),
      ).toBe(
        'The minimum order for delivery to Fremantle is $20.00. Please add more to your cart.',
      );
    });

    it('a product no longer available', async () => {
      const client = await teaCart(suite);
      const tea = suite.server.db.updateTable('menu_items').where('id', '=', suite.teaId);
      await tea.set({ is_available: false }).execute();
      try {
        expect(await submitter(suite, client).fails('1')).toBe(
          'Product unavailable: Iced Mint Tea',
        );
      } finally {
        await tea.set({ is_available: true }).execute();
      }
    });

    it('a promo code below its minimum once the cart shrank', async () => {
      const client = await teaCart(suite, 5);
      const promoted = await client.checkout({ coupon_code: 'FIGS5' });
      expect(promoted.order.discount).toBe(500);
      const [line] = promoted.order.items;
      await suite.server.ok(
        'ManageCart',
        client.fields('update_quantity', {
          menu_item_data: JSON.stringify({
            cart_item_slot_id: line?.cart_item_slot_id,
            quantity: 1,
          }),
        }),
        client.options,
      );
      expect(await submitter(suite, client).fails('1')).toBe(
        'The promo code FIGS5 cannot be used: Promo code FIGS5 needs a minimum order of $30.00',
      );
    });

    it.each([
      [
        'the menu minimum',
        { min_order_cents: 1000 },
        'The minimum order for this menu is $10.00. Please add more to your cart.',
      ],
      ['registration', { require_registration: true }, MESSAGES.accountRequired],
      ['the age limitation', { age_limit_required: true }, MESSAGES.ageLimitRequired],
    ] as const)('%s', async (_name, change, expected) => {
      const client = await teaCart(suite);
      const settings = suite.server.db
        .updateTable('menu_checkout_settings')
        .where('menu_id', '=', Number(suite.demo.menu_id));
      await settings.set(change).execute();
      try {
        expect(await submitter(suite, client).fails('1')).toBe(expected);
      } finally {
        await settings
          .set({ min_order_cents: 500, require_registration: false, age_limit_required: false })
          .execute();
      }
    });

    it('refuses card numbers outright and places nothing', async () => {
      const client = await teaCart(suite);
      const submit = submitter(suite, client);
      expect(await submit.fails('0', { card_number: '4111111111111111', card_csc: '123' })).toBe(
        MESSAGES.cardDetailsRefused,
      );
      expect(await submit.fails('0', { card_csc: '123' })).toBe(MESSAGES.cardDetailsRefused);
      const cartId = (await client.checkout({})).order.id;
      expect(await ordersOfCart(suite, cartId)).toHaveLength(0);
    });

    it('needs preorder and request_id', async () => {
      const client = await teaCart(suite);
      const submit = submitter(suite, client);
      expect(await submit.fails('1', { preorder: '2' })).toBe(MESSAGES.invalidPreorder);
      expect(await submit.fails('1', { request_id: '' })).toBe(MESSAGES.requestIdRequired);
    });

    it('refuses a request id used by another session', async () => {
      const first = await teaCart(suite);
      const second = await teaCart(suite);
      const requestId = randomUUID();
      await submitter(suite, first).ok('1', {}, requestId);
      expect(await submitter(suite, second).fails('1', {}, requestId)).toBe(
        MESSAGES.requestIdOtherOwner,
      );
    });
  });
});

describe.each(backends)('SubmitOrder without a payment gateway, logging ($name)', (backend) => {
  const log: string[] = [];
  const suite = teaSuite(backend, {
    logger: true,
    logLevel: 'trace',
    logStream: { write: (line) => void log.push(line) },
  });

  it("fails card and wallet methods with 'Error contacting Braintree Payments'", async () => {
    const client = await teaCart(suite);
    const submit = submitter(suite, client);
    expect(await submit.fails('1')).toBe(MESSAGES.braintreeUnavailable);
    expect(await submit.fails('0')).toBe(MESSAGES.braintreeUnavailable);
    expect(await submit.fails('1', { payment_method: 'PP', braintree_nonce: '' })).toBe(
      MESSAGES.braintreeUnavailable,
    );
    expect(
      await submit.fails('0', {
        payment_method: 'GOOGLE',
        wallet_data: '{"nonce":"fake-android-pay-visa-nonce"}',
      }),
    ).toBe(MESSAGES.braintreeUnavailable);
  });

  it('never writes a card number or CVC to the log', async () => {
    const client = await teaCart(suite);
    const submit = submitter(suite, client);
    expect(
      await submit.fails('0', {
        card_number: '4111111111111111',
        card_csc: '737',
        card_expiry: '12/2030',
      }),
    ).toBe(MESSAGES.cardDetailsRefused);
    const written = log.join('');
    expect(written).toContain('SubmitOrder refused: the request carried card details');
    expect(written).not.toContain('4111111111111111');
    // Neither the fields nor their values: a CVC is too short to search for on its own.
    expect(written).not.toMatch(/card_number|card_csc|12\/2030/);
  });
});
