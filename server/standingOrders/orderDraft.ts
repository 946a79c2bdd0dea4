/**
 * What a standing order's day becomes (./run.ts reserves it): the fulfilment on that day (a
 * delivery's slot and fee from the saved address's postcode), the totals priced for the way the
 * member pays, and the order draft the finalise step writes (server/orders/attempts.ts OrderDraft).
 *
 * The member pays by their saved card (its vault token, surcharged as the card it is) when they
 * have one, else by their balance when it covers the total; otherwise the payment fails.
 */
import type { Kysely } from 'kysely';
import type { CartTotals } from '@api/manageCart';
import { joinAddressParts } from '@domain/addressParts';
import { customerBalanceCents } from '../accounts/balance';
import { savedCardOf } from '../accounts/savedCard';
import type { Database } from '../db/schema';
import type { ChargePlan, OrderDraft } from '../orders/attempts';
import { priceOrder } from '../orders/pricing';
import type { PlannedFulfilment, PlannedLine } from '../orders/validate';
import { standingOrderDiscount } from './pricing';
import type { StandingOrderRow } from './records';
import { discountPercentOf, type StandingOrderStoreRow } from './stores';

export const ORDER_SOURCE = 'standing_order';

export type Fulfilled = { fulfilment: PlannedFulfilment; deliveryFee: number };

export type PaidBy = { method: 'SAVED' | 'ACCOUNT'; totals: CartTotals; charge: ChargePlan };

/** The day's fulfilment; null when a delivery's slot or postcode is no longer offered. */
export async function fulfilmentOf(
  trx: Kysely<Database>,
  order: StandingOrderRow,
  date: string,
): Promise<Fulfilled | null> {
  const base = {
    asap: false,
    date,
    stopId: null,
    tableNum: '',
    bookingRef: '',
    bookingName: '',
    bookingPax: 0,
  };
  if (order.fulfilment_type !== 'delivery')
    return {
      fulfilment: {
        ...base,
        code: order.fulfilment_type,
        time: order.fulfilment_time,
        slotId: null,
        locationId: order.pickup_location_id,
        detail: '',
      },
      deliveryFee: 0,
    };
  const [slot, postcode] = await Promise.all([
    trx
      .selectFrom('delivery_slots')
      .select(['id', 'start_time'])
      .where('id', '=', order.delivery_slot_id ?? 0)
      .where('active', '=', true)
      .executeTakeFirst(),
    trx
      .selectFrom('delivery_postcodes')
      .select(['id', 'delivery_fee_cents'])
      .where('id', '=', order.delivery_postcode_id ?? 0)
      .where('active', '=', true)
      .executeTakeFirst(),
  ]);
  if (!slot || !postcode) return null;
  return {
    fulfilment: {
      ...base,
      code: 'delivery',
      time: slot.start_time,
      slotId: slot.id,
      locationId: null,
      detail: joinAddressParts(addressPartsOf(order)),
    },
    deliveryFee: postcode.delivery_fee_cents,
  };
}

function addressPartsOf(order: StandingOrderRow) {
  return {
    address1: order.delivery_address1,
    address2: order.delivery_address2,
    city: order.delivery_city,
    state: order.delivery_state,
    postcode: order.delivery_postcode,
    country: order.delivery_country,
  };
}

/** The totals for the way the member pays, and that way; paid null when neither can. */
export async function priceAndPayment(
  trx: Kysely<Database>,
  input: {
    order: StandingOrderRow;
    store: StandingOrderStoreRow;
    lines: PlannedLine[];
    deliveryFee: number;
  },
): Promise<{ paid: PaidBy | null; totals: CartTotals }> {
  const { order, store } = input;
  const [merchant, card, balance] = await Promise.all([
    trx
      .selectFrom('merchants')
      .select(['surcharge_cc_bp', 'surcharge_amex_bp', 'surcharge_paypal_bp'])
      .where('id', '=', store.id)
      .executeTakeFirstOrThrow(),
    savedCardOf(trx, order.customer_id),
    customerBalanceCents(trx, order.customer_id),
  ]);
  const percent = discountPercentOf(store.settings, order.fulfilment_type);
  const price = (paymentMethod: string, cardType: string) =>
    priceOrder({
      lines: input.lines,
      rewardsDiscount: 0,
      promoDiscount: (subTotal) => standingOrderDiscount(subTotal, percent),
      deliveryFee: input.deliveryFee,
      preorderFee: 0,
      paymentMethod,
      cardType,
      surcharges: {
        cc: merchant.surcharge_cc_bp,
        amex: merchant.surcharge_amex_bp,
        paypal: merchant.surcharge_paypal_bp,
      },
    });
  if (card) {
    const totals = price('SAVED', card.card_type);
    return {
      paid: { method: 'SAVED', totals, charge: { kind: 'saved', token: card.token } },
      totals,
    };
  }
  const totals = price('ACCOUNT', '');
  return {
    paid:
      balance >= totals.grand_total
        ? { method: 'ACCOUNT', totals, charge: { kind: 'balance' } }
        : null,
    totals,
  };
}

/** The order the finalise step writes, marked as the standing order's. */
export function draftOf(input: {
  order: StandingOrderRow;
  store: StandingOrderStoreRow;
  contact: { name: string; email: string; mobile: string };
  lines: PlannedLine[];
  fulfilled: Fulfilled;
  paid: PaidBy;
  cartId: number;
}): OrderDraft {
  const { order, store, contact, paid } = input;
  return {
    merchantId: store.id,
    menuId: store.menuId,
    owner: `customer:${order.customer_id}`,
    customerId: order.customer_id,
    standingOrderId: order.id,
    plan: {
      caller: { kind: 'member', customerId: order.customer_id, ...contact },
      deliveryAddress:
        order.fulfilment_type === 'delivery'
          ? { parts: addressPartsOf(order), savedId: order.delivery_address_id ?? 0 }
          : null,
      contact,
      lines: input.lines,
      paymentMethod: paid.method,
      fulfilment: input.fulfilled.fulfilment,
      couponCode: '',
      note: order.note,
      contactless: order.contactless,
      studentName: order.student_name,
      storeClassId: order.store_class_id,
      customData: {},
      currencyCode: store.currencyCode,
      rewardsPoints: 0,
      cartId: input.cartId,
    },
    totals: paid.totals,
    orderSource: ORDER_SOURCE,
  };
}
