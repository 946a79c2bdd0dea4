/** RequestActions Merchant and MenuItemDetails (spec 1 §2.4, §2.5, §2.7). */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Category, MerchantResponse } from '../../src/api/merchant';
import { customerSession, insertOrder, itemNamed as cartItemNamed, storeOf } from './cartHelpers';
import { backends, DEMO, HARBOUR, startServer, TUESDAY_11AM, type TestServer } from './helpers';

const withMenu = { menu_name: DEMO.slug, return_menu: '1', return_order: '1' };

function allItems(categories: Category[]): Category['items'] {
  return categories.flatMap((category) => [...category.items, ...allItems(category.children)]);
}

describe.each(backends)('Merchant and MenuItemDetails ($name)', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(backend);
  });
  afterAll(async () => {
    await server?.close();
  });
  afterEach(() => {
    server.setNow(TUESDAY_11AM);
  });

  const merchantAt = async (iso: string): Promise<MerchantResponse['merchant']> => {
    server.setNow(iso);
    return (await server.ok('Merchant', withMenu)).merchant;
  };

  const itemNamed = async (name: string) => {
    const { merchant } = await server.ok('Merchant', withMenu);
    const item = allItems(merchant.menu?.items ?? []).find((candidate) => candidate.name === name);
    if (!item) throw new Error(`no item ${name}`);
    return item;
  };

  describe('Merchant', () => {
    it('returns the merchant with its menu, fulfilment settings and footer hours', async () => {
      const { merchant, order } = await server.ok('Merchant', withMenu);
      expect(order).toBeNull();
      expect(merchant).toMatchObject({
        name: 'Fremantle Fig & Olive',
        address1: '12 South Terrace',
        suburb: 'Fremantle',
        phone: '08 9335 1234',
        status: 'online',
        timezone: 'Australia/Perth',
        local_ts: '2026-11-24T11:00:00',
      });
      const menu = merchant.menu;
      expect(menu?.id).toBe(merchant.menu_id);
      expect(menu?.items.map((category) => category.name)).toEqual([
        'Breakfast',
        'Small Plates',
        'Salads',
        'Pasta',
        'Pizza',
        'Mains',
        'Sides',
        'Kids',
        'Desserts',
        'Drinks',
      ]);
      expect(menu?.items[0]?.default_selection).toBe(1);
      const drinks = menu?.items.at(-1);
      expect(drinks?.children.map((child) => [child.name, child.hierarchy])).toEqual([
        ['Coffee & Tea', 1],
        ['Cold Drinks', 1],
      ]);
      expect(allItems(menu?.items ?? []).length).toBeGreaterThanOrEqual(60);
      expect(menu?.hours).toEqual([
        { label: 'Mon – Thu', hours: '7:00 am – 9:00 pm' },
        { label: 'Fri – Sat', hours: '7:00 am – 10:00 pm' },
        { label: 'Sun', hours: '8:00 am – 8:00 pm' },
      ]);
      expect(menu?.opening_times_heading).toBe('Opening Times');
    });

    it('gives settings for every fulfilment type the merchant offers', async () => {
      const { merchant } = await server.ok('Merchant', withMenu);
      const byCode = new Map(
        merchant.fulfilment_settings.map((settings) => [settings.code, settings]),
      );
      expect([...byCode.keys()]).toEqual([
        'pickup',
        'delivery',
        'dinein',
        'booking',
        'catering',
        'custom',
      ]);
      expect(byCode.get('pickup')).toMatchObject({ asap: 1, time_type: 'user' });
      expect(byCode.get('delivery')).toMatchObject({ address_required: 1, time_type: 'slots' });
      expect(byCode.get('delivery')?.delivery_mins).toBeGreaterThan(0);
      expect(byCode.get('dinein')).toMatchObject({
        table_num_required: 1,
        table_num_label: 'Table',
      });
      expect(byCode.get('booking')).toMatchObject({
        booking_ref_required: 1,
        booking_name_required: 1,
        booking_pax_required: 1,
      });
      expect(byCode.get('catering')?.min_notice).toBe(1440);
      expect(byCode.get('custom')?.location_options.length).toBeGreaterThan(0);
      for (const settings of byCode.values()) {
        expect(settings.availability).toMatchObject({
          available_today: 1,
          online_status: 'online',
          unavailable_reason: '',
        });
      }
    });

    it('leaves the menu out unless return_menu=1', async () => {
      const { merchant } = await server.ok('Merchant', {
        menu_name: DEMO.slug,
        return_menu: '0',
        return_order: '1',
      });
      expect(merchant.menu).toBeNull();
      expect(merchant.fulfilment_settings.length).toBe(6);
    });

    it("answers an unknown, blank or other brand's menu name with 'Invalid menu name'", async () => {
      for (const menuName of ['no-such-menu', '', '   ']) {
        expect(await server.failure('Merchant', { ...withMenu, menu_name: menuName })).toEqual({
          code: 'ERROR',
          message: 'Invalid menu name',
        });
      }
      expect(
        await server.failure('Merchant', { ...withMenu, menu_name: HARBOUR.slug }),
      ).toMatchObject({
        message: 'Invalid menu name',
      });
      expect(await server.failure('Merchant', withMenu, { token: HARBOUR.token })).toMatchObject({
        message: 'Invalid menu name',
      });
    });

    it("answers 'Merchant does not exist' for the menu of an inactive or deleted merchant", async () => {
      const brand = await server.db
        .selectFrom('brands')
        .select('id')
        .where('code', '=', 'demo')
        .executeTakeFirstOrThrow();
      for (const [slug, changes] of [
        ['closed-cafe', { active: false }],
        ['deleted-cafe', { deleted_at: new Date(TUESDAY_11AM) }],
      ] as const) {
        const merchant = await server.db
          .insertInto('merchants')
          .values({
            brand_id: brand.id,
            slug,
            name: slug,
            address1: '1 High Street',
            suburb: 'Fremantle',
            lat: -32.05,
            long: 115.74,
            timezone: 'Australia/Perth',
            locale: JSON.stringify({
              currency_sign: '$',
              currency_code: 'AUD',
              country_code: 'AU',
              labels: { address1: '', address2: '', city_suburb: '', state: '', postcode: '' },
            }),
            ...changes,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await server.db
          .insertInto('menus')
          .values({ brand_id: brand.id, merchant_id: merchant.id, slug, name: 'Menu' })
          .execute();
        expect(await server.failure('Merchant', { ...withMenu, menu_name: slug })).toEqual({
          code: 'ERROR',
          message: 'Merchant does not exist',
        });
      }
    });

    it('is online inside the day’s hours', async () => {
      const merchant = await merchantAt(TUESDAY_11AM);
      expect(merchant.status).toBe('online');
      expect(merchant.menu?.is_merchant_ready).toBe(1);
      expect(merchant.menu?.availability).toMatchObject({
        available_today: 1,
        online_status: 'online',
        available_from: '07:00',
        available_to: '21:00',
        available_tue: 1,
        order_for_later: 1,
      });
      expect(merchant.menu?.availability.available_from_by_day).toEqual({
        mon: '07:00',
        tue: '07:00',
        wed: '07:00',
        thu: '07:00',
        fri: '07:00',
        sat: '07:00',
        sun: '08:00',
      });
    });

    it('is offline before opening, still available later today', async () => {
      const merchant = await merchantAt('2026-11-23T22:30:00Z'); // Tue 6:30 am
      expect(merchant.status).toBe('offline');
      expect(merchant.menu?.is_merchant_ready).toBe(0);
      expect(merchant.menu?.availability).toMatchObject({
        available_today: 1,
        online_status: 'offline',
      });
      expect(merchant.fulfilment_settings[0]?.availability).toMatchObject({
        available_today: 1,
        online_status: 'offline',
        unavailable_reason: 'Opens at 7:00 am',
        available_from: '07:00',
      });
    });

    it('is offline and unavailable today after closing (the close time itself included)', async () => {
      for (const iso of ['2026-11-24T13:00:00Z', '2026-11-24T13:30:00Z']) {
        const merchant = await merchantAt(iso);
        expect(merchant.menu?.availability).toMatchObject({
          available_today: 0,
          online_status: 'offline',
        });
        expect(merchant.fulfilment_settings[0]?.availability.available_text_pickup).toBe(
          'Unavailable today',
        );
      }
      const sunday = await merchantAt('2026-11-28T23:30:00Z'); // Sun 7:30 am, opens 8
      expect(sunday.menu?.availability).toMatchObject({
        available_today: 1,
        online_status: 'offline',
        available_from: '08:00',
      });
    });

    it('closes at the minute it should although the answer is built once a minute, and local_ts keeps its seconds', async () => {
      // Tuesday, the store closes at 9 pm Perth time (13:00 UTC).
      const calls: Array<[string, string, string]> = [
        ['2026-11-24T12:59:00Z', '2026-11-24T20:59:00', 'online'],
        ['2026-11-24T12:59:59Z', '2026-11-24T20:59:59', 'online'],
        ['2026-11-24T13:00:00Z', '2026-11-24T21:00:00', 'offline'],
        // A clock set back (tests, NTP) gets the earlier minute's state again.
        ['2026-11-24T12:59:30Z', '2026-11-24T20:59:30', 'online'],
        ['2026-11-24T13:00:01Z', '2026-11-24T21:00:01', 'offline'],
      ];
      for (const [iso, localTs, status] of calls) {
        const merchant = await merchantAt(iso);
        expect([iso, merchant.local_ts, merchant.status]).toEqual([iso, localTs, status]);
        expect(merchant.menu?.availability.online_status).toBe(status);
        expect(merchant.fulfilment_settings[0]?.availability.online_status).toBe(status);
      }
    });

    it('is closed all day on a special closed date', async () => {
      const merchant = await merchantAt('2026-12-25T04:00:00Z'); // Christmas Day, noon
      expect(merchant.status).toBe('offline');
      expect(merchant.menu?.availability).toMatchObject({
        available_today: 0,
        online_status: 'offline',
      });
      expect(merchant.menu?.availability.special_dates).toEqual([
        {
          ph_date: '2026-12-25',
          menu_available: 0,
          available_from: '00:00',
          available_to: '00:00',
        },
        {
          ph_date: '2026-12-26',
          menu_available: 1,
          available_from: '10:00',
          available_to: '16:00',
        },
      ]);
      expect(merchant.fulfilment_settings[0]?.availability.unavailable_reason).toBe(
        'Closed today for Christmas Day',
      );
    });

    it('follows special hours on a special date instead of the weekday’s', async () => {
      const noon = await merchantAt('2026-12-26T04:00:00Z'); // Boxing Day (a Saturday), noon
      expect(noon.menu?.availability).toMatchObject({
        online_status: 'online',
        available_today: 1,
        available_from: '10:00',
        available_to: '16:00',
      });
      const nine = await merchantAt('2026-12-26T01:00:00Z'); // 9 am: Saturdays open at 7, this day at 10
      expect(nine.menu?.availability.online_status).toBe('offline');
      const five = await merchantAt('2026-12-26T09:00:00Z'); // 5 pm: Saturdays close at 10 pm, this day at 4
      expect(five.menu?.availability).toMatchObject({
        online_status: 'offline',
        available_today: 0,
      });
      const january = await merchantAt('2027-01-05T03:00:00Z');
      expect(january.menu?.availability.special_dates).toEqual([]);
    });

    it('sends a coming-soon location as not trading', async () => {
      const brand = await server.db
        .selectFrom('brands')
        .select('id')
        .where('code', '=', 'harbour')
        .executeTakeFirstOrThrow();
      const fremantle = await server.db
        .selectFrom('merchants')
        .select('id')
        .where('slug', '=', 'harbour-fremantle')
        .executeTakeFirstOrThrow();
      await server.db
        .insertInto('menus')
        .values({
          brand_id: brand.id,
          merchant_id: fremantle.id,
          slug: 'harbour-fremantle',
          name: 'Preview',
        })
        .execute();
      const { merchant } = await server.ok(
        'Merchant',
        { ...withMenu, menu_name: 'harbour-fremantle' },
        { token: HARBOUR.token },
      );
      expect(merchant).toMatchObject({
        status: 'coming_soon',
        cstext: expect.stringContaining('Opening'),
      });
      expect(merchant.menu).toMatchObject({ is_merchant_ready: 0, items: [] });
      expect(merchant.menu?.availability).toMatchObject({ available_today: 0, order_for_later: 0 });
    });

    it('shows menu and hours changes on the next call (the cache follows the versions)', async () => {
      const before = await itemNamed('Margherita');
      await server.db
        .updateTable('menu_items')
        .set({ price_cents: before.price + 100 })
        .where('id', '=', before.id)
        .execute();
      await server.db
        .updateTable('merchant_hours')
        .set({ close_time: '10:30' })
        .where('weekday', '=', 2)
        .where(
          'merchant_id',
          '=',
          server.db.selectFrom('merchants').select('id').where('slug', '=', DEMO.slug),
        )
        .execute();
      // Edits by hand: the server remembers which menu a slug names for MENU_TTL_MS (hot reads).
      server.forgetHotReads();
      try {
        expect((await itemNamed('Margherita')).price).toBe(before.price + 100);
        const merchant = await merchantAt(TUESDAY_11AM);
        expect(merchant.menu?.availability).toMatchObject({
          online_status: 'offline',
          available_to: '10:30',
        });
      } finally {
        await server.db
          .updateTable('menu_items')
          .set({ price_cents: before.price })
          .where('id', '=', before.id)
          .execute();
        await server.db
          .updateTable('merchant_hours')
          .set({ close_time: '21:00' })
          .where('weekday', '=', 2)
          .where(
            'merchant_id',
            '=',
            server.db.selectFrom('merchants').select('id').where('slug', '=', DEMO.slug),
          )
          .execute();
      }
    });
  });

  describe('Merchant: the menu screen settings (promos, history, tabs, variant, brand)', () => {
    const demoMerchantId = async () =>
      await server.db
        .selectFrom('merchants')
        .select(['id', 'brand_id'])
        .where('slug', '=', DEMO.slug)
        .executeTakeFirstOrThrow();

    it('lists the seeded promotions in force, codes upper-cased, loyalty ones without a code', async () => {
      const { merchant } = await server.ok('Merchant', withMenu);
      expect(merchant.promos?.map((promo) => [promo.promo_code, promo.type])).toEqual([
        ['WELCOME10', 'promo'],
        ['FIGS5', 'promo'],
        ['', 'loyalty'],
      ]);
      for (const promo of merchant.promos ?? []) {
        expect(promo.title).not.toBe('');
        expect(promo.desc).not.toBe('');
        expect(promo.terms).not.toBe('');
      }
      const harbour = await server.ok(
        'Merchant',
        { ...withMenu, menu_name: HARBOUR.slug },
        { token: HARBOUR.token },
      );
      expect(harbour.merchant.promos?.map((promo) => promo.promo_code)).toEqual([
        'WELCOME10',
        'NOODLE5',
        '',
      ]);
    });

    it('shows a promotion only between its dates, and a new one at the next call', async () => {
      const { id, brand_id } = await demoMerchantId();
      const inserted = await server.db
        .insertInto('promotions')
        .values([
          { brand_id, merchant_id: id, title: 'Past', starts_on: null, ends_on: '2026-11-23' },
          {
            brand_id,
            merchant_id: null,
            title: 'Today only',
            starts_on: '2026-11-24',
            ends_on: '2026-11-24',
          },
          { brand_id, merchant_id: id, title: 'Future', starts_on: '2026-11-25', ends_on: null },
          { brand_id, merchant_id: id, title: 'Switched off', active: false },
        ])
        .returning('id')
        .execute();
      // Edits by hand: the server remembers which menu a slug names for MENU_TTL_MS (hot reads).
      server.forgetHotReads();
      try {
        const titles = async (iso: string) =>
          ((await merchantAt(iso)).promos ?? []).map((promo) => promo.title);
        expect(await titles(TUESDAY_11AM)).toContain('Today only');
        expect(await titles(TUESDAY_11AM)).not.toContain('Past');
        expect(await titles(TUESDAY_11AM)).not.toContain('Future');
        expect(await titles(TUESDAY_11AM)).not.toContain('Switched off');
        const wednesday = await titles('2026-11-25T03:00:00Z');
        expect(wednesday).toContain('Future');
        expect(wednesday).not.toContain('Today only');
      } finally {
        await server.db
          .deleteFrom('promotions')
          .where(
            'id',
            'in',
            inserted.map((row) => row.id),
          )
          .execute();
        server.forgetHotReads();
      }
      expect((await merchantAt(TUESDAY_11AM)).promos).toHaveLength(3);
    });

    it('sends the tab settings, the product list variant and the brand state from the merchant row', async () => {
      const { merchant } = await server.ok('Merchant', withMenu);
      expect(merchant.menu?.tabs).toEqual({ fulfilment: 1, promos: 1, history: 1, dietary: 1 });
      expect(merchant.menu?.product_layout).toBe('grid');
      expect(merchant.group_menu_by_category).toBe(1);
      expect(merchant.brand).toMatchObject({ redirect: 0 });
      const harbour = await server.ok(
        'Merchant',
        { ...withMenu, menu_name: HARBOUR.slug },
        { token: HARBOUR.token },
      );
      expect(harbour.merchant.menu?.product_layout).toBe('list');

      const { id } = await demoMerchantId();
      await server.db
        .updateTable('merchants')
        .set({
          show_history_tab: false,
          show_dietary_tab: false,
          brand_redirect: true,
          brand_title: 'We have moved',
          brand_text: 'Order from our new app.',
          brand_name: 'Fig & Olive Group',
          url_web_app: 'https://order.example.com/',
          url_ios_app: 'https://apps.apple.com/app/id1',
          url_android_app: 'https://play.google.com/store/apps/details?id=x',
        })
        .where('id', '=', id)
        .execute();
      server.forgetHotReads();
      try {
        const changed = (await server.ok('Merchant', withMenu)).merchant;
        expect(changed.menu?.tabs).toEqual({ fulfilment: 1, promos: 1, history: 0, dietary: 0 });
        expect(changed.brand).toEqual({
          redirect: 1,
          title: 'We have moved',
          text: 'Order from our new app.',
          brand_name: 'Fig & Olive Group',
          url_web_app: 'https://order.example.com/',
          url_ios_app: 'https://apps.apple.com/app/id1',
          url_android_app: 'https://play.google.com/store/apps/details?id=x',
        });
      } finally {
        await server.db
          .updateTable('merchants')
          .set({ show_history_tab: true, show_dietary_tab: true, brand_redirect: false })
          .where('id', '=', id)
          .execute();
      }
    });

    it('gives a member their past orders here, newest first, and a guest none', async () => {
      const store = await storeOf(server, DEMO.token, DEMO.slug);
      const flatWhite = await cartItemNamed(server, store, 'Flat White');
      const baklava = await cartItemNamed(server, store, 'Baklava');
      const member = await customerSession(server);
      const other = await customerSession(server);
      const owner = `customer:${member.customerId}`;
      const first = await insertOrder(server, {
        store,
        owner,
        items: [{ menu_item_id: flatWhite.id, name: 'Flat White', quantity: 2 }],
      });
      const second = await insertOrder(server, {
        store,
        owner,
        items: [
          { menu_item_id: baklava.id, name: 'Baklava', quantity: 1 },
          { menu_item_id: flatWhite.id, name: 'Flat White', quantity: 1 },
        ],
      });
      await insertOrder(server, {
        store,
        owner,
        status: 'cancelled',
        items: [{ menu_item_id: baklava.id, name: 'Baklava', quantity: 3 }],
      });
      await insertOrder(server, {
        store,
        owner: `customer:${other.customerId}`,
        items: [{ menu_item_id: baklava.id, name: 'Baklava', quantity: 5 }],
      });

      const mine = await server.ok('Merchant', withMenu, { sid: member.sid });
      expect(mine.merchant.history).toEqual([
        { id: second, items_desc: '1 x Baklava, 1 x Flat White' },
        { id: first, items_desc: '2 x Flat White' },
      ]);
      // Without a menu too: history belongs to the merchant, not to its menu.
      const withoutMenu = await server.ok(
        'Merchant',
        { ...withMenu, return_menu: '0' },
        { sid: member.sid },
      );
      expect(withoutMenu.merchant.history).toHaveLength(2);

      const guest = await server.ok('Merchant', withMenu);
      expect(guest.merchant.history).toEqual([]);

      // A customer who is not a member (status 2, a guest account) gets none either.
      await server.db
        .updateTable('customers')
        .set({ status: 2 })
        .where('id', '=', member.customerId)
        .execute();
      const demoted = await server.ok('Merchant', withMenu, { sid: member.sid });
      expect(demoted.merchant.history).toEqual([]);
    });
  });

  describe('MenuItemDetails', () => {
    it('returns an item with its modifier groups', async () => {
      const flatWhite = await itemNamed('Flat White');
      expect(flatWhite.option_count).toBe(3);
      const details = await server.ok('MenuItemDetails', {
        menu_item_id: String(flatWhite.id),
        cart_item_slot_id: '-1',
      });
      expect(details).toMatchObject({
        item_id: flatWhite.id,
        name: 'Flat White',
        min_qty: 1,
        max_qty: 99,
        base_price: 500,
        cart_item_slot_id: -1,
        availability_notice: '',
        image_url: flatWhite.img_url,
      });
      expect(
        details.options.map((group) => [
          group.name,
          group.mandatory,
          group.multiselect,
          group.max_select,
        ]),
      ).toEqual([
        ['Size', 1, 0, 0],
        ['Milk', 1, 0, 0],
        ['Extras', 0, 1, 3],
      ]);
      expect(details.options[0]?.options).toEqual([
        expect.objectContaining({ desc: 'Regular', price_offset: 0, is_default: 1 }),
        expect.objectContaining({ desc: 'Large', price_offset: 100, is_default: 0 }),
      ]);
      expect(details.options).toEqual(flatWhite.modifiers);
    });

    it('echoes the cart slot and honours the item’s own limits and availability', async () => {
      const platter = await itemNamed('Seafood Platter for Two');
      expect(platter).toMatchObject({
        is_available: 0,
        available_str: 'Back tomorrow',
        max_qty: 2,
      });
      const details = await server.ok('MenuItemDetails', {
        menu_item_id: String(platter.id),
        cart_item_slot_id: '3',
      });
      expect(details).toMatchObject({
        max_qty: 2,
        cart_item_slot_id: 3,
        availability_notice: 'Back tomorrow',
      });
      const watermelon = await itemNamed('Watermelon, Feta & Mint');
      expect(watermelon).toMatchObject({ is_available: 0, available_str: '' });
    });

    it("answers 'Menu item does not exist' for a bad id or another brand's item", async () => {
      const harbourItem = await server.db
        .selectFrom('menu_items')
        .innerJoin('menus', 'menus.id', 'menu_items.menu_id')
        .select('menu_items.id')
        .where('menus.slug', '=', HARBOUR.slug)
        .executeTakeFirstOrThrow();
      for (const id of ['abc', '', '1.5', '-1', '99999', String(harbourItem.id)]) {
        expect(
          await server.failure('MenuItemDetails', { menu_item_id: id, cart_item_slot_id: '-1' }),
          id,
        ).toEqual({
          code: 'ERROR',
          message: 'Menu item does not exist',
        });
      }
      expect(await server.failure('MenuItemDetails', {})).toMatchObject({
        message: 'Menu item does not exist',
      });
      const ok = await server.ok(
        'MenuItemDetails',
        { menu_item_id: String(harbourItem.id) },
        { token: HARBOUR.token },
      );
      expect(ok.cart_item_slot_id).toBe(-1);
    });
  });
});
