/**
 * update_checkout's checkout_options read and checked, before anything is written (spec 1 §7,
 * spec 2 §3 'Checkout options'): the fulfilment choice, the delivery address (checked against the
 * merchant's delivery postcodes), the slot, stop or pickup location, the promo code and the order
 * note. Only the fields sent change; a failure changes nothing.
 */
import { menuMethodOf } from '@domain/savedCard';
import type { Updateable } from 'kysely';
import { z } from 'zod';
import { toFulfilmentCode } from '@domain/fulfilmentCodes';
import type { CartsTable, CheckoutsTable } from '../db/schema';
import { isCalendarDate } from '@domain/calendar';
import { fail, succeed, type ActionResult } from '../protocol/context';
import { MESSAGES } from '../protocol/messages';
import { ADDRESS_PART_KEYS, joinAddressParts, type AddressParts } from '@domain/addressParts';
import { normalisePromoCode } from '@domain/deepLinks';
import { promoUsedMessage } from '@domain/serverPhrases';
import { singleLine } from '@domain/singleLine';
import { findDeliveryPostcode, parseJoinedAddress } from './address';
import type { CartCall } from './call';
import { checkPromo, findPromo, promoUsedUp } from './promo';
import { intLike, textLike } from './parse';
import { rememberedMenuCheckout } from '../orders/settings';

const optionsSchema = z.object({
  fulfilment_type: textLike.optional(),
  fulfilment_asap: intLike.optional(),
  fulfilment_date: textLike.optional(),
  fulfilment_time: textLike.optional(),
  delivery_address_id: intLike.optional(),
  delivery_address: textLike.optional(),
  delivery_address1: textLike.optional(),
  delivery_address2: textLike.optional(),
  delivery_city: textLike.optional(),
  delivery_state: textLike.optional(),
  delivery_postcode: textLike.optional(),
  delivery_country: textLike.optional(),
  delivery_geo: textLike.optional(),
  delivery_latlng: textLike.optional(),
  delivery_slot_id: intLike.optional(),
  delivery_stop_id: intLike.optional(),
  pickup_location_id: intLike.optional(),
  coupon_code: textLike.optional(),
  order_note: textLike.optional(),
  payment_method: textLike.optional(),
  contactless: intLike.optional(),
  store_class_id: intLike.optional(),
  student_name: textLike.optional(),
  /** A JSON object string, or the object itself in a JSON body. */
  custom_data: z.union([textLike, z.record(z.string(), textLike)]).optional(),
  /** 1: spend the member's reward points (server/rewards/redeem.ts). */
  use_rewards: intLike.optional(),
});
export type CheckoutOptionsInput = z.infer<typeof optionsSchema>;

