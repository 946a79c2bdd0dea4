/**
 * Stored credit (spec 3 §2 Top-up, Add card, Billing, Withdraw; §7; §9): members only, the amount
 * lists, each Topup* method through reserve → charge → finalise, credited exactly once per approved
 * charge whatever fails in between (a repeat, a finalise that fails, a crash the reconciler
 * settles, a redirect return made twice), AddNewCard without a charge, ChangeBilling, WithdrawFunds.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { autoTopupAmountMessage, topupAmountMessage } from '../../src/domain/serverPhrases';
import { ACCOUNT_REQUIRED } from '../../src/domain/accountMessages';
import { reviewWithdrawal } from '../../server/money/reviewWithdrawal';
import type { PaymentGateway } from '../../server/payments/types';
import { MESSAGES } from '../../server/protocol/messages';
import { insertMember } from '../support/memberRows';
import { teaSuite } from './cartHelpers';
import { SANDBOX_ORIGIN } from './checkoutHelpers';
import { backends, HARBOUR, type Backend, type TestServer } from './helpers';
import { createPaymentDouble } from './paymentDouble';

const TOPUP_CHOICES = '$10.00, $20.00, $30.00, $40.00, $50.00, $100.00, $150.00, $200.00, $250.00';
const AUTO_CHOICES = `$0.00, ${TOPUP_CHOICES}`;
const RETURN_URL = 'https://app.test/account/topup';

/** The suite's server on the payment double, whose voids can be made to fail; no reconciler timer. */
function topupSuite(backend: Backend) {
  const double = createPaymentDouble();
  const faults = { voids: false };
  const gateway: PaymentGateway = {
    ...double,
    voidCharge: async (input) =>
      faults.voids
        ? { ok: false, message: 'Transaction can not be voided' }
        : double.voidCharge(input),
  };
  const suite = teaSuite(backend, {
    payments: { gateway, sandboxOrigin: SANDBOX_ORIGIN },
    reconcile: false,
  });
  return { suite, double, faults };
}

type Member = { sid: string; customerId: number; brandId: number };

async function memberOf(server: TestServer, status = 1, brand = 'demo'): Promise<Member> {
  const { id: brandId } = await server.db
    .selectFrom('brands')
    .select('id')
    .where('code', '=', brand)
    .executeTakeFirstOrThrow();
  const rows = await insertMember(server.db, {
    brandId,
    name: 'Grace',
    status,
    createdAt: new Date('2026-11-01T00:00:00Z'),
    expiresAt: new Date('2027-01-31T00:00:00Z'),
  });
  return { ...rows, brandId };
}

async function ledgerOf(server: TestServer, customerId: number) {
  return server.db
    .selectFrom('customer_balance_entries')
    .select(['amount_cents', 'reason', 'reference'])
    .where('customer_id', '=', customerId)
    .orderBy('id')
    .execute();
}

/** Makes every top-up credit fail, as a full disk would. */
async function refuseTopupCredits(server: TestServer) {
  await sql
    .raw(
      `create or replace function refuse_topup() returns trigger language plpgsql as $$
       begin raise exception 'no room for this credit'; end $$`,
    )
    .execute(server.db);
  await sql
    .raw(
      `create trigger refuse_topup before insert on customer_balance_entries for each row
       when (new.reason = 'topup') execute function refuse_topup()`,
    )
    .execute(server.db);
}

