/**
 * The restaurant file, format 1: one JSON document holding a brand's stores (address, hours,
 * special dates, fulfilment types), its menus (nested categories, items, modifier groups and
 * options), its home and its location groups. docs/restaurant.schema.json is generated from this
 * schema (`npm run restaurant:schema`) and docs/restaurant-file.md describes it by example.
 *
 * Menus are declared once with a key and stores name the menu they sell; every category, item
 * and modifier group has a key unique in its menu (an option's is unique in its group), which is
 * what a re-import matches rows by, so their ids (which carts and orders hold) survive.
 * Optional fields have the database's defaults, and export leaves out a field at its default.
 */
import { z } from 'zod';
import { FULFILMENT_CODES } from '@api/common';
import { WEEKDAY_KEYS } from '@api/weekdays';
import { cents, day, flag, image, key, slug, text } from './formatFields';
import { home } from './formatHome';

export const FORMAT_VERSION = 1;

/** Spec 1 §9 dietary codes; H is Halal. */
export const DIET_CODES = ['V', 'VE', 'GF', 'DF', 'LF', 'EF', 'H'] as const;
export type DietCode = (typeof DIET_CODES)[number];

const fulfilmentSettings = z
  .strictObject({
    asap: flag,
    display_store_closed_text: flag,
    time_frame: z.enum(['none', 'datetime', 'location']),
    time_type: z.enum(['none', 'user', 'slots', 'stops', 'locations']),
    min_notice: z.int().min(0),
    time_block: z.int().min(0),
    location_label: z.string(),
    location_options: z.array(z.string()),
    address_required: flag,
    table_num_required: flag,
    table_num_label: z.string(),
    table_num_desc: z.string(),
    table_num_qr_scanner: flag,
    booking_ref_required: flag,
    booking_ref_label: z.string(),
    booking_ref_desc: z.string(),
    booking_name_required: flag,
    booking_name_label: z.string(),
    booking_name_desc: z.string(),
    booking_pax_required: flag,
    booking_pax_label: z.string(),
    booking_pax_desc: z.string(),
    booking_qr_scanner: flag,
    delivery_mins: z.int().min(0),
  })
  .partial();

const fulfilmentType = z.strictObject({
  type: z.enum(FULFILMENT_CODES),
  /** walking, motorcycle, utensils, calendar, shuttle-van, or a custom icon name. */
  icon: z.string(),
  /** The verb in 'Choose a fulfilment type above' sentences, e.g. 'Pickup'. */
  verb: z.string(),
  description: text.default(''),
  /** Only the settings that differ from the defaults. */
  settings: fulfilmentSettings
    .default({})
    .describe('Only the settings that differ from the defaults.'),
});

const locale = z.strictObject({
  currency_sign: z.string(),
  currency_code: z.string().regex(/^[A-Z]{3}$/, 'use an ISO 4217 code, like "AUD"'),
  country_code: z.string().regex(/^[A-Z]{2}$/, 'use an ISO 3166 code, like "AU"'),
  labels: z.strictObject({
    address1: z.string(),
    address2: z.string(),
    city_suburb: z.string(),
    state: z.string(),
    postcode: z.string(),
  }),
});

const store = z.strictObject({
  slug,
  name: z.string().min(1),
  /** e.g. 'Mediterranean', shown under the name. */
  type: z.string().default(''),
  status: z.enum(['trading', 'coming_soon']).default('trading'),
  /** Shown for a store that is not trading yet, e.g. 'Opening in autumn'. */
  status_text: text.default(''),
  address: z.strictObject({
    line1: z.string().min(1),
    suburb: z.string().min(1),
    state: z.string().default(''),
    postcode: z.string().default(''),
  }),
  contact: z.strictObject({ phone: z.string().default('') }).default({ phone: '' }),
  geo: z.strictObject({
    lat: z.number().min(-90).max(90),
    long: z.number().min(-180).max(180),
    /** How far it delivers. */
    radius_km: z.number().min(0).default(0),
  }),
  /** An IANA zone, like "Australia/Perth". */
  timezone: z.string().min(1),
  locale,
  texts: z
    .strictObject({
      promo: text.default(''),
      payment: text.default(''),
      delivery: text.default(''),
      warning: text.default(''),
      notice: text.default(''),
    })
    .default({ promo: '', payment: '', delivery: '', warning: '', notice: '' }),
  payment_methods: z.array(z.string()).default([]),
  always_open: z.boolean().default(false),
  order_for_later: z.boolean().default(true),
  hours: z.strictObject(
    Object.fromEntries(WEEKDAY_KEYS.map((weekday) => [weekday, day])) as Record<
      (typeof WEEKDAY_KEYS)[number],
      typeof day
    >,
  ),
  special_dates: z
    .array(
      z.strictObject({
        date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'use "yyyy-MM-dd"'),
        name: z.string().default(''),
        hours: day,
      }),
    )
    .default([]),
  fulfilment: z.array(fulfilmentType).min(1, 'a store needs at least one fulfilment type'),
  /** The key of the menu it sells; null for a store with none yet. */
  menu: z
    .union([key, z.null()], { error: 'use a menu key, or null' })
    .default(null)
    .describe('The key of the menu the store sells; null for none yet.'),
});

