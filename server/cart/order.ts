/**
 * The cart as the answers show it (spec 2 §3 'Cart response' order): lines with their totals, the
 * item count, the totals breakdown (server/orders/pricing.ts: products total, rewards, promo
 * discount, surcharge by the chosen payment method, delivery fee, preorder fee, grand total), the
 * checkout choices with the delivery address check, and the payment method, contactless, student
 * and custom field answers.
 */
import { PRODUCT_UNAVAILABLE } from '@domain/messages';
import { SAVED_CARD_METHOD } from '@domain/savedCard';
import { savedCardOf } from '../accounts/savedCard';
import type { Kysely, Selectable } from 'kysely';
import type { CartOrder, CheckoutState, ManageCartResponse } from '@api/manageCart';
import type { CheckoutsTable, Database } from '../db/schema';
import type { DeliveryPostcodeRow } from './address';
import type { CartRow } from './cartStore';
import { priceOrder, type SurchargePercents } from '../orders/pricing';
import { readSettings } from '../orders/settings';
import { memberRedemption } from '../rewards/redeem';
import type { RewardScheme } from '../rewards/scheme';
import { promoDiscount } from './promo';

export type CheckoutRow = Selectable<CheckoutsTable>;

export type CartState = {
  order: CartOrder;
  additional: ManageCartResponse['additional_data'];
};

export type OrderContext = {
  /** Merchant-local 'yyyy-MM-dd', for the promo's dates. */
  today: string;
  /** The delivery type's delivery_mins, for postcodes without their own. */
  deliveryMins: number;
  /** The merchant's surcharge percents. */
  surcharges: SurchargePercents;
  /** The brand's reward points scheme; none: points are not spent. */
  rewards?: RewardScheme;
};

/** What the totals read beyond the cart: the card's type once a nonce tells it (SubmitOrder). */
export type CartStateOptions = {
  /** Checkout choices read but not stored (load_checkout's checkout_options). */
  checkoutOverride?: Partial<CheckoutRow>;
  /** Another payment method than the cart's (SubmitOrder's payment_method). */
  paymentMethod?: string;
  cardType?: string;
};

const flag = (value: boolean) => (value ? 1 : 0) as 0 | 1;

export function checkoutState(row: CheckoutRow): CheckoutState {
  return {
    fulfilment_type: row.fulfilment_type,
    fulfilment_asap: flag(row.fulfilment_asap),
    fulfilment_date: row.fulfilment_date ?? '',
    fulfilment_time: row.fulfilment_time ?? '',
    delivery_address_id: row.delivery_address_id ?? 0,
    delivery_address: row.delivery_address,
    delivery_address1: row.delivery_address1,
    delivery_address2: row.delivery_address2,
    delivery_city: row.delivery_city,
    delivery_state: row.delivery_state,
    delivery_postcode: row.delivery_postcode,
    delivery_country: row.delivery_country,
    delivery_validated: flag(row.delivery_validated),
    delivery_postcode_id: row.delivery_postcode_id ?? 0,
    delivery_slot_id: row.delivery_slot_id ?? 0,
    delivery_stop_id: row.delivery_stop_id ?? 0,
    pickup_location_id: row.pickup_location_id ?? 0,
  };
}

/** An order for a later time (not ASAP, with a date) carries the menu's preorder fee. */
export function isOrderForLater(
  checkout: Pick<CheckoutRow, 'fulfilment_asap' | 'fulfilment_date'>,
) {
  return !checkout.fulfilment_asap && checkout.fulfilment_date !== null;
}

/** A delivery fee applies to a delivery order (or one whose type is not chosen yet). */
export function deliveryFeeFor(checkout: CheckoutRow, postcode: DeliveryPostcodeRow | null) {
  if (!postcode || !postcode.active) return 0;
  return checkout.fulfilment_type === '' || checkout.fulfilment_type === 'delivery'
    ? postcode.delivery_fee_cents
    : 0;
}

