/**
 * A member's favourite locations in the worker (spec 1 §2.3 the 'fave' filter; RequestAction
 * Favourites), in-process against the real server with fake-indexeddb: a change shows at once,
 * made offline it waits in the outbox and is sent once when the network returns, a guest is not
 * offered it, and signing out clears the favourites from the device.
 */
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorkerApi } from '@worker/api';
import { queryMerchants, queryOutbox } from '@worker/db/queries';
import { DEMO_MEMBERS } from '../../server/db/seed/accounts';
import { demoBrand } from './support/brand';
import { startServer, type TestServer } from './support/server';
import { workerHarness } from './support/workerHarness';

const MEMBER = DEMO_MEMBERS.demo!;
let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

async function storedFavourites(): Promise<number[]> {
  const rows = await server.db.selectFrom('favourite_merchants').select('merchant_id').execute();
  return rows.map((row) => row.merchant_id);
}

async function signedInMember() {
  const harness = workerHarness({ origin: server.origin, now: Date.now() });
  const signedIn = await harness.api.signIn({
    method: 'email',
    email: MEMBER.email,
    password: MEMBER.password,
    rememberMe: true,
  });
  expect(signedIn.ok).toBe(true);
  expect(await harness.api.loadMerchants({ set: 'ALL' })).toMatchObject({ ok: true });
  const listed = await queryMerchants(harness.db);
  const store = listed!.merchants[0]!;
  return { ...harness, store };
}

const favouriteCalls = (requests: { body: URLSearchParams }[]) =>
  requests.filter((request) => request.body.get('RequestAction') === 'Favourites');

describe('favourites in the worker', () => {
  it('marks a location: shown at once, kept by the server, listed by the next Merchants', async () => {
    const { api, db, store } = await signedInMember();
    expect((await queryMerchants(db))?.favourites).toEqual([]);
    const marked = await api.setFavourite({
      requestId: crypto.randomUUID(),
      merchantId: store.id,
      favourite: true,
      label: store.name,
    });
    expect(marked).toEqual({ ok: true, data: { state: 'sent' } });
    expect((await queryMerchants(db))?.favourites).toEqual([store.id]);
    expect(await storedFavourites()).toEqual([store.id]);

    await api.loadMerchants({ set: 'ALL' });
    expect((await queryMerchants(db))?.favourites).toEqual([store.id]);
    // The cart's pending list does not show a favourite change.
    expect(await queryOutbox(db)).toEqual([]);

    await api.setFavourite({
      requestId: crypto.randomUUID(),
      merchantId: store.id,
      favourite: false,
      label: store.name,
    });
    expect(await storedFavourites()).toEqual([]);
  });

  it('queues a change made offline, shows it at once and sends it once when back online', async () => {
    const { api, db, network, requests, store } = await signedInMember();
    network.online = false;
    const requestId = crypto.randomUUID();
    const queued = await api.setFavourite({
      requestId,
      merchantId: store.id,
      favourite: true,
      label: store.name,
    });
    expect(queued).toEqual({ ok: true, data: { state: 'queued' } });
    expect((await queryMerchants(db))?.favourites).toEqual([store.id]);
    expect(await storedFavourites()).toEqual([]);
    expect(await queryOutbox(db)).toEqual([]);

    network.online = true;
    await api.reportNetwork({ online: true });
    await api.flushOutbox();
    expect(await storedFavourites()).toEqual([store.id]);
    expect(await db.outbox.count()).toBe(0);
    const sent = favouriteCalls(requests).filter(
      (request) => request.body.get('request_id') === requestId,
    );
    // One attempt offline (no answer), one that reached the server, each with the same id.
    expect(sent.length).toBeGreaterThanOrEqual(1);
    expect(new Set(sent.map((request) => request.body.get('request_id')))).toEqual(
      new Set([requestId]),
    );
    expect((await queryMerchants(db))?.favourites).toEqual([store.id]);

    // A new page on the same device: a queued unmark is sent by a worker that has not loaded its
    // browsing area yet (areas load on their first call).
    network.online = false;
    await api.setFavourite({
      requestId: crypto.randomUUID(),
      merchantId: store.id,
      favourite: false,
      label: store.name,
    });
    const later = createWorkerApi({
      brand: demoBrand(),
      db,
      origin: server.origin,
      fetch: (input, init) => fetch(input, init),
      now: () => Date.now(),
    });
    await later.reportNetwork({ online: true });
    await later.flushOutbox();
    expect(await storedFavourites()).toEqual([]);
    expect((await queryMerchants(db))?.favourites).toEqual([]);
  });

  it('does not offer favourites to a guest: no call is made', async () => {
    const { api, requests } = workerHarness({ origin: server.origin, now: Date.now() });
    await api.loadMerchants({ set: 'ALL' });
    const result = await api.setFavourite({
      requestId: crypto.randomUUID(),
      merchantId: 1,
      favourite: true,
      label: 'Store',
    });
    expect(result.ok).toBe(false);
    expect(favouriteCalls(requests)).toEqual([]);
  });

  it('clears the favourites from the device at sign-out', async () => {
    const { api, db, store } = await signedInMember();
    await api.setFavourite({
      requestId: crypto.randomUUID(),
      merchantId: store.id,
      favourite: true,
      label: store.name,
    });
    expect((await queryMerchants(db))?.favourites).toEqual([store.id]);
    expect(await api.signOut()).toMatchObject({ ok: true });
    expect((await queryMerchants(db))?.favourites).toEqual([]);
    await server.db.deleteFrom('favourite_merchants').execute();
  });
});

describe('a Merchants answer older than a favourite change', () => {
  it('does not take the change back when it arrives after the change was answered', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let holdMerchants = false;
    const harness = workerHarness({
      origin: server.origin,
      now: Date.now(),
      wrapFetch: (inner) => async (input, init) => {
        const body = String(init?.body ?? '');
        const response = await inner(input, init);
        if (holdMerchants && body.includes('RequestAction=Merchants')) await held;
        return response;
      },
    });
    const { api, db } = harness;
    await api.signIn({
      method: 'email',
      email: MEMBER.email,
      password: MEMBER.password,
      rememberMe: true,
    });
    await api.loadMerchants({ set: 'ALL' });
    const store = (await queryMerchants(db))!.merchants[0]!;

    // The list is asked for (answered by the server at once, but its answer held back) ...
    holdMerchants = true;
    const listed = api.loadMerchants({ set: 'ALL' });
    // ... the member marks the store meanwhile, and the server answers that first.
    await api.setFavourite({
      requestId: crypto.randomUUID(),
      merchantId: store.id,
      favourite: true,
      label: store.name,
    });
    release();
    await listed;
    expect((await queryMerchants(db))?.favourites).toEqual([store.id]);
    await server.db.deleteFrom('favourite_merchants').execute();
  });
});