const option = z.strictObject({
  key,
  name: z.string().min(1),
  /** Cents added to the item's price; may be negative. */
  price: z
    .int()
    .min(-100_000_000)
    .max(100_000_000)
    .default(0)
    .describe("Cents added to the item's price; may be negative."),
  default: z.boolean().default(false),
});

const modifierGroup = z.strictObject({
  key,
  name: z.string().min(1),
  mandatory: z.boolean().default(false),
  multiselect: z.boolean().default(false),
  /** How many options a customer may choose; 0 is no limit. */
  max: z.int().min(0).default(0).describe('How many options a customer may choose; 0 is no limit.'),
  options: z.array(option).min(1, 'a modifier group needs at least one option'),
});

const item = z.strictObject({
  key,
  name: z.string().min(1),
  description: text.default(''),
  /** Shown in the item's popup under the description. */
  notes: text.default(''),
  /** Cents: 12.50 is 1250. */
  price: cents,
  image: image.default(''),
  diet: z.array(z.enum(DIET_CODES)).default([]),
  /** Keys of the menu's modifier groups, in the order the popup shows them. */
  modifier_groups: z
    .array(key)
    .default([])
    .describe("Keys of the menu's modifier groups, in the order the popup shows them."),
  available: z.boolean().default(true),
  /** Shown instead of the add button while unavailable ('' lets the app say 'Product unavailable'). */
  unavailable_text: text.default(''),
  max_qty: z
    .union([z.int().min(1), z.null()], { error: 'use a whole number of at least 1, or null' })
    .default(null),
});

export type RestaurantCategory = {
  key: string;
  name: string;
  description: string;
  image: string;
  items: z.output<typeof item>[];
  categories: RestaurantCategory[];
};
type CategoryInput = {
  key: string;
  name: string;
  description?: string | undefined;
  image?: string | undefined;
  items?: z.input<typeof item>[] | undefined;
  categories?: CategoryInput[] | undefined;
};

const category: z.ZodType<RestaurantCategory, CategoryInput> = z
  .strictObject({
    key,
    name: z.string().min(1),
    description: text.default(''),
    image: image.default(''),
    items: z.array(item).default([]),
    get categories() {
      return z.array(category).default([]);
    },
  })
  .meta({ id: 'category' });

const menu = z.strictObject({
  key,
  name: z.string().min(1),
  modifier_groups: z.array(modifierGroup).default([]),
  categories: z.array(category).min(1, 'a menu needs at least one category'),
});

const locationGroup = z.strictObject({
  code: slug,
  title: z.string().min(1),
  subtitle: z.string().default(''),
  /** Slugs of the stores in the group, in order. */
  stores: z.array(slug),
});

export const restaurantFileSchema = z.strictObject({
  $schema: z.string().optional(),
  format: z.literal(FORMAT_VERSION),
  /** The brand's texts on the list of locations. */
  location_texts: z
    .strictObject({
      promo: text.default(''),
      payment: text.default(''),
      delivery: text.default(''),
      warning: text.default(''),
    })
    .default({ promo: '', payment: '', delivery: '', warning: '' }),
  stores: z.array(store).min(1, 'a restaurant needs at least one store'),
  menus: z.array(menu).default([]),
  /** Absent: the brand's home is left as it is. */
  home: home.optional().describe("Absent: the brand's home is left as it is."),
  location_groups: z.array(locationGroup).default([]),
});

/** Each list entry's own schema, to check the entries that pass when the file as a whole fails. */
export const entrySchemas = { stores: store, menus: menu, location_groups: locationGroup };

export type RestaurantFile = z.output<typeof restaurantFileSchema>;
export type RestaurantFileInput = z.input<typeof restaurantFileSchema>;
export type RestaurantStore = RestaurantFile['stores'][number];
export type RestaurantMenu = RestaurantFile['menus'][number];
export type RestaurantItem = RestaurantCategory['items'][number];
export type RestaurantModifierGroup = RestaurantMenu['modifier_groups'][number];
export type RestaurantHome = NonNullable<RestaurantFile['home']>;
export type RestaurantHomeBlock = RestaurantHome['blocks'][number];
export type RestaurantFulfilmentType = RestaurantStore['fulfilment'][number];
