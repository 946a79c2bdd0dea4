/**
 * RequestAction Merchants (spec 1 §2.3, §7): the brand's locations, nearest first when a position
 * is sent. With set=COORDS only locations within NEARBY_KM of the position are listed, so the
 * client's 'No results nearby :(' state is reachable; set=ALL lists every location. history names
 * the listed locations a signed-in member has ordered from, most recent first.
 */
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/schema';
import type { MerchantsResponse } from '@api/merchants';
import { favouriteMerchantIds, memberId } from '../accounts/favourites';
import { merchantSummary, merchantTrading, distanceKm } from '../menu/summary';
import { fail, succeed, type ActionHandler } from '../protocol/context';
import { MESSAGES } from '../protocol/messages';

/** Spec 1 §9: the default search radius. */
export const NEARBY_KM = 100;

const coordinate = (limit: number) =>
  z
    .string()
    .trim()
    .regex(/^-?\d+(\.\d+)?$/)
    .transform(Number)
    .refine((value) => Math.abs(value) <= limit)
    .optional()
    .catch(undefined);

/** Customer statuses that count as members (spec 1 §4: status 1, 8 or 9). */
const MEMBER_STATUSES = [1, 8, 9];

/**
 * 'Only logged-in members get history' (spec 1 §6): the merchants a member's orders were placed
 * with, the most recently ordered from first. Guests (id 0) and other statuses have none.
 */
async function memberHistory(
  db: Kysely<Database>,
  brandId: number,
  customerId: number,
): Promise<number[]> {
  if (customerId <= 0) return [];
  const rows = await db
    .selectFrom('orders')
    .innerJoin('customers', 'customers.id', 'orders.customer_id')
    .select('orders.merchant_id')
    .select((eb) => eb.fn.max('orders.created_at').as('last_order'))
    .where('orders.brand_id', '=', brandId)
    .where('orders.customer_id', '=', customerId)
    .where('customers.status', 'in', MEMBER_STATUSES)
    .groupBy('orders.merchant_id')
    .orderBy('last_order', 'desc')
    .orderBy('orders.merchant_id')
    .execute();
  return rows.map((row) => row.merchant_id);
}

const requestSchema = z.object({
  set: z.enum(['COORDS', 'ALL']).default('ALL'),
  lat: coordinate(90),
  long: coordinate(180),
  search: z.string().trim().optional(),
});

export const Merchants: ActionHandler<'Merchants'> = async (ctx, fields) => {
  const parsed = requestSchema.safeParse(fields);
  if (!parsed.success) return fail(MESSAGES.invalidSet);
  const { set, lat, long, search } = parsed.data;
  const position = lat !== undefined && long !== undefined ? { lat, long } : null;
  const { db, brand } = ctx;

  let query = db
    .selectFrom('merchants')
    .select(['id', 'config_version'])
    .where('brand_id', '=', brand.id)
    .where('active', '=', true)
    .where('deleted_at', 'is', null);
  if (search) {
    const pattern = `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    query = query.where((eb) =>
      eb.or([eb('name', 'ilike', pattern), eb('suburb', 'ilike', pattern)]),
    );
  }
  const [rows, groups, members, ordered, favourites] = await Promise.all([
    query.orderBy('position').orderBy('id').execute(),
    db
      .selectFrom('merchant_groups')
      .selectAll()
      .where('brand_id', '=', brand.id)
      .orderBy('position')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('merchant_group_members')
      .innerJoin('merchants', 'merchants.id', 'merchant_group_members.merchant_id')
      .innerJoin('merchant_groups', 'merchant_groups.id', 'merchant_group_members.group_id')
      .select(['merchant_group_members.group_id', 'merchant_group_members.merchant_id'])
      .where('merchant_groups.brand_id', '=', brand.id)
      .where('merchants.active', '=', true)
      .where('merchants.deleted_at', 'is', null)
      .orderBy('merchant_group_members.position')
      .orderBy('merchant_group_members.merchant_id')
      .execute(),
    memberHistory(db, brand.id, ctx.session.customerId),
    memberId(ctx).then((member) =>
      member === null ? [] : favouriteMerchantIds(db, brand.id, member),
    ),
  ]);

  const configs = await Promise.all(rows.map((row) => ctx.catalogue.merchant(db, row)));
  const listed = configs.map((config) =>
    merchantSummary(
      config,
      merchantTrading(config, ctx.now),
      position ? distanceKm(position, config.row) : null,
    ),
  );
  const merchants = listed
    .filter(
      (merchant) =>
        set === 'ALL' ||
        merchant.distance_from_position === null ||
        merchant.distance_from_position <= NEARBY_KM,
    )
    .sort((a, b) => (a.distance_from_position ?? 0) - (b.distance_from_position ?? 0));

  const response: MerchantsResponse = {
    merchants,
    history: ordered.filter((id) => merchants.some((merchant) => merchant.id === id)),
    favourites: favourites.filter((id) => merchants.some((merchant) => merchant.id === id)),
    merchant_types: [...new Set(configs.map((config) => config.row.merchant_type).filter(Boolean))],
    merchant_groups: groups.map((group) => ({
      id: group.id,
      code: group.code,
      group_title: group.title,
      group_subtitle: group.subtitle,
      is_active: group.is_active ? 1 : 0,
      merchants: members
        .filter((member) => member.group_id === group.id)
        .map((member) => member.merchant_id),
      logo_square_url: group.logo_square_url,
      hero_img_url: group.hero_img_url,
    })),
    settings: {
      set,
      promo_text: brand.promo_text,
      payment_text: brand.payment_text,
      delivery_text: brand.delivery_text,
      warning_text: brand.warning_text,
    },
  };
  return succeed(response);
};
