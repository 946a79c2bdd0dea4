/**
 * The worker's validateDeliveryAddress (spec 3 §7 DeliveryAddress validate, §3 'Delivery')
 * in-process against the real reference server: typed text or parts, a saved address of the
 * session's own customer and of someone else, and a menu not loaded yet.
 */
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_PHRASES } from '@/domain/serverPhrases';
import { insertSavedAddress } from '../support/memberRows';
import { captureLogs } from './support/logs';
import { startServer, type TestServer } from './support/server';
import { workerHarness } from './support/workerHarness';

const SLUG = 'fig-and-olive';
const NOW = Date.UTC(2025, 0, 15, 4, 0, 0);
let server: TestServer;
captureLogs();

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

async function loaded() {
  const harness = workerHarness({ origin: server.origin, now: NOW });
  await harness.api.loadMenu({ slug: SLUG });
  return harness;
}

/** A customer of the demo brand with one saved Fremantle address; its id and the address's. */
async function customerWithAddress() {
  const { id: brandId } = await server.db
    .selectFrom('brands')
    .select('id')
    .where('code', '=', 'demo')
    .executeTakeFirstOrThrow();
  const customer = await server.db
    .insertInto('customers')
    .values({
      brand_id: brandId,
      name: 'Ada',
      email: `ada-${Math.random()}@example.com`,
      status: 1,
      password_hash: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const addressId = await insertSavedAddress(server.db, { brandId, customerId: customer.id });
  return { customerId: customer.id, addressId };
}

describe('validateDeliveryAddress', () => {
  it('answers the Delivery state of a typed address, text or parts', async () => {
    const { api, requests } = await loaded();
    const text = await api.validateDeliveryAddress({
      slug: SLUG,
      address: '12 South Terrace, Fremantle, WA, 6160',
    });
    expect(text).toMatchObject({
      ok: true,
      data: { delivery_postcode: '6160', delivery_validated: 1, result: { error: '' } },
    });
    expect(Object.fromEntries(requests.at(-1)?.body ?? [])).toMatchObject({
      RequestAction: 'DeliveryAddress',
      sub_action: 'validate',
      delivery_address: '12 South Terrace, Fremantle, WA, 6160',
    });
    const parts = await api.validateDeliveryAddress({
      slug: SLUG,
      address: {
        delivery_address1: '1 Hay Street',
        delivery_city: 'Perth',
        delivery_postcode: '6000',
      },
    });
    expect(parts).toMatchObject({
      ok: true,
      data: {
        delivery_validated: 0,
        delivery_slots: [],
        result: { error: SERVER_PHRASES.deliveryAddressNotDelivered },
      },
    });
  });

  it("validates the session's own saved address, and not another customer's", async () => {
    const { api, db } = await loaded();
    const mine = await customerWithAddress();
    const theirs = await customerWithAddress();
    const session = await db.session.get('current');
    await server.db
      .updateTable('sessions')
      .set({ customer_id: mine.customerId })
      .where('sid', '=', session?.sid ?? '')
      .execute();
    // Edited by hand: the server remembers a session's customer for a moment (hot reads).
    server.forgetHotReads();
    expect(
      await api.validateDeliveryAddress({
        slug: SLUG,
        address: { delivery_address_id: mine.addressId },
      }),
    ).toMatchObject({
      ok: true,
      data: { delivery_address_id: mine.addressId, delivery_address1: '3 Market Street' },
    });
    expect(
      await api.validateDeliveryAddress({
        slug: SLUG,
        address: { delivery_address_id: theirs.addressId },
      }),
    ).toMatchObject({
      ok: true,
      data: {
        delivery_address_id: 0,
        delivery_address1: '',
        result: { error: SERVER_PHRASES.deliveryAddressNotFound },
      },
    });
  });

  it('needs the menu loaded first', async () => {
    const { api } = workerHarness({ origin: server.origin, now: NOW });
    expect(await api.validateDeliveryAddress({ slug: SLUG, address: 'x' })).toEqual({
      ok: false,
      error: { code: 'invalid-request', message: 'Menu not loaded' },
    });
  });
});
