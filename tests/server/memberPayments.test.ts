/**
 * A member paying (spec 2 §5.3, §6 Member; spec 3 Card entry save_card): from the account balance
 * (ACCOUNT, debited from the ledger with the order), with a new card kept for next time (save_card:
 * vaulted, then the token charged; only the token, type, last four and expiry stored), and with the
 * saved card (SAVED); the insufficient-balance and no-saved-card refusals, and guests refused both.
 */
import { describe, expect, it } from 'vitest';
import { creditBalance, customerBalanceCents } from '../../server/accounts/balance';
import { MESSAGES } from '../../server/protocol/messages';
import { cartClient, customerSession } from './cartHelpers';
import { checkoutSuite, ordersOfCart, perthSeconds, submitter, teaCart } from './checkoutHelpers';
import { backends } from './helpers';

describe.each(backends)('member payments ($name)', (backend) => {
  const suite = checkoutSuite(backend);

  /** A member with `balance` cents and `quantity` Iced Mint Teas ($6.50 each) for pickup ASAP. */
  async function memberCart(balance: number, quantity = 1) {
    const member = await customerSession(suite.server);
    if (balance > 0)
      await creditBalance(suite.server.db, {
        brandId: member.brandId,
        customerId: member.customerId,
        amountCents: balance,
        reason: 'topup',
      });
    const client = await cartClient(suite.server, suite.demo, member.sid);
    await client.add({ menu_item_id: suite.teaId, quantity });
    await client.checkout({ fulfilment_type: 'pickup', fulfilment_asap: 1 });
    return { member, client, submit: submitter(suite, client) };
  }

  const cardOf = (customerId: number) =>
    suite.server.db
      .selectFrom('customer_cards')
      .selectAll()
      .where('customer_id', '=', customerId)
      .executeTakeFirst();

  describe('account balance', () => {
    it('debits the order total from the ledger with the order, once', async () => {
      const { member, client, submit } = await memberCart(2000, 2);
      const cartId = (await client.checkout({})).order.id;
      const validated = await submit.ok('1', { payment_method: 'ACCOUNT' });
      expect(validated).toMatchObject({ order_total: 1300, payment_method: 'ACCOUNT' });
      expect(await customerBalanceCents(suite.server.db, member.customerId)).toBe(2000);

      const placed = await submit.ok('0', { payment_method: 'ACCOUNT' }, 'balance-order-1');
      expect(await submit.ok('0', { payment_method: 'ACCOUNT' }, 'balance-order-1')).toEqual(
        placed,
      );
      expect(await customerBalanceCents(suite.server.db, member.customerId)).toBe(700);
      const [order] = await ordersOfCart(suite, cartId);
      expect(order).toMatchObject({
        id: placed.order_id,
        payment_method: 'ACCOUNT',
        total_cents: 1300,
        surcharge_cents: 0,
        payment_amount_cents: 1300,
      });
      const debit = await suite.server.db
        .selectFrom('customer_balance_entries')
        .selectAll()
        .where('customer_id', '=', member.customerId)
        .where('reason', '=', 'order')
        .executeTakeFirstOrThrow();
      expect(debit).toMatchObject({ amount_cents: -1300, order_id: placed.order_id });
      expect(order?.payment_transaction_id).toBe(`balance-${debit.id}`);
    });

    it('refuses a balance smaller than the total, at validation and at placement', async () => {
      const { member, client, submit } = await memberCart(1000, 2);
      const cartId = (await client.checkout({})).order.id;
      expect(await submit.fails('1', { payment_method: 'ACCOUNT' })).toBe(
        MESSAGES.insufficientBalance,
      );
      expect(await submit.fails('0', { payment_method: 'ACCOUNT' })).toBe(
        MESSAGES.insufficientBalance,
      );
      expect(await ordersOfCart(suite, cartId)).toHaveLength(0);
      expect(await customerBalanceCents(suite.server.db, member.customerId)).toBe(1000);
    });

    it('refuses a guest', async () => {
      const submit = submitter(suite, await teaCart(suite));
      expect(await submit.fails('0', { payment_method: 'ACCOUNT' })).toBe(
        MESSAGES.accountRequiredForBalance,
      );
    });
  });

  describe('saved card', () => {
    it('saves a new card as a vault token when save_card is 1, then pays with it', async () => {
      const { member, submit } = await memberCart(0);
      const chargesBefore = suite.payments.charges.length;
      const first = await submit.ok('0', {
        payment_method: 'CC',
        braintree_nonce: 'fake-valid-visa-nonce',
        save_card: '1',
      });
      // $6.50 + 1.5 % card surcharge (9.75 → 10 cents).
      expect(first.order_total).toBe(660);
      const card = await cardOf(member.customerId);
      expect(card).toMatchObject({
        provider: 'sandbox',
        card_type: 'Visa',
        last_four: '1111',
        expiry_month: 12,
        expiry_year: 2030,
      });
      const vaulted = suite.payments.vaulted.get(card?.token ?? '');
      expect(vaulted).toMatchObject({ nonce: 'fake-valid-visa-nonce' });
      // The vaulted token was charged, not the nonce (which vaulting consumed).
      const [charge] = suite.payments.charges.slice(chargesBefore);
      expect(charge).toMatchObject({ nonce: card?.token, amountCents: 660 });
      // Nothing of the card beyond its token, type, last four and expiry is stored.
      expect(Object.keys(card ?? {}).sort()).toEqual(
        [
          'id',
          'brand_id',
          'customer_id',
          'provider',
          'vault_customer_id',
          'token',
          'card_type',
          'last_four',
          'expiry_month',
          'expiry_year',
          'created_at',
          'updated_at',
        ].sort(),
      );

      // The next cart's checkout offers the saved card.
      const client = await cartClient(suite.server, suite.demo, member.sid);
      await client.add({ menu_item_id: suite.teaId, quantity: 1 });
      await client.checkout({ fulfilment_type: 'pickup', fulfilment_asap: 1 });
      const loaded = await suite.server.ok(
        'ManageCart',
        client.fields('load_checkout', {}),
        client.options,
      );
      expect(loaded.customer).toMatchObject({
        has_saved_card: 1,
        credit_card_type: 'Visa',
        credit_card_ending: '1111',
        credit_card_expired: 0,
      });

      // A second order by the saved card: the token charged, surcharged as the Visa it is.
      // Choosing the saved card reprices the cart as a card payment.
      const repriced = await client.checkout({ payment_method: 'SAVED' });
      expect(repriced.order).toMatchObject({ payment_method: 'SAVED' });
      expect(repriced.order.totals.surcharge_amount).toBe(10);
      const again = submitter(suite, client);
      const validated = await again.ok('1', { payment_method: 'SAVED', braintree_nonce: '' });
      expect(validated).toMatchObject({ order_total: 660, payment_method: 'SAVED' });
      const before = suite.payments.charges.length;
      const second = await again.ok('0', { payment_method: 'SAVED', braintree_nonce: '' });
      expect(second.order_id).toBeGreaterThan(first.order_id);
      expect(suite.payments.charges.slice(before)).toEqual([
        expect.objectContaining({ nonce: card?.token, amountCents: 660 }),
      ]);
      const order = await suite.server.db
        .selectFrom('orders')
        .selectAll()
        .where('id', '=', second.order_id)
        .executeTakeFirstOrThrow();
      expect(order).toMatchObject({
        payment_method: 'SAVED',
        card_type: 'Visa',
        card_last_four: '1111',
        total_cents: 660,
      });
    });

    it('an AMEX saved card is surcharged at the AMEX percent, in the cart and at placement', async () => {
      const { member, submit } = await memberCart(0);
      await submit.ok('0', { braintree_nonce: 'fake-valid-amex-nonce', save_card: '1' });
      const client = await cartClient(suite.server, suite.demo, member.sid);
      await client.add({ menu_item_id: suite.teaId, quantity: 2 });
      await client.checkout({ fulfilment_type: 'pickup', fulfilment_asap: 1 });
      // 2 × $6.50 + 2.5 % (32.5 → 33 cents).
      const repriced = await client.checkout({ payment_method: 'SAVED' });
      expect(repriced.order.totals).toMatchObject({ surcharge_amount: 33, grand_total: 1333 });
      const placed = await submitter(suite, client).ok('0', { payment_method: 'SAVED' });
      expect(placed.order_total).toBe(1333);
    });

    it('saving another card replaces the first, under the same provider customer', async () => {
      const { member, submit } = await memberCart(0);
      await submit.ok('0', { braintree_nonce: 'fake-valid-visa-nonce', save_card: '1' });
      const first = await cardOf(member.customerId);
      const session = await cartClient(suite.server, suite.demo, member.sid);
      await session.add({ menu_item_id: suite.teaId, quantity: 1 });
      await session.checkout({ fulfilment_type: 'pickup', fulfilment_asap: 1 });
      await submitter(suite, session).ok('0', {
        braintree_nonce: 'fake-valid-mastercard-nonce',
        save_card: '1',
      });
      const second = await cardOf(member.customerId);
      expect(second).toMatchObject({ card_type: 'MasterCard', last_four: '4444' });
      expect(second?.token).not.toBe(first?.token);
      expect(second?.vault_customer_id).toBe(first?.vault_customer_id);
    });

    it('keeps nothing when the card is declined, and places nothing', async () => {
      const { member, client, submit } = await memberCart(0);
      const cartId = (await client.checkout({})).order.id;
      expect(
        await submit.fails('0', {
          braintree_nonce: 'fake-processor-declined-visa-nonce',
          save_card: '1',
        }),
      ).toBe('Processor Declined: Do Not Honor');
      expect(await cardOf(member.customerId)).toBeUndefined();
      expect(await ordersOfCart(suite, cartId)).toHaveLength(0);
    });

    it('does not save a card without save_card, nor a guest card', async () => {
      const { member, submit } = await memberCart(0);
      await submit.ok('0', { braintree_nonce: 'fake-valid-visa-nonce', save_card: '0' });
      expect(await cardOf(member.customerId)).toBeUndefined();
      const vaultedBefore = suite.payments.vaulted.size;
      await submitter(suite, await teaCart(suite)).ok('0', { save_card: '1' });
      expect(suite.payments.vaulted.size).toBe(vaultedBefore);
    });

    it('refuses SAVED without a saved card, with an expired one, and for a guest', async () => {
      const { member, submit } = await memberCart(0);
      expect(await submit.fails('1', { payment_method: 'SAVED' })).toBe(MESSAGES.noSavedCard);
      expect(await submit.fails('0', { payment_method: 'SAVED' })).toBe(MESSAGES.noSavedCard);
      await suite.server.db
        .insertInto('customer_cards')
        .values({
          brand_id: member.brandId,
          customer_id: member.customerId,
          provider: 'sandbox',
          token: 'token-expired',
          card_type: 'Visa',
          last_four: '1111',
          expiry_month: 10,
          expiry_year: 2026,
        })
        .execute();
      expect(await submit.fails('0', { payment_method: 'SAVED' })).toBe(MESSAGES.savedCardExpired);
      const guest = submitter(suite, await teaCart(suite));
      expect(await guest.fails('0', { payment_method: 'SAVED' })).toBe(
        MESSAGES.accountRequiredForSavedCard,
      );
    });
  });

  describe("what a member's order teaches their account", () => {
    const slotAt = async (time: string) => {
      const slot = await suite.server.db
        .selectFrom('delivery_slots')
        .select('id')
        .where('merchant_id', '=', Number(suite.demo.store_id))
        .where('only_date', 'is', null)
        .where('start_time', '=', time)
        .executeTakeFirstOrThrow();
      return String(slot.id);
    };
    const delivery = async (time: string, extra: Record<string, string> = {}) => ({
      fulfilment_type: 'delivery',
      fulfilment_asap: '0',
      delivery_slot_id: await slotAt(time),
      fulfilment_datetime: perthSeconds('2026-11-24', time),
      ...extra,
    });
    const addressesOf = (customerId: number) =>
      suite.server.db
        .selectFrom('customer_addresses')
        .select(['id', 'address1', 'city', 'state', 'postcode'])
        .where('customer_id', '=', customerId)
        .orderBy('id')
        .execute();

    it('keeps the name and mobile supplied, and a new delivery address, once', async () => {
      const { member, submit } = await memberCart(0, 4);
      await suite.server.db
        .updateTable('customers')
        .set({ name: 'Apple User', mobile: '' })
        .where('id', '=', member.customerId)
        .execute();
      await submit.ok(
        '0',
        await delivery('12:30', {
          customer_name_new: 'Kim Lee',
          customer_mobile_new: '+61 412 345 678',
          delivery_address_str: '12 South Terrace, Fremantle, WA, 6160',
        }),
      );
      const customer = await suite.server.db
        .selectFrom('customers')
        .select(['name', 'mobile'])
        .where('id', '=', member.customerId)
        .executeTakeFirstOrThrow();
      expect(customer).toEqual({ name: 'Kim Lee', mobile: '+61 412 345 678' });
      const [saved, ...others] = await addressesOf(member.customerId);
      expect(others).toEqual([]);
      expect(saved).toMatchObject({
        address1: '12 South Terrace',
        city: 'Fremantle',
        state: 'WA',
        postcode: '6160',
      });

      // The same address typed again is not saved twice; the saved one by its id neither.
      const again = await cartClient(suite.server, suite.demo, member.sid);
      await again.add({ menu_item_id: suite.teaId, quantity: 4 });
      await submitter(suite, again).ok(
        '0',
        await delivery('12:30', { delivery_address_str: '12 south terrace, Fremantle, WA, 6160' }),
      );
      const third = await cartClient(suite.server, suite.demo, member.sid);
      await third.add({ menu_item_id: suite.teaId, quantity: 4 });
      await submitter(suite, third).ok(
        '0',
        await delivery('13:00', { delivery_address_id: String(saved?.id) }),
      );
      expect(await addressesOf(member.customerId)).toHaveLength(1);
    });

    it("refuses a new mobile the checkout refuses, in the checkout's words, and keeps none", async () => {
      const { member, submit } = await memberCart(0);
      await suite.server.db
        .updateTable('customers')
        .set({ mobile: '' })
        .where('id', '=', member.customerId)
        .execute();
      // Spec 2 §5.2: 'A new mobile, when the field is present, needs 7 or more characters and a
      // valid format' (a landline is not a mobile).
      expect(await submit.fails('0', { customer_mobile_new: '+61' })).toBe(MESSAGES.mobileRequired);
      expect(await submit.fails('0', { customer_mobile_new: '08 9335 1234' })).toBe(
        'Enter a valid mobile phone number (including country code, e.g. +61 412 345 678)',
      );
      const customer = await suite.server.db
        .selectFrom('customers')
        .select('mobile')
        .where('id', '=', member.customerId)
        .executeTakeFirstOrThrow();
      expect(customer.mobile).toBe('');
    });

    it('keeps no address the store does not deliver to', async () => {
      const { member, submit } = await memberCart(0, 4);
      expect(
        await submit.fails(
          '0',
          await delivery('12:30', { delivery_address_str: '1 Hay Street, Perth, WA, 6000' }),
        ),
      ).toBe(MESSAGES.deliveryAddressNotDelivered);
      expect(await addressesOf(member.customerId)).toEqual([]);
    });
  });
});
