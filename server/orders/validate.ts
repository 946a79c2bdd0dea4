/**
 * SubmitOrder's checks (spec 2 §5, §8), in the order a customer can fix them: the cart, the
 * account the menu requires, the customer's details, the fulfilment type and its table or booking,
 * the delivery address, the time (server/orders/timing.ts), the slot, stop or location
 * (server/schedules/offer.ts), the products (priced again from today's menu), the promo code, the
 * minimum order, the terms and age checkboxes and the payment method. The first refusal is
 * answered with the phrase spec 2 §8's table matches. Nothing is written here.
 */
import { menuMethodOf } from '@domain/savedCard';
import type { AddressParts } from '@domain/addressParts';
import type { Kysely } from 'kysely';
import type { CartTotals } from '@api/manageCart';
import {
  atLocal,
  clockMinutes,
  formatClock,
  localClock,
  localEpochInZone,
  minuteOfDay,
  localDate,
  type LocalMs,
} from '@domain/calendar';
import { formatMoney } from '@domain/money';
import {
  minimumOrderMessage,
  productUnavailableMessage,
  promoRefusedMessage,
  promoUsedMessage,
} from '@domain/serverPhrases';
import type { FulfilmentCode } from '@api/common';
import { toFulfilmentCode } from '@domain/fulfilmentCodes';
import {
  findDeliveryPostcode,
  parseJoinedAddress,
  type DeliveryPostcodeRow,
} from '../cart/address';
import type { CartCall } from '../cart/call';
import type { CartRow } from '../cart/cartStore';
import { priceLine, type PricedLine } from '../cart/itemLine';
import { deliveryFeeFor, type CheckoutRow } from '../cart/order';
import { checkPromo, promoDiscount, promoUsedUp, type PromoRow } from '../cart/promo';
import type { Database } from '../db/schema';
import { fulfilmentConfig, type FulfilmentConfig } from '../menu/fulfilment';
import { merchantTrading } from '../menu/summary';
import { fail, succeed, type ActionResult } from '../protocol/context';
import { MESSAGES } from '../protocol/messages';
import { scheduleInput } from '../schedules/load';
import { offeredOn } from '../schedules/offer';
import { checkDetails, KIOSK_STATUS, STAFF_STATUS, type Caller, type Contact } from './details';
import { priceOrder } from './pricing';
import { memberRedemption } from '../rewards/redeem';
import { rememberedMenuCheckout, type MenuCheckout } from './settings';
import type { SubmitInput } from './submitInput';
import { timingProblem } from './timing';
import { parseCustomData } from '../cart/checkoutPatch';

/** A cart line priced as the cart prices it. */
export type PlannedLine = PricedLine;

export type PlannedFulfilment = {
  code: FulfilmentCode;
  asap: boolean;
  /** Merchant-local 'yyyy-MM-dd' and 'HH:mm'; null for ASAP without a date. */
  date: string | null;
  time: string | null;
  slotId: number | null;
  stopId: number | null;
  locationId: number | null;
  tableNum: string;
  bookingRef: string;
  bookingName: string;
  bookingPax: number;
  /** The one line the receipt shows: address, location, table or booking. */
  detail: string;
};

export type OrderPlan = {
  cart: CartRow;
  caller: Caller & { customerId: number };
  /** A delivery order's address (validated: the merchant delivers there); null otherwise. */
  deliveryAddress: { parts: AddressParts; savedId: number } | null;
  contact: Contact;
  lines: PlannedLine[];
  /** Before the card's type is known (the caller prices again with it). */
  price: (cardType: string) => CartTotals;
  totals: CartTotals;
  paymentMethod: string;
  fulfilment: PlannedFulfilment;
  menuCheckout: MenuCheckout;
  couponCode: string;
  note: string;
  contactless: boolean;
  studentName: string;
  storeClassId: number | null;
  customData: Record<string, string>;
  currencyCode: string;
  /** Reward points the Rewards discount spends (0 unless a member chose to use them). */
  rewardsPoints: number;
};

