/**
 * The Merchant answer's menu-screen settings (spec 1 §2.4, §3 'Promotion', 'Brand'): promotions in
 * force on the merchant's local date, the card's sub-tab settings, the product list variant and the
 * brand-redirect state. Pure: the caller passes the cached configuration and today's date.
 */
import type { BrandRedirect, MenuTabSettings, Promotion } from '@api/merchant';
import type { MerchantRow, PromotionRow } from './catalogue';

const flag = (value: boolean): 0 | 1 => (value ? 1 : 0);

/** Active promotions whose dates include `today` ('yyyy-MM-dd', merchant-local), in order. */
export function promotionsInForce(rows: readonly PromotionRow[], today: string): Promotion[] {
  return rows
    .filter(
      (row) =>
        row.active &&
        (row.starts_on === null || row.starts_on <= today) &&
        (row.ends_on === null || today <= row.ends_on),
    )
    .map((row) => ({
      id: row.id,
      title: row.title,
      desc: row.description,
      promo_code: row.promo_code,
      type: row.kind,
      terms: row.terms,
    }));
}

export function menuTabSettings(merchant: MerchantRow): MenuTabSettings {
  return {
    fulfilment: flag(merchant.show_fulfilment_tab),
    promos: flag(merchant.show_promos_tab),
    history: flag(merchant.show_history_tab),
    dietary: flag(merchant.show_dietary_tab),
  };
}

export function brandRedirect(merchant: MerchantRow): BrandRedirect {
  return {
    redirect: flag(merchant.brand_redirect),
    title: merchant.brand_title,
    text: merchant.brand_text,
    brand_name: merchant.brand_name,
    url_web_app: merchant.url_web_app,
    url_ios_app: merchant.url_ios_app,
    url_android_app: merchant.url_android_app,
  };
}
