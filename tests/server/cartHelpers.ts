/**
 * Helpers for the cart, schedule and promo suites: a session of one's own (carts follow the SID),
 * the demo store's ids, items by name, option payloads by group and option names, and ManageCart
 * calls with fresh request ids.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect } from 'vitest';
import type { ModifierGroup } from '../../src/api/common';
import type {
  CartItemPayload,
  CheckoutOptions,
  ManageCartResponse,
} from '../../src/api/manageCart';
import type { Category, MenuItem } from '../../src/api/merchant';
import { insertMember } from '../support/memberRows';
import {
  DEMO,
  startServer,
  TUESDAY_11AM,
  type Backend,
  type CallOptions,
  type TestServer,
} from './helpers';

export type Store = { store_id: string; menu_id: string; token: string; slug: string };

/** A new guest session: every call made with its SID shares one cart per menu. */
export async function newSession(server: TestServer, token: string = DEMO.token): Promise<string> {
  const envelope = await server.call('Merchants', { set: 'ALL' }, { token });
  if (!envelope.SID) throw new Error('no SID');
  return envelope.SID;
}

export async function storeOf(server: TestServer, token: string, slug: string): Promise<Store> {
  const { merchant } = await server.ok(
    'Merchant',
    { menu_name: slug, return_menu: '0' },
    { token },
  );
  return { store_id: String(merchant.id), menu_id: String(merchant.menu_id), token, slug };
}

function allItems(categories: readonly Category[]): MenuItem[] {
  return categories.flatMap((category) => [...category.items, ...allItems(category.children)]);
}

export async function itemNamed(server: TestServer, store: Store, name: string) {
  const { merchant } = await server.ok(
    'Merchant',
    { menu_name: store.slug, return_menu: '1' },
    { token: store.token },
  );
  const item = allItems(merchant.menu?.items ?? []).find((candidate) => candidate.name === name);
  if (!item) throw new Error(`no item ${name}`);
  return item;
}

/** The payload's options from names: { Size: 'Large', Extras: ['Extra shot'] }. */
export function optionsFor(
  groups: readonly ModifierGroup[],
  picks: Readonly<Record<string, string | readonly string[]>>,
): Record<string, number> {
  const options: Record<string, number> = {};
  for (const [groupName, choice] of Object.entries(picks)) {
    const group = groups.find((candidate) => candidate.name === groupName);
    if (!group) throw new Error(`no group ${groupName}`);
    for (const desc of typeof choice === 'string' ? [choice] : choice) {
      const option = group.options.find((candidate) => candidate.desc === desc);
      if (!option) throw new Error(`no option ${desc} in ${groupName}`);
      if (group.multiselect === 1) options[`option_${option.id}`] = 1;
      else options[`group_${group.id}`] = option.id;
    }
  }
  return options;
}

export type CartClient = {
  store: Store;
  sid: string;
  options: CallOptions;
  /** The fields of one ManageCart call, with a fresh request id unless one is given. */
  fields(subAction: string, extra: Record<string, string>): Record<string, string>;
  add(payload: Partial<CartItemPayload>, requestId?: string): Promise<ManageCartResponse>;
  addFails(payload: Partial<CartItemPayload>): Promise<string>;
  checkout(options: CheckoutOptions, requestId?: string): Promise<ManageCartResponse>;
  checkoutFails(options: CheckoutOptions): Promise<string>;
};

