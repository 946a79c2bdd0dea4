/**
 * Every way the server moves money at the card provider sends an idempotency key (Braintree's
 * apiRequestKey): without one, Braintree's duplicate checking would reject a second honest charge
 * of the same amount and order within 30 s, and a retried charge could not be told from a new one.
 * Read off the requests the server sends to the payment sandbox. And within one database, no key
 * is used twice with different input: each key is one attempt's, whose input is fixed at reserve.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { creditBalance } from '../../server/accounts/balance';
import type { StandingOrdersResponse } from '../../src/api/standingOrders';
import { SERVER_PHRASES } from '../../src/domain/serverPhrases';
import { cartClient, customerSession } from './cartHelpers';
import { submitter } from './checkoutHelpers';
import { backends } from './helpers';
import { sandboxSuite, type SandboxSuite } from './sandboxSuite';
import { dataFrom, giveSavedCard, load, save, type Caller } from './standingOrderHelpers';

/** The money-moving requests to the sandbox: charges and redirect captures. */
const MOVES_MONEY = /^\/api\/(charges|redirects\/[^/]+\/capture)$/;

async function memberCart(suite: SandboxSuite, member: Caller) {
  const client = await cartClient(suite.server, suite.demo, member.sid);
  await client.add({ menu_item_id: suite.teaId, quantity: 1 });
  await client.checkout({ fulfilment_type: 'pickup', fulfilment_asap: 1 });
  return { client, submit: submitter(suite, client) };
}

async function savedCardMember(suite: SandboxSuite): Promise<Caller> {
  const member = await customerSession(suite.server);
  await suite.server.ok(
    'AddNewCard',
    { request_id: randomUUID(), braintree_nonce: 'fake-valid-visa-nonce' },
    { sid: member.sid },
  );
  return member;
}

type Path = (suite: SandboxSuite) => Promise<void>;

const PATHS: Array<[string, Path]> = [
  [
    'a guest order by a new card',
    async (suite) => {
      const client = await cartClient(suite.server, suite.demo);
      await client.add({ menu_item_id: suite.teaId, quantity: 1 });
      await client.checkout({ fulfilment_type: 'pickup', fulfilment_asap: 1 });
      await submitter(suite, client).ok('0');
    },
  ],
  [
    'a member order by a new card kept (vaulted, then its token charged)',
    async (suite) => {
      const { submit } = await memberCart(suite, await customerSession(suite.server));
      await submit.ok('0', { braintree_nonce: 'fake-valid-mastercard-nonce', save_card: '1' });
    },
  ],
  [
    'a member order by the saved card',
    async (suite) => {
      const { client, submit } = await memberCart(suite, await savedCardMember(suite));
      await client.checkout({ payment_method: 'SAVED' });
      await submit.ok('0', { payment_method: 'SAVED', braintree_nonce: '' });
    },
  ],
  [
    'a top-up by a new card',
    async (suite) => {
      const member = await customerSession(suite.server);
      await suite.server.ok(
        'TopupNewCard',
        { request_id: randomUUID(), topup_amount: '3000', braintree_nonce: 'fake-valid-nonce' },
        { sid: member.sid },
      );
    },
  ],
  [
    'a top-up by the existing card',
    async (suite) => {
      const member = await savedCardMember(suite);
      await suite.server.ok(
        'TopupExistingCard',
        { request_id: randomUUID(), topup_amount: '4000' },
        { sid: member.sid },
      );
    },
  ],
  [
    'an auto top-up after a balance payment leaves under 5.00',
    async (suite) => {
      const member = await savedCardMember(suite);
      await creditBalance(suite.server.db, { ...member, amountCents: 1000, reason: 'credit' });
      await suite.server.ok('ChangeBilling', { topup_amount: '2000' }, { sid: member.sid });
      const { submit } = await memberCart(suite, member);
      await submit.ok('0', { payment_method: 'ACCOUNT' });
    },
  ],
  [
    'a standing order run at its cut-off',
    async (suite) => {
      const member = await customerSession(suite.server);
      await giveSavedCard(suite.server, member);
      const envelope = await save(
        suite.server,
        member,
        dataFrom(
          await load(suite.server, member),
          { 'Iced Mint Tea': { qty_wed: 1 } },
          {
            status: 1,
          },
        ),
      );
      expect(envelope.ResponseCode, JSON.stringify(envelope.Response)).toBe('SUCCESS');
      expect((envelope.Response as StandingOrdersResponse).standing_order.id).toBeGreaterThan(0);
      // Tuesday 5.05 pm in Perth: past the demo store's cut-off for Wednesday.
      expect(await suite.server.standingOrders(new Date('2026-11-24T09:05:00Z'))).toMatchObject({
        placed: 1,
      });
    },
  ],
];

describe.each(backends)('every charge path sends an idempotency key ($name)', (backend) => {
  const suite = sandboxSuite(backend);

  it.each(PATHS)('%s', async (_path, run) => {
    const from = suite.sent.length;
    await run(suite);
    const moves = suite.sent.slice(from).filter((request) => MOVES_MONEY.test(request.path));
    expect(moves.length).toBeGreaterThan(0);
    for (const request of moves) expect(request.body.idempotencyKey).toEqual(expect.any(String));
    for (const request of moves) expect(request.body.idempotencyKey).not.toBe('');
    // Each charge the sandbox made for them carries its key and was approved.
    const keys = new Set(moves.map((request) => request.body.idempotencyKey));
    const made = suite.sandbox.charges().filter((charge) => keys.has(charge.idempotencyKey));
    expect(made.map((charge) => charge.status)).toEqual(
      moves.map(() => 'submitted_for_settlement'),
    );
  });

  // The server's own keys (auto-topup:order-N, standing-order:{id}:{date}) have a colon; a client
  // id naming one would reach the provider as the key of a charge the server made.
  it.each([
    ['a guest order', 'standing-order:1:2026-11-25'],
    ['a top-up', 'auto-topup:order-1'],
  ])('%s under a key in the server\'s namespace is refused and charges nothing', async (what, key) => {
    const from = suite.sent.length;
    if (what === 'a top-up') {
      const member = await customerSession(suite.server);
      const refused = await suite.server.failure(
        'TopupNewCard',
        { request_id: key, topup_amount: '3000', braintree_nonce: 'fake-valid-nonce' },
        { sid: member.sid },
      );
      expect(refused.message).toBe(SERVER_PHRASES.requestIdRequired);
    } else {
      const client = await cartClient(suite.server, suite.demo);
      await client.add({ menu_item_id: suite.teaId, quantity: 1 });
      await client.checkout({ fulfilment_type: 'pickup', fulfilment_asap: 1 });
      expect(await submitter(suite, client).fails('0', {}, key)).toBe(
        SERVER_PHRASES.requestIdRequired,
      );
    }
    expect(suite.sent.slice(from).filter((request) => MOVES_MONEY.test(request.path))).toEqual([]);
  });

  it('no key was ever sent with two different inputs, after all of the above', () => {
    const inputs = new Map<unknown, string>();
    for (const { path, body } of suite.sent.filter((request) => MOVES_MONEY.test(request.path))) {
      const { idempotencyKey, ...input } = body;
      const seen = inputs.get(idempotencyKey);
      const now = JSON.stringify({ path, ...input });
      if (seen !== undefined) expect(now).toBe(seen);
      inputs.set(idempotencyKey, now);
    }
    expect(inputs.size).toBeGreaterThanOrEqual(PATHS.length);
  });
});
