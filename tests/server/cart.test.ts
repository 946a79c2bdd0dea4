/**
 * ManageCart add_to_order and repeat_order (spec 1 §3 'Cart item payload', §4 'Add to cart', §5
 * item options, §7), idempotency by request_id (ARCHITECTURE.md), and Merchant's `order`.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
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
import { setSessionCustomer } from '../../server/protocol/session';
import { backends, DEMO, HARBOUR, startServer, TUESDAY_11AM, type TestServer } from './helpers';

describe.each(backends)('ManageCart: the cart ($name)', (backend) => {
  let server: TestServer;
  let demo: Store;
  let flatWhite: MenuItemDetailsResponse;
  beforeAll(async () => {
    server = await startServer(backend);
    demo = await storeOf(server, DEMO.token, DEMO.slug);
    const item = await itemNamed(server, demo, 'Flat White');
    flatWhite = await server.ok('MenuItemDetails', { menu_item_id: String(item.id) });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });
  afterEach(() => {
    server.setNow(TUESDAY_11AM);
  });

  const coffee = (picks: Record<string, string | string[]>) => optionsFor(flatWhite.options, picks);
  const linesOf = async (cartId: number) =>
    server.db.selectFrom('cart_items').selectAll().where('cart_id', '=', cartId).execute();

  describe('add_to_order', () => {
    it('adds a line priced from the database, with option offsets and line totals', async () => {
      const cart = await cartClient(server, demo);
      const answer = await cart.add({
        menu_item_id: flatWhite.item_id,
        quantity: 2,
        options: coffee({ Size: 'Large', Milk: 'Oat', Extras: ['Extra shot', 'Vanilla syrup'] }),
      });
      expect(answer.sub_action).toBe('add_to_order');
      expect(answer.affects_cart_total).toBe(1);
      const [line] = answer.order.items;
      expect(line).toMatchObject({
        cart_item_slot_id: answer.cart_item_slot_id,
        menu_item_id: flatWhite.item_id,
        name: 'Flat White',
        quantity: 2,
        unit_price: 500 + 100 + 80 + 60 + 70,
        line_total: 2 * 810,
      });
      expect(line?.option_lines.map((option) => [option.group_name, option.desc])).toEqual([
        ['Size', 'Large'],
        ['Milk', 'Oat'],
        ['Extras', 'Extra shot'],
        ['Extras', 'Vanilla syrup'],
      ]);
      expect(line?.options).toEqual(
        coffee({ Size: 'Large', Milk: 'Oat', Extras: ['Extra shot', 'Vanilla syrup'] }),
      );
      expect(answer.order).toMatchObject({
        store_id: Number(demo.store_id),
        menu_id: Number(demo.menu_id),
        num_items: 2,
        sub_total: 1620,
        coupon_code: '',
        discount: 0,
        delivery_fee: 0,
        total: 1620,
      });
    });

    it('ignores any price the client sends', async () => {
      const cart = await cartClient(server, demo);
      const answer = await server.ok(
        'ManageCart',
        cart.fields('add_to_order', {
          menu_item_data: JSON.stringify({
            menu_item_id: flatWhite.item_id,
            quantity: 1,
            options: coffee({ Size: 'Regular', Milk: 'Skim' }),
            cart_item_slot_id: -1,
            price: 1,
            unit_price: 1,
            base_price: 1,
          }),
        }),
        cart.options,
      );
      expect(answer.order.items[0]?.unit_price).toBe(500);
    });

    it('adds a new line for -1 and replaces the line a cart_item_slot_id names', async () => {
      const cart = await cartClient(server, demo);
      const first = await cart.add({
        menu_item_id: flatWhite.item_id,
        options: coffee({ Size: 'Regular', Milk: 'Skim' }),
      });
      const second = await cart.add({
        menu_item_id: flatWhite.item_id,
        options: coffee({ Size: 'Regular', Milk: 'Skim' }),
      });
      expect(second.order.items).toHaveLength(2);
      expect(second.order.num_items).toBe(2);
      const replaced = await cart.add({
        menu_item_id: flatWhite.item_id,
        quantity: 3,
        options: coffee({ Size: 'Large', Milk: 'Soy' }),
        cart_item_slot_id: first.cart_item_slot_id,
      });
      expect(replaced.cart_item_slot_id).toBe(first.cart_item_slot_id);
      expect(replaced.order.items.map((line) => [line.cart_item_slot_id, line.quantity])).toEqual([
        [first.cart_item_slot_id, 3],
        [second.cart_item_slot_id, 1],
      ]);
      expect(replaced.order.items[0]?.unit_price).toBe(500 + 100 + 70);
      expect(replaced.order.num_items).toBe(4);
      expect(
        await cart.addFails({
          menu_item_id: flatWhite.item_id,
          options: coffee({ Size: 'Regular', Milk: 'Skim' }),
          cart_item_slot_id: 999_999,
        }),
      ).toBe('Cart item not found');
    });

    it('reads menu_item_data in bracket form too', async () => {
      const cart = await cartClient(server, demo);
      const options = coffee({ Size: 'Large', Milk: 'Almond' });
      const answer = await server.ok(
        'ManageCart',
        cart.fields('add_to_order', {
          'menu_item_data[menu_item_id]': String(flatWhite.item_id),
          'menu_item_data[quantity]': '1',
          'menu_item_data[cart_item_slot_id]': '-1',
          ...Object.fromEntries(
            Object.entries(options).map(([key, value]) => [
              `menu_item_data[options][${key}]`,
              String(value),
            ]),
          ),
        }),
        cart.options,
      );
      expect(answer.order.items[0]?.unit_price).toBe(500 + 100 + 80);
    });

    it("says '{group} is required' for each mandatory group left empty, joined by commas", async () => {
      const cart = await cartClient(server, demo);
      expect(await cart.addFails({ menu_item_id: flatWhite.item_id })).toBe(
        'Size is required, Milk is required',
      );
      expect(
        await cart.addFails({
          menu_item_id: flatWhite.item_id,
          options: coffee({ Size: 'Large' }),
        }),
      ).toBe('Milk is required');
    });

    it("says 'Choose up to {n} options for {group}' past max_select", async () => {
      const cart = await cartClient(server, demo);
      expect(
        await cart.addFails({
          menu_item_id: flatWhite.item_id,
          options: coffee({
            Size: 'Large',
            Milk: 'Oat',
            Extras: ['Extra shot', 'Decaf', 'Honey', 'Extra hot'],
          }),
        }),
      ).toBe('Choose up to 3 options for Extras');
    });

    it('needs at least one option of a mandatory multiselect group', async () => {
      const margherita = await itemNamed(server, demo, 'Margherita');
      const menuId = Number(demo.menu_id);
      const group = await server.db
        .insertInto('modifier_groups')
        .values({ menu_id: menuId, name: 'Dips', mandatory: true, multiselect: true, position: 9 })
        .returning('id')
        .executeTakeFirstOrThrow();
      await server.db
        .insertInto('modifier_options')
        .values([
          { menu_id: menuId, group_id: group.id, description: 'Aioli', price_offset_cents: 150 },
          { menu_id: menuId, group_id: group.id, description: 'Pesto', price_offset_cents: 200 },
        ])
        .execute();
      await server.db
        .insertInto('item_modifier_groups')
        .values({ menu_id: menuId, item_id: margherita.id, group_id: group.id, position: 9 })
        .execute();
      const details = await server.ok('MenuItemDetails', { menu_item_id: String(margherita.id) });
      const cart = await cartClient(server, demo);
      expect(
        await cart.addFails({
          menu_item_id: margherita.id,
          options: optionsFor(details.options, { Base: 'Classic' }),
        }),
      ).toBe('Dips is required');
      const answer = await cart.add({
        menu_item_id: margherita.id,
        options: optionsFor(details.options, { Base: 'Gluten-free', Dips: ['Aioli', 'Pesto'] }),
      });
      expect(answer.order.items[0]?.unit_price).toBe(2200 + 400 + 150 + 200);
    });

    it('refuses options the item does not have and quantities outside 1 to max', async () => {
      const cart = await cartClient(server, demo);
      const valid = coffee({ Size: 'Large', Milk: 'Oat' });
      expect(
        await cart.addFails({
          menu_item_id: flatWhite.item_id,
          options: { ...valid, group_999999: 1 },
        }),
      ).toBe('Invalid options for this item');
      expect(
        await cart.addFails({
          menu_item_id: flatWhite.item_id,
          options: { ...valid, option_999999: 1 },
        }),
      ).toBe('Invalid options for this item');
      for (const quantity of [0, -1, 100]) {
        expect(
          await cart.addFails({ menu_item_id: flatWhite.item_id, quantity, options: valid }),
        ).toBe('Quantity must be between 1 and 99');
      }
      const tea = await itemNamed(server, demo, 'Iced Mint Tea');
      await server.db
        .updateTable('menu_items')
        .set({ max_qty: 5 })
        .where('id', '=', tea.id)
        .execute();
      expect(await cart.addFails({ menu_item_id: tea.id, quantity: 6 })).toBe(
        'Quantity must be between 1 and 5',
      );
      expect((await cart.add({ menu_item_id: tea.id, quantity: 5 })).order.num_items).toBe(5);
    });

    it("answers 'Product unavailable' for an unavailable item and refuses unknown items", async () => {
      const cart = await cartClient(server, demo);
      const watermelon = await itemNamed(server, demo, 'Watermelon, Feta & Mint');
      expect(watermelon.is_available).toBe(0);
      expect(await cart.addFails({ menu_item_id: watermelon.id })).toBe('Product unavailable');
      const platter = await itemNamed(server, demo, 'Seafood Platter for Two');
      expect(await cart.addFails({ menu_item_id: platter.id })).toBe('Product unavailable');
      expect(await cart.addFails({ menu_item_id: 999_999 })).toBe('Menu item does not exist');
      const harbour = await storeOf(server, HARBOUR.token, HARBOUR.slug);
      const bao = await itemNamed(server, harbour, 'Pork Belly Bao');
      expect(await cart.addFails({ menu_item_id: bao.id })).toBe('Menu item does not exist');
      const { message } = await server.failure(
        'ManageCart',
        cart.fields('add_to_order', { menu_item_data: '{not json' }),
        cart.options,
      );
      expect(message).toBe('Invalid menu item data');
    });

    it('checks the store and menu belong to the brand', async () => {
      const session = await newSession(server);
      const harbour = await storeOf(server, HARBOUR.token, HARBOUR.slug);
      const call = (store_id: string, menu_id: string) =>
        server.failure(
          'ManageCart',
          {
            sub_action: 'add_to_order',
            store_id,
            menu_id,
            request_id: randomUUID(),
            menu_item_data: JSON.stringify({ menu_item_id: flatWhite.item_id, quantity: 1 }),
          },
          { sid: session },
        );
      expect((await call('999999', demo.menu_id)).message).toBe('Merchant does not exist');
      expect((await call(harbour.store_id, harbour.menu_id)).message).toBe(
        'Merchant does not exist',
      );
      expect((await call(demo.store_id, harbour.menu_id)).message).toBe('Invalid menu name');
      expect((await call(demo.store_id, '')).message).toBe('Invalid menu name');
    });

    it('needs a request_id and a known sub_action', async () => {
      const cart = await cartClient(server, demo);
      const { request_id: _dropped, ...withoutId } = cart.fields('add_to_order', {
        menu_item_data: JSON.stringify({ menu_item_id: flatWhite.item_id }),
      });
      expect(await server.failure('ManageCart', withoutId, cart.options)).toEqual({
        code: 'ERROR',
        message: 'Missing request_id: every change needs a client request id',
      });
      expect(
        (await server.failure('ManageCart', cart.fields('nope', {}), cart.options)).message,
      ).toBe('Unknown sub_action');
    });
  });

  describe('idempotency', () => {
    const payload = () => ({
      menu_item_id: flatWhite.item_id,
      options: coffee({ Size: 'Large', Milk: 'Oat' }),
    });

    it('answers a repeated request_id with the first answer and adds one line', async () => {
      const cart = await cartClient(server, demo);
      const requestId = randomUUID();
      const first = await cart.add(payload(), requestId);
      const again = await cart.add(payload(), requestId);
      expect(again).toEqual(first);
      expect(await linesOf(first.order.id)).toHaveLength(1);
      const next = await cart.add(payload());
      expect(next.order.items).toHaveLength(2);
    });

    it('answers concurrent repeats once', async () => {
      const cart = await cartClient(server, demo);
      const requestId = randomUUID();
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => cart.add(payload(), requestId)),
      );
      for (const answer of answers) expect(answer).toEqual(answers[0]);
      expect(await linesOf(answers[0]?.order.id ?? 0)).toHaveLength(1);
    });

    it('keeps one cart when different first adds race', async () => {
      const cart = await cartClient(server, demo);
      const answers = await Promise.all(Array.from({ length: 4 }, () => cart.add(payload())));
      expect(new Set(answers.map((answer) => answer.order.id)).size).toBe(1);
      expect(await linesOf(answers[0]?.order.id ?? 0)).toHaveLength(4);
      const open = await server.db
        .selectFrom('carts')
        .select('id')
        .where('owner', '=', `session:${cart.sid}`)
        .execute();
      expect(open).toHaveLength(1);
    });

    it('repeats a failure as a failure, and refuses a request_id reused for another change', async () => {
      const cart = await cartClient(server, demo);
      const requestId = randomUUID();
      const failing = {
        ...cart.fields('add_to_order', {
          menu_item_data: JSON.stringify({ menu_item_id: flatWhite.item_id }),
        }),
        request_id: requestId,
      };
      expect((await server.failure('ManageCart', failing, cart.options)).message).toBe(
        'Size is required, Milk is required',
      );
      expect((await server.failure('ManageCart', failing, cart.options)).message).toBe(
        'Size is required, Milk is required',
      );
      const reused = {
        ...cart.fields('update_checkout', { checkout_options: '{}' }),
        request_id: requestId,
      };
      expect((await server.failure('ManageCart', reused, cart.options)).message).toBe(
        'This request_id was already used for a different request',
      );
    });

    it('refuses a request_id replayed by another session, which never sees the first answer', async () => {
      const mine = await cartClient(server, demo);
      const theirs = await cartClient(server, demo);
      const requestId = randomUUID();
      const first = await mine.add(payload(), requestId);
      const replay = {
        ...theirs.fields('add_to_order', {
          menu_item_data: JSON.stringify({ ...payload(), quantity: 1, cart_item_slot_id: -1 }),
        }),
        request_id: requestId,
      };
      const refused = await server.call('ManageCart', replay, theirs.options);
      expect(refused.ResponseCode).toBe('ERROR');
      expect(refused.Response).toEqual(['This request_id was already used by another session']);
      // The answer's words (not its random SID, which may hold any digits) tell nothing of the order.
      expect(JSON.stringify(refused.Response)).not.toContain(String(first.order.id));
      expect(await linesOf(first.order.id)).toHaveLength(1);
      // Nothing was added to the other session's cart either, and the owner still gets its answer.
      const otherCarts = await server.db
        .selectFrom('carts')
        .select('id')
        .where('owner', '=', `session:${theirs.sid}`)
        .execute();
      expect(otherCarts).toHaveLength(0);
      expect(await mine.add(payload(), requestId)).toEqual(first);
    });

    it("refuses a member's request_id replayed on the same SID once it is signed out", async () => {
      const { sid, customerId, brandId } = await customerSession(server);
      const member = await cartClient(server, demo, sid);
      const requestId = randomUUID();
      await member.add(payload(), requestId);
      await setSessionCustomer(server.db, undefined, { brandId, sid, customerId: 0 });
      server.forgetHotReads();
      const { message } = await server.failure(
        'ManageCart',
        {
          ...member.fields('add_to_order', { menu_item_data: JSON.stringify(payload()) }),
          request_id: requestId,
        },
        member.options,
      );
      expect(message).toBe('This request_id was already used by another session');
      expect(customerId).toBeGreaterThan(0);
    });
  });

  describe("Merchant's order", () => {
    it('is null without a cart and gives num_items and coupon_code with one', async () => {
      const cart = await cartClient(server, demo);
      const merchant = () =>
        server.ok(
          'Merchant',
          { menu_name: DEMO.slug, return_menu: '0', return_order: '1' },
          cart.options,
        );
      expect((await merchant()).order).toBeNull();
      await cart.add({
        menu_item_id: flatWhite.item_id,
        quantity: 2,
        options: coffee({ Size: 'Large', Milk: 'Oat' }),
      });
      await cart.add({
        menu_item_id: flatWhite.item_id,
        options: coffee({ Size: 'Large', Milk: 'Oat' }),
      });
      expect((await merchant()).order).toEqual({ num_items: 3, coupon_code: '' });
      await cart.checkout({ coupon_code: 'welcome10' });
      expect((await merchant()).order).toEqual({ num_items: 3, coupon_code: 'WELCOME10' });
      // Another session, and the same session on another brand's menu, have no cart.
      const other = await newSession(server);
      expect(
        (
          await server.ok(
            'Merchant',
            { menu_name: DEMO.slug, return_menu: '0', return_order: '1' },
            { sid: other },
          )
        ).order,
      ).toBeNull();
    });

    it("follows a signed-in customer's session", async () => {
      const { sid, customerId } = await customerSession(server);
      const cart = await cartClient(server, demo, sid);
      const answer = await cart.add({
        menu_item_id: flatWhite.item_id,
        options: coffee({ Size: 'Large', Milk: 'Oat' }),
      });
      const row = await server.db
        .selectFrom('carts')
        .select(['owner', 'customer_id'])
        .where('id', '=', answer.order.id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ owner: `customer:${customerId}`, customer_id: customerId });
    });
  });

  describe('repeat_order', () => {
    const repeat = (cart: Awaited<ReturnType<typeof cartClient>>, orderId: string) =>
      cart.fields('repeat_order', { order_id: orderId });

    it("answers 'Order not found' for a missing order or someone else's", async () => {
      const cart = await cartClient(server, demo);
      expect(
        (await server.failure('ManageCart', repeat(cart, '999999'), cart.options)).message,
      ).toBe('Order not found');
      expect((await server.failure('ManageCart', repeat(cart, ''), cart.options)).message).toBe(
        'Order not found',
      );
      const theirs = await insertOrder(server, {
        store: demo,
        owner: 'session:someone-else',
        items: [{ menu_item_id: flatWhite.item_id, name: 'Flat White', quantity: 1 }],
      });
      expect(
        (await server.failure('ManageCart', repeat(cart, String(theirs)), cart.options)).message,
      ).toBe('Order not found');
    });

    it("replaces the cart with the order's items at today's prices, leaving out unavailable ones", async () => {
      const cart = await cartClient(server, demo);
      await cart.add({
        menu_item_id: flatWhite.item_id,
        options: coffee({ Size: 'Large', Milk: 'Oat' }),
      });
      const watermelon = await itemNamed(server, demo, 'Watermelon, Feta & Mint');
      const orderId = await insertOrder(server, {
        store: demo,
        owner: `session:${cart.sid}`,
        items: [
          {
            menu_item_id: flatWhite.item_id,
            name: 'Flat White',
            quantity: 2,
            options: coffee({ Size: 'Large', Milk: 'Soy', Extras: ['Honey'] }),
          },
          { menu_item_id: watermelon.id, name: watermelon.name, quantity: 1 },
        ],
      });
      const answer = await server.ok('ManageCart', repeat(cart, String(orderId)), cart.options);
      expect(answer.sub_action).toBe('repeat_order');
      expect(answer.affects_cart_total).toBe(1);
      expect(answer.order.items.map((line) => [line.name, line.quantity, line.unit_price])).toEqual(
        [['Flat White', 2, 500 + 100 + 70 + 50]],
      );
      expect(answer.order.num_items).toBe(2);

      const gone = await insertOrder(server, {
        store: demo,
        owner: `session:${cart.sid}`,
        items: [{ menu_item_id: watermelon.id, name: watermelon.name, quantity: 1 }],
      });
      expect(
        (await server.failure('ManageCart', repeat(cart, String(gone)), cart.options)).message,
      ).toBe('The items from this order are no longer available');
    });
  });
});
