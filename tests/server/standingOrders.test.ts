/**
 * StandingOrders load, save and status (spec 3 §2 'Standing orders', §3, §5, §6, §8): who may
 * keep standing orders, the rules a save must keep (as tables), the spec's messages word for word,
 * and the order history's list.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditBalance } from '../../server/accounts/balance';
import { MESSAGES } from '../../server/protocol/messages';
import type { StandingOrderData } from '../../src/api/standingOrders';
import { standingOrderDayMessage, standingOrderTimeMessage } from '../../src/domain/serverPhrases';
import { backends, startServer, type TestServer } from './helpers';
import {
  callerWith,
  dataFrom,
  giveSavedCard,
  itemNamedIn,
  load,
  save,
  type Caller,
} from './standingOrderHelpers';

describe.each(backends)('StandingOrders ($name)', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(backend);
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  const statusCall = (caller: Caller, id: number, status: number, extra = {}) =>
    server.call(
      'StandingOrders',
      {
        sub_action: 'status',
        store_id: '0',
        standing_order_id: String(id),
        standing_order_data: JSON.stringify({ id, status }),
        ...extra,
      },
      { sid: caller.sid },
    );

  async function optionId(description: string): Promise<number> {
    const row = await server.db
      .selectFrom('modifier_options')
      .select('id')
      .where('description', '=', description)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  describe('who may keep standing orders', () => {
    it('loads for a member: the demo store, its settings and every product at 0', async () => {
      const member = await callerWith(server);
      const answer = await load(server, member);
      expect(answer.message).toBe('');
      expect(answer.stores).toEqual([
        expect.objectContaining({
          name: 'Fremantle Fig & Olive',
          cut_off_time_pickup_12h: '5:00 pm',
          cut_off_days_pickup: 1,
          discount_percent_pickup: 10,
          available_pickup: 1,
          available_pickup_from: '07:00',
          available_pickup_to: '14:00',
          payment_method_required: 1,
        }),
      ]);
      expect(answer.standing_order).toMatchObject({ id: 0, fulfilment_type: '', status: 0 });
      const tea = itemNamedIn(answer, 'Iced Mint Tea');
      expect(tea).toMatchObject({ price: 650, qty_mon: 0, options_available: 0 });
      expect(tea.available_days).toEqual([1, 1, 1, 1, 1, 1, 1]);
      expect(answer.customer).toMatchObject({ id: member.customerId, has_saved_card: 0 });
    });

    it('answers staff, who are members too (spec 3 §6)', async () => {
      const staff = await callerWith(server, 8);
      expect((await load(server, staff)).stores).toHaveLength(1);
    });

    it.each([
      ['a guest', 2],
      ['a kiosk (spec 3 §6 "Kiosk is excluded from standing orders")', 3],
    ])('refuses %s with the spec’s words', async (_who, status) => {
      const caller = await callerWith(server, status);
      for (const sub_action of ['load', 'save', 'status'])
        expect(
          await server.failure(
            'StandingOrders',
            {
              sub_action,
              store_id: '0',
              standing_order_id: '0',
              standing_order_data: '{"items":[]}',
            },
            { sid: caller.sid },
          ),
        ).toEqual({ code: 'ERROR', message: 'No stores enabled or insufficent permissions.' });
    });

    it('refuses everyone when no store has standing orders enabled', async () => {
      const member = await callerWith(server);
      await server.db.updateTable('standing_order_settings').set({ enabled: false }).execute();
      try {
        expect(
          (
            await server.failure(
              'StandingOrders',
              { sub_action: 'load', store_id: '0', standing_order_id: '0' },
              { sid: member.sid },
            )
          ).message,
        ).toBe('No stores enabled or insufficent permissions.');
      } finally {
        await server.db.updateTable('standing_order_settings').set({ enabled: true }).execute();
      }
    });
  });

  describe('save', () => {
    it('says "Something went wrong, please try again" when the data is missing or unreadable', async () => {
      const member = await callerWith(server);
      for (const data of ['', 'not json', '[]', '{"store_id":1}'])
        expect(
          (
            await server.failure(
              'StandingOrders',
              {
                sub_action: 'save',
                store_id: '0',
                standing_order_id: '0',
                ...(data === '' ? {} : { standing_order_data: data }),
              },
              { sid: member.sid },
            )
          ).message,
        ).toBe('Something went wrong, please try again');
    });

    it('saves a paused pickup order, answers "Standing Order Saved (Paused)" and loads it back', async () => {
      const member = await callerWith(server);
      const empty = await load(server, member);
      const envelope = await save(
        server,
        member,
        dataFrom(empty, { 'Iced Mint Tea': { qty_mon: 2, qty_wed: 1 } }, { status: 0 }),
      );
      expect(envelope.ResponseCode, JSON.stringify(envelope.Response)).toBe('SUCCESS');
      const saved = envelope.Response as Awaited<ReturnType<typeof load>>;
      expect(saved.message).toBe('Standing Order Saved (Paused)');
      expect(saved.standing_order).toMatchObject({
        fulfilment_type: 'pickup',
        fulfilment_time: '08:00',
        status: 0,
      });
      expect(saved.standing_order.id).toBeGreaterThan(0);
      const again = await load(server, member, saved.standing_order.id);
      expect(itemNamedIn(again, 'Iced Mint Tea')).toMatchObject({
        qty_mon: 2,
        qty_wed: 1,
        qty_tue: 0,
      });
      expect(again.standing_order.items[0]?.menu_item_desc).toBe('Iced Mint Tea');
    });

    it('answers "Standing Order Saved (Active)" for an active one with a saved card', async () => {
      const member = await callerWith(server);
      await giveSavedCard(server, member);
      const empty = await load(server, member);
      const envelope = await save(
        server,
        member,
        dataFrom(empty, { 'Iced Mint Tea': { qty_mon: 1 } }, { status: 1 }),
      );
      expect((envelope.Response as { message: string }).message).toBe(
        'Standing Order Saved (Active)',
      );
    });

    it('makes one standing order for a save repeated with its request_id', async () => {
      const member = await callerWith(server);
      const data = dataFrom(await load(server, member), { 'Iced Mint Tea': { qty_fri: 3 } });
      const first = await save(server, member, data, { request_id: 'so-save-1' });
      const second = await save(server, member, data, { request_id: 'so-save-1' });
      expect(first.ResponseCode).toBe('SUCCESS');
      expect(second.Response).toEqual(first.Response);
      const rows = await server.db
        .selectFrom('standing_orders')
        .select('id')
        .where('customer_id', '=', member.customerId)
        .execute();
      expect(rows).toHaveLength(1);
    });

    const refusals: [string, (data: StandingOrderData, tea: number) => unknown, string][] = [
      [
        'no fulfilment type',
        (d) => ({ ...d, fulfilment_type: '' }),
        MESSAGES.fulfilmentTypeRequired,
      ],
      [
        'a type the store does not offer',
        (d) => ({ ...d, fulfilment_type: 'booking' }),
        MESSAGES.standingOrderTypeUnavailable,
      ],
      [
        'a quantity of 1000',
        (d, tea) => withTea(d, tea, { qty_mon: 1000 }),
        MESSAGES.standingOrderQuantity,
      ],
      [
        'a negative quantity',
        (d, tea) => withTea(d, tea, { qty_mon: -1 }),
        MESSAGES.standingOrderQuantity,
      ],
      [
        'a fractional quantity',
        (d, tea) => withTea(d, tea, { qty_mon: 1.5 }),
        MESSAGES.standingOrderQuantity,
      ],
      [
        'a quantity of text',
        (d, tea) => withTea(d, tea, { qty_mon: 'two' }),
        MESSAGES.standingOrderQuantity,
      ],
      [
        'every quantity 0',
        (d, tea) => withTea(d, tea, { qty_mon: 0 }),
        MESSAGES.standingOrderEmpty,
      ],
      [
        'a product not on the menu',
        (d) => ({ ...d, items: [{ ...d.items[0], menu_item_id: 999_999 }] }),
        MESSAGES.menuItemDoesNotExist,
      ],
      [
        'options for a product without any',
        (d, tea) => withTea(d, tea, { qty_mon: 1, options: [1] }),
        MESSAGES.productHasNoOptions,
      ],
      [
        'a pickup time before the window (06:55)',
        (d) => ({ ...d, fulfilment_time: '06:55' }),
        timeMessage(),
      ],
      [
        'a pickup time after the window (14:05)',
        (d) => ({ ...d, fulfilment_time: '14:05' }),
        timeMessage(),
      ],
      [
        'a pickup time off the 5-minute steps (08:03)',
        (d) => ({ ...d, fulfilment_time: '08:03' }),
        timeMessage(),
      ],
      [
        'a pickup time that is not a time',
        (d) => ({ ...d, fulfilment_time: '8am' }),
        timeMessage(),
      ],
    ];

    function timeMessage() {
      return standingOrderTimeMessage('7:00 am', '2:00 pm');
    }

    function withTea(data: StandingOrderData, tea: number, row: Record<string, unknown>) {
      return {
        ...data,
        items: [
          {
            menu_item_id: tea,
            options: [],
            qty_mon: 0,
            qty_tue: 0,
            qty_wed: 0,
            qty_thu: 0,
            qty_fri: 0,
            qty_sat: 0,
            qty_sun: 0,
            ...row,
          },
        ],
      };
    }

    it.each(refusals)('refuses %s', async (_case, change, message) => {
      const member = await callerWith(server);
      const empty = await load(server, member);
      const tea = itemNamedIn(empty, 'Iced Mint Tea').menu_item_id;
      const data = dataFrom(empty, { 'Iced Mint Tea': { qty_mon: 1 } });
      const envelope = await save(server, member, change(data, tea));
      expect(envelope.ResponseCode).toBe('ERROR');
      expect(envelope.Response).toEqual([message]);
    });

    it.each([
      ['07:00', true],
      ['14:00', true],
      ['11:35', true],
    ])('accepts pickup at %s, inside the window on a 5-minute step', async (time) => {
      const member = await callerWith(server);
      const data = dataFrom(
        await load(server, member),
        { 'Iced Mint Tea': { qty_tue: 1 } },
        {
          fulfilment_time: time,
        },
      );
      expect((await save(server, member, data)).ResponseCode).toBe('SUCCESS');
    });

    it('refuses a quantity on a day the product is not sold, and shows that day disabled', async () => {
      const member = await callerWith(server);
      const store = await server.db
        .selectFrom('standing_order_settings')
        .select('merchant_id')
        .executeTakeFirstOrThrow();
      await server.db
        .updateTable('merchant_hours')
        .set({ is_open: false })
        .where('merchant_id', '=', store.merchant_id)
        .where('weekday', '=', 7)
        .execute();
      try {
        const empty = await load(server, member);
        expect(itemNamedIn(empty, 'Iced Mint Tea').available_days).toEqual([1, 1, 1, 1, 1, 1, 0]);
        const envelope = await save(
          server,
          member,
          dataFrom(empty, { 'Iced Mint Tea': { qty_sun: 1 } }),
        );
        expect(envelope.Response).toEqual([standingOrderDayMessage('Iced Mint Tea', 'Sunday')]);
      } finally {
        await server.db
          .updateTable('merchant_hours')
          .set({ is_open: true })
          .where('merchant_id', '=', store.merchant_id)
          .where('weekday', '=', 7)
          .execute();
      }
    });

    it('checks the options: mandatory groups chosen, ids of the product’s own groups', async () => {
      const member = await callerWith(server);
      const empty = await load(server, member);
      expect(itemNamedIn(empty, 'Eggs Your Way').options_available).toBe(1);
      const poached = await optionId('Poached');
      const teaGroupOption = await optionId('Chamomile');
      const none = await save(server, member, dataFrom(empty, { 'Eggs Your Way': { qty_mon: 1 } }));
      expect(none.ResponseCode).toBe('ERROR');
      const wrong = await save(
        server,
        member,
        dataFrom(empty, { 'Eggs Your Way': { qty_mon: 1, options: [teaGroupOption] } }),
      );
      expect(wrong.Response).toEqual([MESSAGES.invalidItemOptions]);
      const right = await save(
        server,
        member,
        dataFrom(empty, { 'Eggs Your Way': { qty_mon: 1, options: [poached] } }),
      );
      expect(right.ResponseCode, JSON.stringify(right.Response)).toBe('SUCCESS');
    });

    it('keeps the store and fulfilment type fixed in edit mode', async () => {
      const member = await callerWith(server);
      const empty = await load(server, member);
      const first = await save(
        server,
        member,
        dataFrom(empty, { 'Iced Mint Tea': { qty_mon: 1 } }),
      );
      const saved = first.Response as Awaited<ReturnType<typeof load>>;
      const id = saved.standing_order.id;
      const edited = dataFrom(
        saved,
        { 'Iced Mint Tea': { qty_mon: 3 } },
        { id, fulfilment_type: 'dinein' },
      );
      expect((await save(server, member, edited)).Response).toEqual([MESSAGES.standingOrderFixed]);
      const otherStore = dataFrom(
        saved,
        { 'Iced Mint Tea': { qty_mon: 3 } },
        { id, store_id: 999 },
      );
      expect((await save(server, member, otherStore)).Response).toEqual([
        MESSAGES.standingOrderFixed,
      ]);
      const quantity = dataFrom(saved, { 'Iced Mint Tea': { qty_mon: 3 } }, { id });
      expect((await save(server, member, quantity)).ResponseCode).toBe('SUCCESS');
    });

    it('shows and changes no one else’s standing order', async () => {
      const owner = await callerWith(server);
      const other = await callerWith(server);
      const saved = (
        await save(
          server,
          owner,
          dataFrom(await load(server, owner), { 'Iced Mint Tea': { qty_mon: 1 } }),
        )
      ).Response as Awaited<ReturnType<typeof load>>;
      const id = saved.standing_order.id;
      expect(
        (
          await server.failure(
            'StandingOrders',
            { sub_action: 'load', store_id: '0', standing_order_id: String(id) },
            { sid: other.sid },
          )
        ).message,
      ).toBe(MESSAGES.standingOrderNotFound);
      const data = dataFrom(saved, { 'Iced Mint Tea': { qty_mon: 9 } }, { id });
      expect((await save(server, other, data)).Response).toEqual([MESSAGES.standingOrderNotFound]);
      expect((await statusCall(other, id, 0)).Response).toEqual([MESSAGES.standingOrderNotFound]);
    });

    describe('delivery', () => {
      const ADDRESS = {
        delivery_address: '3 Market Street, Fremantle, WA, 6160',
        delivery_address1: '3 Market Street',
        delivery_city: 'Fremantle',
        delivery_state: 'WA',
        delivery_postcode: '6160',
      };

      async function slotId() {
        const row = await server.db
          .selectFrom('delivery_slots')
          .innerJoin(
            'standing_order_settings',
            'standing_order_settings.merchant_id',
            'delivery_slots.merchant_id',
          )
          .select('delivery_slots.id')
          .where('delivery_slots.only_date', 'is', null)
          .orderBy('delivery_slots.id')
          .executeTakeFirstOrThrow();
        return row.id;
      }

      it.each([
        ['without an address', {}, 0, MESSAGES.deliveryAddressNotFound],
        [
          'to an address the store does not deliver to',
          {
            delivery_address: JSON.stringify({
              ...ADDRESS,
              delivery_postcode: '6000',
              delivery_city: 'Perth',
            }),
          },
          1,
          MESSAGES.deliveryAddressNotDelivered,
        ],
        [
          'without a slot',
          { delivery_address: JSON.stringify(ADDRESS) },
          0,
          MESSAGES.deliverySlotRequired,
        ],
      ])('refuses %s', async (_case, extra, withSlot, message) => {
        const member = await callerWith(server);
        const data = dataFrom(
          await load(server, member),
          { 'Iced Mint Tea': { qty_mon: 1 } },
          {
            fulfilment_type: 'delivery',
            fulfilment_time: '',
            delivery_slot_id: withSlot ? await slotId() : 0,
          },
        );
        expect((await save(server, member, data, extra)).Response).toEqual([message]);
      });

      it('saves a validated address and a slot, and answers them', async () => {
        const member = await callerWith(server);
        const slot = await slotId();
        const data = dataFrom(
          await load(server, member),
          { 'Iced Mint Tea': { qty_mon: 1 } },
          {
            fulfilment_type: 'delivery',
            fulfilment_time: '',
            delivery_slot_id: slot,
          },
        );
        const envelope = await save(server, member, data, {
          delivery_address: JSON.stringify(ADDRESS),
        });
        expect(envelope.ResponseCode, JSON.stringify(envelope.Response)).toBe('SUCCESS');
        const answer = envelope.Response as Awaited<ReturnType<typeof load>>;
        expect(answer.delivery).toMatchObject({
          delivery_address1: '3 Market Street',
          delivery_postcode: '6160',
          delivery_validated: 1,
          delivery_slot_id: slot,
        });
        expect(answer.standing_order.delivery_slot_id).toBe(slot);
      });
    });
  });

  describe('status', () => {
    async function pausedOrder(member: Caller) {
      const envelope = await save(
        server,
        member,
        dataFrom(await load(server, member), { 'Iced Mint Tea': { qty_mon: 2 } }, { status: 0 }),
      );
      return (envelope.Response as Awaited<ReturnType<typeof load>>).standing_order.id;
    }

    it('refuses to make one active without a saved card or a balance for its dearest day', async () => {
      const member = await callerWith(server);
      const id = await pausedOrder(member);
      expect((await statusCall(member, id, 1)).Response).toEqual([
        MESSAGES.standingOrderNeedsPayment,
      ]);
      // Two teas at $6.50 less 10 %: $11.70.
      await creditBalance(server.db, {
        brandId: member.brandId,
        customerId: member.customerId,
        amountCents: 1169,
        reason: 'topup',
      });
      expect((await statusCall(member, id, 1)).Response).toEqual([
        MESSAGES.standingOrderNeedsPayment,
      ]);
      await creditBalance(server.db, {
        brandId: member.brandId,
        customerId: member.customerId,
        amountCents: 1,
        reason: 'topup',
      });
      expect((await statusCall(member, id, 1)).ResponseCode).toBe('SUCCESS');
    });

    it('answers "Standing Order Active" and "Standing Order Paused" and saves at once', async () => {
      const member = await callerWith(server);
      await giveSavedCard(server, member);
      const id = await pausedOrder(member);
      const on = await statusCall(member, id, 1);
      expect(on.Response).toMatchObject({
        message: 'Standing Order Active',
        standing_order: { id, status: 1 },
      });
      const row = await server.db
        .selectFrom('standing_orders')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row.status).toBe(1);
      expect(row.active_since).not.toBeNull();
      const off = await statusCall(member, id, 0);
      expect(off.Response).toMatchObject({
        message: 'Standing Order Paused',
        standing_order: { id, status: 0 },
      });
    });
  });

  it('pauses the member’s active standing orders when the saved card is removed (spec 3 §4)', async () => {
    const member = await callerWith(server);
    await giveSavedCard(server, member);
    const empty = await load(server, member);
    const active = (
      await save(
        server,
        member,
        dataFrom(empty, { 'Iced Mint Tea': { qty_mon: 1 } }, { status: 1 }),
      )
    ).Response as Awaited<ReturnType<typeof load>>;
    const paused = (
      await save(
        server,
        member,
        dataFrom(empty, { 'Iced Mint Tea': { qty_tue: 1 } }, { status: 0 }),
      )
    ).Response as Awaited<ReturnType<typeof load>>;
    const removed = await server.ok(
      'ChangeBilling',
      { remove_card: '1', request_id: 'remove-card-1' },
      { sid: member.sid },
    );
    expect(removed.standing_orders_paused).toBe(1);
    expect((await load(server, member, active.standing_order.id)).standing_order.status).toBe(0);
    expect((await load(server, member, paused.standing_order.id)).standing_order.status).toBe(0);
  });

  it('lists the member’s standing orders in the order history', async () => {
    const member = await callerWith(server);
    await giveSavedCard(server, member);
    const empty = await load(server, member);
    const saved = (
      await save(
        server,
        member,
        dataFrom(empty, { 'Iced Mint Tea': { qty_mon: 1 } }, { status: 1 }),
      )
    ).Response as Awaited<ReturnType<typeof load>>;
    const history = await server.ok('OrderHistory', {}, { sid: member.sid });
    expect(history.standing_orders).toEqual([
      {
        id: saved.standing_order.id,
        status: 1,
        store_name: 'Fremantle Fig & Olive',
        store_suburb: 'Fremantle',
      },
    ]);
    expect(history.is_standing_orders_enabled).toBe(1);
  });
});
