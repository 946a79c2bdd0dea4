/**
 * What an order costs (spec 2 §2.1 summary rows, §3 'Cart response', §9 'Surcharge percentages'):
 * one pure function used by every ManageCart answer, load_checkout and SubmitOrder, so the cart,
 * the checkout and the placed order never disagree.
 *
 * products total − rewards − promo discount, plus the delivery fee and the preorder fee, is what
 * the payment method's surcharge is taken on; the grand total adds the surcharge. Money is integer
 * cents; a percent of an amount is rounded half up to the cent.
 */
import type { CartTotals } from '@api/manageCart';

export type SurchargePercents = {
  /** Hundredths of a percent: 150 is 1.5 %. */
  cc: number;
  amex: number;
  paypal: number;
};

export type PricingInput = {
  /** Unit prices in cents, from the menu. */
  lines: readonly { unitPrice: number; quantity: number }[];
  /** Members' loyalty rewards taken off; 0 for guests. */
  rewardsDiscount: number;
  /** The promo code's discount on the products total (server/cart/promo.ts promoDiscount). */
  promoDiscount: (subTotal: number) => number;
  /** The delivery postcode's fee when it applies (a delivery order), else 0. */
  deliveryFee: number;
  /** The preorder fee when the order is for a later time, else 0. */
  preorderFee: number;
  /** The payment method code chosen ('' none yet). */
  paymentMethod: string;
  /** The card's type when known (from the nonce), e.g. 'American Express'; '' when not. */
  cardType: string;
  surcharges: SurchargePercents;
};

/** cents × hundredths-of-a-percent, rounded half up to the cent. */
export function percentOf(cents: number, basisPoints: number): number {
  return Math.floor((cents * basisPoints + 5000) / 10000);
}

/** SAVED: the member's saved card, surcharged as the card it is. */
const CARD_METHODS = new Set(['CC', '3DS', 'SAVED']);
const PAYPAL_METHODS = new Set(['PP']);

export function isAmex(cardType: string): boolean {
  return /^(american express|amex)$/i.test(cardType.trim());
}

/** The surcharge percent (hundredths) for a method and card type; 0 for the others. */
export function surchargeBasisPoints(
  method: string,
  cardType: string,
  surcharges: SurchargePercents,
): number {
  if (CARD_METHODS.has(method)) return isAmex(cardType) ? surcharges.amex : surcharges.cc;
  if (PAYPAL_METHODS.has(method)) return surcharges.paypal;
  return 0;
}

export function priceOrder(input: PricingInput): CartTotals {
  const subTotal = input.lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
  const rewards = Math.min(Math.max(0, input.rewardsDiscount), subTotal);
  const totalAfterRewards = subTotal - rewards;
  const discount = Math.min(Math.max(0, input.promoDiscount(subTotal)), totalAfterRewards);
  const totalAfterDiscount = totalAfterRewards - discount;
  const deliveryFee = Math.max(0, input.deliveryFee);
  const convenienceFee = subTotal > 0 ? Math.max(0, input.preorderFee) : 0;
  const chargeable = totalAfterDiscount + deliveryFee + convenienceFee;
  const surcharge = percentOf(
    chargeable,
    surchargeBasisPoints(input.paymentMethod, input.cardType, input.surcharges),
  );
  return {
    sub_total: subTotal,
    rewards_discount: rewards,
    total_after_rewards: totalAfterRewards,
    discount,
    total_after_discount: totalAfterDiscount,
    surcharge_amount: surcharge,
    delivery_fee: deliveryFee,
    convenience_fee: convenienceFee,
    grand_total: chargeable + surcharge,
  };
}

/** Percent with up to 2 decimals for the wire (150 → 1.5). */
export function percentFromBasisPoints(basisPoints: number): number {
  return basisPoints / 100;
}
