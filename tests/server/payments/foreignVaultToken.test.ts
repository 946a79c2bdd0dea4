/**
 * A saved card's multi-use vault token, sent as a one-time card nonce, must not charge the
 * member's card for whoever sent it. A multi-use token pays only for the signed-in member whose
 * saved card it is; anyone else is refused before any charge, at validation and at placement.
 */
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../server/protocol/messages';
import { cartClient, customerSession } from '../cartHelpers';
import { checkoutSuite, ordersOfCart, submitter, teaCart } from '../checkoutHelpers';
import { backends } from '../helpers';

describe.each(backends)("a stored card's vault token as a card nonce ($name)", (backend) => {
  const suite = checkoutSuite(backend);

  /** A signed-in member with a Mint Tea in the cart, ready for pickup ASAP. */
  async function memberCart() {
    const member = await customerSession(suite.server);
    const client = await cartClient(suite.server, suite.demo, member.sid);
    await client.add({ menu_item_id: suite.teaId, quantity: 1 });
    await client.checkout({ fulfilment_type: 'pickup', fulfilment_asap: 1 });
    return { member, client, submit: submitter(suite, client) };
  }

  /** A member who saved a card by paying with save_card: the card's vault token. */
  async function victimToken(): Promise<string> {
    const victim = await memberCart();
    await victim.submit.ok('0', {
      payment_method: 'CC',
      braintree_nonce: 'fake-valid-visa-nonce',
      save_card: '1',
    });
    const card = await suite.server.db
      .selectFrom('customer_cards')
      .select('token')
      .where('customer_id', '=', victim.member.customerId)
      .executeTakeFirstOrThrow();
    return card.token;
  }

  const chargesOf = (token: string) =>
    suite.payments.charges.filter((charge) => charge.nonce === token).length;

  it.each([
    ['a guest', async () => submitter(suite, await teaCart(suite))],
    ['another member', async () => (await memberCart()).submit],
  ])('%s sending it is refused and the card is not charged', async (_who, attacker) => {
    const token = await victimToken();
    const charged = chargesOf(token);
    const submit = await attacker();
    const attack = { payment_method: 'CC', braintree_nonce: token };
    expect(await submit.fails('1', attack)).toBe(MESSAGES.savedCardNotYours);
    expect(await submit.fails('0', attack)).toBe(MESSAGES.savedCardNotYours);
    expect(chargesOf(token)).toBe(charged);
  });

  it.each([
    ['APPLE', (token: string) => JSON.stringify({ nonce: token })],
    ['GOOGLE', (token: string) => token],
  ])('a guest sending it as %s wallet data is refused at placement', async (method, walletData) => {
    const token = await victimToken();
    const charged = chargesOf(token);
    const submit = submitter(suite, await teaCart(suite));
    const attack = { payment_method: method, braintree_nonce: '', wallet_data: walletData(token) };
    expect(await submit.fails('0', attack)).toBe(MESSAGES.savedCardNotYours);
    expect(chargesOf(token)).toBe(charged);
  });

  it('no order is placed for the attacker', async () => {
    const token = await victimToken();
    const client = await teaCart(suite);
    const cartId = (await client.checkout({})).order.id;
    await submitter(suite, client).fails('0', { payment_method: 'CC', braintree_nonce: token });
    expect(await ordersOfCart(suite, cartId)).toHaveLength(0);
  });

  it("the member's own token still pays for the member", async () => {
    const victim = await memberCart();
    await victim.submit.ok('0', {
      payment_method: 'CC',
      braintree_nonce: 'fake-valid-visa-nonce',
      save_card: '1',
    });
    const { token } = await suite.server.db
      .selectFrom('customer_cards')
      .select('token')
      .where('customer_id', '=', victim.member.customerId)
      .executeTakeFirstOrThrow();
    const again = await cartClient(suite.server, suite.demo, victim.member.sid);
    await again.add({ menu_item_id: suite.teaId, quantity: 1 });
    await again.checkout({ fulfilment_type: 'pickup', fulfilment_asap: 1 });
    const placed = await submitter(suite, again).ok('0', {
      payment_method: 'CC',
      braintree_nonce: token,
    });
    expect(placed.order_id).toBeGreaterThan(0);
    expect(chargesOf(token)).toBe(2);
  });
});
