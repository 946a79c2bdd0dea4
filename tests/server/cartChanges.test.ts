/**
 * ManageCart update_quantity and clear_cart (spec 2 §5.3 'Quantity stepper', §7), both changes
 * that go through the idempotency store, and load_checkout, a read that never does.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { ManageCartResponse } from '../../src/api/manageCart';
import { cartClient, teaSuite, type CartClient } from './cartHelpers';
import { backends } from './helpers';

describe.each(backends)('ManageCart: changing and reading the cart ($name)', (backend) => {
  const suite = teaSuite(backend);

  /** A cart of its own session holding one line of `quantity` teas. */
  const cartWithTea = async (quantity = 2) => {
    const cart = await cartClient(suite.server, suite.demo);
    const added = await cart.add({ menu_item_id: suite.teaId, quantity });
    return { cart, slot: added.cart_item_slot_id, added };
  };

  const quantityFields = (
    cart: CartClient,
    data: unknown,
    requestId?: string,
  ): Record<string, string> => ({
    ...cart.fields('update_quantity', {
      menu_item_data: typeof data === 'string' ? data : JSON.stringify(data),
    }),
    ...(requestId ? { request_id: requestId } : {}),
  });
  const setQuantity = (cart: CartClient, slot: number, quantity: number, requestId?: string) =>
    suite.server.ok(
      'ManageCart',
      quantityFields(cart, { cart_item_slot_id: slot, quantity }, requestId),
      cart.options,
    );
  const quantityFails = async (cart: CartClient, data: unknown) => {
    const { code, message } = await suite.server.failure(
      'ManageCart',
      quantityFields(cart, data),
      cart.options,
    );
    expect(code).toBe('ERROR');
    return message;
  };
  const clear = (cart: CartClient, requestId?: string): Promise<ManageCartResponse> =>
    suite.server.ok(
      'ManageCart',
      {
        ...cart.fields('clear_cart', { checkout_options: '{}' }),
        ...(requestId ? { request_id: requestId } : {}),
      },
      cart.options,
    );
  /** The quantities of the cart lines with this id, or of this cart. */
  const quantities = (column: 'id' | 'cart_id', value: number) =>
    suite.server.db.selectFrom('cart_items').select('quantity').where(column, '=', value).execute();
  const loadFields = (cart: CartClient) => {
    const { request_id: _none, ...fields } = cart.fields('load_checkout', {});
    return fields;
  };

  describe('update_quantity', () => {
    it('sets a line’s quantity and answers the updated order as add_to_order does', async () => {
      const { cart, slot, added } = await cartWithTea(2);
      const unit = added.order.items[0]?.unit_price ?? 0;
      const answer = await setQuantity(cart, slot, 5);
      expect(answer.sub_action).toBe('update_quantity');
      expect(answer.affects_cart_total).toBe(1);
      expect(answer.cart_item_slot_id).toBe(slot);
      expect(answer.order.id).toBe(added.order.id);
      expect(answer.order.items).toEqual([
        { ...added.order.items[0], quantity: 5, line_total: 5 * unit },
      ]);
      expect(answer.order).toMatchObject({ num_items: 5, sub_total: 5 * unit, total: 5 * unit });
      expect((await setQuantity(cart, slot, 5)).affects_cart_total).toBe(0);
    });

    it('removes the line at 0, leaving the others', async () => {
      const { cart, slot } = await cartWithTea(2);
      const other = await cart.add({ menu_item_id: suite.teaId, quantity: 1 });
      const answer = await setQuantity(cart, slot, 0);
      expect(answer.affects_cart_total).toBe(1);
      expect(answer.order.items.map((line) => line.cart_item_slot_id)).toEqual([
        other.cart_item_slot_id,
      ]);
      expect(answer.order.num_items).toBe(1);
      expect(await quantityFails(cart, { cart_item_slot_id: slot, quantity: 1 })).toBe(
        'Cart item not found',
      );
    });

    it('refuses unknown lines, another session’s line, and quantities out of range', async () => {
      const { cart, slot } = await cartWithTea(2);
      const stranger = await cartClient(suite.server, suite.demo);
      expect(await quantityFails(stranger, { cart_item_slot_id: slot, quantity: 1 })).toBe(
        'Cart item not found',
      );
      await stranger.add({ menu_item_id: suite.teaId });
      expect(await quantityFails(stranger, { cart_item_slot_id: slot, quantity: 0 })).toBe(
        'Cart item not found',
      );
      expect(await quantityFails(cart, { cart_item_slot_id: 999_999, quantity: 1 })).toBe(
        'Cart item not found',
      );
      for (const quantity of [-1, 100, 1e12])
        expect(await quantityFails(cart, { cart_item_slot_id: slot, quantity })).toBe(
          'Quantity must be between 1 and 99',
        );
      const lines = await quantities('id', slot);
      expect(lines).toEqual([{ quantity: 2 }]);
    });

    it("answers 'Invalid menu item data' for a missing or unreadable payload", async () => {
      const { cart, slot } = await cartWithTea(1);
      for (const data of [
        { cart_item_slot_id: slot },
        { quantity: 1 },
        { cart_item_slot_id: slot, quantity: '' },
        { cart_item_slot_id: slot, quantity: '99999999999' },
        { cart_item_slot_id: slot, quantity: 1.5 },
        { cart_item_slot_id: -1, quantity: 1 },
        '{not json',
      ])
        expect(await quantityFails(cart, data)).toBe('Invalid menu item data');
      const { menu_item_data: _none, ...noPayload } = quantityFields(cart, {});
      expect((await suite.server.failure('ManageCart', noPayload, cart.options)).message).toBe(
        'Invalid menu item data',
      );
      const { store_id: _store, ...noStore } = quantityFields(cart, {
        cart_item_slot_id: slot,
        quantity: 1,
      });
      expect((await suite.server.failure('ManageCart', noStore, cart.options)).message).toBe(
        'Merchant does not exist',
      );
    });

    it('lowers an unavailable item’s quantity but will not raise it', async () => {
      const { cart, slot } = await cartWithTea(3);
      await suite.server.db
        .updateTable('menu_items')
        .set({ is_available: false })
        .where('id', '=', suite.teaId)
        .execute();
      try {
        expect(await quantityFails(cart, { cart_item_slot_id: slot, quantity: 4 })).toBe(
          'Product unavailable',
        );
        expect((await setQuantity(cart, slot, 2)).order.num_items).toBe(2);
      } finally {
        await suite.server.db
          .updateTable('menu_items')
          .set({ is_available: true })
          .where('id', '=', suite.teaId)
          .execute();
      }
    });

    it('is answered once per request_id: a late repeat does not undo a later change', async () => {
      const { cart, slot } = await cartWithTea(2);
      const requestId = randomUUID();
      const first = await setQuantity(cart, slot, 3, requestId);
      await setQuantity(cart, slot, 7);
      expect(await setQuantity(cart, slot, 3, requestId)).toEqual(first);
      const { message } = await suite.server.failure(
        'ManageCart',
        quantityFields(cart, { cart_item_slot_id: slot, quantity: 3 }, requestId),
        { sid: (await cartClient(suite.server, suite.demo)).sid },
      );
      expect(message).toBe('This request_id was already used by another session');
      const lines = await quantities('id', slot);
      expect(lines).toEqual([{ quantity: 7 }]);
    });
  });

  describe('clear_cart', () => {
    it('empties the lines, promo code, note and checkout choices of this session’s cart only', async () => {
      const { cart, added } = await cartWithTea(2);
      await cart.add({ menu_item_id: suite.teaId, quantity: 1 });
      await cart.checkout({
        coupon_code: 'welcome10',
        order_note: 'No ice',
        fulfilment_type: 'pickup',
      });
      const { cart: neighbour, added: theirs } = await cartWithTea(4);

      const answer = await clear(cart);
      expect(answer.sub_action).toBe('clear_cart');
      expect(answer.affects_cart_total).toBe(1);
      expect(answer.order).toMatchObject({
        id: added.order.id,
        items: [],
        num_items: 0,
        sub_total: 0,
        total: 0,
        coupon_code: '',
        note: '',
      });
      expect(answer.order.checkout.fulfilment_type).toBe('');
      expect((await clear(cart)).affects_cart_total).toBe(0);

      const neighbours = await quantities('cart_id', theirs.order.id);
      expect(neighbours).toEqual([{ quantity: 4 }]);
      expect(neighbour.sid).not.toBe(cart.sid);
    });

    it('answers an empty order when there was no cart', async () => {
      const cart = await cartClient(suite.server, suite.demo);
      const answer = await clear(cart);
      expect(answer.affects_cart_total).toBe(0);
      expect(answer.order.items).toEqual([]);
    });

    it('needs a request_id and answers a repeat from the store', async () => {
      const { cart } = await cartWithTea(1);
      const { request_id: _none, ...withoutId } = cart.fields('clear_cart', {});
      expect((await suite.server.failure('ManageCart', withoutId, cart.options)).message).toBe(
        'Missing request_id: every change needs a client request id',
      );
      const requestId = randomUUID();
      const first = await clear(cart, requestId);
      await cart.add({ menu_item_id: suite.teaId, quantity: 2 });
      // A repeat of the first clear answers as the first time and leaves the new line alone.
      expect(await clear(cart, requestId)).toEqual(first);
      const state = await suite.server.ok('ManageCart', loadFields(cart), cart.options);
      expect(state.order.num_items).toBe(2);
    });
  });

  describe('load_checkout (a read)', () => {
    it('answers the open cart, with no request_id, and writes nothing', async () => {
      const { cart, added } = await cartWithTea(2);
      const answer = await suite.server.ok('ManageCart', loadFields(cart), cart.options);
      expect(answer.sub_action).toBe('load_checkout');
      expect(answer.affects_cart_total).toBe(0);
      expect(answer.order).toEqual(added.order);
    });

    it('is never answered from the idempotency store, even when sent with a request_id', async () => {
      const { cart, slot } = await cartWithTea(2);
      const requestId = randomUUID();
      const read = () =>
        suite.server.ok('ManageCart', { ...loadFields(cart), request_id: requestId }, cart.options);
      expect((await read()).order.num_items).toBe(2);
      await setQuantity(cart, slot, 6);
      expect((await read()).order.num_items).toBe(6);
      const stored = await suite.server.db
        .selectFrom('idempotency_keys')
        .select('id')
        .where('request_id', '=', requestId)
        .execute();
      expect(stored).toEqual([]);
    });

    it("answers 'No order present' without a cart", async () => {
      const cart = await cartClient(suite.server, suite.demo);
      expect(await suite.server.failure('ManageCart', loadFields(cart), cart.options)).toEqual({
        code: 'ERROR',
        message: 'No order present',
      });
    });
  });
});
