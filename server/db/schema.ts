/**
 * Kysely's view of the tables created by ./migrations. Keep it in step with the migrations: a column
 * added there is added here in the same change. Money is integer cents; times of day are 'HH:mm'
 * text in the merchant's timezone; calendar dates are 'yyyy-MM-dd' text.
 */
import type { ColumnType, Generated, JSONColumnType } from 'kysely';
import type { Locale } from '@api/common';
import type { WeekdayKey } from '@api/weekdays';
import type { FulfilmentConfig } from '../menu/fulfilment';

/** A timestamptz the database fills in by default. */
type CreatedAt = ColumnType<Date, Date | undefined, Date>;

export type BrandsTable = {
  id: Generated<number>;
  /** The brand folder name, e.g. 'demo'. */
  code: string;
  name: string;
  app_token: string;
  store_mode: string;
  menu_slug: string;
  country_code: string;
  state_code: string;
  session_minutes: number;
  logo_url: string;
  hero_url: string;
  /** Texts for the locations screen (spec 1 §3 Location settings). */
  promo_text: Generated<string>;
  payment_text: Generated<string>;
  delivery_text: Generated<string>;
  warning_text: Generated<string>;
  /** brands/<id>/brand.json providers.braintreeTokenizationKey, copied at every start (0006). */
  braintree_tokenization_key: Generated<string>;
  /** Spec 3 §1 account flags (0008): is_standing_orders_enabled, is_loyalty_schemes_enabled. */
  standing_orders_enabled: Generated<boolean>;
  loyalty_schemes_enabled: Generated<boolean>;
  /** Spec 3 §1 is_topup_enabled (0017): top-up, cards and withdrawals for members. */
  topup_enabled: Generated<boolean>;
  /** Reward points a member earns per whole dollar of an order (0008). */
  loyalty_points_per_dollar: Generated<number>;
  /** Feedback's app-store prompt (0008): review in the app, download from the web; '' for none. */
  review_app_url: Generated<string>;
  download_app_url: Generated<string>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
};

export type AppReleasesTable = {
  id: Generated<number>;
  brand_id: number;
  latest_version: string;
  minimum_version: string;
  link: string;
  updated_at: CreatedAt;
};

/** 'trading' merchants are online or offline by their hours; any other value is sent as is. */
export type MerchantStatus = 'trading' | 'coming_soon' | (string & {});

export type MerchantsTable = {
  id: Generated<number>;
  brand_id: number;
  slug: string;
  name: string;
  merchant_type: Generated<string>;
  address1: string;
  suburb: string;
  state: Generated<string>;
  postcode: Generated<string>;
  phone: Generated<string>;
  status: Generated<MerchantStatus>;
  always_open: Generated<boolean>;
  order_for_later: Generated<boolean>;
  lat: number;
  long: number;
  /** Delivery radius in km. */
  radius: Generated<number>;
  timezone: string;
  locale: JSONColumnType<Locale>;
  promo_text: Generated<string>;
  payment_text: Generated<string>;
  delivery_text: Generated<string>;
  warning_text: Generated<string>;
  public_notice: Generated<string>;
  opening_times_heading: Generated<string>;
  /** Custom text shown instead of 'Coming soon'. */
  cstext: Generated<string>;
  group_menu_by_category: Generated<boolean>;
  display_images: Generated<boolean>;
  allow_promo_codes: Generated<boolean>;
  show_dietary_info: Generated<boolean>;
  logo_square_url: Generated<string>;
  hero_img_url: Generated<string>;
  payment_methods: JSONColumnType<string[], string | undefined, string>;
  position: Generated<number>;
  active: Generated<boolean>;
  deleted_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** The menu's product list variant (migration 0004). */
  product_layout: ColumnType<ProductLayout, ProductLayout | undefined, ProductLayout>;
  /** Which of the merchant card's sub-tabs show (spec 1 §2.4 'availability depends on settings'). */
  show_fulfilment_tab: Generated<boolean>;
  show_promos_tab: Generated<boolean>;
  show_history_tab: Generated<boolean>;
  show_dietary_tab: Generated<boolean>;
  /** Spec 1 §3 'Brand': the menu shows the redirect view instead when set. */
  brand_redirect: Generated<boolean>;
  brand_title: Generated<string>;
  brand_text: Generated<string>;
  brand_name: Generated<string>;
  url_web_app: Generated<string>;
  url_ios_app: Generated<string>;
  url_android_app: Generated<string>;
  /** Surcharge percents in hundredths of a percent: 150 is 1.5 % (migration 0006). */
  surcharge_cc_bp: Generated<number>;
  surcharge_amex_bp: Generated<number>;
  surcharge_paypal_bp: Generated<number>;
  apple_pay_enabled: Generated<boolean>;
  google_pay_enabled: Generated<boolean>;
  eftpos_enabled: Generated<boolean>;
  billing_address_required: Generated<boolean>;
  /** Bumped by triggers on any change to the row, its hours, special dates, fulfilment types or menus. */
  config_version: Generated<number>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
};

export type ProductLayout = 'grid' | 'list';

export type MerchantGroupsTable = {
  id: Generated<number>;
  brand_id: number;
  code: string;
  title: string;
  subtitle: string;
  is_active: boolean;
  logo_square_url: string;
  hero_img_url: string;
  position: Generated<number>;
};

export type MerchantGroupMembersTable = {
  group_id: number;
  merchant_id: number;
  position: Generated<number>;
};