async function callerOf(db: Kysely<Database>, brandId: number, customerId: number) {
  if (customerId <= 0) return { kind: 'guest' as const, customerId: 0 };
  const row = await db
    .selectFrom('customers')
    .select(['name', 'email', 'mobile', 'status'])
    .where('id', '=', customerId)
    .where('brand_id', '=', brandId)
    .executeTakeFirst();
  if (!row) return { kind: 'guest' as const, customerId: 0 };
  if (row.status === KIOSK_STATUS) return { kind: 'kiosk' as const, customerId };
  if (row.status === STAFF_STATUS) return { kind: 'staff' as const, customerId };
  return {
    kind: 'member' as const,
    customerId,
    name: row.name,
    email: row.email,
    mobile: row.mobile,
  };
}

/** The delivery postcode and address text the order goes to, from the request or the cart. */
async function deliveryTarget(
  call: CartCall,
  input: SubmitInput,
  checkout: CheckoutRow,
): Promise<DeliveryTarget> {
  const { trx, target, key } = call;
  if (input.deliveryAddressId > 0 && key.customerId > 0) {
    const saved = await trx
      .selectFrom('customer_addresses')
      .select(['address1', 'address2', 'city', 'state', 'postcode', 'country'])
      .where('id', '=', input.deliveryAddressId)
      .where('customer_id', '=', key.customerId)
      .where('brand_id', '=', key.brandId)
      .executeTakeFirst();
    if (!saved) return { postcode: null, text: '', parts: null, savedId: 0 };
    const postcode = await findDeliveryPostcode(trx, target.merchantId, saved);
    return {
      postcode: postcode ?? null,
      text: [saved.address1, saved.city, saved.postcode].join(', '),
      parts: saved,
      savedId: input.deliveryAddressId,
    };
  }
  const sent = input.deliveryAddress;
  if (sent.postcode !== '' || sent.text !== '') {
    const parts = parseJoinedAddress(sent.text);
    for (const part of ['address1', 'address2', 'city', 'state', 'postcode', 'country'] as const)
      if (sent[part] !== '') parts[part] = sent[part];
    const postcode = await findDeliveryPostcode(trx, target.merchantId, parts);
    const text =
      sent.text ||
      [parts.address1, parts.address2, parts.city, parts.state, parts.postcode]
        .filter(Boolean)
        .join(', ');
    return { postcode: postcode ?? null, text, parts, savedId: 0 };
  }
  if (checkout.delivery_postcode_id === null)
    return { postcode: null, text: checkout.delivery_address, parts: null, savedId: 0 };
  const postcode = await trx
    .selectFrom('delivery_postcodes')
    .selectAll()
    .where('id', '=', checkout.delivery_postcode_id)
    .where('active', '=', true)
    .executeTakeFirst();
  return {
    postcode: postcode ?? null,
    text: checkout.delivery_address,
    parts:
      checkout.delivery_address1 !== ''
        ? {
            address1: checkout.delivery_address1,
            address2: checkout.delivery_address2,
            city: checkout.delivery_city,
            state: checkout.delivery_state,
            postcode: checkout.delivery_postcode,
            country: checkout.delivery_country,
          }
        : parseJoinedAddress(checkout.delivery_address),
    savedId: checkout.delivery_address_id ?? 0,
  };
}

/**
 * Where a delivery goes: the merchant's postcode row (null: not delivered to), the one-line text,
 * the address's parts and, for a member's saved address, its id (0 for a typed one).
 */
type DeliveryTarget = {
  postcode: DeliveryPostcodeRow | null;
  text: string;
  parts: AddressParts | null;
  savedId: number;
};

