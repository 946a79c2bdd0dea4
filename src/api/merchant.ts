/** RequestAction Merchant: one location with its menu and fulfilment settings (spec 1 §3, §7). */
import { z } from 'zod/mini';
import { flag, FULFILMENT_CODES, modifierGroupSchema } from './common';
import { merchantSummarySchema } from './merchants';
import { WEEKDAY_KEYS } from './weekdays';

export type MerchantRequest = {
  menu_name: string;
  fulfilment_type?: string;
  return_menu: '0' | '1';
  return_order: '1';
};

/** 'HH:mm' in the merchant's local time. */
const clock = z.string().check(z.regex(/^\d{2}:\d{2}$/));

export const specialDateSchema = z.object({
  /** 'yyyy-MM-dd' */
  ph_date: z.string(),
  menu_available: flag,
  available_from: clock,
  available_to: clock,
});

/** Per weekday: available_{mon..sun} flags and available_from_{day} / available_to_{day}. */
export const menuAvailabilitySchema = z.object({
  available_mon: flag,
  available_tue: flag,
  available_wed: flag,
  available_thu: flag,
  available_fri: flag,
  available_sat: flag,
  available_sun: flag,
  available_from: clock,
  available_to: clock,
  available_from_by_day: z.record(z.enum(WEEKDAY_KEYS), clock),
  available_to_by_day: z.record(z.enum(WEEKDAY_KEYS), clock),
  available_today: flag,
  order_for_later: flag,
  online_status: z.string(),
  special_dates: z.array(specialDateSchema),
});
export type MenuAvailability = z.infer<typeof menuAvailabilitySchema>;

export const menuItemSchema = z.object({
  id: z.int(),
  cat_id: z.int(),
  name: z.string(),
  desc: z.string(),
  short_desc: z.string(),
  notes: z.string(),
  /** Cents. */
  price: z.int(),
  img_url: z.string(),
  img_url_lge: z.string(),
  max_qty: z.int(),
  cart_item_slot_id: z.int(),
  is_available: flag,
  available_str: z.string(),
  is_visible: flag,
  option_count: z.int(),
  is_gluten_free: flag,
  is_egg_free: flag,
  is_dairy_free: flag,
  is_lactose_free: flag,
  is_vegetarian: flag,
  is_vegan: flag,
  is_halal: flag,
  modifiers: z.array(modifierGroupSchema),
});
export type MenuItem = z.infer<typeof menuItemSchema>;

export type Category = {
  id: number;
  name: string;
  desc: string;
  img_url: string;
  items: MenuItem[];
  children: Category[];
  /** Depth in the category tree, 0 at the top. */
  hierarchy: number;
  is_visible: 0 | 1;
  default_selection: 0 | 1;
};
export const categorySchema: z.ZodMiniType<Category> = z.lazy(() =>
  z.object({
    id: z.int(),
    name: z.string(),
    desc: z.string(),
    img_url: z.string(),
    items: z.array(menuItemSchema),
    children: z.array(categorySchema),
    hierarchy: z.int(),
    is_visible: flag,
    default_selection: flag,
  }),
);

/** The menu's product list variant (spec 1 §2.4 'Product list variants: list rows and grid cards'). */
export const PRODUCT_LAYOUTS = ['grid', 'list'] as const;
export type ProductLayout = (typeof PRODUCT_LAYOUTS)[number];

/** Which of the merchant card's sub-tabs the store offers (spec 1 §2.4 'availability depends on settings'). */
export const menuTabSettingsSchema = z.object({
  fulfilment: flag,
  promos: flag,
  history: flag,
  dietary: flag,
});
export type MenuTabSettings = z.infer<typeof menuTabSettingsSchema>;

