/**
 * Promo codes (spec 1 §4 'Promo', §5 'Promo codes are uppercased'; spec 2 'voucher/promo code').
 * A code is the brand's (or one merchant's), active between its dates, and takes a percentage or
 * an amount off the products total once the order reaches its minimum. Messages name the problem
 * so the customer can fix it.
 */
import type { Kysely, Selectable } from 'kysely';
import { formatMoney } from '@domain/money';
import type { Database, PromoCodesTable } from '../db/schema';
import { fail, succeed, type ActionResult } from '../protocol/context';
import { MESSAGES, promoExpiredMessage, promoMinimumMessage } from '../protocol/messages';

export type PromoRow = Selectable<PromoCodesTable>;

/** Whether the code is in force on the merchant-local `today`. */
export function promoInForce(promo: PromoRow, today: string): boolean {
  return (
    promo.active &&
    (promo.starts_on === null || promo.starts_on <= today) &&
    (promo.ends_on === null || today <= promo.ends_on)
  );
}

/** The discount in cents on `subTotal`; 0 when the code is not in force or below its minimum. */
export function promoDiscount(promo: PromoRow | null, subTotal: number, today: string): number {
  if (!promo || !promoInForce(promo, today) || subTotal <= 0) return 0;
  if (subTotal < promo.min_order_cents) return 0;
  const off = promo.kind === 'percent' ? Math.round((subTotal * promo.value) / 100) : promo.value;
  return Math.min(off, subTotal);
}

export async function findPromo(
  db: Kysely<Database>,
  brandId: number,
  merchantId: number,
  code: string,
): Promise<PromoRow | undefined> {
  return db
    .selectFrom('promo_codes')
    .selectAll()
    .where('brand_id', '=', brandId)
    .where('code', '=', code)
    .where((eb) => eb.or([eb('merchant_id', 'is', null), eb('merchant_id', '=', merchantId)]))
    .executeTakeFirst();
}

/** The promo to apply, or why it cannot be: unknown, not yet or no longer valid, below minimum. */
export function checkPromo(
  promo: PromoRow | undefined,
  input: { code: string; subTotal: number; today: string; currencySign: string },
): ActionResult<PromoRow> {
  if (!promo || !promo.active || (promo.starts_on !== null && input.today < promo.starts_on))
    return fail(MESSAGES.invalidPromoCode);
  if (promo.ends_on !== null && promo.ends_on < input.today)
    return fail(promoExpiredMessage(input.code));
  if (input.subTotal < promo.min_order_cents) {
    return fail(
      promoMinimumMessage(input.code, formatMoney(promo.min_order_cents, input.currencySign)),
    );
  }
  return succeed(promo);
}
