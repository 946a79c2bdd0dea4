import type { CartTotals } from '@api/manageCart';
import type { CartCall } from '../../cart/call';
import { promoDiscount, type PromoRow } from '../../cart/promo';
import { memberRedemption } from '../../rewards/redeem';
import { priceOrder } from '../pricing';
import type { PlannedLine } from '../validate';

/**
 * The order's price: the lines, a member's Rewards discount (when they chose to use their points),
 * the promo's discount, the delivery and preorder fees and the method's surcharge. `price` takes
 * the card's type, which can change the surcharge (AMEX) once the card is tokenised.
 */
export async function orderPrice(
  call: CartCall,
  input: {
    /** The member's customer id; 0 for anyone else. */
    memberId: number;
    useRewards: boolean;
    lines: PlannedLine[];
    subTotal: number;
    promo: PromoRow | undefined;
    today: string;
    deliveryFee: number;
    preorderFee: number;
    paymentMethod: string;
  },
): Promise<{ price: (cardType: string) => CartTotals; rewardsPoints: number }> {
  const { promo, today } = input;
  const redemption = await memberRedemption(call.trx, {
    customerId: input.memberId,
    useRewards: input.useRewards,
    scheme: call.orderContext.rewards,
    subTotal: input.subTotal,
  });
  const price = (cardType: string) =>
    priceOrder({
      lines: input.lines,
      rewardsDiscount: redemption.discount,
      promoDiscount: (total) => promoDiscount(promo ?? null, total, today),
      deliveryFee: input.deliveryFee,
      preorderFee: input.preorderFee,
      paymentMethod: input.paymentMethod,
      cardType,
      surcharges: call.orderContext.surcharges,
    });
  return { price, rewardsPoints: redemption.points };
}
