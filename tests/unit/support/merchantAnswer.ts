/** Synthetic Merchant answers that satisfy merchantResponseSchema, for tests without the server. */
import type { Category, FulfilmentTypeSettings, MenuItem, MerchantResponse } from '@/api/merchant';
import { fulfilmentConfig } from '../../../server/menu/fulfilment';

const locale = {
  currency_sign: '$',
  currency_code: 'AUD',
  country_code: 'AU',
  labels: {
    address1: 'Address',
    address2: 'Address 2',
    city_suburb: 'Suburb',
    state: 'State',
    postcode: 'Postcode',
  },
};

export function syntheticItem(
  id: number,
  catId: number,
  overrides: Partial<MenuItem> = {},
): MenuItem {
  return {
    id,
    cat_id: catId,
    name: `Item ${id}`,
    desc: `A description of item ${id}`,
    short_desc: '',
    notes: '',
    price: 1000 + (id % 500),
    img_url: '',
    img_url_lge: '',
    max_qty: 999,
    cart_item_slot_id: -1,
    is_available: 1,
    available_str: '',
    is_visible: 1,
    option_count: 1,
    is_gluten_free: 0,
    is_egg_free: 0,
    is_dairy_free: 0,
    is_lactose_free: 0,
    is_vegetarian: id % 3 === 0 ? 1 : 0,
    is_vegan: 0,
    is_halal: 0,
    modifiers: [
      {
        id: 1,
        name: 'Size',
        mandatory: 1,
        multiselect: 0,
        max_select: 0,
        options: [
          { id: 1, desc: 'Small', price_offset: 0, is_default: 1 },
          { id: 2, desc: 'Large', price_offset: 250, is_default: 0 },
        ],
      },
    ],
    ...overrides,
  };
}

export function syntheticCategory(
  id: number,
  items: MenuItem[],
  children: Category[] = [],
): Category {
  return {
    id,
    name: `Category ${id}`,
    desc: '',
    img_url: '',
    items,
    children,
    hierarchy: 0,
    is_visible: 1,
    default_selection: 0,
  };
}

export function syntheticFulfilment(code: FulfilmentTypeSettings['code']): FulfilmentTypeSettings {
  return {
    ...fulfilmentConfig({
      asap: 1,
      display_store_closed_text: 0,
      min_notice: 15,
      time_block: 15,
      address_required: code === 'delivery' ? 1 : 0,
    }),
    code,
    desc: '',
    verb: code === 'delivery' ? 'Delivery' : 'Pickup',
    availability: {
      available_from: '',
      available_today: 1,
      order_for_later: 1,
      online_status: 'online',
      unavailable_reason: '',
      available_text_pickup: '',
      available_text_deliver: '',
      available_text_dinein: '',
    },
  };
}

const everyDay = {
  mon: '08:00',
  tue: '08:00',
  wed: '08:00',
  thu: '08:00',
  fri: '08:00',
  sat: '08:00',
  sun: '08:00',
};

/** A Merchant answer with the given categories (default: one category of three items). */
export function syntheticMerchantAnswer(categories?: Category[]): MerchantResponse {
  const tree = categories ?? [
    syntheticCategory(1, [syntheticItem(1, 1), syntheticItem(2, 1), syntheticItem(3, 1)]),
  ];
  return {
    merchant: {
      id: 7,
      name: 'Synthetic Store',
      address1: '1 Test St',
      suburb: 'Fremantle',
      phone: '08 9000 0000',
      status: 'online',
      always_open: 0,
      order_for_later: 1,
      distance_from_position: null,
      menus: [{ name: 'synthetic' }],
      menu_id: 70,
      fulfilment: [{ code: 'pickup', icon: 'walking', verb: 'Pickup' }],
      payment_methods: ['visa'],
      logo_square_url: '',
      hero_img_url: '',
      cstext: '',
      locale,
      promo_text: '',
      payment_text: '',
      delivery_text: '',
      warning_text: '',
      group_menu_by_category: 1,
      location: { lat: -32.05, long: 115.75, radius: 10 },
      menu: {
        id: 70,
        name: 'synthetic',
        items: tree,
        hours: [{ label: 'Every day', hours: '8:00 am – 8:00 pm' }],
        opening_times_heading: 'Opening Times',
        public_notice: '',
        display_images: 1,
        is_merchant_ready: 1,
        is_order_for_later_enabled: 1,
        allow_promo_codes: 1,
        show_dietary_info: 1,
        availability: {
          available_mon: 1,
          available_tue: 1,
          available_wed: 1,
          available_thu: 1,
          available_fri: 1,
          available_sat: 1,
          available_sun: 1,
          available_from: '08:00',
          available_to: '20:00',
          available_from_by_day: everyDay,
          available_to_by_day: { ...everyDay },
          available_today: 1,
          order_for_later: 1,
          online_status: 'online',
          special_dates: [],
        },
      },
      fulfilment_settings: [syntheticFulfilment('pickup'), syntheticFulfilment('delivery')],
      local_ts: '2025-01-15T20:00:00',
      timezone: 'Australia/Perth',
    },
    order: { num_items: 2, coupon_code: '' },
  };
}

/** `count` items spread over `categoryCount` categories, ids 1..count. */
export function bigMerchantAnswer(count: number, categoryCount = 50): MerchantResponse {
  const perCategory = Math.ceil(count / categoryCount);
  const categories: Category[] = [];
  for (let c = 0; c < categoryCount; c += 1) {
    const items: MenuItem[] = [];
    for (let i = c * perCategory + 1; i <= Math.min(count, (c + 1) * perCategory); i += 1) {
      items.push(syntheticItem(i, c + 1));
    }
    categories.push(syntheticCategory(c + 1, items));
  }
  return syntheticMerchantAnswer(categories);
}

export function successEnvelope(response: unknown, sid = 'synthetic-sid') {
  return { ResponseCode: 'SUCCESS', Response: response, SID: sid };
}
