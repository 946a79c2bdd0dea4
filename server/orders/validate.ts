/**
 * SubmitOrder's checks (spec 2 §5, §8), in the order a customer can fix them: the cart, the
 * account the menu requires, the customer's details, the fulfilment type and its table or booking,
 * the delivery address, the time (server/orders/timing.ts), the slot, stop or location
 * (server/schedules/offer.ts), the products (priced again from today's menu), the promo code, the
 * minimum order, the terms and age checkboxes and the payment method. Each step past the details
 * is in server/orders/plan/. The first refusal is answered with the phrase spec 2 §8's table
 * matches. Nothing is written here.
 */
import type { CartTotals } from '@api/manageCart';
import type { FulfilmentCode } from '@api/common';
import type { AddressParts } from '@domain/addressParts';
import type { Kysely } from 'kysely';
import { CUSTOMER_STATUS } from '@api/customerStatus';
import type { CartCall } from '../cart/call';
import type { CartRow } from '../cart/cartStore';
import type { PricedLine } from '../cart/itemLine';
import { deliveryFeeFor } from '../cart/order';
import type { PromoRow } from '../cart/promo';
import type { Database } from '../db/schema';
import { fail, succeed, type ActionResult } from '../protocol/context';
import { MESSAGES } from '../protocol/messages';
import { checkDetails, type Caller, type Contact } from './customerDetails';
import { amountsProblem } from './plan/amountChecks';
import { deliveryTarget } from './plan/deliveryTarget';
import { fulfilmentChoice } from './plan/fulfilmentChoice';
import { plannedFulfilment } from './plan/fulfilmentDetail';
import { orderChoices } from './plan/orderChoices';
import { orderPrice } from './plan/orderPrice';
import { plannedLines } from './plan/plannedLines';
import { plannedTime } from './plan/plannedTime';
import { scheduledEntry } from './plan/scheduledEntry';
import { rememberedMenuCheckout, type MenuCheckout } from './settings';
import type { SubmitInput } from './submitInput';

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
  if (row.status === CUSTOMER_STATUS.kiosk) return { kind: 'kiosk' as const, customerId };
  if (row.status === CUSTOMER_STATUS.staff) return { kind: 'staff' as const, customerId };
  return {
    kind: 'member' as const,
    customerId,
    name: row.name,
    email: row.email,
    mobile: row.mobile,
  };
}

/** The account the menu requires, then the customer's details as the caller's role needs them. */
async function callerContact(
  caller: Caller,
  registrationRequired: boolean,
  input: SubmitInput,
  brandCountry: string,
): Promise<ActionResult<Contact>> {
  if (registrationRequired && caller.kind === 'guest') return fail(MESSAGES.accountRequired);
  const details = await checkDetails(
    caller,
    {
      name: input.customerName,
      nameNew: input.customerNameNew,
      email: input.customerEmail,
      mobile: input.customerMobile,
      mobileNew: input.customerMobileNew,
      mobileMetadata: input.mobileMetadata,
    },
    brandCountry,
  );
  return details.ok ? succeed(details.contact) : fail(details.message);
}

/** The cart, locked: a placement by another request id for the same cart waits, then finds it placed. */
async function lockedCart(call: CartCall) {
  const { trx, key } = call;
  const cart = await trx
    .selectFrom('carts')
    .selectAll()
    .where('brand_id', '=', key.brandId)
    .where('owner', '=', key.owner)
    .where('menu_id', '=', key.menuId)
    .where('status', '=', 'open')
    .forUpdate()
    .executeTakeFirst();
  if (!cart) return null;
  const [items, checkout, menuCheckout, caller, promo] = await Promise.all([
    trx.selectFrom('cart_items').selectAll().where('cart_id', '=', cart.id).orderBy('id').execute(),
    trx
      .selectFrom('checkouts')
      .selectAll()
      .where('cart_id', '=', cart.id)
      .executeTakeFirstOrThrow(),
    rememberedMenuCheckout(call.ctx, trx, call.target),
    callerOf(trx, key.brandId, key.customerId),
    cart.promo_code_id === null
      ? Promise.resolve(undefined)
      : trx
          .selectFrom('promo_codes')
          .selectAll()
          .where('id', '=', cart.promo_code_id)
          .executeTakeFirst(),
  ]);
  return { cart, items, checkout, menuCheckout, caller, promo: promo as PromoRow | undefined };
}

