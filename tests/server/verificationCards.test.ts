/**
 * The verification-failing test cards (4000 1111 1111 1115, 5105 1051 0510 5100) through the
 * server, as Braintree's sandbox treats them: Add card and Save card verify the card and are
 * refused with the processor's words (spec 3 §8: a server error's first Response string is
 * toasted), keeping nothing; an order paid with the card, not kept, is a sale and is decided by
 * the amount.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkCard } from '../../server/sandbox/cards';
import { cartClient, customerSession } from './cartHelpers';
import { submitter } from './checkoutHelpers';
import { backends } from './helpers';
import { sandboxSuite, type SandboxSuite } from './sandboxSuite';

const DECLINED = 'Processor Declined: Do Not Honor';
const NOW = new Date('2026-11-24T03:00:00Z');

describe.each(backends)('verification-failing cards ($name)', (backend) => {
  const suite = sandboxSuite(backend);

  /** A nonce for the card, as the sandbox's card fields would tokenise it. */
  const nonceFor = (number: string) => {
    const checked = checkCard({ number, expirationDate: '12/30', cvv: '123' }, NOW);
    if (!checked.ok) throw new Error(checked.message);
    return suite.sandbox.ledger.issueCardNonce(checked.card);
  };
  const savedCards = (customerId: number) =>
    suite.server.db
      .selectFrom('customer_cards')
      .select('id')
      .where('customer_id', '=', customerId)
      .execute();

  async function memberCart(s: SandboxSuite) {
    const member = await customerSession(s.server);
    const client = await cartClient(s.server, s.demo, member.sid);
    await client.add({ menu_item_id: s.teaId, quantity: 1 });
    await client.checkout({ fulfilment_type: 'pickup', fulfilment_asap: 1 });
    return { member, submit: submitter(s, client) };
  }

  it.each([['4000111111111115'], ['5105105105105100']])(
    '%s: Add card is refused with the processor’s words, and nothing is kept',
    async (number) => {
      const member = await customerSession(suite.server);
      const refused = await suite.server.failure(
        'AddNewCard',
        { request_id: randomUUID(), braintree_nonce: nonceFor(number) },
        { sid: member.sid },
      );
      expect(refused).toEqual({ code: 'ERROR', message: DECLINED });
      expect(await savedCards(member.customerId)).toEqual([]);
      expect(suite.sandbox.ledger.vaulted()).toEqual([]);
    },
  );

  it('an order with Save card on is refused before any charge; without it, the sale is placed', async () => {
    const { member, submit } = await memberCart(suite);
    const before = suite.sandbox.charges().length;
    const nonce = nonceFor('4000111111111115');
    expect(await submit.fails('0', { braintree_nonce: nonce, save_card: '1' })).toBe(DECLINED);
    expect(suite.sandbox.charges()).toHaveLength(before);
    expect(await savedCards(member.customerId)).toEqual([]);

    // The failed vault did not use the nonce up: the same card, not kept, is a sale.
    const placed = await submit.ok('0', { braintree_nonce: nonce });
    expect(placed.order_id).toBeGreaterThan(0);
    expect(suite.sandbox.charges().slice(before)).toEqual([
      expect.objectContaining({ status: 'submitted_for_settlement', lastFour: '1115' }),
    ]);
  });
});
