/**
 * Delivery address validation (ManageCart update_checkout) and the schedules: DeliverySlots,
 * DeliveryStops and PickupLocations with cut-offs at the injected clock and capacities (spec 1 §2.5,
 * §3 'Slot, stop and location entries', §4 'Delivery address', §7, §9 'almost full below 20').
 * The demo store is in Perth's timezone (UTC+8): TUESDAY_11AM is 11:00 on Tuesday 24 November 2026.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  cartClient,
  customerSession,
  insertOrder,
  storeOf,
  type CartClient,
  type Store,
} from './cartHelpers';
import { backends, DEMO, HARBOUR, startServer, TUESDAY_11AM, type TestServer } from './helpers';

/** Perth wall-clock time on a date, as the injected clock's ISO instant. */
const perth = (date: string, time: string) => {
  const local = new Date(`${date}T${time}:00Z`);
  return new Date(local.getTime() - 8 * 3_600_000).toISOString();
};

const FREMANTLE = '12 South Terrace, , Fremantle, WA, 6160, AU';

describe.each(backends)('fulfilment schedules ($name)', (backend) => {
  let server: TestServer;
  let demo: Store;
  let harbourCbd: Store;
  let cart: CartClient;
  let fremantleId: number;
  beforeAll(async () => {
    server = await startServer(backend);
    demo = await storeOf(server, DEMO.token, DEMO.slug);
    harbourCbd = await storeOf(server, HARBOUR.token, HARBOUR.slug);
    cart = await cartClient(server, demo);
    fremantleId = (await cart.checkout({ delivery_address: FREMANTLE })).additional_data
      .delivery_address.postcode_id;
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });
  afterEach(() => {
    server.setNow(TUESDAY_11AM);
  });

  const scheduleFields = (store: Store, date: string, extra: Record<string, string> = {}) => ({
    store_id: store.store_id,
    menu_id: store.menu_id,
    fulfilment_date: date,
    ...extra,
  });
  const slots = (date: string, postcodeId = fremantleId, store = demo) =>
    server.ok('DeliverySlots', scheduleFields(store, date, { postcode_id: String(postcodeId) }), {
      token: store.token,
    });
  const stops = (date: string) => server.ok('DeliveryStops', scheduleFields(demo, date));
  const locations = (date: string, store = demo) =>
    server.ok('PickupLocations', scheduleFields(store, date), { token: store.token });
  const labels = (entries: readonly { display_label: string }[]) =>
    entries.map((entry) => entry.display_label);

  describe('update_checkout: the delivery address', () => {
    it('gives a postcode id above 0, the fee and delivery minutes where the store delivers', async () => {
      const client = await cartClient(server, demo);
      const answer = await client.checkout({ delivery_address: FREMANTLE });
      expect(answer.sub_action).toBe('update_checkout');
      expect(answer.additional_data).toEqual({
        delivery_address: {
          postcode_id: fremantleId,
          delivery_validated: 1,
          postcode: '6160',
          suburb: 'Fremantle',
          state: 'WA',
          delivery_fee: 500,
          min_order: 2000,
        },
        delivery_mins: 40,
      });
      expect(fremantleId).toBeGreaterThan(0);
      expect(answer.affects_cart_total).toBe(1);
      expect(answer.order.delivery_fee).toBe(500);
      expect(answer.order.checkout).toMatchObject({
        delivery_address: FREMANTLE,
        delivery_address1: '12 South Terrace',
        delivery_address2: '',
        delivery_city: 'Fremantle',
        delivery_state: 'WA',
        delivery_postcode: '6160',
        delivery_country: 'AU',
        delivery_validated: 1,
        delivery_postcode_id: fremantleId,
      });
      const again = await client.checkout({ delivery_address: FREMANTLE });
      expect(again.affects_cart_total).toBe(0);
    });

    it('gives postcode id 0 where the store does not deliver', async () => {
      const client = await cartClient(server, demo);
      await client.checkout({ delivery_address: FREMANTLE });
      const answer = await client.checkout({
        delivery_address: '140 William Street, Perth, WA, 6000, Australia',
      });
      expect(answer.additional_data).toEqual({
        delivery_address: {
          postcode_id: 0,
          delivery_validated: 1,
          postcode: '6000',
          suburb: 'Perth',
          state: 'WA',
          delivery_fee: 0,
          min_order: 0,
        },
        delivery_mins: 0,
      });
      expect(answer.affects_cart_total).toBe(1);
      expect(answer.order.delivery_fee).toBe(0);
      const unreadable = await client.checkout({ delivery_address: 'somewhere near the beach' });
      expect(unreadable.additional_data.delivery_address).toMatchObject({
        postcode_id: 0,
        delivery_validated: 0,
      });
    });

    it('tells suburbs of one postcode apart, and reads the other address forms', async () => {
      const client = await cartClient(server, demo);
      const beaconsfield = await client.checkout({
        delivery_address: '7 Forrest Street, Beaconsfield, WA, 6162',
      });
      const whiteGum = await client.checkout({
        delivery_address: '3 Clarke Street, White Gum Valley, WA, 6162',
      });
      expect(beaconsfield.additional_data.delivery_address.suburb).toBe('Beaconsfield');
      expect(whiteGum.additional_data.delivery_address.suburb).toBe('White Gum Valley');
      expect(beaconsfield.additional_data.delivery_address.postcode_id).not.toBe(
        whiteGum.additional_data.delivery_address.postcode_id,
      );
      const hilton = await client.checkout({
        delivery_address: '12 Wattle Place, Hilton, WA 6163, Australia',
      });
      expect(hilton.additional_data).toMatchObject({
        delivery_address: { suburb: 'Hilton', delivery_fee: 900, min_order: 3000 },
        delivery_mins: 50,
      });
      const parts = await client.checkout({
        delivery_address1: '1 Canning Highway',
        delivery_city: 'East Fremantle',
        delivery_state: 'wa',
        delivery_postcode: '6158',
        delivery_country: 'AU',
      });
      expect(parts.order.checkout).toMatchObject({
        delivery_address: '1 Canning Highway, East Fremantle, WA, 6158, AU',
        delivery_state: 'WA',
      });
      expect(parts.additional_data.delivery_address.postcode_id).toBeGreaterThan(0);
      const cleared = await client.checkout({ delivery_address: '' });
      expect(cleared.order.checkout).toMatchObject({
        delivery_address: '',
        delivery_validated: 0,
        delivery_postcode_id: 0,
      });
    });

    it('takes a saved address by id for its customer only', async () => {
      const { sid, customerId, brandId } = await customerSession(server);
      const saved = await server.db
        .insertInto('customer_addresses')
        .values({
          brand_id: brandId,
          customer_id: customerId,
          address1: '5 Marine Terrace',
          city: 'Fremantle',
          state: 'WA',
          postcode: '6160',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const member = await cartClient(server, demo, sid);
      const answer = await member.checkout({ delivery_address_id: saved.id });
      expect(answer.order.checkout).toMatchObject({
        delivery_address_id: saved.id,
        delivery_address: '5 Marine Terrace, Fremantle, WA, 6160, AU',
        delivery_postcode_id: fremantleId,
      });
      const guest = await cartClient(server, demo);
      expect(await guest.checkoutFails({ delivery_address_id: saved.id })).toBe(
        'Delivery address not found',
      );
    });

    it("answers AUTH 'Session expired' for a customer whose session lapsed", async () => {
      const { sid } = await customerSession(server, new Date('2026-11-20T00:00:00Z'));
      const member = await cartClient(server, demo, sid);
      const envelope = await server.call(
        'ManageCart',
        member.fields('update_checkout', {
          checkout_options: JSON.stringify({ delivery_address: FREMANTLE }),
        }),
        member.options,
      );
      expect(envelope).toMatchObject({ ResponseCode: 'AUTH', Response: ['Session expired'] });
      expect(envelope.SID).not.toBe(sid);
    });

    it('charges the delivery fee to delivery orders only, and checks the fulfilment fields', async () => {
      const client = await cartClient(server, demo);
      await client.checkout({ delivery_address: FREMANTLE, fulfilment_type: 'delivery' });
      const pickup = await client.checkout({ fulfilment_type: 'takeaway' });
      expect(pickup.order.checkout.fulfilment_type).toBe('pickup');
      expect(pickup.order.delivery_fee).toBe(0);
      expect(pickup.affects_cart_total).toBe(1);
      const later = await client.checkout({
        fulfilment_type: 'deliver',
        fulfilment_asap: 0,
        fulfilment_date: '2026-11-25',
        fulfilment_time: '12:30',
      });
      expect(later.order.checkout).toMatchObject({
        fulfilment_type: 'delivery',
        fulfilment_asap: 0,
        fulfilment_date: '2026-11-25',
        fulfilment_time: '12:30',
      });
      expect(later.order.delivery_fee).toBe(500);
      expect(await client.checkoutFails({ fulfilment_type: 'teleport' })).toBe(
        'Fulfilment type not available',
      );
      expect(await client.checkoutFails({ fulfilment_date: '2026-02-30' })).toBe(
        'Invalid fulfilment date',
      );
      expect(await client.checkoutFails({ fulfilment_time: '25:00' })).toBe(
        'Invalid checkout options',
      );
      const northbridge = await cartClient(
        server,
        await storeOf(server, HARBOUR.token, 'harbour-northbridge'),
      );
      expect(await northbridge.checkoutFails({ fulfilment_type: 'delivery' })).toBe(
        'Fulfilment type not available',
      );
    });

    it('stores a slot, stop or pickup location of the store, and changes nothing on a failure', async () => {
      const client = await cartClient(server, demo);
      const slot = (await slots('2026-11-25')).slots_on_date[0];
      const stop = (await stops('2026-11-27')).stops_on_date[0];
      const location = (await locations('2026-11-24')).locations_on_date[1];
      const answer = await client.checkout({
        delivery_slot_id: slot?.delivery_slot_id,
        delivery_stop_id: stop?.delivery_stop_id,
        pickup_location_id: location?.pickup_location_id,
      });
      expect(answer.order.checkout).toMatchObject({
        delivery_slot_id: slot?.delivery_slot_id,
        delivery_stop_id: stop?.delivery_stop_id,
        pickup_location_id: location?.pickup_location_id,
      });
      expect(await client.checkoutFails({ delivery_slot_id: 999_999 })).toBe(
        'Delivery slot not available',
      );
      expect(await client.checkoutFails({ delivery_stop_id: 999_999 })).toBe(
        'Delivery stop not available',
      );
      expect(
        await client.checkoutFails({ delivery_address: FREMANTLE, pickup_location_id: 999_999 }),
      ).toBe('Pickup location not available');
      const cleared = await client.checkout({ delivery_stop_id: 0 });
      expect(cleared.order.checkout).toMatchObject({
        delivery_stop_id: 0,
        delivery_address: '',
        pickup_location_id: location?.pickup_location_id,
      });
      const { message } = await server.failure(
        'ManageCart',
        client.fields('update_checkout', { checkout_options: '[1, 2]' }),
        client.options,
      );
      expect(message).toBe('Invalid checkout options');
    });
  });

  describe('DeliverySlots', () => {
    it("lists today's slots whose cut-off has not passed, with labels, cut-off texts and room", async () => {
      const answer = await slots('2026-11-24');
      expect(answer.fulfilment_date).toBe('2026-11-24');
      expect(answer.slots_on_date.map((slot) => [slot.display_label, slot.available])).toEqual([
        ['12:30 pm – 1:00 pm', 40],
        ['1:00 pm – 1:30 pm', 30],
        ['5:30 pm – 6:00 pm', 30],
        ['6:00 pm – 6:30 pm', 12],
        ['6:30 pm – 7:00 pm', 30],
        ['7:00 pm – 7:30 pm', 30],
      ]);
      expect(answer.slots_on_date[0]?.cut_off_time_str).toBe('Order by 11:30 am');

      server.setNow(perth('2026-11-24', '10:59'));
      const earlier = await slots('2026-11-24');
      expect(labels(earlier.slots_on_date).slice(0, 2)).toEqual([
        '12:00 pm – 12:30 pm',
        '12:30 pm – 1:00 pm',
      ]);
      expect(earlier.slots_on_date[0]).toMatchObject({
        cut_off_time_str: 'Order by 11:00 am',
        available: 15,
      });
      server.setNow(perth('2026-11-24', '10:29'));
      expect(labels((await slots('2026-11-24')).slots_on_date)[0]).toBe('11:30 am – 12:00 pm');
      server.setNow(perth('2026-11-24', '18:00'));
      const evening = await slots('2026-11-24');
      expect(evening.slots_on_date).toEqual([]);
      expect(evening.slots_invalid_days[0]).toBe('2026-11-24');
      expect(evening.slots_calendar[0]).toBe('2026-11-25');
    });

    it('gives every slot on later days, and a calendar to one month ahead', async () => {
      const answer = await slots('2026-11-25');
      expect(labels(answer.slots_on_date)).toEqual([
        '11:30 am – 12:00 pm',
        '12:00 pm – 12:30 pm',
        '12:30 pm – 1:00 pm',
        '1:00 pm – 1:30 pm',
        '5:30 pm – 6:00 pm',
        '6:00 pm – 6:30 pm',
        '6:30 pm – 7:00 pm',
        '7:00 pm – 7:30 pm',
      ]);
      expect(answer.slots_calendar).toHaveLength(31);
      expect(answer.slots_calendar[0]).toBe('2026-11-24');
      expect(answer.slots_calendar.at(-1)).toBe('2026-12-24');
      expect(answer.slots_invalid_days).toEqual([]);
      expect((await slots('2026-12-25')).slots_on_date).toEqual([]);
      expect((await slots('2026-11-23')).slots_on_date).toEqual([]);
    });

    it('follows special dates and one-date slots', async () => {
      server.setNow(perth('2026-12-20', '11:00'));
      const christmasEve = await slots('2026-12-24');
      expect(christmasEve.slots_on_date.at(-1)).toMatchObject({
        display_label: '10:00 am – 10:30 am',
        cut_off_time_str: 'Order by 4:00 pm the day before',
        available: 20,
      });
      expect(christmasEve.slots_invalid_days).toEqual(['2026-12-25']);
      // Boxing Day trades 10:00 to 16:00: the evening slots are not offered.
      expect(labels((await slots('2026-12-26')).slots_on_date)).toEqual([
        '11:30 am – 12:00 pm',
        '12:00 pm – 12:30 pm',
        '12:30 pm – 1:00 pm',
        '1:00 pm – 1:30 pm',
      ]);
      server.setNow(perth('2026-12-23', '16:00'));
      expect(labels((await slots('2026-12-24')).slots_on_date)).not.toContain(
        '10:00 am – 10:30 am',
      );
    });

    it('takes placed orders off the capacity, drops full slots, and marks almost full', async () => {
      const before = await slots('2026-12-01');
      const byLabel = (label: string) =>
        before.slots_on_date.find((slot) => slot.display_label === label)?.delivery_slot_id ?? 0;
      const lunch = byLabel('12:30 pm – 1:00 pm');
      const busy = byLabel('12:00 pm – 12:30 pm');
      for (let index = 0; index < 5; index++) {
        await insertOrder(server, {
          store: demo,
          owner: `session:capacity-${index}`,
          fulfilment_date: '2026-12-01',
          delivery_slot_id: lunch,
        });
      }
      await insertOrder(server, {
        store: demo,
        owner: 'session:capacity-cancelled',
        status: 'cancelled',
        fulfilment_date: '2026-12-01',
        delivery_slot_id: lunch,
      });
      for (let index = 0; index < 15; index++) {
        await insertOrder(server, {
          store: demo,
          owner: `session:capacity-busy-${index}`,
          fulfilment_date: '2026-12-01',
          delivery_slot_id: busy,
        });
      }
      const after = await slots('2026-12-01');
      expect(after.slots_on_date.find((slot) => slot.delivery_slot_id === lunch)?.available).toBe(
        35,
      );
      expect(labels(after.slots_on_date)).not.toContain('12:00 pm – 12:30 pm');
      expect((await slots('2026-12-02')).slots_on_date[1]).toMatchObject({
        display_label: '12:00 pm – 12:30 pm',
        available: 15,
      });
    });

    it('is empty without a postcode id the store delivers to, and checks the date', async () => {
      const empty = { slots_on_date: [], slots_calendar: [], slots_invalid_days: [] };
      expect(
        await server.ok('DeliverySlots', scheduleFields(demo, '2026-11-25', { postcode_id: '' })),
      ).toEqual({ fulfilment_date: '2026-11-25', ...empty });
      expect(await slots('2026-11-25', 0)).toMatchObject(empty);
      expect(await slots('2026-11-25', 999_999)).toMatchObject(empty);
      const harbour = await cartClient(server, harbourCbd);
      const perthId = (
        await harbour.checkout({ delivery_address: '1 Hay Street, Perth, WA, 6000' })
      ).additional_data.delivery_address.postcode_id;
      expect(perthId).toBeGreaterThan(0);
      expect(await slots('2026-11-25', perthId)).toMatchObject(empty);
      expect(
        (
          await server.failure(
            'DeliverySlots',
            scheduleFields(demo, '2026-02-30', { postcode_id: String(fremantleId) }),
          )
        ).message,
      ).toBe('Invalid fulfilment date');
      expect((await slots('')).fulfilment_date).toBe('2026-11-24');
      expect((await server.failure('DeliverySlots', { store_id: '999999' })).message).toBe(
        'Merchant does not exist',
      );
    });

    it("serves the other brand's store with its own postcodes and slots", async () => {
      const harbour = await cartClient(server, harbourCbd);
      const perthId = (
        await harbour.checkout({ delivery_address: '1 Hay Street, Perth, WA, 6000' })
      ).additional_data.delivery_address.postcode_id;
      const answer = await slots('2026-11-24', perthId, harbourCbd);
      expect(answer.slots_on_date.map((slot) => [slot.display_label, slot.available])).toEqual([
        ['12:00 pm – 12:30 pm', 30],
        ['12:30 pm – 1:00 pm', 18],
        ['6:00 pm – 6:30 pm', 30],
        ['6:30 pm – 7:00 pm', 25],
        ['7:00 pm – 7:30 pm', 10],
      ]);
    });
  });

  describe('DeliveryStops', () => {
    it('lists the stops of each weekday with their cut-offs', async () => {
      const today = await stops('2026-11-24');
      expect(today.stops_on_date).toEqual([]);
      expect(today.stops_invalid_days).toEqual(['2026-11-24']);
      expect(today.stops_calendar[0]).toBe('2026-11-25');
      const wednesday = await stops('2026-11-25');
      expect(wednesday.stops_on_date).toEqual([
        {
          delivery_stop_id: expect.any(Number),
          display_label: 'Fremantle Train Station forecourt, 12:15 pm',
          cut_off_time_str: 'Order by 4:00 pm the day before',
          available: 30,
        },
      ]);
      expect(labels((await stops('2026-11-27')).stops_on_date)).toEqual([
        'Fremantle Markets car park, 12:00 pm',
        'Fremantle Train Station forecourt, 12:15 pm',
      ]);
      const saturday = await stops('2026-11-28');
      expect(saturday.stops_on_date.map((stop) => [stop.display_label, stop.available])).toEqual([
        ['Fremantle Markets car park, 12:00 pm', 25],
        ['South Beach Reserve, 12:30 pm', 15],
      ]);
      expect(saturday.stops_on_date[0]?.cut_off_time_str).toBe('Order by 10:00 am');
      server.setNow(perth('2026-11-24', '16:00'));
      expect((await stops('2026-11-25')).stops_on_date).toEqual([]);
    });
  });

  describe('PickupLocations', () => {
    it('lists the locations open on a date until trading ends, with their capacity', async () => {
      const today = await locations('2026-11-24');
      expect(today.locations_on_date).toEqual([
        {
          pickup_location_id: expect.any(Number),
          display_label: 'Front counter',
          cut_off_time_str: '',
          available: 200,
        },
        {
          pickup_location_id: expect.any(Number),
          display_label: 'Kerbside bay 2',
          cut_off_time_str: '',
          available: 10,
        },
      ]);
      expect(today.locations_invalid_days).toEqual([]);
      const friday = await locations('2026-11-27');
      expect(friday.locations_on_date[2]).toMatchObject({
        display_label: 'Fremantle Markets stall 14',
        cut_off_time_str: 'Order by 10:00 am',
      });
      const kerbside = today.locations_on_date[1]?.pickup_location_id ?? 0;
      for (let index = 0; index < 3; index++) {
        await insertOrder(server, {
          store: demo,
          owner: `session:kerbside-${index}`,
          fulfilment_date: '2026-12-03',
          pickup_location_id: kerbside,
        });
      }
      expect((await locations('2026-12-03')).locations_on_date[1]?.available).toBe(7);
      server.setNow(perth('2026-11-24', '21:00'));
      const closed = await locations('2026-11-24');
      expect(closed.locations_on_date).toEqual([]);
      expect(closed.locations_invalid_days).toEqual(['2026-11-24']);
    });

    it("gives each of a multi-store brand's locations its own list", async () => {
      const northbridge = await storeOf(server, HARBOUR.token, 'harbour-northbridge');
      expect(labels((await locations('2026-11-24', northbridge)).locations_on_date)).toEqual([
        'Front counter',
        'Lake Street pickup window',
      ]);
      expect(labels((await locations('2026-11-24', harbourCbd)).locations_on_date)).toEqual([
        'Front counter',
        'Kerbside bay 2',
      ]);
    });
  });
});