export async function cartClient(
  server: TestServer,
  store: Store,
  sid?: string,
): Promise<CartClient> {
  const session = sid ?? (await newSession(server, store.token));
  const options: CallOptions = { token: store.token, sid: session };
  const fields = (subAction: string, extra: Record<string, string>) => ({
    sub_action: subAction,
    store_id: store.store_id,
    menu_id: store.menu_id,
    request_id: randomUUID(),
    ...extra,
  });
  const itemData = (payload: Partial<CartItemPayload>) => ({
    menu_item_data: JSON.stringify({ quantity: 1, options: {}, cart_item_slot_id: -1, ...payload }),
  });
  const withId = (requestId?: string) => (requestId ? { request_id: requestId } : {});
  return {
    store,
    sid: session,
    options,
    fields,
    add: (payload, requestId) =>
      server.ok(
        'ManageCart',
        { ...fields('add_to_order', itemData(payload)), ...withId(requestId) },
        options,
      ),
    addFails: async (payload) => {
      const { code, message } = await server.failure(
        'ManageCart',
        fields('add_to_order', itemData(payload)),
        options,
      );
      expect(code).toBe('ERROR');
      return message;
    },
    checkout: (checkout, requestId) =>
      server.ok(
        'ManageCart',
        {
          ...fields('update_checkout', { checkout_options: JSON.stringify(checkout) }),
          ...withId(requestId),
        },
        options,
      ),
    checkoutFails: async (checkout) => {
      const { code, message } = await server.failure(
        'ManageCart',
        fields('update_checkout', { checkout_options: JSON.stringify(checkout) }),
        options,
      );
      expect(code).toBe('ERROR');
      return message;
    },
  };
}

/** A placed order of `owner` ('session:{sid}' or 'customer:{id}'), for repeat_order and capacity. */
export async function insertOrder(
  server: TestServer,
  values: {
    store: Store;
    owner: string;
    status?: string;
    fulfilment_date?: string;
    delivery_slot_id?: number;
    delivery_stop_id?: number;
    pickup_location_id?: number;
    items?: { menu_item_id: number; name: string; quantity: number; options?: object }[];
  },
): Promise<number> {
  const brand = await server.db
    .selectFrom('merchants')
    .select('brand_id')
    .where('id', '=', Number(values.store.store_id))
    .executeTakeFirstOrThrow();
  const { id } = await server.db
    .insertInto('orders')
    .values({
      brand_id: brand.brand_id,
      merchant_id: Number(values.store.store_id),
      menu_id: Number(values.store.menu_id),
      owner: values.owner,
      status: values.status ?? 'placed',
      fulfilment_date: values.fulfilment_date ?? null,
      delivery_slot_id: values.delivery_slot_id ?? null,
      delivery_stop_id: values.delivery_stop_id ?? null,
      pickup_location_id: values.pickup_location_id ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const items = values.items ?? [];
  if (items.length) {
    await server.db
      .insertInto('order_items')
      .values(
        items.map((item, position) => ({
          order_id: id,
          menu_item_id: item.menu_item_id,
          name: item.name,
          quantity: item.quantity,
          options: JSON.stringify(item.options ?? {}),
          unit_price_cents: 1,
          position,
        })),
      )
      .execute();
  }
  return id;
}

/** A signed-in customer of the demo brand with a session of its own (SID `sid`). */
export async function customerSession(
  server: TestServer,
  expiresAt = new Date('2027-01-31T00:00:00Z'),
): Promise<{ sid: string; customerId: number; brandId: number }> {
  const brand = await server.db
    .selectFrom('brands')
    .select('id')
    .where('code', '=', 'demo')
    .executeTakeFirstOrThrow();
  const { sid, customerId } = await insertMember(server.db, {
    brandId: brand.id,
    name: 'Ada',
    createdAt: new Date('2026-11-01T00:00:00Z'),
    expiresAt,
  });
  return { sid, customerId, brandId: brand.id };
}

export type TeaSuite = { server: TestServer; demo: Store; teaId: number };

/**
 * A suite's server on `backend`, started in beforeAll and closed in afterAll, with the demo store
 * and its Iced Mint Tea (an item without options). Read the fields inside tests and hooks.
 */
export function teaSuite(
  backend: Backend,
  extra: Parameters<typeof startServer>[2] = {},
): TeaSuite {
  const suite = {} as TeaSuite;
  beforeAll(async () => {
    suite.server = await startServer(backend, TUESDAY_11AM, extra);
    suite.demo = await storeOf(suite.server, DEMO.token, DEMO.slug);
    suite.teaId = (await itemNamed(suite.server, suite.demo, 'Iced Mint Tea')).id;
  }, 60_000);
  afterAll(async () => {
    await suite.server?.close();
  });
  return suite;
}
