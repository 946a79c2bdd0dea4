/** The brand's currency, from its first active store (single store: the store), as the account answer's. */
import type { ActionContext } from '../protocol/context';

export type MoneyLocale = { currencyCode: string; currencySign: string };

export async function moneyLocale(ctx: Pick<ActionContext, 'db' | 'brand'>): Promise<MoneyLocale> {
  const merchant = await ctx.db
    .selectFrom('merchants')
    .select('locale')
    .where('brand_id', '=', ctx.brand.id)
    .where('active', '=', true)
    .where('deleted_at', 'is', null)
    .orderBy('position')
    .orderBy('id')
    .executeTakeFirst();
  return {
    currencyCode: merchant?.locale.currency_code ?? 'AUD',
    currencySign: merchant?.locale.currency_sign ?? '$',
  };
}