export async function planOrder(
  call: CartCall,
  input: SubmitInput,
): Promise<ActionResult<OrderPlan>> {
  const { target, ctx } = call;
  const { config } = target;
  const loaded = await lockedCart(call);
  if (loaded === null || loaded.items.length === 0) return fail(MESSAGES.noOrderPresent);
  const { cart, checkout, menuCheckout, caller, promo } = loaded;
  const { settings } = menuCheckout;

  const contact = await callerContact(
    caller,
    settings.require_registration,
    input,
    ctx.brand.country_code,
  );
  if (!contact.ok) return contact;

  const fulfilment = fulfilmentChoice(config, input, checkout);
  if (!fulfilment.ok) return fulfilment;
  const { code, settings: typeSettings } = fulfilment.data;

  const delivery = await deliveryTarget(call, input, checkout);
  const isDelivery = typeSettings.address_required === 1 || code === 'delivery';
  if (isDelivery && delivery.postcode === null) return fail(MESSAGES.deliveryAddressNotDelivered);

  const when = plannedTime({
    config,
    now: ctx.now,
    submit: input,
    checkout,
    fulfilment: fulfilment.data,
  });
  if (!when.ok) return when;
  const { asap, date, today } = when.data;

  const entry = await scheduledEntry(call, {
    submit: input,
    checkout,
    settings: typeSettings,
    date: date ?? today,
  });
  if (!entry.ok) return entry;

  const lines = await plannedLines(call, loaded.items);
  if (!lines.ok) return lines;
  const subTotal = lines.data.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);

  const amountProblem = await amountsProblem(call, {
    couponCode: cart.coupon_code,
    promo,
    subTotal,
    today,
    email: input.customerEmail,
    menuMinimum: settings.min_order_cents,
    delivery: isDelivery ? delivery.postcode : null,
  });
  if (amountProblem !== null) return fail(amountProblem);

  const choices = orderChoices(input, cart, menuCheckout);
  if (!choices.ok) return choices;
  const { paymentMethod } = choices.data;

  const { price, rewardsPoints } = await orderPrice(call, {
    memberId: caller.kind === 'member' ? caller.customerId : 0,
    useRewards: cart.use_rewards,
    lines: lines.data,
    subTotal,
    promo,
    today,
    deliveryFee: isDelivery
      ? deliveryFeeFor({ ...checkout, fulfilment_type: code }, delivery.postcode)
      : 0,
    preorderFee: !asap && date !== null ? settings.preorder_fee_cents : 0,
    paymentMethod,
  });

  return succeed({
    cart,
    caller,
    contact: contact.data,
    deliveryAddress:
      isDelivery && delivery.postcode !== null && delivery.parts !== null
        ? { parts: delivery.parts, savedId: delivery.savedId }
        : null,
    lines: lines.data,
    price,
    totals: price(''),
    paymentMethod,
    fulfilment: plannedFulfilment({
      code,
      when: when.data,
      entry: entry.data,
      submit: input,
      address: delivery.text,
      tableLabel: typeSettings.table_num_label,
    }),
    menuCheckout,
    couponCode: cart.coupon_code,
    note: input.orderNote ?? cart.order_note,
    contactless: input.contactless ?? cart.contactless,
    studentName: input.studentName ?? cart.student_name,
    storeClassId: choices.data.storeClassId,
    customData: choices.data.customData,
    currencyCode: config.row.locale.currency_code,
    rewardsPoints,
  });
}
