/**
 * Helpers for the standing-order suites: a member's session (or a kiosk's, a staff member's), the
 * StandingOrders calls, and standing_order_data built from a load answer.
 */
import { randomUUID } from 'node:crypto';
import type {
  StandingOrderData,
  StandingOrderItem,
  StandingOrdersResponse,
} from '../../src/api/standingOrders';
import { insertMember } from '../support/memberRows';
import type { TestServer } from './helpers';

export type Caller = { sid: string; customerId: number; brandId: number };

export async function callerWith(server: TestServer, status = 1, name = 'Sam'): Promise<Caller> {
  const brand = await server.db
    .selectFrom('brands')
    .select('id')
    .where('code', '=', 'demo')
    .executeTakeFirstOrThrow();
  const rows = await insertMember(server.db, {
    brandId: brand.id,
    name,
    status,
    createdAt: new Date('2026-11-01T00:00:00Z'),
    expiresAt: new Date('2027-06-30T00:00:00Z'),
  });
  return { sid: rows.sid, customerId: rows.customerId, brandId: brand.id };
}

/** Gives the member a saved card (a token the payment double charges like a valid nonce). */
export async function giveSavedCard(
  server: TestServer,
  caller: Caller,
  token = 'fake-valid-visa-nonce',
) {
  await server.db
    .insertInto('customer_cards')
    .values({
      brand_id: caller.brandId,
      customer_id: caller.customerId,
      provider: 'sandbox',
      token,
      card_type: 'Visa',
      last_four: '1111',
      expiry_month: 12,
      expiry_year: 2030,
    })
    .execute();
}

export function load(server: TestServer, caller: Caller, standingOrderId = 0, storeId = 0) {
  return server.ok(
    'StandingOrders',
    { sub_action: 'load', store_id: String(storeId), standing_order_id: String(standingOrderId) },
    { sid: caller.sid },
  );
}

type Quantities = Partial<
  Record<`qty_${'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun'}`, number>
>;

/** standing_order_data from a load answer with `rows` (by product name) and overrides. */
export function dataFrom(
  answer: StandingOrdersResponse,
  rows: Readonly<Record<string, Quantities & { options?: number[] }>>,
  overrides: Partial<StandingOrderData> = {},
): StandingOrderData {
  const { standing_order: order } = answer;
  const byName = new Map(answer.standing_order.items.map((item) => [item.menu_item_desc, item]));
  const items = Object.entries(rows).map(([name, row]) => {
    const item = byName.get(name);
    if (!item) throw new Error(`no product ${name}`);
    return {
      menu_item_id: item.menu_item_id,
      options: row.options ?? [],
      qty_mon: 0,
      qty_tue: 0,
      qty_wed: 0,
      qty_thu: 0,
      qty_fri: 0,
      qty_sat: 0,
      qty_sun: 0,
      ...row,
    };
  });
  const { items: _items, customer_id: _customer, ...rest } = order;
  return { ...rest, fulfilment_type: 'pickup', fulfilment_time: '08:00', ...overrides, items };
}

export function save(
  server: TestServer,
  caller: Caller,
  data: unknown,
  extra: Record<string, string> = {},
) {
  const id = (data as { id?: number }).id ?? 0;
  return server.call(
    'StandingOrders',
    {
      sub_action: 'save',
      store_id: '0',
      standing_order_id: String(id),
      standing_order_data: typeof data === 'string' ? data : JSON.stringify(data),
      request_id: randomUUID(),
      ...extra,
    },
    { sid: caller.sid },
  );
}

export function itemNamedIn(answer: StandingOrdersResponse, name: string): StandingOrderItem {
  const item = answer.standing_order.items.find((candidate) => candidate.menu_item_desc === name);
  if (!item) throw new Error(`no product ${name}`);
  return item;
}
