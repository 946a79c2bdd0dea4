/**
 * Promo codes (spec 1 §4 'Promo', §5 'Promo codes are uppercased'; spec 2 'voucher/promo code').
 * A code is the brand's (or one merchant's), active between its dates, and takes a percentage or
 * an amount off the products total once the order reaches its minimum. Messages name the problem
 * so the customer can fix it. brand.json `promoLimits.usesPerCustomer` caps how many orders one
 * customer places with a code: a member by account, a guest by the order's email.
 */
import { sql, type Kysely, type Selectable } from 'kysely';
import { formatMoney } from '@domain/money';
import type { Database, PromoCodesTable } from '../db/schema';
import { fail, succeed, type ActionResult } from '../protocol/context';
import { MESSAGES, promoExpiredMessage, promoMinimumMessage } from '../protocol/messages';
import { loadBrands, REPO_ROOT } from '../db/seed/index';

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

let usesByBrand: Map<string, Readonly<Record<string, number>>> | null = null;

/** How many orders one customer may place with `code` (brand.json); undefined: no limit. */
export function promoUsesPerCustomer(brandCode: string, code: string): number | undefined {
  usesByBrand ??= new Map(
    loadBrands(REPO_ROOT).map((brand) => [brand.id, brand.promoLimits?.usesPerCustomer ?? {}]),
  );
  return usesByBrand.get(brandCode)?.[code];
}

/**
 * Whether the customer has placed as many orders with `code` as the brand allows: by customer id
 * for a member, else by the order's contact email; a cancelled order does not count.
 */
export async function promoUsedUp(
  db: Kysely<Database>,
  brand: { id: number; code: string },
  code: string,
  customer: { customerId: number; email: string },
): Promise<boolean> {
  const allowed = promoUsesPerCustomer(brand.code, code);
  const email = customer.email.trim().toLowerCase();
  if (allowed === undefined || (customer.customerId <= 0 && email === '')) return false;
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('brand_id', '=', brand.id)
    .where('coupon_code', '=', code)
    .where('status', '<>', 'cancelled')
    .where((eb) =>
      customer.customerId > 0
        ? eb('customer_id', '=', customer.customerId)
        : eb(sql<string>`lower(contact_email)`, '=', email),
    )
    .executeTakeFirstOrThrow();
  return Number(row.n) >= allowed;
}