export async function readCartState(
  db: Kysely<Database>,
  cart: CartRow,
  context: OrderContext,
  options: CartStateOptions = {},
): Promise<CartState> {
  const [items, stored, promo, settings] = await Promise.all([
    db
      .selectFrom('cart_items')
      .leftJoin('menu_items', 'menu_items.id', 'cart_items.menu_item_id')
      .selectAll('cart_items')
      .select(['menu_items.is_available', 'menu_items.available_str'])
      .where('cart_items.cart_id', '=', cart.id)
      .orderBy('cart_items.id')
      .execute(),
    db.selectFrom('checkouts').selectAll().where('cart_id', '=', cart.id).executeTakeFirstOrThrow(),
    cart.promo_code_id === null
      ? null
      : db
          .selectFrom('promo_codes')
          .selectAll()
          .where('id', '=', cart.promo_code_id)
          .executeTakeFirst(),
    readSettings(db, cart.menu_id),
  ]);
  const checkout: CheckoutRow = { ...stored, ...options.checkoutOverride };
  const postcode =
    checkout.delivery_postcode_id === null
      ? null
      : ((await db
          .selectFrom('delivery_postcodes')
          .selectAll()
          .where('id', '=', checkout.delivery_postcode_id)
          .executeTakeFirst()) ?? null);

  const lines = items.map((item) => ({
    cart_item_slot_id: item.id,
    menu_item_id: item.menu_item_id,
    name: item.name,
    quantity: item.quantity,
    options: item.options,
    option_lines: item.option_lines,
    unit_price: item.unit_price_cents,
    line_total: item.unit_price_cents * item.quantity,
    // An item gone from the menu is as unavailable as one sold out: placement refuses both.
    is_available: flag(item.is_available === true),
    available_str: item.is_available === true ? '' : item.available_str || PRODUCT_UNAVAILABLE,
  }));
  const paymentMethod = options.paymentMethod ?? cart.payment_method;
  // The saved card is surcharged as the card it is (AMEX has its own percent).
  const cardType =
    options.cardType ??
    (paymentMethod === SAVED_CARD_METHOD
      ? ((await savedCardOf(db, cart.customer_id))?.card_type ?? '')
      : '');
  const redemption = await memberRedemption(db, {
    customerId: cart.customer_id,
    useRewards: cart.use_rewards,
    scheme: context.rewards,
    subTotal: lines.reduce((sum, line) => sum + line.line_total, 0),
  });
  const totals = priceOrder({
    lines: lines.map((line) => ({ unitPrice: line.unit_price, quantity: line.quantity })),
    rewardsDiscount: redemption.discount,
    promoDiscount: (subTotal) => promoDiscount(promo ?? null, subTotal, context.today),
    deliveryFee: deliveryFeeFor(checkout, postcode),
    preorderFee: isOrderForLater(checkout) ? settings.preorder_fee_cents : 0,
    paymentMethod,
    cardType,
    surcharges: context.surcharges,
  });
  const subTotal = totals.sub_total;
  const discount = totals.discount;
  const deliveryFee = totals.delivery_fee;
  const order: CartOrder = {
    id: cart.id,
    store_id: cart.merchant_id,
    menu_id: cart.menu_id,
    items: lines,
    num_items: lines.reduce((sum, line) => sum + line.quantity, 0),
    sub_total: subTotal,
    coupon_code: cart.coupon_code,
    discount,
    total_after_discount: subTotal - discount,
    delivery_fee: deliveryFee,
    total: subTotal - discount + deliveryFee,
    note: cart.order_note,
    checkout: checkoutState(checkout),
    totals,
    payment_method: paymentMethod,
    contactless: flag(cart.contactless),
    student_name: cart.student_name,
    store_class_id: cart.store_class_id ?? 0,
    custom_data: cart.custom_data,
    use_rewards: flag(cart.use_rewards && redemption.held > 0),
    rewards_points: redemption.held,
  };
  const delivered = postcode !== null && postcode.active;
  return {
    order,
    additional: {
      delivery_address: {
        postcode_id: delivered ? postcode.id : 0,
        delivery_validated: flag(checkout.delivery_validated),
        postcode: checkout.delivery_postcode,
        suburb: delivered ? postcode.suburb : checkout.delivery_city,
        state: delivered ? postcode.state : checkout.delivery_state,
        delivery_fee: delivered ? postcode.delivery_fee_cents : 0,
        min_order: delivered ? postcode.min_order_cents : 0,
      },
      delivery_mins: delivered ? (postcode.delivery_mins ?? context.deliveryMins) : 0,
    },
  };
}
