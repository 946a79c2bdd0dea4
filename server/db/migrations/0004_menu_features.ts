/**
 * What the menu screen's merchant card and views read (spec 1 §2.4, §3 'Merchant', 'Brand',
 * 'Promotion'): per merchant, the product list variant (grid cards or list rows), which sub-tabs
 * the card offers, and the brand-redirect state (a merchant whose brand now orders elsewhere);
 * and the promotions a brand or one merchant advertises (a promo code to apply, or a loyalty
 * programme for members).
 *
 * Promotions are part of a merchant's configuration: any change bumps config_version of the
 * merchants it applies to (all of the brand's when merchant_id is null), so the server's cache
 * never serves stale cards.
 */
import { sql, type Kysely } from 'kysely';

const ymd = (column: string) => `${column} ~ '^\\d{4}-\\d{2}-\\d{2}$'`;

const upStatements = [
  `alter table merchants
    add column product_layout text not null default 'grid' check (product_layout in ('grid', 'list')),
    add column show_fulfilment_tab boolean not null default true,
    add column show_promos_tab boolean not null default true,
    add column show_history_tab boolean not null default true,
    add column show_dietary_tab boolean not null default true,
    add column brand_redirect boolean not null default false,
    add column brand_title text not null default '',
    add column brand_text text not null default '',
    add column brand_name text not null default '',
    add column url_web_app text not null default '',
    add column url_ios_app text not null default '',
    add column url_android_app text not null default ''`,
  `create table promotions (
    id serial primary key,
    brand_id integer not null references brands (id) on delete cascade,
    merchant_id integer references merchants (id) on delete cascade,
    title text not null,
    description text not null default '',
    promo_code text not null default '' check (promo_code = upper(promo_code)),
    kind text not null default 'promo' check (kind in ('promo', 'loyalty')),
    terms text not null default '',
    starts_on text check (starts_on is null or ${ymd('starts_on')}),
    ends_on text check (ends_on is null or ${ymd('ends_on')}),
    position integer not null default 0,
    active boolean not null default true
  )`,
  `create index promotions_brand_idx on promotions (brand_id)`,
  `create function docket_bump_promotion_merchants() returns trigger language plpgsql as $$
  begin
    if tg_op <> 'INSERT' then
      update merchants set config_version = config_version + 1, updated_at = now()
      where brand_id = old.brand_id and (old.merchant_id is null or id = old.merchant_id);
    end if;
    if tg_op <> 'DELETE' then
      update merchants set config_version = config_version + 1, updated_at = now()
      where brand_id = new.brand_id and (new.merchant_id is null or id = new.merchant_id);
    end if;
    return null;
  end $$`,
  `create trigger promotions_bump_merchant after insert or update or delete on promotions
   for each row execute function docket_bump_promotion_merchants()`,
];

const downStatements = [
  'drop table if exists promotions',
  'drop function if exists docket_bump_promotion_merchants()',
  `alter table merchants
    drop column if exists product_layout,
    drop column if exists show_fulfilment_tab,
    drop column if exists show_promos_tab,
    drop column if exists show_history_tab,
    drop column if exists show_dietary_tab,
    drop column if exists brand_redirect,
    drop column if exists brand_title,
    drop column if exists brand_text,
    drop column if exists brand_name,
    drop column if exists url_web_app,
    drop column if exists url_ios_app,
    drop column if exists url_android_app`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of upStatements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of downStatements) await sql.raw(statement).execute(db);
}
