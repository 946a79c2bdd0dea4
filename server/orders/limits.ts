/**
 * What one order may hold: distinct lines in a cart, the quantity of one line and the
 * order total, from brand.json `orderLimits`. Adding past a cap is refused when the line is added;
 * placing past one is refused before any charge, so no total can overflow a column or a provider's
 * limit and no cart grows large enough to slow every call it makes.
 */
import { formatMoney } from '@domain/money';
import {
  cartLinesLimitMessage,
  orderTotalLimitMessage,
  quantityRangeMessage,
} from '@domain/serverPhrases';
import { loadBrands, REPO_ROOT } from '../db/seed/index';

export type OrderLimits = {
  maxCartLines: number;
  maxLineQuantity: number;
  maxOrderTotalCents: number;
};

export const DEFAULT_ORDER_LIMITS: OrderLimits = {
  maxCartLines: 50,
  maxLineQuantity: 99,
  maxOrderTotalCents: 500_000,
};

let byBrand: Map<string, OrderLimits> | null = null;

/** The brand's limits (its brand.json `orderLimits` over the defaults), read once. */
export function orderLimitsOf(brandCode: string): OrderLimits {
  byBrand ??= new Map(
    loadBrands(REPO_ROOT).map((brand) => [
      brand.id,
      { ...DEFAULT_ORDER_LIMITS, ...brand.orderLimits },
    ]),
  );
  return byBrand.get(brandCode) ?? DEFAULT_ORDER_LIMITS;
}

/** The refusal for an order past a limit, or null when it is within all of them. */
export function orderLimitProblem(
  limits: OrderLimits,
  order: {
    lineCount: number;
    quantities: readonly number[];
    totalCents: number;
    currencySign: string;
  },
): string | null {
  if (order.lineCount > limits.maxCartLines) return cartLinesLimitMessage(limits.maxCartLines);
  if (order.quantities.some((quantity) => quantity > limits.maxLineQuantity))
    return quantityRangeMessage(1, limits.maxLineQuantity);
  if (order.totalCents > limits.maxOrderTotalCents)
    return orderTotalLimitMessage(formatMoney(limits.maxOrderTotalCents, order.currencySign));
  return null;
}
