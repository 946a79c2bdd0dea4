/**
 * A signed-in member for the account journeys, made in the server's database (the sign-in
 * journeys sign people in for real; these journeys only need one held), and handed to the app
 * as a sign-in would leave it: the session row and the customer row in its IndexedDB.
 */
import type { Page } from '@playwright/test';
import type { DocketServer } from '../../../server/app';
import { insertMember } from '../../support/memberRows';
import { putRow } from './shell';

export type Member = { id: number; sid: string; name: string; email: string; brandId: number };

const SESSION_MS = 14 * 24 * 60 * 60 * 1000;

/**
 * A member with exactly these details and a two-week session from `now` (the server's clock), as
 * a sign-in leaves them.
 */
export async function signedInMember(
  server: DocketServer,
  brandId: number,
  details: { name: string; email: string; mobile: string },
  now: Date,
): Promise<{ sid: string; id: number; brandId: number }> {
  const { customerId, sid } = await insertMember(server.db, {
    brandId,
    ...details,
    createdAt: now,
    expiresAt: new Date(now.getTime() + SESSION_MS),
  });
  return { sid, id: customerId, brandId };
}

export async function createMember(
  server: DocketServer,
  values: { name: string; expiresAt: Date; status?: number },
): Promise<Member> {
  const brand = await server.db
    .selectFrom('brands')
    .select('id')
    .where('code', '=', 'demo')
    .executeTakeFirstOrThrow();
  const { customerId, sid, email } = await insertMember(server.db, {
    ...values,
    brandId: brand.id,
    createdAt: new Date(values.expiresAt.getTime() - 86_400_000),
  });
  return { id: customerId, sid, name: values.name, email, brandId: brand.id };
}

/** The app (a page of it already loaded) now holds the member's session and customer row. */
export async function holdSession(
  page: Page,
  member: Pick<Member, 'id' | 'sid' | 'name' | 'email'>,
  expiresAt: Date,
  status = 1,
) {
  await putRow(page, 'session', {
    key: 'current',
    sid: member.sid,
    expiresAt: expiresAt.getTime(),
  });
  await putRow(page, 'customer', {
    key: 'current',
    id: member.id,
    status,
    name: member.name,
    email: member.email,
  });
}

/**
 * A placed order of the member at the demo store, with lines by menu item name, and the reward
 * points it earned.
 */
export async function placeMemberOrder(
  server: DocketServer,
  member: Member,
  values: {
    slug: string;
    lines: { name: string; quantity: number }[];
    status?: string;
    createdAt: Date;
    trackingUrl?: string;
    confirmation?: string;
    posOrderId?: string;
  },
): Promise<number> {
  const store = await server.db
    .selectFrom('menus')
    .innerJoin('merchants', 'merchants.id', 'menus.merchant_id')
    .select(['menus.id as menu_id', 'merchants.id as merchant_id'])
    .where('menus.slug', '=', values.slug)
    .executeTakeFirstOrThrow();
  const items = await server.db
    .selectFrom('menu_items')
    .select(['id', 'name', 'price_cents'])
    .where('menu_id', '=', store.menu_id)
    .where(
      'name',
      'in',
      values.lines.map((line) => line.name),
    )
    .execute();
  const priced = values.lines.map((line) => {
    const item = items.find((candidate) => candidate.name === line.name);
    if (!item) throw new Error(`no ${line.name}`);
    return { ...line, item };
  });
  const total = priced.reduce((sum, line) => sum + line.item.price_cents * line.quantity, 0);
  const { id } = await server.db
    .insertInto('orders')
    .values({
      brand_id: member.brandId,
      merchant_id: store.merchant_id,
      menu_id: store.menu_id,
      owner: `customer:${member.id}`,
      customer_id: member.id,
      status: values.status ?? 'placed',
      fulfilment_type: 'pickup',
      fulfilment_asap: true,
      sub_total_cents: total,
      total_cents: total,
      contact_name: member.name,
      created_at: values.createdAt,
      delivery_tracking_url: values.trackingUrl ?? '',
      order_confirmation: values.confirmation ?? '',
      pos_order_id: values.posOrderId ?? '',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await server.db
    .updateTable('orders')
    .set({ order_number: String(id).padStart(5, '0') })
    .where('id', '=', id)
    .execute();
  await server.db
    .insertInto('order_items')
    .values(
      priced.map((line, position) => ({
        order_id: id,
        menu_item_id: line.item.id,
        name: line.item.name,
        quantity: line.quantity,
        unit_price_cents: line.item.price_cents,
        position,
      })),
    )
    .execute();
  await server.db
    .insertInto('order_status_history')
    .values({ order_id: id, status: values.status ?? 'placed', at: values.createdAt })
    .execute();
  // The points placing it earns a member (the demo's 1 point per dollar), as finalise writes them;
  // a kiosk (3) or staff login (8) earns none.
  const { status } = await server.db
    .selectFrom('customers')
    .select('status')
    .where('id', '=', member.id)
    .executeTakeFirstOrThrow();
  if (values.status !== 'cancelled' && total >= 100 && status !== 3 && status !== 8)
    await server.db
      .insertInto('reward_points')
      .values({
        brand_id: member.brandId,
        customer_id: member.id,
        points: Math.floor(total / 100),
        reason: 'earned',
        order_id: id,
        created_at: values.createdAt,
      })
      .execute();
  return id;
}