export type MerchantHoursTable = {
  merchant_id: number;
  /** ISO weekday: 1 = Monday … 7 = Sunday. */
  weekday: number;
  is_open: boolean;
  open_time: string;
  close_time: string;
};

export type SpecialDatesTable = {
  id: Generated<number>;
  merchant_id: number;
  ph_date: string;
  name: string;
  is_open: boolean;
  open_time: string;
  close_time: string;
};

export type MenusTable = {
  id: Generated<number>;
  /** The restaurant file's menu this is a store's copy of (its slug when not imported). */
  key: Generated<string>;
  brand_id: number;
  merchant_id: number;
  /** The menu name of spec 1 (/menu/{menu name}), unique per brand. */
  slug: string;
  name: string;
  position: Generated<number>;
  active: Generated<boolean>;
  /** Bumped by triggers whenever a category, item or modifier of the menu changes. */
  version: Generated<number>;
  updated_at: CreatedAt;
};

export type CategoriesTable = {
  id: Generated<number>;
  /** Stable within its menu (an option's within its group): a restaurant file's re-import keeps the row. */
  key: Generated<string>;
  menu_id: number;
  parent_id: number | null;
  name: string;
  description: Generated<string>;
  img_url: Generated<string>;
  position: Generated<number>;
  is_visible: Generated<boolean>;
};

export type MenuItemsTable = {
  id: Generated<number>;
  /** Stable within its menu (an option's within its group): a restaurant file's re-import keeps the row. */
  key: Generated<string>;
  menu_id: number;
  category_id: number;
  name: string;
  description: Generated<string>;
  short_desc: Generated<string>;
  notes: Generated<string>;
  price_cents: number;
  img_url: Generated<string>;
  /** The item sheet's larger photo (0024_media_bytes); '' when img_url serves both. */
  img_url_lge: Generated<string>;
  is_available: Generated<boolean>;
  /** Shown instead of the add button when unavailable; '' lets the client say 'Product unavailable'. */
  available_str: Generated<string>;
  is_visible: Generated<boolean>;
  min_qty: Generated<number>;
  /** null: the client's default (999 on the menu stepper, 99 in the options popup). */
  max_qty: number | null;
  qty_label: Generated<string>;
  is_gluten_free: Generated<boolean>;
  is_egg_free: Generated<boolean>;
  is_dairy_free: Generated<boolean>;
  is_lactose_free: Generated<boolean>;
  is_vegetarian: Generated<boolean>;
  is_vegan: Generated<boolean>;
  is_halal: Generated<boolean>;
  position: Generated<number>;
  /**
   * The store's wall clock 'yyyy-MM-ddTHH:mm' at which a sold-out mark ends by itself (0025);
   * null while available or for a mark kept until staff turn it back on.
   */
  sold_out_until: Generated<string | null>;
};

export type ModifierGroupsTable = {
  id: Generated<number>;
  /** Stable within its menu (an option's within its group): a restaurant file's re-import keeps the row. */
  key: Generated<string>;
  menu_id: number;
  name: string;
  mandatory: boolean;
  multiselect: boolean;
  /** 0 means no limit. */
  max_select: Generated<number>;
  position: Generated<number>;
};

export type ModifierOptionsTable = {
  id: Generated<number>;
  /** Stable within its menu (an option's within its group): a restaurant file's re-import keeps the row. */
  key: Generated<string>;
  menu_id: number;
  group_id: number;
  description: string;
  price_offset_cents: Generated<number>;
  is_default: Generated<boolean>;
  position: Generated<number>;
};

export type ItemModifierGroupsTable = {
  menu_id: number;
  item_id: number;
  group_id: number;
  position: Generated<number>;
};

export type FulfilmentTypesTable = {
  id: Generated<number>;
  merchant_id: number;
  code: string;
  icon: string;
  verb: string;
  description: string;
  position: Generated<number>;
  settings: JSONColumnType<FulfilmentConfig>;
  /** Staff paused the type at the store (0025): shown unavailable, refused at placement. */
  paused: Generated<boolean>;
};

export type SessionsTable = {
  sid: string;
  brand_id: number;
  /** 0 for a guest. */
  customer_id: number;
  created_at: Date;
  expires_at: Date;
  /** Migration 0016: false for a sign-in without 'Remember me': it does not slide, ends in a day. */
  remember: Generated<boolean>;
};

