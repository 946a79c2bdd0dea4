/**
 * RequestAction AppHome (spec 3 §2 'Home (configurable)', §3 'Home response', §7): the brand's home
 * page from its home_* rows, read on every call so an edit in the database shows at once. Blocks
 * come in position order, visible ones only, and only those meant for the caller: a guest gets the
 * default home (audience 'all' and 'guest'), a signed-in customer 'all' and 'member'.
 * Announcements are the published, unexpired ones, newest first.
 */
import type { AppHomeResponse, HomeBlock } from '@api/appHome';
import type { HomeBlockAudience } from '../db/schema';
import { merchantSummary, merchantTrading } from '../menu/summary';
import { succeed, type ActionContext, type ActionHandler } from '../protocol/context';

/** A brand with no home_settings row still has a home: one column, default style. */
const DEFAULT_SETTINGS = { layout: 'list', form_style: '', redirect_uri: null, merchant_id: null };

const flag = (value: boolean) => (value ? 1 : 0) as 0 | 1;

export const AppHome: ActionHandler<'AppHome'> = async (ctx) => {
  const { db, brand } = ctx;
  const audiences: HomeBlockAudience[] =
    ctx.session.customerId > 0 ? ['all', 'member'] : ['all', 'guest'];

  const [settings, blocks, announcements] = await Promise.all([
    db
      .selectFrom('home_settings')
      .select(['layout', 'form_style', 'redirect_uri', 'merchant_id'])
      .where('brand_id', '=', brand.id)
      .executeTakeFirst(),
    db
      .selectFrom('home_blocks')
      .selectAll()
      .where('brand_id', '=', brand.id)
      .where('visible', '=', true)
      .where('audience', 'in', audiences)
      .orderBy('position')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('home_announcements')
      .select(['id', 'title', 'content', 'created_at'])
      .where('brand_id', '=', brand.id)
      .where('published', '=', true)
      .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', ctx.now)]))
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute(),
  ]);
  const home = settings ?? DEFAULT_SETTINGS;

  const response: AppHomeResponse = {
    merchant: await homeMerchant(ctx, home.merchant_id),
    layout: home.layout,
    blocks: blocks.map((row): HomeBlock => ({
      id: row.id,
      block: row.block,
      title: row.title,
      content: row.content,
      image_url: row.image_url,
      link_url: row.link_url,
      target: row.target,
      icon: row.icon,
      visible: flag(row.visible),
      use_card: flag(row.use_card),
      form_group_style: row.form_group_style,
      image_card_style: row.image_card_style,
      place_order_btn: flag(row.place_order_btn),
      share_url: row.share_url,
      heading: row.heading,
      alignment: row.alignment,
      show_push_register: flag(row.show_push_register),
      nocontent: flag(row.nocontent),
    })),
    ...(home.redirect_uri ? { redirect_uri: home.redirect_uri } : {}),
    form_style: home.form_style,
    announcements: announcements.map((row) => ({
      id: row.id,
      created: row.created_at.toISOString(),
      title: row.title,
      content: row.content,
    })),
  };
  return succeed(response);
};

/** The home's location as the locations list shows it (trading state at the request's clock). */
async function homeMerchant(
  ctx: ActionContext,
  merchantId: number | null,
): Promise<AppHomeResponse['merchant']> {
  if (merchantId === null) return null;
  const row = await ctx.db
    .selectFrom('merchants')
    .select(['id', 'config_version'])
    .where('id', '=', merchantId)
    .where('brand_id', '=', ctx.brand.id)
    .where('active', '=', true)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) return null;
  const config = await ctx.catalogue.merchant(ctx.db, row);
  return merchantSummary(config, merchantTrading(config, ctx.now), null);
}