export function parseCheckoutOptions(raw: unknown): CheckoutOptionsInput | null {
  const parsed = optionsSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

export type CheckoutPatch = {
  checkout: Updateable<CheckoutsTable>;
  cart: Updateable<CartsTable>;
};

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;
const ORDER_NOTE_MAX = 500;
export async function checkoutPatch(
  call: CartCall,
  options: CheckoutOptionsInput,
  subTotal: number,
): Promise<ActionResult<CheckoutPatch>> {
  const checkout: Updateable<CheckoutsTable> = {};
  const cart: Updateable<CartsTable> = {};
  const { config } = call.target;

  if (options.fulfilment_type !== undefined) {
    const text = options.fulfilment_type.trim();
    const code = toFulfilmentCode(text);
    if (text === '' || text.toLowerCase() === 'none') checkout.fulfilment_type = '';
    else if (code && config.fulfilment.some((type) => type.code === code))
      checkout.fulfilment_type = code;
    else return fail(MESSAGES.fulfilmentTypeUnavailable);
  }
  if (options.fulfilment_asap !== undefined)
    checkout.fulfilment_asap = options.fulfilment_asap === 1;
  if (options.fulfilment_date !== undefined) {
    const date = options.fulfilment_date.trim();
    if (date !== '' && !isCalendarDate(date)) return fail(MESSAGES.invalidFulfilmentDate);
    checkout.fulfilment_date = date || null;
  }
  if (options.fulfilment_time !== undefined) {
    const time = options.fulfilment_time.trim();
    if (time !== '' && !CLOCK.test(time)) return fail(MESSAGES.invalidCheckoutOptions);
    checkout.fulfilment_time = time || null;
  }

  const address = await addressPatch(call, options);
  if (!address.ok) return address;
  Object.assign(checkout, address.data);
  if (options.delivery_geo !== undefined) checkout.delivery_geo = options.delivery_geo.trim();
  if (options.delivery_latlng !== undefined)
    checkout.delivery_latlng = options.delivery_latlng.trim();

  const entries = [
    [
      'delivery_slots',
      options.delivery_slot_id,
      'delivery_slot_id',
      MESSAGES.deliverySlotUnavailable,
    ],
    [
      'delivery_stops',
      options.delivery_stop_id,
      'delivery_stop_id',
      MESSAGES.deliveryStopUnavailable,
    ],
    [
      'pickup_locations',
      options.pickup_location_id,
      'pickup_location_id',
      MESSAGES.pickupLocationUnavailable,
    ],
  ] as const;
  for (const [table, id, column, message] of entries) {
    if (id === undefined) continue;
    if (id <= 0) {
      checkout[column] = null;
      continue;
    }
    const found = await call.trx
      .selectFrom(table)
      .select('id')
      .where('id', '=', id)
      .where('merchant_id', '=', call.target.merchantId)
      .where('active', '=', true)
      .executeTakeFirst();
    if (!found) return fail(message);
    checkout[column] = id;
  }

  if (options.coupon_code !== undefined) {
    const code = normalisePromoCode(options.coupon_code);
    if (code === '') {
      cart.coupon_code = '';
      cart.promo_code_id = null;
    } else {
      if (!config.row.allow_promo_codes) return fail(MESSAGES.promoCodesNotAccepted);
      const promo = checkPromo(
        await findPromo(call.trx, call.key.brandId, call.target.merchantId, code),
        {
          code,
          subTotal,
          today: call.orderContext.today,
          currencySign: config.row.locale.currency_sign,
        },
      );
      if (!promo.ok) return promo;
      const customer = { customerId: call.key.customerId, email: '' };
      if (await promoUsedUp(call.trx, call.ctx.brand, code, customer))
        return fail(promoUsedMessage(code));
      cart.coupon_code = code;
      cart.promo_code_id = promo.data.id;
    }
  }
  if (options.order_note !== undefined)
    cart.order_note = singleLine(options.order_note).slice(0, ORDER_NOTE_MAX);
  const choices = await checkoutChoices(call, options);
  if (!choices.ok) return choices;
  Object.assign(cart, choices.data);
  return succeed({ checkout, cart });
}

const STUDENT_NAME_MAX = 100;
const CUSTOM_ANSWER_MAX = 500;

/**
 * The checkout's own choices (spec 2 §3 'Checkout options'): the payment method (one of the menu's
 * tabs), contactless, the student's name and class (one of the menu's), the custom field answers
 * (the menu's fields only).
 */
async function checkoutChoices(
  call: CartCall,
  options: CheckoutOptionsInput,
): Promise<ActionResult<Updateable<CartsTable>>> {
  const cart: Updateable<CartsTable> = {};
  const touches =
    options.payment_method !== undefined ||
    options.store_class_id !== undefined ||
    options.custom_data !== undefined;
  const menu = touches ? await rememberedMenuCheckout(call.ctx, call.trx, call.target) : null;
  if (options.payment_method !== undefined) {
    const code = options.payment_method.trim();
    const offered = menuMethodOf(code);
    if (code !== '' && !menu?.methods.some((method) => method.code === offered))
      return fail(MESSAGES.paymentMethodUnavailable);
    cart.payment_method = code;
  }
  if (options.contactless !== undefined) cart.contactless = options.contactless === 1;
  if (options.use_rewards !== undefined) cart.use_rewards = options.use_rewards === 1;
  if (options.student_name !== undefined)
    cart.student_name = singleLine(options.student_name).slice(0, STUDENT_NAME_MAX);
  if (options.store_class_id !== undefined) {
    const id = options.store_class_id;
    if (id > 0 && !menu?.classes.some((entry) => entry.id === id))
      return fail(MESSAGES.studentClassNotFound);
    cart.store_class_id = id > 0 ? id : null;
  }
  if (options.custom_data !== undefined) {
    const answers = parseCustomData(options.custom_data);
    const known = new Set(menu?.settings.custom_fields.map((field) => field.id));
    if (answers === null || Object.keys(answers).some((id) => !known.has(id)))
      return fail(MESSAGES.invalidCustomData);
    cart.custom_data = JSON.stringify(answers);
  }
  return succeed(cart);
}

/** Custom field answers: an object of strings, from JSON text or an object; null if neither. */
export function parseCustomData(
  raw: string | Record<string, string>,
): Record<string, string> | null {
  let value: unknown = raw;
  if (typeof raw === 'string') {
    if (raw.trim() === '') return {};
    try {
      value = JSON.parse(raw);
    } catch {
      return null;
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const answers: Record<string, string> = {};
  for (const [key, answer] of Object.entries(value)) {
    if (typeof answer !== 'string' && typeof answer !== 'number') return null;
    answers[key] = singleLine(String(answer)).slice(0, CUSTOM_ANSWER_MAX);
  }
  return answers;
}

/** The delivery address columns when the options touch the address; {} when they do not. */
async function addressPatch(
  call: CartCall,
  options: CheckoutOptionsInput,
): Promise<ActionResult<Updateable<CheckoutsTable>>> {
  const explicit = ADDRESS_PART_KEYS.filter((part) => options[`delivery_${part}`] !== undefined);
  if (
    options.delivery_address_id === undefined &&
    options.delivery_address === undefined &&
    explicit.length === 0
  )
    return succeed({});

  let parts: AddressParts;
  let text: string;
  let addressId: number | null = null;
  const savedId = options.delivery_address_id ?? 0;
  if (savedId > 0) {
    const saved = await call.trx
      .selectFrom('customer_addresses')
      .select(['address1', 'address2', 'city', 'state', 'postcode', 'country'])
      .where('id', '=', savedId)
      .where('brand_id', '=', call.key.brandId)
      .where('customer_id', '=', call.key.customerId)
      .executeTakeFirst();
    if (!saved || call.key.customerId <= 0) return fail(MESSAGES.deliveryAddressNotFound);
    parts = saved;
    text = joinAddressParts(parts);
    addressId = savedId;
  } else {
    const joined = singleLine(options.delivery_address ?? '');
    parts = parseJoinedAddress(joined);
    for (const part of explicit) parts[part] = singleLine(options[`delivery_${part}`] ?? '');
    parts.state = parts.state.toUpperCase();
    text = joined || joinAddressParts(parts);
  }
  const postcode = await findDeliveryPostcode(call.trx, call.target.merchantId, parts);
  return succeed({
    delivery_address_id: addressId,
    delivery_address: text,
    delivery_address1: parts.address1,
    delivery_address2: parts.address2,
    delivery_city: parts.city,
    delivery_state: parts.state,
    delivery_postcode: parts.postcode,
    delivery_country: parts.country,
    delivery_validated: /^\d{4}$/.test(parts.postcode),
    delivery_postcode_id: postcode?.id ?? null,
  });
}