export type CustomersTable = {
  id: Generated<number>;
  brand_id: number;
  name: string;
  email: string;
  /** Spec 1 §4: 1 member, 2 guest, 3 kiosk, 8 staff, 9 test. */
  status: number;
  /** node:crypto scrypt, 'scrypt$N$r$p$salt$hash'; null for accounts without a password. */
  password_hash: string | null;
  mobile: Generated<string>;
  created_at: CreatedAt;
  /** Migration 0007: the 6-digit PIN, hashed like the password; null when none is set. */
  pin_hash: ColumnType<string | null, string | null | undefined, string | null>;
  /** The PIN in use is the one ForgotLogin sent by SMS, until the customer sets their own. */
  pin_is_temporary: Generated<boolean>;
  /** A temporary PIN ForgotLogin sent, usable until temp_pin_expires_at beside the PIN. */
  temp_pin_hash: ColumnType<string | null, string | null | undefined, string | null>;
  temp_pin_expires_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** 'dd/mm', '' until set; locked once set. */
  birthday: Generated<string>;
  country_code: Generated<string>;
  state: Generated<string>;
  close_requested_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** Migration 0016: when the email was proved (a link, or a provider's verified email). */
  email_verified_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** Migration 0017: the auto top-up amount in cents, 0 off (spec 3 §9). */
  auto_topup_cents: Generated<number>;
};

/** Migration 0007: a failed password or PIN check, by account and by address. */
export type AuthFailuresTable = {
  id: Generated<number>;
  brand_id: number;
  /** 'device' (migration 0016): a signed device's own failures (server/accounts/attempts.ts). */
  scope: 'account' | 'address' | 'device';
  key: string;
  at: Date;
};

/** Migration 0016: keys made once per database (server/accounts/serverSecret.ts). */
export type ServerSecretsTable = { name: string; value: string };

/** Migration 0007: a password reset link; only the token's SHA-256 is kept. */
export type ResetTokensTable = {
  id: Generated<number>;
  brand_id: number;
  customer_id: number;
  /** 'verify' (migration 0016): an email verification link. */
  purpose: 'reset' | 'login' | 'verify';
  token_hash: string;
  expires_at: Date;
  used_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: Date;
};

/** Migration 0007: what the mail/SMS sandbox 'sent' (server/accounts/messages.ts). */
export type MessageOutboxTable = {
  id: Generated<number>;
  brand_id: number;
  channel: 'email' | 'sms';
  recipient: string;
  subject: Generated<string>;
  body: string;
  created_at: Date;
};

export type IdempotencyKeysTable = {
  id: Generated<number>;
  brand_id: number;
  request_id: string;
  action: string;
  /** Who may see the stored answer (requestOwner in server/protocol/idempotency.ts). */
  owner: string;
  /** null while the first request is still being answered. */
  response: ColumnType<unknown, string | null, string>;
  created_at: CreatedAt;
};

/**
 * A placement between reserve and finalise (0015; server/orders/attempts.ts). draft: what the order
 * will record; charge: what the provider is asked; payment: what it answered, once it did.
 */
export type PaymentAttemptsTable = {
  id: Generated<number>;
  brand_id: number;
  /** 'order', or 'topup' (0017): a top-up has no order or cart, but a customer. */
  kind: Generated<PaymentAttemptKind>;
  order_id: NullableId;
  request_id: string;
  owner: string;
  cart_id: NullableId;
  customer_id: NullableId;
  /** The PayPal, crypto or 3-D Secure payment a top-up captures (0017). */
  redirect_id: NullableId;
  method: string;
  amount_cents: number;
  /** 'pending', 'placed', 'refused' or 'voided'. */
  state: Generated<string>;
  draft: ColumnType<unknown, string, string>;
  charge: ColumnType<unknown, string, string>;
  payment: ColumnType<unknown, string | null | undefined, string | null>;
  created_at: Date;
  updated_at: Date;
  /** When the reconciler last asked the provider about it. */
  checked_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
};

export type PaymentAttemptKind = 'order' | 'topup';

/** WithdrawFunds' request (0017): pending holds its amount until reviewed. */
export type WithdrawalRequestsTable = {
  id: Generated<number>;
  brand_id: number;
  customer_id: number;
  request_id: string;
  amount_cents: number;
  state: ColumnType<WithdrawalState, WithdrawalState | undefined, WithdrawalState>;
  created_at: Date;
  reviewed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
};

export type WithdrawalState = 'pending' | 'paid' | 'declined';

export type SeedStateTable = {
  key: string;
  version: number;
  applied_at: CreatedAt;
};

/**
 * Images served at /media/{name}: generated SVG illustrations as text in `body`, a restaurant's
 * photos as WebP in `bytes` (0024_media_bytes); a row holds one or the other.
 */
export type MediaTable = {
  name: string;
  content_type: string;
  body: Generated<string>;
  bytes: ColumnType<Uint8Array | null, Uint8Array | null | undefined, never>;
  created_at: CreatedAt;
};

/** One brand's home page settings (spec 3 §3 'Home response'). */
export type HomeSettingsTable = {
  brand_id: number;
  layout: Generated<string>;
  form_style: Generated<string>;
  /** Where the home sends the user instead; null for none. */
  redirect_uri: ColumnType<string | null, string | null | undefined, string | null>;
  /** The location the home belongs to; null for a multi-store home. */
  merchant_id: ColumnType<number | null, number | null | undefined, number | null>;
  updated_at: CreatedAt;
};

export type HomeBlockAudience = 'all' | 'guest' | 'member';

/** One home block (spec 3 §3 'Block'), shown in position order. */
export type HomeBlocksTable = {
  id: Generated<number>;
  brand_id: number;
  position: Generated<number>;
  block: string;
  title: Generated<string>;
  content: Generated<string>;
  image_url: Generated<string>;
  link_url: Generated<string>;
  target: Generated<string>;
  icon: Generated<string>;
  visible: Generated<boolean>;
  /** Who sees it: everyone, guests only, or signed-in customers only. */
  audience: ColumnType<HomeBlockAudience, HomeBlockAudience | undefined, HomeBlockAudience>;
  use_card: Generated<boolean>;
  form_group_style: Generated<string>;
  image_card_style: Generated<string>;
  place_order_btn: Generated<boolean>;
  share_url: Generated<string>;
  heading: Generated<string>;
  alignment: Generated<string>;
  show_push_register: Generated<boolean>;
  nocontent: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
};

/** A home announcement (spec 3 §3 'Announcement'); listed newest first while published. */
export type HomeAnnouncementsTable = {
  id: Generated<number>;
  brand_id: number;
  title: string;
  content: Generated<string>;
  published: Generated<boolean>;
  created_at: CreatedAt;
  expires_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
};

/** A page embed_link and iframe blocks show, served at /embeds/{brand code}/{slug}.html. */
export type HomePagesTable = {
  id: Generated<number>;
  brand_id: number;
  slug: string;
  title: string;
  /** The page's body HTML (the server wraps it in a document). */
  body: string;
  updated_at: CreatedAt;
};

/** Merchant-local weekday keys an entry applies on (spec 1 §9 'Weekday keys'). */
type Weekdays = JSONColumnType<WeekdayKey[], string | undefined, string>;

/** Where a merchant delivers: one row per postcode and suburb (spec 1 §4 'Delivery address'). */
export type DeliveryPostcodesTable = {
  id: Generated<number>;
  merchant_id: number;
  postcode: string;
  suburb: string;
  state: string;
  delivery_fee_cents: Generated<number>;
  min_order_cents: Generated<number>;
  /** null: the delivery type's delivery_mins. */
  delivery_mins: ColumnType<number | null, number | null | undefined, number | null>;
  active: Generated<boolean>;
};

/** What delivery slots, delivery stops and pickup locations share (see migration 0003). */
type ScheduleEntryColumns = {
  id: Generated<number>;
  merchant_id: number;
  display_label: string;
  weekdays: Weekdays;
  /** 'yyyy-MM-dd': the entry applies on this date only. */
  only_date: ColumnType<string | null, string | null | undefined, string | null>;
  /** 'HH:mm' local; null: the entry's start (or the end of trading). */
  cut_off_time: ColumnType<string | null, string | null | undefined, string | null>;
  cut_off_days_before: Generated<number>;
  capacity: number;
  position: Generated<number>;
  active: Generated<boolean>;
};

export type DeliverySlotsTable = ScheduleEntryColumns & { start_time: string; end_time: string };
export type DeliveryStopsTable = ScheduleEntryColumns & {
  address: Generated<string>;
  stop_time: ColumnType<string | null, string | null | undefined, string | null>;
};
export type PickupLocationsTable = ScheduleEntryColumns & { description: Generated<string> };

export type PromoKind = 'percent' | 'amount';

export type PromoCodesTable = {
  id: Generated<number>;
  brand_id: number;
  /** null: every merchant of the brand. */
  merchant_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** Upper case. */
  code: string;
  description: Generated<string>;
  kind: PromoKind;
  /** Percent (10 = 10 %) or cents off. */
  value: number;
  min_order_cents: Generated<number>;
  starts_on: ColumnType<string | null, string | null | undefined, string | null>;
  ends_on: ColumnType<string | null, string | null | undefined, string | null>;
  active: Generated<boolean>;
};

/** A member's saved delivery address (spec 1 §3 Customer delivery_addresses). */
export type CustomerAddressesTable = {
  id: Generated<number>;
  brand_id: number;
  customer_id: number;
  address1: string;
  address2: Generated<string>;
  city: string;
  state: string;
  postcode: string;
  country: Generated<string>;
  created_at: CreatedAt;
};

/** Why a customer's balance moved (migration 0009). */
export type BalanceReason =
  'opening' | 'credit' | 'topup' | 'order' | 'refund' | 'withdrawal' | 'adjustment';

/** One credit (positive) or debit (negative) of a customer's balance; the balance is their sum. */
export type CustomerBalanceEntriesTable = {
  id: Generated<number>;
  brand_id: number;
  customer_id: number;
  amount_cents: number;
  reason: BalanceReason;
  /** The order a debit paid for (or a refund gave back). */
  order_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** A top-up's or credit's reference, unique per customer and reason; '' for none. */
  reference: Generated<string>;
  note: Generated<string>;
  created_at: CreatedAt;
};

/** A member's saved card, as the provider vaulted it: never the number or security code. */
export type CustomerCardsTable = {
  id: Generated<number>;
  brand_id: number;
  customer_id: number;
  provider: 'sandbox' | 'braintree';
  /** The provider's customer the card is vaulted under (Braintree customer id). */
  vault_customer_id: Generated<string>;
  /** The provider's multi-use payment method token (Braintree paymentMethodToken / id). */
  token: string;
  card_type: Generated<string>;
  last_four: string;
  expiry_month: number;
  expiry_year: number;
  created_at: CreatedAt;
  updated_at: CreatedAt;
};

export type PromotionKind = 'promo' | 'loyalty';

/** A promotion card on the menu's Promos tab (spec 1 §3 'Promotion'), migration 0004. */
export type PromotionsTable = {
  id: Generated<number>;
  brand_id: number;
  /** null: every merchant of the brand. */
  merchant_id: ColumnType<number | null, number | null | undefined, number | null>;
  title: string;
  description: Generated<string>;
  /** Upper case; '' for a promotion without a code (loyalty). */
  promo_code: Generated<string>;
  kind: ColumnType<PromotionKind, PromotionKind | undefined, PromotionKind>;
  terms: Generated<string>;
  /** 'yyyy-MM-dd', merchant-local; null for open-ended. */
  starts_on: ColumnType<string | null, string | null | undefined, string | null>;
  ends_on: ColumnType<string | null, string | null | undefined, string | null>;
  position: Generated<number>;
  active: Generated<boolean>;
};

/** Placed orders (migrations 0003 and 0006). total_cents is the grand total. */
export type OrdersTable = {
  id: Generated<number>;
  brand_id: number;
  merchant_id: number;
  menu_id: number;
  /** 'customer:{id}' or 'session:{sid}', as for carts. */
  owner: string;
  customer_id: Generated<number>;
  status: Generated<string>;
  fulfilment_type: Generated<string>;
  fulfilment_date: ColumnType<string | null, string | null | undefined, string | null>;
  fulfilment_time: ColumnType<string | null, string | null | undefined, string | null>;
  delivery_slot_id: ColumnType<number | null, number | null | undefined, number | null>;
  delivery_stop_id: ColumnType<number | null, number | null | undefined, number | null>;
  pickup_location_id: ColumnType<number | null, number | null | undefined, number | null>;
  coupon_code: Generated<string>;
  sub_total_cents: Generated<number>;
  discount_cents: Generated<number>;
  delivery_fee_cents: Generated<number>;
  total_cents: Generated<number>;
  note: Generated<string>;
  created_at: CreatedAt;
  /** Shown to the customer and called at the counter. */
  order_number: Generated<string>;
  /** The SubmitOrder request_id that placed it; unique per brand. */
  request_id: NullableText;
  cart_id: NullableId;
  contact_name: Generated<string>;
  contact_email: Generated<string>;
  contact_mobile: Generated<string>;
  fulfilment_asap: Generated<boolean>;
  /** Delivery address, pickup location, table or booking as one line. */
  fulfilment_detail: Generated<string>;
  table_num: Generated<string>;
  booking_ref: Generated<string>;
  booking_name: Generated<string>;
  booking_pax: Generated<number>;
  contactless: Generated<boolean>;
  student_name: Generated<string>;
  store_class_id: NullableId;
  custom_data: JSONColumnType<Record<string, string>, string | undefined, string>;
  rewards_discount_cents: Generated<number>;
  surcharge_cents: Generated<number>;
  convenience_fee_cents: Generated<number>;
  payment_method: Generated<string>;
  card_type: Generated<string>;
  card_last_four: Generated<string>;
  payment_transaction_id: Generated<string>;
  payment_amount_cents: Generated<number>;
  order_source: Generated<string>;
  /** Spec 3 'Order' fields staff or a POS set (0008); '' until then. */
  pos_order_id: Generated<string>;
  delivery_tracking_url: Generated<string>;
  order_confirmation: Generated<string>;
  /** A Linkly terminal payment's TxnRef and session id (0011); null for other payments. */
  terminal_txn_ref: Generated<string | null>;
  terminal_session_id: Generated<string | null>;
  /** The standing order that placed it (0018); null for others. */
  standing_order_id: NullableId;
};

export type OrderStatusHistoryTable = {
  id: Generated<number>;
  order_id: number;
  status: string;
  at: Date;
  note: Generated<string>;
};

export type RedirectKind = 'pp' | 'cb' | '3ds';
export type RedirectRowState = 'pending' | 'approved' | 'cancelled' | 'failed' | 'captured';

/** A PayPal-type, crypto or 3-D Secure payment started at validation for a cart (0006). */
export type PaymentRedirectsTable = {
  id: Generated<number>;
  brand_id: number;
  /** The cart it pays for; null for a top-up's (0017), which has customer_id instead. */
  cart_id: NullableId;
  customer_id: NullableId;
  /** The gateway's id for it. */
  gateway_id: string;
  kind: RedirectKind;
  state: ColumnType<RedirectRowState, RedirectRowState | undefined, RedirectRowState>;
  amount_cents: number;
  /** 3-D Secure: the card nonce being authenticated. */
  nonce: Generated<string>;
  redirect_url: string;
  created_at: CreatedAt;
};

/** A contactless option of one fulfilment type (spec 2 §2.2 block 8). */
export type ContactlessSetting = {
  enabled: 0 | 1;
  label: string;
  desc: string;
  notes_link: string;
};

/** A custom order field (spec 2 §2.2 block 4). */
export type CustomFieldSetting = {
  id: string;
  label: string;
  required: 0 | 1;
  type: 'text' | 'select';
  options: string[];
};

/** One menu's checkout settings; a menu without a row takes the column defaults. */
export type MenuCheckoutSettingsTable = {
  menu_id: number;
  checkout_notice: Generated<string>;
  allow_order_notes: Generated<boolean>;
  require_registration: Generated<boolean>;
  students_enabled: Generated<boolean>;
  student_name_label: Generated<string>;
  custom_fields: JSONColumnType<CustomFieldSetting[], string | undefined, string>;
  custom_fields_label: Generated<string>;
  contactless: JSONColumnType<Record<string, ContactlessSetting>, string | undefined, string>;
  terms_required: Generated<boolean>;
  terms_url: Generated<string>;
  age_limit_required: Generated<boolean>;
  age_limit_text: Generated<string>;
  min_order_cents: Generated<number>;
  /** The preorder (convenience) fee of an order for a later time. */
  preorder_fee_cents: Generated<number>;
};

export type MenuPaymentMethodsTable = {
  id: Generated<number>;
  menu_id: number;
  /** PAYMENT_METHOD_CODES of src/api/paymentMethodCodes.ts. */
  code: string;
  description: string;
  icon: Generated<string>;
  info: Generated<string>;
  position: Generated<number>;
  active: Generated<boolean>;
};

export type MenuStudentClassesTable = {
  id: Generated<number>;
  menu_id: number;
  name: string;
  position: Generated<number>;
};

/** Cart item options in the payload's key form: group_{id} → option id, option_{id} → 1. */
type CartOptions = JSONColumnType<Record<string, number>, string | undefined, string>;

export type OrderItemsTable = {
  id: Generated<number>;
  order_id: number;
  menu_item_id: number;
  name: string;
  quantity: number;
  options: CartOptions;
  unit_price_cents: number;
  position: Generated<number>;
  option_lines: JSONColumnType<CartOptionLine[], string | undefined, string>;
};

export type CartStatus = 'open' | 'placed';

export type CartsTable = {
  id: Generated<number>;
  brand_id: number;
  merchant_id: number;
  menu_id: number;
  /** 'customer:{id}' for a signed-in customer, else 'session:{sid}'. */
  owner: string;
  customer_id: Generated<number>;
  status: ColumnType<CartStatus, CartStatus | undefined, CartStatus>;
  /** Upper case; '' for none. */
  coupon_code: Generated<string>;
  promo_code_id: ColumnType<number | null, number | null | undefined, number | null>;
  order_note: Generated<string>;
  /** The checkout's payment method code; '' when none yet (migration 0006). */
  payment_method: Generated<string>;
  contactless: Generated<boolean>;
  student_name: Generated<string>;
  store_class_id: NullableId;
  custom_data: JSONColumnType<Record<string, string>, string | undefined, string>;
  /** The member chose to spend reward points at checkout (0019). */
  use_rewards: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
};

/** A chosen option as the cart shows it, priced when the line was written. */
export type CartOptionLine = {
  group_id: number;
  group_name: string;
  option_id: number;
  desc: string;
  price_offset: number;
};

export type CartItemsTable = {
  id: Generated<number>;
  cart_id: number;
  menu_item_id: number;
  name: string;
  quantity: number;
  options: CartOptions;
  option_lines: JSONColumnType<CartOptionLine[], string | undefined, string>;
  /** Base price plus the chosen options' offsets, from the database when the line was written. */
  unit_price_cents: number;
  created_at: CreatedAt;
};

type NullableId = ColumnType<number | null, number | null | undefined, number | null>;
type NullableText = ColumnType<string | null, string | null | undefined, string | null>;

/** The cart's checkout choices (spec 1 §3 'Checkout fields touched here'). */
export type CheckoutsTable = {
  cart_id: number;
  fulfilment_type: Generated<string>;
  fulfilment_asap: Generated<boolean>;
  fulfilment_date: NullableText;
  fulfilment_time: NullableText;
  delivery_address_id: NullableId;
  delivery_address: Generated<string>;
  delivery_address1: Generated<string>;
  delivery_address2: Generated<string>;
  delivery_city: Generated<string>;
  delivery_state: Generated<string>;
  delivery_postcode: Generated<string>;
  delivery_country: Generated<string>;
  delivery_geo: Generated<string>;
  delivery_latlng: Generated<string>;
  delivery_validated: Generated<boolean>;
  delivery_postcode_id: NullableId;
  delivery_slot_id: NullableId;
  delivery_stop_id: NullableId;
  pickup_location_id: NullableId;
  updated_at: CreatedAt;
};

/** A brand's reward (spec 3 §3 'Reward'), migration 0008. */
export type RewardSchemesTable = {
  id: Generated<number>;
  brand_id: number;
  rewards_name: string;
  points_required: number;
  /** The menu a reward leads to (/menu/{menu_slug}); '' for the brand's menu. */
  menu_slug: Generated<string>;
  position: Generated<number>;
  active: Generated<boolean>;
};

export type RewardPointsReason = 'earned' | 'spent' | 'released' | 'reversed' | 'adjusted';

/** One row of a member's reward points ledger (0019); the member's points are their sum. */
export type RewardPointsTable = {
  id: Generated<number>;
  brand_id: number;
  customer_id: number;
  /** Positive earned or given back, negative spent or taken back. */
  points: number;
  reason: RewardPointsReason;
  /** The order (or the reserved order id of a placement); null for a hand adjustment. */
  order_id: ColumnType<number | null, number | null | undefined, number | null>;
  note: Generated<string>;
  created_at: CreatedAt;
};

/** What a member sent from /account/feedback (spec 3 §3 'Feedback'), migration 0008. */
export type FeedbackTable = {
  id: Generated<number>;
  brand_id: number;
  customer_id: number;
  ease_of_use: number;
  speed: number;
  overall: number;
  comments: Generated<string>;
  created_at: CreatedAt;
};

/** A store's standing-order settings (0018; spec 3 §3 'Store settings (standing orders)'). */
export type StandingOrderSettingsTable = {
  merchant_id: number;
  enabled: Generated<boolean>;
  available_pickup: Generated<boolean>;
  available_dinein: Generated<boolean>;
  available_delivery: Generated<boolean>;
  /** Merchant-local 'HH:mm' on the day `cut_off_days_*` before the order's day. */
  cut_off_time_pickup: Generated<string>;
  cut_off_time_dinein: Generated<string>;
  cut_off_time_delivery: Generated<string>;
  cut_off_days_pickup: Generated<number>;
  cut_off_days_dinein: Generated<number>;
  cut_off_days_delivery: Generated<number>;
  /** Whole percent off the products. */
  discount_percent_pickup: Generated<number>;
  discount_percent_dinein: Generated<number>;
  discount_percent_delivery: Generated<number>;
  /** 'HH:mm': the pickup (and dine-in) time window. */
  pickup_from: Generated<string>;
  pickup_to: Generated<string>;
  payment_method_required: Generated<boolean>;
  updated_at: CreatedAt;
};

/** A member's standing order (0018; spec 3 §3 'Standing order'). status 1 active, else paused. */
export type StandingOrdersTable = {
  id: Generated<number>;
  brand_id: number;
  customer_id: number;
  merchant_id: number;
  menu_id: number;
  fulfilment_type: 'pickup' | 'dinein' | 'delivery';
  /** 'HH:mm' for pickup and dine-in; '' for delivery (the slot says when). */
  fulfilment_time: Generated<string>;
  contactless: Generated<boolean>;
  payment_method: Generated<string>;
  pickup_location_id: NullableId;
  delivery_address_id: NullableId;
  delivery_address1: Generated<string>;
  delivery_address2: Generated<string>;
  delivery_city: Generated<string>;
  delivery_state: Generated<string>;
  delivery_postcode: Generated<string>;
  delivery_country: Generated<string>;
  delivery_postcode_id: NullableId;
  delivery_slot_id: NullableId;
  delivery_stop_id: NullableId;
  student_name: Generated<string>;
  store_class_id: NullableId;
  note: Generated<string>;
  status: Generated<number>;
  /** When it was last made active: a day whose cut-off came before it is not placed. */
  active_since: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** The save that created it (new mode), so a retried save makes one. */
  request_id: NullableText;
  created_at: Date;
  updated_at: Date;
};

/** One product of a standing order with its quantity per weekday (0018). */
export type StandingOrderItemsTable = {
  id: Generated<number>;
  standing_order_id: number;
  menu_item_id: number;
  /** The chosen modifier option ids. */
  options: JSONColumnType<number[], string | undefined, string>;
  qty_mon: Generated<number>;
  qty_tue: Generated<number>;
  qty_wed: Generated<number>;
  qty_thu: Generated<number>;
  qty_fri: Generated<number>;
  qty_sat: Generated<number>;
  qty_sun: Generated<number>;
  position: Generated<number>;
};

/**
 * The scheduler's one run of a standing order for one order day (0018), committed before the
 * charge: 'pending' until settled, then 'placed', 'failed' (the payment) or 'skipped' (nothing to
 * place, or the order could not be made).
 */
export type StandingOrderRunsTable = {
  id: Generated<number>;
  brand_id: number;
  standing_order_id: number;
  /** Merchant-local 'yyyy-MM-dd'. */
  order_date: string;
  state: ColumnType<
    StandingOrderRunState,
    StandingOrderRunState | undefined,
    StandingOrderRunState
  >;
  /** The payment attempt's idempotency key. */
  request_id: string;
  order_id: NullableId;
  amount_cents: Generated<number>;
  reason: Generated<string>;
  created_at: Date;
  updated_at: Date;
};

export type StandingOrderRunState = 'pending' | 'placed' | 'failed' | 'skipped';

export type Database = {
  brands: BrandsTable;
  app_releases: AppReleasesTable;
  merchants: MerchantsTable;
  merchant_groups: MerchantGroupsTable;
  merchant_group_members: MerchantGroupMembersTable;
  merchant_hours: MerchantHoursTable;
  special_dates: SpecialDatesTable;
  menus: MenusTable;
  categories: CategoriesTable;
  menu_items: MenuItemsTable;
  modifier_groups: ModifierGroupsTable;
  modifier_options: ModifierOptionsTable;
  item_modifier_groups: ItemModifierGroupsTable;
  fulfilment_types: FulfilmentTypesTable;
  sessions: SessionsTable;
  customers: CustomersTable;
  idempotency_keys: IdempotencyKeysTable;
  payment_attempts: PaymentAttemptsTable;
  withdrawal_requests: WithdrawalRequestsTable;
  seed_state: SeedStateTable;
  media: MediaTable;
  home_settings: HomeSettingsTable;
  home_blocks: HomeBlocksTable;
  home_announcements: HomeAnnouncementsTable;
  home_pages: HomePagesTable;
  delivery_postcodes: DeliveryPostcodesTable;
  delivery_slots: DeliverySlotsTable;
  delivery_stops: DeliveryStopsTable;
  pickup_locations: PickupLocationsTable;
  promo_codes: PromoCodesTable;
  customer_addresses: CustomerAddressesTable;
  customer_balance_entries: CustomerBalanceEntriesTable;
  customer_cards: CustomerCardsTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  carts: CartsTable;
  cart_items: CartItemsTable;
  checkouts: CheckoutsTable;
  promotions: PromotionsTable;
  order_status_history: OrderStatusHistoryTable;
  payment_redirects: PaymentRedirectsTable;
  menu_checkout_settings: MenuCheckoutSettingsTable;
  menu_payment_methods: MenuPaymentMethodsTable;
  menu_student_classes: MenuStudentClassesTable;
  reward_schemes: RewardSchemesTable;
  reward_points: RewardPointsTable;
  feedback: FeedbackTable;
  push_subscriptions: PushSubscriptionsTable;
  push_messages: PushMessagesTable;
  push_timezones: PushTimezonesTable;
  customer_identities: CustomerIdentitiesTable;
  auth_failures: AuthFailuresTable;
  server_secrets: ServerSecretsTable;
  reset_tokens: ResetTokensTable;
  message_outbox: MessageOutboxTable;
  // Standing orders (0018_standing_orders)
  standing_order_settings: StandingOrderSettingsTable;
  standing_orders: StandingOrdersTable;
  standing_order_items: StandingOrderItemsTable;
  standing_order_runs: StandingOrderRunsTable;
  // Staff devices and printing (0012_staff_devices)
  staff_devices: StaffDevicesTable;
  print_bridges: PrintBridgesTable;
  print_jobs: PrintJobsTable;
  // Several server processes (0014_shared_order_events_and_limits)
  request_counts: RequestCountsTable;
  // A member's favourite locations (0020_favourite_merchants)
  favourite_merchants: FavouriteMerchantsTable;
  // First-party analytics (0021_analytics_events)
  analytics_events: AnalyticsEventsTable;
  // What a cancelled order gave back (0022_order_refunds)
  order_refunds: OrderRefundsTable;
  // The staff Menu tab's record of changes (0025_staff_menu)
  menu_changes: MenuChangesTable;
};

export type MenuChange = 'sold_out' | 'back_on' | 'paused' | 'resumed';

/** One change made on the staff Menu tab, or a sold-out mark that ended at close (0025). */
export type MenuChangesTable = {
  id: Generated<number>;
  merchant_id: number;
  /** The staff member; null for the server itself (a mark ended at close). */
  customer_id: number | null;
  at: Date;
  item_id: number | null;
  fulfilment_code: string | null;
  change: MenuChange;
  /** As the list shows it: 'Moussaka sold out until close', 'Delivery paused'. */
  what: string;
  request_id: string | null;
};

/** The money a cancelled order gave back, once per order (0022; src/domain/cancelRefund.ts). */
export type OrderRefundsTable = {
  id: Generated<number>;
  order_id: number;
  kind: 'card' | 'terminal' | 'balance';
  amount_cents: number;
  state: 'pending' | 'refunded' | 'failed' | 'owed';
  /** The key the card provider's void or refund is made with: a retry never refunds twice. */
  idempotency_key: string;
  /** The provider's refusal, when it refused. */
  message: Generated<string>;
  created_at: Date;
  /** When a server process last began asking the provider (a claim lapses, server/orders/refund.ts). */
  claimed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  settled_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
};

/** A purchase event stored for a brand whose analytics adapter is 'firstParty' (0021). */
export type AnalyticsEventsTable = {
  id: Generated<number>;
  brand_id: number;
  /** 'purchase'. */
  name: string;
  order_id: number;
  value_cents: number;
  /** ISO 4217, from the merchant's locale. */
  currency: string;
  items: JSONColumnType<
    { name: string; unit_price_cents: number; quantity: number }[],
    string,
    string
  >;
  /** The app_mode of the call that sent it: PERSONAL, KIOSK or POS. */
  app_mode: Generated<string>;
  request_id: string;
  created_at: Date;
};

/** A location a member marked as a favourite (0020_favourite_merchants; spec 1 §2.3 'fave'). */
export type FavouriteMerchantsTable = {
  brand_id: number;
  customer_id: number;
  merchant_id: number;
  created_at: Date;
};

/** A shared rate-limit counter (0014): hits of one key in the window that ends at window_ends_at. */
export type RequestCountsTable = {
  /** SHA-256 (hex) of the limiter's key. */
  key: string;
  hits: number;
  window_ends_at: Date;
};

/** A kiosk's or staff member's device settings (0012_staff_devices; spec 3 §3 'Eftpos settings'). */
export type StaffDevicesTable = {
  customer_id: number;
  brand_id: number;
  /** Where the device works: the staff board's orders, the printer's jobs. */
  merchant_id: NullableId;
  is_eftpos_enabled: Generated<boolean>;
  /** 'LINKLY' or ''. */
  eftpos_provider: Generated<string>;
  /** Assigned by an admin; '' until then ('POS ID needs to be assigned…'). */
  pos_guid: Generated<string>;
  receipt_cut: Generated<boolean>;
  receipt_auto_print: Generated<boolean>;
  updated_at: CreatedAt;
};

/** A printer bridge's credential (0012_staff_devices); only the token's SHA-256 is kept. */
export type PrintBridgesTable = {
  id: Generated<number>;
  brand_id: number;
  merchant_id: number;
  name: string;
  token_sha256: string;
  created_at: CreatedAt;
};

/** `PrintQueue add`: a docket waiting for a printer bridge (0012_staff_devices). */
export type PrintJobsTable = {
  id: Generated<number>;
  brand_id: number;
  merchant_id: number;
  order_id: number;
  pos_guid: string;
  requested_by: number;
  request_id: string;
  /** 'queued', 'taken' (by a bridge), 'printed' or 'failed'. */
  status: Generated<string>;
  created_at: Date;
  taken_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  taken_by: NullableId;
  done_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
};

/** A browser's Web Push subscription (migration 0010_push). */
export type PushSubscriptionsTable = {
  id: Generated<number>;
  brand_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  sid: Generated<string>;
  /** 0 when registered by a guest. */
  customer_id: Generated<number>;
  device_state: Generated<string>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
};

/** A push sent, or refused by the push service (0010_push). */
export type PushMessagesTable = {
  id: Generated<number>;
  brand_id: number;
  subscription_id: number | null;
  order_id: number | null;
  status: Generated<string>;
  /** The push service's HTTP answer; 0 when it could not be reached. */
  http_status: Generated<number>;
  sent_at: Date;
  opened_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  open_action: Generated<string>;
};

/** The device's clock settings sent by `Push timezone` (0010_push). */
export type PushTimezonesTable = {
  brand_id: number;
  sid: string;
  customer_id: Generated<number>;
  utc_offset_minutes: number;
  timezone: Generated<string>;
  locale: Generated<string>;
  client_dates: Generated<string>;
  updated_at: Date;
};

/** A customer's Apple or Google account (0010_push). */
export type CustomerIdentitiesTable = {
  id: Generated<number>;
  brand_id: number;
  customer_id: number;
  provider: 'apple' | 'google';
  /** The provider's stable user id (the ID token's sub). */
  subject: string;
  email: Generated<string>;
  created_at: CreatedAt;
};