describe.each(backends)('top-ups ($name)', (backend) => {
  const { suite, double, faults } = topupSuite(backend);
  let server: TestServer;
  beforeAll(() => {
    server = suite.server;
  });

  const approvedFor = (ref: string) =>
    double.charges.filter((charge) => charge.orderRef === ref && charge.result.ok);

  async function withCard(member: Member) {
    await server.ok(
      'AddNewCard',
      { request_id: randomUUID(), braintree_nonce: 'fake-valid-visa-nonce' },
      { sid: member.sid },
    );
  }

  describe('who and how much', () => {
    it('answers members only: a guest is told Account required, a kiosk and staff are refused', async () => {
      const body = { request_id: randomUUID(), topup_amount: '3000' };
      expect((await server.failure('TopupExistingCard', body)).message).toBe(ACCOUNT_REQUIRED);
      for (const status of [3, 8]) {
        const login = await memberOf(server, status);
        for (const action of ['TopupNewCard', 'AddNewCard', 'ChangeBilling', 'WithdrawFunds'])
          expect((await server.failure(action, body, { sid: login.sid })).message).toBe(
            MESSAGES.moneyMembersOnly,
          );
      }
      expect(double.charges).toHaveLength(0);
    });

    it('takes only the spec’s amounts: TOPUP_AMOUNTS, and CRYPTO_TOPUP_AMOUNTS for crypto', async () => {
      const member = await memberOf(server);
      const options = { sid: member.sid };
      for (const amount of ['1500', '0', '-1000', 'abc', '', '25001', '500']) {
        const body = { request_id: randomUUID(), topup_amount: amount };
        expect((await server.failure('TopupExistingCard', body, options)).message).toBe(
          topupAmountMessage(TOPUP_CHOICES),
        );
      }
      const crypto = { request_id: randomUUID(), topup_amount: '50000', return_url: RETURN_URL };
      expect((await server.ok('TopupCoinbase', crypto, options)).payment_redirect).toBe(1);
      const paypal = { request_id: randomUUID(), topup_amount: '50000', return_url: RETURN_URL };
      expect((await server.failure('TopupPayPal', paypal, options)).message).toBe(
        topupAmountMessage(TOPUP_CHOICES),
      );
    });

    it('is on where the brand turns is_topup_enabled on (the demo), and refused elsewhere', async () => {
      const member = await memberOf(server);
      const account = await server.ok('CustomerAccount', {}, { sid: member.sid });
      expect(account.account.is_topup_enabled).toBe(1);
      const harbour = await memberOf(server, 1, 'harbour');
      const body = { request_id: randomUUID(), topup_amount: '3000' };
      const options = { sid: harbour.sid, token: HARBOUR.token };
      expect((await server.failure('TopupExistingCard', body, options)).message).toBe(
        MESSAGES.topupDisabled,
      );
      expect((await server.ok('CustomerAccount', {}, options)).account.is_topup_enabled).toBe(0);
    });

    it("offers the store's payment methods, crypto among them where the store takes it", async () => {
      const member = await memberOf(server);
      const { account } = await server.ok('CustomerAccount', {}, { sid: member.sid });
      const codes = account.payment_methods.map((method) => method.code);
      expect(codes).toEqual(expect.arrayContaining(['CC', 'PP', 'CB']));
      expect(account.is_bitcoin_payments_enabled).toBe(1);
      const demoMenus = server.db
        .selectFrom('menus')
        .innerJoin('brands', 'brands.id', 'menus.brand_id')
        .select('menus.id')
        .where('brands.code', '=', 'demo');
      await server.db
        .updateTable('menu_payment_methods')
        .set({ active: false })
        .where('menu_id', 'in', demoMenus)
        .where('code', '=', 'CB')
        .execute();
      const without = await server.ok('CustomerAccount', {}, { sid: member.sid });
      expect(without.account.is_bitcoin_payments_enabled).toBe(0);
      expect(without.account.payment_methods.map((method) => method.code)).not.toContain('CB');
    });
  });

  describe('card top-ups', () => {
    it('credits a new card’s top-up once; a repeat of the request id is answered, not charged', async () => {
      const member = await memberOf(server);
      const body = {
        request_id: randomUUID(),
        topup_amount: '3000',
        braintree_nonce: 'fake-valid-visa-nonce',
      };
      const first = await server.ok('TopupNewCard', body, { sid: member.sid });
      expect(first).toMatchObject({ amount: 3000, payment_method: 'CC', payment_redirect: 0 });
      expect(first.balance).toBe(3000);
      expect(first.message).toBe('Thank you for your payment');
      expect(await server.ok('TopupNewCard', body, { sid: member.sid })).toEqual(first);
      const charges = double.charges.filter((charge) => charge.idempotencyKey === body.request_id);
      expect(charges).toHaveLength(1);
      const [charge] = charges;
      expect(await ledgerOf(server, member.customerId)).toEqual([
        {
          amount_cents: 3000,
          reason: 'topup',
          reference: charge?.result.ok ? charge.result.transactionId : '',
        },
      ]);
      const account = await server.ok('CustomerAccount', {}, { sid: member.sid });
      expect(account.customer).toMatchObject({ balance: 3000, balance_transferable: 3000 });
    });

    it('saves the card with save_card, and auto_topup makes the amount the auto top-up amount', async () => {
      const member = await memberOf(server);
      const answer = await server.ok(
        'TopupNewCard',
        {
          request_id: randomUUID(),
          topup_amount: '2000',
          braintree_nonce: 'fake-valid-mastercard-nonce',
          save_card: '1',
          auto_topup: '1',
        },
        { sid: member.sid },
      );
      expect(answer.balance).toBe(2000);
      const { customer } = await server.ok('CustomerAccount', {}, { sid: member.sid });
      expect(customer).toMatchObject({
        has_saved_card: 1,
        credit_card_ending: '4444',
        auto_topup_amount: 2000,
      });
    });

    it('charges the saved card (SAVED), and without one says so', async () => {
      const member = await memberOf(server);
      const body = () => ({ request_id: randomUUID(), topup_amount: '4000' });
      expect((await server.failure('TopupExistingCard', body(), { sid: member.sid })).message).toBe(
        MESSAGES.noSavedCard,
      );
      await withCard(member);
      const answer = await server.ok('TopupExistingCard', body(), { sid: member.sid });
      expect(answer).toMatchObject({ amount: 4000, balance: 4000, payment_method: 'SAVED' });
      expect(approvedFor(`TOPUP-${String(answer.topup_id).padStart(6, '0')}`)).toHaveLength(1);
    });

    it('refuses another member’s vault token sent as a card nonce, before any charge', async () => {
      const owner = await memberOf(server);
      await withCard(owner);
      const card = await server.db
        .selectFrom('customer_cards')
        .select('token')
        .where('customer_id', '=', owner.customerId)
        .executeTakeFirstOrThrow();
      const thief = await memberOf(server);
      const before = double.charges.length;
      const body = { request_id: randomUUID(), topup_amount: '3000', braintree_nonce: card.token };
      expect((await server.failure('TopupNewCard', body, { sid: thief.sid })).message).toBe(
        MESSAGES.savedCardNotYours,
      );
      expect(double.charges).toHaveLength(before);
      expect(await ledgerOf(server, thief.customerId)).toEqual([]);
    });

    it.each([
      ['TopupApplePay', 'fake-apple-pay-visa-nonce', 'APPLE'],
      ['TopupGooglePay', 'fake-android-pay-visa-nonce', 'GOOGLE'],
    ] as const)(
      '%s charges the wallet’s token, and refuses wallet data it cannot read',
      async (action, nonce, method) => {
        const member = await memberOf(server);
        const options = { sid: member.sid };
        const paid = await server.ok(
          action,
          {
            request_id: randomUUID(),
            topup_amount: '2000',
            wallet_data: JSON.stringify({ nonce }),
          },
          options,
        );
        expect(paid).toMatchObject({ amount: 2000, balance: 2000, payment_method: method });
        const unreadable = { request_id: randomUUID(), topup_amount: '2000', wallet_data: '{}' };
        expect((await server.failure(action, unreadable, options)).message).toBe(
          MESSAGES.walletDataInvalid,
        );
      },
    );

    it('a declined card credits nothing, and says what the processor said', async () => {
      const member = await memberOf(server);
      const body = {
        request_id: randomUUID(),
        topup_amount: '3000',
        braintree_nonce: 'fake-processor-declined-visa-nonce',
      };
      expect((await server.failure('TopupNewCard', body, { sid: member.sid })).message).toBe(
        'Processor Declined: Do Not Honor',
      );
      expect(await ledgerOf(server, member.customerId)).toEqual([]);
    });
  });

  describe('whatever fails in between', () => {
    it('a top-up that cannot be credited has its charge voided; the member is told', async () => {
      const member = await memberOf(server);
      await refuseTopupCredits(server);
      try {
        const body = {
          request_id: randomUUID(),
          topup_amount: '3000',
          braintree_nonce: 'fake-valid-visa-nonce',
        };
        expect((await server.failure('TopupNewCard', body, { sid: member.sid })).message).toBe(
          MESSAGES.paymentUnsettled,
        );
        const [charge] = double.charges.filter((c) => c.idempotencyKey === body.request_id);
        expect(charge?.result.ok).toBe(true);
        expect(charge?.voided).toBe(true);
      } finally {
        await sql.raw(`drop trigger refuse_topup on customer_balance_entries`).execute(server.db);
      }
      expect(await ledgerOf(server, member.customerId)).toEqual([]);
    });

    it('a crash between charge and credit is settled by the reconciler: credited once', async () => {
      const member = await memberOf(server);
      await withCard(member);
      await refuseTopupCredits(server);
      faults.voids = true;
      const body = { request_id: randomUUID(), topup_amount: '5000' };
      try {
        expect((await server.failure('TopupExistingCard', body, { sid: member.sid })).message).toBe(
          MESSAGES.paymentUnsettled,
        );
      } finally {
        faults.voids = false;
        await sql.raw(`drop trigger refuse_topup on customer_balance_entries`).execute(server.db);
      }
      expect(await ledgerOf(server, member.customerId)).toEqual([]);
      const counts = await server.reconcilePayments(0);
      expect(counts.placed).toBe(1);
      expect((await server.reconcilePayments(0)).placed).toBe(0);
      const ledger = await ledgerOf(server, member.customerId);
      expect(ledger.map((entry) => entry.amount_cents)).toEqual([5000]);
      // The member's retry gets the credited top-up, and nothing is charged again.
      const retried = await server.ok('TopupExistingCard', body, { sid: member.sid });
      expect(retried).toMatchObject({ amount: 5000, balance: 5000 });
      expect(double.charges.filter((c) => c.idempotencyKey === body.request_id)).toHaveLength(1);
    });
  });

  describe('redirects: PayPal, crypto, 3-D Secure', () => {
    const redirectOf = (url: string) => {
      const id = url.split('/').at(-1) ?? '';
      const redirect = double.redirects.get(id);
      if (!redirect) throw new Error(`no redirect at ${url}`);
      return redirect;
    };

    it('starts PayPal, and the return (twice, under new request ids) credits the approved payment once', async () => {
      const member = await memberOf(server);
      const options = { sid: member.sid };
      const start = { request_id: randomUUID(), topup_amount: '10000', return_url: RETURN_URL };
      const started = await server.ok('TopupPayPal', start, options);
      expect(started).toMatchObject({
        payment_method: 'PP',
        payment_redirect: 1,
        requires_redirect: 1,
        amount: 0,
      });
      const redirect = redirectOf(started.redirect_url);
      const back = new URL(redirect.returnUrl);
      expect(back.origin + back.pathname).toBe(RETURN_URL);
      const redirectId = back.searchParams.get('redirect_id') ?? '';
      expect(redirectId).toMatch(/^\d+$/);

      // Back before the provider approved it: nothing is credited, and the payment stays open.
      const early = { request_id: randomUUID(), redirect_id: redirectId };
      expect((await server.failure('TopupPayPal', early, options)).message).toBe(
        MESSAGES.paymentRedirectInvalid,
      );
      double.setRedirectState(redirect.id, 'approved');
      const returned = await server.ok(
        'TopupPayPal',
        { request_id: randomUUID(), redirect_id: redirectId },
        options,
      );
      expect(returned).toMatchObject({ amount: 10000, balance: 10000, payment_method: 'PP' });
      const again = await server.ok(
        'TopupPayPal',
        { request_id: randomUUID(), redirect_id: redirectId },
        options,
      );
      expect(again).toEqual(returned);
      expect(redirect.captures.filter((capture) => capture.result.ok)).toHaveLength(1);
      expect((await ledgerOf(server, member.customerId)).map((e) => e.amount_cents)).toEqual([
        10000,
      ]);
    });

    it('another member cannot return with someone’s redirect id', async () => {
      const member = await memberOf(server);
      const start = { request_id: randomUUID(), topup_amount: '2000', return_url: RETURN_URL };
      const started = await server.ok('TopupCoinbase', start, { sid: member.sid });
      const redirect = redirectOf(started.redirect_url);
      double.setRedirectState(redirect.id, 'approved');
      const redirectId = new URL(redirect.returnUrl).searchParams.get('redirect_id') ?? '';
      const other = await memberOf(server);
      const body = { request_id: randomUUID(), redirect_id: redirectId };
      expect((await server.failure('TopupCoinbase', body, { sid: other.sid })).message).toBe(
        MESSAGES.paymentRedirectInvalid,
      );
      expect(redirect.captures).toHaveLength(0);
    });

    it('a card that needs 3-D Secure is sent to authenticate first, then credited on return', async () => {
      const member = await memberOf(server);
      const options = { sid: member.sid };
      const started = await server.ok(
        'TopupNewCard',
        {
          request_id: randomUUID(),
          topup_amount: '3000',
          braintree_nonce: 'fake-three-d-secure-visa-full-authentication-nonce',
          return_url: RETURN_URL,
        },
        options,
      );
      expect(started).toMatchObject({ payment_method: '3DS', payment_redirect: 1 });
      const redirect = redirectOf(started.redirect_url);
      double.setRedirectState(redirect.id, 'approved');
      const redirectId = new URL(redirect.returnUrl).searchParams.get('redirect_id') ?? '';
      const done = await server.ok(
        'TopupNewCard',
        { request_id: randomUUID(), redirect_id: redirectId },
        options,
      );
      expect(done).toMatchObject({ amount: 3000, balance: 3000, payment_method: '3DS' });
    });
  });

  describe('cards and billing', () => {
    it('AddNewCard vaults the card without a charge: Card added!', async () => {
      const member = await memberOf(server);
      const before = double.charges.length;
      const answer = await server.ok(
        'AddNewCard',
        { request_id: randomUUID(), braintree_nonce: 'fake-valid-amex-nonce' },
        { sid: member.sid },
      );
      expect(answer.message).toBe('Card added!');
      expect(answer.customer).toMatchObject({
        has_saved_card: 1,
        credit_card_type: 'American Express',
        credit_card_ending: '0005',
        balance: 0,
      });
      expect(double.charges).toHaveLength(before);
    });

    it('ChangeBilling sets the auto top-up amount from the list, with a saved card only', async () => {
      const member = await memberOf(server);
      const options = { sid: member.sid };
      expect(
        (await server.failure('ChangeBilling', { topup_amount: '2000' }, options)).message,
      ).toBe(MESSAGES.autoTopupNeedsCard);
      await withCard(member);
      expect(
        (await server.failure('ChangeBilling', { topup_amount: '1500' }, options)).message,
      ).toBe(autoTopupAmountMessage(AUTO_CHOICES));
      const set = await server.ok('ChangeBilling', { topup_amount: '2000' }, options);
      expect(set.customer.auto_topup_amount).toBe(2000);
      const checkout = await server.ok('CustomerAccount', {}, options);
      expect(checkout.customer.auto_topup_amount).toBe(2000);
      const off = await server.ok('ChangeBilling', { topup_amount: '0' }, options);
      expect(off.customer.auto_topup_amount).toBe(0);
    });

    it('ChangeBilling remove_card forgets the saved card and turns auto top-up off', async () => {
      const member = await memberOf(server);
      const options = { sid: member.sid };
      await withCard(member);
      await server.ok('ChangeBilling', { topup_amount: '5000' }, options);
      const removed = await server.ok('ChangeBilling', { remove_card: '1' }, options);
      expect(removed).toMatchObject({ message: 'Card removed', standing_orders_paused: 0 });
      expect(removed.customer).toMatchObject({ has_saved_card: 0, auto_topup_amount: 0 });
      const body = { request_id: randomUUID(), topup_amount: '3000' };
      expect((await server.failure('TopupExistingCard', body, options)).message).toBe(
        MESSAGES.noSavedCard,
      );
    });
  });

  describe('withdrawals', () => {
    it('refuses at zero transferable balance: store credit is not transferable', async () => {
      const member = await memberOf(server);
      await server.db
        .insertInto('customer_balance_entries')
        .values({
          brand_id: member.brandId,
          customer_id: member.customerId,
          amount_cents: 2500,
          reason: 'credit',
        })
        .execute();
      const body = { request_id: randomUUID() };
      expect((await server.failure('WithdrawFunds', body, { sid: member.sid })).message).toBe(
        MESSAGES.withdrawNothing,
      );
    });

    it('holds the whole transferable balance once per request id', async () => {
      const member = await memberOf(server);
      const options = { sid: member.sid };
      await server.ok(
        'TopupNewCard',
        {
          request_id: randomUUID(),
          topup_amount: '3000',
          braintree_nonce: 'fake-valid-visa-nonce',
        },
        options,
      );
      const body = { request_id: randomUUID() };
      const asked = await server.ok('WithdrawFunds', body, options);
      expect(asked).toMatchObject({ message: 'Your request has been sent', amount: 3000 });
      expect(asked.customer).toMatchObject({
        balance: 0,
        balance_held: 3000,
        balance_transferable: 0,
      });
      expect(await server.ok('WithdrawFunds', body, options)).toEqual(asked);
      expect(
        (await server.failure('WithdrawFunds', { request_id: randomUUID() }, options)).message,
      ).toBe(MESSAGES.withdrawNothing);
      const ledger = await ledgerOf(server, member.customerId);
      expect(ledger.map((entry) => [entry.reason, entry.amount_cents])).toEqual([
        ['topup', 3000],
        ['withdrawal', -3000],
      ]);
    });

    it('a reviewed request releases the held amount: paid keeps the debit, declined gives it back', async () => {
      for (const decision of ['paid', 'declined'] as const) {
        const member = await memberOf(server);
        const options = { sid: member.sid };
        await server.ok(
          'TopupNewCard',
          {
            request_id: randomUUID(),
            topup_amount: '2000',
            braintree_nonce: 'fake-valid-visa-nonce',
          },
          options,
        );
        await server.ok('WithdrawFunds', { request_id: randomUUID() }, options);
        const { id } = await server.db
          .selectFrom('withdrawal_requests')
          .select('id')
          .where('customer_id', '=', member.customerId)
          .executeTakeFirstOrThrow();
        const at = new Date('2026-11-25T03:00:00Z');
        expect(await reviewWithdrawal(server.db, { id, decision, at })).toEqual({
          ok: true,
          amountCents: 2000,
        });
        expect((await reviewWithdrawal(server.db, { id, decision, at })).ok).toBe(false);
        const { customer } = await server.ok('CustomerAccount', {}, options);
        const back = decision === 'declined' ? 2000 : 0;
        expect(customer).toMatchObject({
          balance: back,
          balance_held: 0,
          balance_transferable: back,
        });
      }
    });
  });
});