/** The requested merchant-local time: the request's instant, else the cart's date and time. */
function requestedTime(
  input: SubmitInput,
  checkout: CheckoutRow,
  timezone: string,
): LocalMs | null {
  if (input.datetimeSeconds !== null)
    return localEpochInZone(input.datetimeSeconds * 1000, timezone);
  if (checkout.fulfilment_date === null) return null;
  return atLocal(checkout.fulfilment_date, clockMinutes(checkout.fulfilment_time ?? '00:00'));
}

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

export async function planOrder(
  call: CartCall,
  input: SubmitInput,
): Promise<ActionResult<OrderPlan>> {
  const { trx, target, ctx, key } = call;
  const { config } = target;
  // Locked: a placement by another request id for the same cart waits, then finds it placed.
  const cart = await trx
    .selectFrom('carts')
    .selectAll()
    .where('brand_id', '=', key.brandId)
    .where('owner', '=', key.owner)
    .where('menu_id', '=', key.menuId)
    .where('status', '=', 'open')
    .forUpdate()
    .executeTakeFirst();
  if (!cart) return fail(MESSAGES.noOrderPresent);
  const [items, checkout, menuCheckout, caller, promo] = await Promise.all([
    trx.selectFrom('cart_items').selectAll().where('cart_id', '=', cart.id).orderBy('id').execute(),
    trx
      .selectFrom('checkouts')
      .selectAll()
      .where('cart_id', '=', cart.id)
      .executeTakeFirstOrThrow(),
    rememberedMenuCheckout(call.ctx, trx, target),
    callerOf(trx, key.brandId, key.customerId),
    cart.promo_code_id === null
      ? Promise.resolve(undefined)
      : trx
          .selectFrom('promo_codes')
          .selectAll()
          .where('id', '=', cart.promo_code_id)
          .executeTakeFirst(),
  ]);
  if (items.length === 0) return fail(MESSAGES.noOrderPresent);
  const { settings } = menuCheckout;

  if (settings.require_registration && caller.kind === 'guest')
    return fail(MESSAGES.accountRequired);
  const details = checkDetails(caller, {
    name: input.customerName,
    nameNew: input.customerNameNew,
    email: input.customerEmail,
    mobile: input.customerMobile,
    mobileNew: input.customerMobileNew,
  });
  if (!details.ok) return fail(details.message);

  // The fulfilment type: the request's, else the cart's.
  const typeText = input.fulfilmentType || checkout.fulfilment_type;
  if (typeText === '' || typeText.toLowerCase() === 'none')
    return fail(MESSAGES.fulfilmentTypeRequired);
  const code = toFulfilmentCode(typeText);
  const type = code ? config.fulfilment.find((entry) => entry.code === code) : undefined;
  if (!code || !type) return fail(MESSAGES.fulfilmentTypeUnavailable);
  const typeSettings: FulfilmentConfig = fulfilmentConfig(type.settings);

  const tableNum = input.tableNum;
  const bookingName = input.contactName;
  if (code === 'dinein' && typeSettings.table_num_required === 1 && tableNum === '')
    return fail(MESSAGES.tableNumberRequired);
  if (code === 'booking') {
    if (typeSettings.booking_ref_required === 1 && input.bookingRef === '')
      return fail(MESSAGES.bookingRefRequired);
    if (typeSettings.booking_name_required === 1 && bookingName === '')
      return fail(MESSAGES.bookingNameRequired);
    if (typeSettings.booking_pax_required === 1 && input.bookingPax <= 0)
      return fail(MESSAGES.bookingPaxRequired);
  }

  const delivery = await deliveryTarget(call, input, checkout);
  const isDelivery = typeSettings.address_required === 1 || code === 'delivery';
  if (isDelivery && delivery.postcode === null) return fail(MESSAGES.deliveryAddressNotDelivered);

  // When: ASAP, or the requested time, checked against the store's hours and the type's notice.
  const trading = merchantTrading(config, ctx.now);
  const asap = input.asap ?? checkout.fulfilment_asap;
  const requested = asap ? null : requestedTime(input, checkout, config.row.timezone);
  const problem = timingProblem({
    verb: type.verb,
    code,
    settings: typeSettings,
    asap,
    requested,
    clock: trading.clock,
    weekly: config.weekly,
    specials: config.specials,
    trading: config.row.status === 'trading',
    alwaysOpen: config.row.always_open,
    orderForLater: trading.orderForLater,
  });
  if (problem !== null) return fail(problem);
  const nowClock = localClock(ctx.now, config.row.timezone);
  const date = requested === null ? (asap ? nowClock.date : null) : localDate(requested);
  const time =
    requested === null ? (asap ? hhmm(nowClock.minutes) : null) : hhmm(minuteOfDay(requested));

  // The slot, stop or location: chosen, and still offered on the date (cut-off, capacity).
  const scheduled = {
    slots: {
      id: input.deliverySlotId || (checkout.delivery_slot_id ?? 0),
      missing: MESSAGES.deliverySlotRequired,
      full: MESSAGES.deliverySlotFull,
    },
    stops: {
      id: input.deliveryStopId || (checkout.delivery_stop_id ?? 0),
      missing: MESSAGES.deliveryStopRequired,
      full: MESSAGES.deliveryStopFull,
    },
    locations: {
      id: input.pickupLocationId || (checkout.pickup_location_id ?? 0),
      missing: MESSAGES.pickupLocationRequired,
      full: MESSAGES.pickupLocationFull,
    },
  } as const;
  let entryLabel = '';
  const kind = typeSettings.time_type;
  if (kind === 'slots' || kind === 'stops' || kind === 'locations') {
    const entry = scheduled[kind];
    if (entry.id <= 0) return fail(entry.missing);
    const offered = offeredOn(
      date ?? nowClock.date,
      await scheduleInput(trx, target, ctx.now, kind),
    );
    const found = offered.find((candidate) => candidate.id === entry.id);
    if (!found) return fail(entry.full);
    entryLabel = found.display_label;
  }

  // The products, priced again from today's menu.
  const content = await ctx.catalogue.menuContent(trx, {
    id: target.menuId,
    version: target.menuVersion,
  });
  const lines: PlannedLine[] = [];
  for (const item of items) {
    const entry = content.items.get(item.menu_item_id);
    const priced = entry && priceLine(entry, { quantity: item.quantity, options: item.options });
    if (!priced || !priced.ok) return fail(productUnavailableMessage(item.name));
    lines.push(priced.data);
  }
  const subTotal = lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);

  const today = trading.clock.date;
  if (cart.coupon_code !== '') {
    const checked = checkPromo(promo as PromoRow | undefined, {
      code: cart.coupon_code,
      subTotal,
      today,
      currencySign: config.row.locale.currency_sign,
    });
    if (!checked.ok) return fail(promoRefusedMessage(cart.coupon_code, checked.message));
    const customer = { customerId: key.customerId, email: input.customerEmail };
    if (await promoUsedUp(trx, ctx.brand, cart.coupon_code, customer))
      return fail(promoUsedMessage(cart.coupon_code));
  }

  const sign = config.row.locale.currency_sign;
  if (subTotal < settings.min_order_cents)
    return fail(minimumOrderMessage(formatMoney(settings.min_order_cents, sign), 'for this menu'));
  if (isDelivery && delivery.postcode && subTotal < delivery.postcode.min_order_cents) {
    return fail(
      minimumOrderMessage(
        formatMoney(delivery.postcode.min_order_cents, sign),
        `for delivery to ${delivery.postcode.suburb}`,
      ),
    );
  }

  if (settings.terms_required && !input.termsAgreed) return fail(MESSAGES.termsRequired);
  if (settings.age_limit_required && !input.ageAgreed) return fail(MESSAGES.ageLimitRequired);

  const paymentMethod = input.paymentMethod || cart.payment_method;
  if (paymentMethod === '') return fail(MESSAGES.paymentMethodRequired);
  const offeredCode = menuMethodOf(paymentMethod);
  if (!menuCheckout.methods.some((method) => method.code === offeredCode))
    return fail(MESSAGES.paymentMethodUnavailable);

  const storeClassId = input.storeClassId ?? cart.store_class_id;
  if (
    storeClassId !== null &&
    storeClassId > 0 &&
    !menuCheckout.classes.some((entry) => entry.id === storeClassId)
  )
    return fail(MESSAGES.studentClassNotFound);
  const customData =
    input.customData === null ? cart.custom_data : parseCustomData(input.customData);
  if (customData === null) return fail(MESSAGES.invalidCustomData);

  const forLater = !asap && date !== null;
  const effective = { ...checkout, fulfilment_type: code };
  const redemption = await memberRedemption(trx, {
    customerId: caller.kind === 'member' ? caller.customerId : 0,
    useRewards: cart.use_rewards,
    scheme: call.orderContext.rewards,
    subTotal,
  });
  const price = (cardType: string) =>
    priceOrder({
      lines,
      rewardsDiscount: redemption.discount,
      promoDiscount: (total) =>
        promoDiscount((promo as PromoRow | undefined) ?? null, total, today),
      deliveryFee: isDelivery ? deliveryFeeFor(effective, delivery.postcode) : 0,
      preorderFee: forLater ? settings.preorder_fee_cents : 0,
      paymentMethod,
      cardType,
      surcharges: call.orderContext.surcharges,
    });

  const detail = fulfilmentDetail(code, {
    address: delivery.text,
    entryLabel,
    tableNum,
    bookingRef: input.bookingRef,
    bookingName,
    bookingPax: input.bookingPax,
    tableLabel: typeSettings.table_num_label,
    time: asap || time === null ? '' : formatClock(time),
  });

  return succeed({
    cart,
    caller,
    contact: details.contact,
    deliveryAddress:
      isDelivery && delivery.postcode !== null && delivery.parts !== null
        ? { parts: delivery.parts, savedId: delivery.savedId }
        : null,
    lines,
    price,
    totals: price(''),
    paymentMethod,
    fulfilment: {
      code,
      asap,
      date,
      time,
      slotId: kind === 'slots' ? scheduled.slots.id : null,
      stopId: kind === 'stops' ? scheduled.stops.id : null,
      locationId: kind === 'locations' ? scheduled.locations.id : null,
      tableNum,
      bookingRef: input.bookingRef,
      bookingName,
      bookingPax: input.bookingPax,
      detail,
    },
    menuCheckout,
    couponCode: cart.coupon_code,
    note: input.orderNote ?? cart.order_note,
    contactless: input.contactless ?? cart.contactless,
    studentName: input.studentName ?? cart.student_name,
    storeClassId: storeClassId !== null && storeClassId > 0 ? storeClassId : null,
    customData,
    currencyCode: config.row.locale.currency_code,
    rewardsPoints: redemption.points,
  });
}

function fulfilmentDetail(
  code: FulfilmentCode,
  parts: {
    address: string;
    entryLabel: string;
    tableNum: string;
    bookingRef: string;
    bookingName: string;
    bookingPax: number;
    tableLabel: string;
    time: string;
  },
): string {
  if (code === 'delivery') return [parts.address, parts.entryLabel].filter(Boolean).join(' · ');
  if (code === 'dinein')
    return parts.tableNum ? `${parts.tableLabel || 'Table'} ${parts.tableNum}` : '';
  if (code === 'booking') {
    const people =
      parts.bookingPax > 0
        ? `${parts.bookingPax} ${parts.bookingPax === 1 ? 'person' : 'people'}`
        : '';
    return [parts.bookingRef && `Booking ${parts.bookingRef}`, parts.bookingName, people]
      .filter(Boolean)
      .join(', ');
  }
  return parts.entryLabel;
}