export const menuSchema = z.object({
  id: z.int(),
  name: z.string(),
  items: z.array(categorySchema),
  /** Lines for the footer, e.g. { label: 'Mon – Fri', hours: '11:00 am – 9:00 pm' }. */
  hours: z.array(z.object({ label: z.string(), hours: z.string() })),
  opening_times_heading: z.string(),
  public_notice: z.string(),
  display_images: flag,
  is_merchant_ready: flag,
  is_order_for_later_enabled: flag,
  allow_promo_codes: flag,
  show_dietary_info: flag,
  availability: menuAvailabilitySchema,
  /**
   * Added with the menu screen's tabs and variants. Optional so that a menu cached before they
   * existed still reads: absent means every tab on and the grid variant.
   */
  tabs: z.optional(menuTabSettingsSchema),
  product_layout: z.optional(z.enum(PRODUCT_LAYOUTS)),
});
export type Menu = z.infer<typeof menuSchema>;

const availabilityForTypeSchema = z.object({
  available_from: z.string(),
  available_today: flag,
  order_for_later: flag,
  online_status: z.string(),
  unavailable_reason: z.string(),
  available_text_pickup: z.string(),
  available_text_deliver: z.string(),
  available_text_dinein: z.string(),
});

export const fulfilmentTypeSettingsSchema = z.object({
  code: z.enum(FULFILMENT_CODES),
  asap: flag,
  display_store_closed_text: flag,
  time_frame: z.enum(['none', 'datetime', 'location']),
  time_type: z.enum(['none', 'user', 'slots', 'stops', 'locations']),
  min_notice: z.int(),
  time_block: z.int(),
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
  desc: z.string(),
  verb: z.string(),
  /** Estimated delivery minutes; shown when above 0. */
  delivery_mins: z.int(),
  availability: availabilityForTypeSchema,
});
export type FulfilmentTypeSettings = z.infer<typeof fulfilmentTypeSettingsSchema>;

/** Spec 1 §3 'Promotion': title, desc, promo_code, type (loyalty), terms. */
export const promotionSchema = z.object({
  id: z.int(),
  title: z.string(),
  desc: z.string(),
  /** Upper case; '' when the promotion has no code (loyalty programmes). */
  promo_code: z.string(),
  type: z.enum(['promo', 'loyalty']),
  terms: z.string(),
});
export type Promotion = z.infer<typeof promotionSchema>;

/** Spec 1 §3 'Past order: id, items_desc' (a member's earlier orders at this store, newest first). */
export const pastOrderSchema = z.object({
  id: z.int(),
  /** e.g. '2 x Flat White, 1 x Baklava'. */
  items_desc: z.string(),
});
export type PastOrder = z.infer<typeof pastOrderSchema>;

/** Spec 1 §3 'Brand': redirect, title, text, brand_name and the app and web addresses. */
export const brandRedirectSchema = z.object({
  redirect: flag,
  title: z.string(),
  text: z.string(),
  brand_name: z.string(),
  url_web_app: z.string(),
  url_ios_app: z.string(),
  url_android_app: z.string(),
});
export type BrandRedirect = z.infer<typeof brandRedirectSchema>;

export const merchantDetailSchema = z.extend(merchantSummarySchema, {
  menu: z.nullable(menuSchema),
  fulfilment_settings: z.array(fulfilmentTypeSettingsSchema),
  /** Merchant-local 'yyyy-MM-ddTHH:mm:ss' at the time of the answer. */
  local_ts: z.string(),
  timezone: z.string(),
  /**
   * Added with the menu screen's tabs (optional so that an answer cached before them still reads;
   * absent means none): the promotions in force today, the caller's past orders here (members
   * only; [] for guests), and the brand-redirect state.
   */
  promos: z.optional(z.array(promotionSchema)),
  history: z.optional(z.array(pastOrderSchema)),
  brand: z.optional(brandRedirectSchema),
});
export type MerchantDetail = z.infer<typeof merchantDetailSchema>;

export const merchantResponseSchema = z.object({
  merchant: merchantDetailSchema,
  order: z.nullable(z.object({ num_items: z.int(), coupon_code: z.string() })),
});
export type MerchantResponse = z.infer<typeof merchantResponseSchema>;
