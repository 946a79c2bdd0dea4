import { formatMoney } from '@domain/money';
import { minimumOrderMessage, promoRefusedMessage, promoUsedMessage } from '@domain/serverPhrases';
import type { DeliveryPostcodeRow } from '../../cart/address';
import type { CartCall } from '../../cart/call';
import { checkPromo, promoUsedUp, type PromoRow } from '../../cart/promo';

/**
 * The cart's promo code, if any, checked again against the products' subtotal today, and not
 * used up by this customer; the refusal's phrase, or null.
 */
async function promoProblem(
  call: CartCall,
  input: {
    code: string;
    promo: PromoRow | undefined;
    subTotal: number;
    today: string;
    email: string;
  },
): Promise<string | null> {
  const { code } = input;
  if (code === '') return null;
  const checked = checkPromo(input.promo, {
    code,
    subTotal: input.subTotal,
    today: input.today,
    currencySign: call.target.config.row.locale.currency_sign,
  });
  if (!checked.ok) return promoRefusedMessage(code, checked.message);
  const customer = { customerId: call.key.customerId, email: input.email };
  if (await promoUsedUp(call.trx, call.ctx.brand, code, customer)) return promoUsedMessage(code);
  return null;
}

/**
 * The menu's minimum order, then a delivery's minimum for its postcode, against the products'
 * subtotal; the refusal's phrase, or null.
 */
function minimumOrderProblem(input: {
  subTotal: number;
  menuMinimum: number;
  /** The delivery's postcode row; null when the order is not delivered. */
  delivery: DeliveryPostcodeRow | null;
  currencySign: string;
}): string | null {
  const { subTotal, delivery, currencySign } = input;
  if (subTotal < input.menuMinimum)
    return minimumOrderMessage(formatMoney(input.menuMinimum, currencySign), 'for this menu');
  if (delivery && subTotal < delivery.min_order_cents) {
    return minimumOrderMessage(
      formatMoney(delivery.min_order_cents, currencySign),
      `for delivery to ${delivery.suburb}`,
    );
  }
  return null;
}

/** The promo code's checks, then the minimum order's; the first refusal's phrase, or null. */
export async function amountsProblem(
  call: CartCall,
  input: {
    couponCode: string;
    promo: PromoRow | undefined;
    subTotal: number;
    today: string;
    email: string;
    menuMinimum: number;
    /** The delivery's postcode row; null when the order is not delivered. */
    delivery: DeliveryPostcodeRow | null;
  },
): Promise<string | null> {
  const { subTotal } = input;
  return (
    (await promoProblem(call, {
      code: input.couponCode,
      promo: input.promo,
      subTotal,
      today: input.today,
      email: input.email,
    })) ??
    minimumOrderProblem({
      subTotal,
      menuMinimum: input.menuMinimum,
      delivery: input.delivery,
      currencySign: call.target.config.row.locale.currency_sign,
    })
  );
}
