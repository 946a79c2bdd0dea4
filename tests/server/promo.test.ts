/**
 * Promo codes through ManageCart update_checkout (spec 1 §4 'Promo', §5 'Promo codes are
 * uppercased', §7 'A helper sets a promo code by sending coupon_code with merchant id and menu id'),
 * and the order note.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuItemDetailsResponse } from '../../src/api/menuItemDetails';
import { cartClient, itemNamed, optionsFor, storeOf, type Store } from './cartHelpers';
import { backends, DEMO, HARBOUR, startServer, type TestServer } from './helpers';

describe.each(backends)('promo codes ($name)', (backend) => {
  let server: TestServer;
  let demo: Store;
  let margherita: MenuItemDetailsResponse;
  beforeAll(async () => {
    server = await startServer(backend);
    demo = await storeOf(server, DEMO.token, DEMO.slug);
    const item = await itemNamed(server, demo, 'Margherita');
    margherita = await server.ok('MenuItemDetails', { menu_item_id: String(item.id) });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  /** A cart holding `pizzas` Margheritas at $22.00 each. */
  const cartWithPizzas = async (pizzas: number) => {
    const cart = await cartClient(server, demo);
    if (pizzas > 0) {
      await cart.add({
        menu_item_id: margherita.item_id,
        quantity: pizzas,
        options: optionsFor(margherita.options, { Base: 'Classic' }),
      });
    }
    return cart;
  };

  it('applies WELCOME10 (typed in any case) as 10% off the products total', async () => {
    const cart = await cartWithPizzas(2);
    const answer = await cart.checkout({ coupon_code: ' welcome10 ' });
    expect(answer.affects_cart_total).toBe(1);
    expect(answer.order).toMatchObject({
      coupon_code: 'WELCOME10',
      sub_total: 4400,
      discount: 440,
      total_after_discount: 3960,
      total: 3960,
    });
    const more = await cart.add({
      menu_item_id: margherita.item_id,
      options: optionsFor(margherita.options, { Base: 'Classic' }),
    });
    expect(more.order).toMatchObject({ sub_total: 6600, discount: 660, coupon_code: 'WELCOME10' });
  });

  it("answers 'Invalid promo code' for an unknown code or another brand's", async () => {
    const cart = await cartWithPizzas(1);
    expect(await cart.checkoutFails({ coupon_code: 'FREEFOOD' })).toBe('Invalid promo code');
    expect(await cart.checkoutFails({ coupon_code: 'NOODLE5' })).toBe('Invalid promo code');
    const harbour = await cartClient(server, await storeOf(server, HARBOUR.token, HARBOUR.slug));
    expect(await harbour.checkoutFails({ coupon_code: 'FIGS5' })).toBe('Invalid promo code');
  });

  it('names the minimum order of FIGS5, then takes $5 off once the order reaches $30', async () => {
    const empty = await cartWithPizzas(0);
    expect(await empty.checkoutFails({ coupon_code: 'figs5' })).toBe(
      'Promo code FIGS5 needs a minimum order of $30.00',
    );
    const small = await cartWithPizzas(1);
    expect(await small.checkoutFails({ coupon_code: 'FIGS5' })).toBe(
      'Promo code FIGS5 needs a minimum order of $30.00',
    );
    const big = await cartWithPizzas(2);
    const answer = await big.checkout({ coupon_code: 'FIGS5' });
    expect(answer.order).toMatchObject({ coupon_code: 'FIGS5', sub_total: 4400, discount: 500 });
    // Below the minimum again, the code stays but gives nothing.
    const lineId = answer.order.items[0]?.cart_item_slot_id ?? 0;
    const smaller = await big.add({
      menu_item_id: margherita.item_id,
      quantity: 1,
      options: optionsFor(margherita.options, { Base: 'Classic' }),
      cart_item_slot_id: lineId,
    });
    expect(smaller.order).toMatchObject({ coupon_code: 'FIGS5', sub_total: 2200, discount: 0 });
  });

  it('says an expired code has expired, and removes a code when sent empty', async () => {
    const cart = await cartWithPizzas(1);
    expect(await cart.checkoutFails({ coupon_code: 'spring20' })).toBe(
      'Promo code SPRING20 has expired',
    );
    await cart.checkout({ coupon_code: 'WELCOME10' });
    const removed = await cart.checkout({ coupon_code: '' });
    expect(removed.order).toMatchObject({ coupon_code: '', discount: 0, total: 2200 });
    expect(removed.affects_cart_total).toBe(1);
  });

  it('takes coupon_code as its own field with merchant_id (the promo helper)', async () => {
    const cart = await cartWithPizzas(1);
    const answer = await server.ok(
      'ManageCart',
      {
        sub_action: 'update_checkout',
        merchant_id: demo.store_id,
        menu_id: demo.menu_id,
        coupon_code: 'welcome10',
        request_id: randomUUID(),
      },
      cart.options,
    );
    expect(answer.order).toMatchObject({ coupon_code: 'WELCOME10', discount: 220 });
  });

  it("applies the other brand's codes to its own stores", async () => {
    const harbour = await storeOf(server, HARBOUR.token, HARBOUR.slug);
    const pho = await itemNamed(server, harbour, 'Beef Pho');
    const details = await server.ok(
      'MenuItemDetails',
      { menu_item_id: String(pho.id) },
      { token: HARBOUR.token },
    );
    const cart = await cartClient(server, harbour);
    await cart.add({
      menu_item_id: pho.id,
      quantity: 2,
      options: optionsFor(details.options, { 'Spice level': 'Hot' }),
    });
    const answer = await cart.checkout({ coupon_code: 'noodle5' });
    expect(answer.order).toMatchObject({ coupon_code: 'NOODLE5', sub_total: 3900, discount: 500 });
  });

  it('keeps the order note, trimmed', async () => {
    const cart = await cartWithPizzas(1);
    const answer = await cart.checkout({ order_note: '  Extra napkins please  ' });
    expect(answer.order.note).toBe('Extra napkins please');
    expect(answer.affects_cart_total).toBe(0);
  });

  it('refuses codes when the menu does not take them', async () => {
    await server.db
      .updateTable('merchants')
      .set({ allow_promo_codes: false })
      .where('id', '=', Number(demo.store_id))
      .execute();
    try {
      const cart = await cartWithPizzas(2);
      expect(await cart.checkoutFails({ coupon_code: 'WELCOME10' })).toBe(
        'Promo codes are not accepted for this menu',
      );
    } finally {
      await server.db
        .updateTable('merchants')
        .set({ allow_promo_codes: true })
        .where('id', '=', Number(demo.store_id))
        .execute();
    }
  });
});
