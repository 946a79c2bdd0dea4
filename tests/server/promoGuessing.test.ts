/**
 * Promo guessing: every field that carries a code is counted (a top-level
 * coupon_code too), per address as well as per session, so fresh sessions do not reset the count;
 * and a code may be used as often per customer as brand.json says (demo: WELCOME10 once).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_RATE_LIMITS,
  TOO_MANY_REQUESTS,
  triesPromoCode,
} from '../../server/http/rateLimits';
import { promoUsedMessage } from '../../src/domain/serverPhrases';
import type { MenuItemDetailsResponse } from '../../src/api/menuItemDetails';
import {
  cartClient,
  customerSession,
  insertOrder,
  itemNamed,
  newSession,
  optionsFor,
  storeOf,
  type Store,
} from './cartHelpers';
import { backends, DEMO, startServer, type TestServer } from './helpers';

describe('triesPromoCode counts every field that carries a code', () => {
  const call = (fields: Record<string, string>) => ({
    RequestAction: 'ManageCart',
    sub_action: 'update_checkout',
    ...fields,
  });
  it.each([
    ['a top-level coupon_code', call({ coupon_code: 'X1' }), true],
    [
      'a top-level code beside options without one',
      call({ coupon_code: 'X1', checkout_options: '{"order_note":"hi"}' }),
      true,
    ],
    ['an empty top-level code', call({ coupon_code: '  ' }), false],
    ['checkout_options', call({ checkout_options: '{"coupon_code":"X1"}' }), true],
  ])('%s', (_case, fields, tries) => {
    expect(triesPromoCode(fields)).toBe(tries);
  });
});

describe.each(backends)('promo guessing ($name)', (backend) => {
  let server: TestServer;
  let demo: Store;
  let margherita: MenuItemDetailsResponse;
  beforeAll(async () => {
    server = await startServer(backend, undefined, { rateLimits: DEFAULT_RATE_LIMITS });
    demo = await storeOf(server, DEMO.token, DEMO.slug);
    const item = await itemNamed(server, demo, 'Margherita');
    margherita = await server.ok('MenuItemDetails', { menu_item_id: String(item.id) });
  }, 60_000);
  afterAll(async () => server?.close());

  const guess = (sid: string, fields: Record<string, string>) =>
    server.call(
      'ManageCart',
      {
        sub_action: 'update_checkout',
        store_id: demo.store_id,
        menu_id: demo.menu_id,
        request_id: randomUUID(),
        ...fields,
      },
      { sid },
    );

  it('counts a top-level coupon_code against the session', async () => {
    const sid = await newSession(server);
    for (let n = 1; n <= DEFAULT_RATE_LIMITS.promoPerSession; n++)
      expect((await guess(sid, { coupon_code: `TOP${n}` })).Response).not.toEqual([
        TOO_MANY_REQUESTS,
      ]);
    expect((await guess(sid, { coupon_code: 'TOPLAST' })).Response).toEqual([TOO_MANY_REQUESTS]);
  });

  it('a fresh session for every guess does not reset the count: the address is counted too', async () => {
    // A new minute: the last test's guesses came from this address too.
    server.setNow(new Date(server.now().getTime() + 61_000).toISOString());
    for (let n = 1; n <= DEFAULT_RATE_LIMITS.promoPerAddress; n++) {
      const answer = await guess(await newSession(server), {
        checkout_options: JSON.stringify({ coupon_code: `FRESH${n}` }),
      });
      expect(answer.Response).not.toEqual([TOO_MANY_REQUESTS]);
    }
    const last = await guess(await newSession(server), { coupon_code: 'FRESHLAST' });
    expect(last.Response).toEqual([TOO_MANY_REQUESTS]);
  });

  it('WELCOME10 once per customer (brand.json promoLimits): a second order is refused it', async () => {
    server.setNow(new Date(server.now().getTime() + 61_000).toISOString());
    const member = await customerSession(server);
    const used = await insertOrder(server, { store: demo, owner: `customer:${member.customerId}` });
    await server.db
      .updateTable('orders')
      .set({ customer_id: member.customerId, coupon_code: 'WELCOME10' })
      .where('id', '=', used)
      .execute();
    const cart = await cartClient(server, demo, member.sid);
    await cart.add({
      menu_item_id: margherita.item_id,
      options: optionsFor(margherita.options, { Base: 'Classic' }),
    });
    expect(await cart.checkoutFails({ coupon_code: 'WELCOME10' })).toBe(
      promoUsedMessage('WELCOME10'),
    );
    // Another customer may still use it.
    const other = await cartClient(server, demo);
    await other.add({
      menu_item_id: margherita.item_id,
      options: optionsFor(margherita.options, { Base: 'Classic' }),
    });
    expect((await other.checkout({ coupon_code: 'WELCOME10' })).order).toMatchObject({
      coupon_code: 'WELCOME10',
    });
  });
});
