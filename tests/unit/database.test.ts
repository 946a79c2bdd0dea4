import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { DB_VERSIONS, DocketDatabase } from '@worker/db/database';
import { syntheticItem } from './support/merchantAnswer';
import { testDb } from './support/testDb';

describe('Dexie schema (STYLE habit 9)', () => {
  it('declares versions that only increase', () => {
    const versions: readonly number[] = DB_VERSIONS;
    for (let i = 1; i < versions.length; i += 1) {
      expect(versions[i]).toBeGreaterThan(versions[i - 1] ?? 0);
    }
  });

  it('declares the last listed version as the schema version', () => {
    const db = new DocketDatabase('never-opened');
    expect(db.verno).toBe(DB_VERSIONS[DB_VERSIONS.length - 1]);
  });

  it('opens the latest version on an empty IndexedDB with every table', async () => {
    const db = testDb();
    await db.open();
    expect(db.verno).toBe(DB_VERSIONS[DB_VERSIONS.length - 1]);
    expect(db.tables.map((table) => table.name).sort()).toEqual([
      'account',
      'appState',
      'cart',
      'checkoutContext',
      'customer',
      'fulfilment',
      'fulfilmentSettings',
      'home',
      'itemDetails',
      'itemPages',
      'locations',
      'menus',
      'merchants',
      'orderHistory',
      'orders',
      'outbox',
      'pinpad',
      'session',
      'staffBoard',
      'staffMenu',
      'staffMenuChanges',
      'staffOrders',
      'terminalTransaction',
    ]);
    const item = { ...syntheticItem(1, 1), slug: 'a', position: 0 };
    await db.itemPages.put({ slug: 'a', page: 0, items: [item] });
    expect(await db.itemPages.get(['a', 0])).toEqual({ slug: 'a', page: 0, items: [item] });
    db.close();
  });

  it('stores no secret fields: the session table holds only the SID and its expiry', async () => {
    const db = testDb();
    await db.session.put({ key: 'current', sid: 'abc', expiresAt: 1 });
    expect(Object.keys((await db.session.get('current')) ?? {}).sort()).toEqual([
      'expiresAt',
      'key',
      'sid',
    ]);
    db.close();
  });
});

/** Version 1 exactly as it shipped: an upgrade test must start from what devices really hold. */
const SHIPPED_V1 = {
  merchants: 'id, name',
  menus: 'slug, merchantId',
  items: '[slug+id], slug, [slug+cat_id], [slug+position]',
  itemDetails: '[slug+item_id]',
  fulfilmentSettings: '[slug+code], slug',
  customer: 'key',
  session: 'key',
  outbox: '++id, &requestId, status, createdAt',
  appState: 'key',
  locations: 'key',
};

describe('Dexie migrations', () => {
  it('1 → 6 adds the home, cart, fulfilment, checkoutContext, orders and account tables, pages the items and keeps every version 1 row', async () => {
    const name = `docket-migration-${process.pid}-${Date.now()}`;
    const v1 = new Dexie(name);
    v1.version(1).stores(SHIPPED_V1);
    await v1.open();
    const item = { ...syntheticItem(7, 3), slug: 'fig-and-olive', position: 1 };
    const first = { ...syntheticItem(8, 3), slug: 'fig-and-olive', position: 0 };
    const other = { ...syntheticItem(7, 1), slug: 'harbour-cbd', position: 0 };
    await v1.table('items').bulkPut([item, first, other]);
    await v1.table('session').put({ key: 'current', sid: 'sid-1', expiresAt: 99 });
    await v1.table('appState').put({ key: 'menuSlug', value: 'fig-and-olive' });
    await v1.table('outbox').add({
      requestId: 'r1',
      action: 'X',
      payload: {},
      createdAt: 1,
      status: 'pending',
      attempts: 0,
      lastError: null,
    });
    v1.close();

    const db = new DocketDatabase(name);
    await db.open();
    // Versions 6 (accounts), 7 (order history) and later add tables only.
    expect(db.verno).toBe(DB_VERSIONS.at(-1));
    expect(await db.itemPages.get(['fig-and-olive', 0])).toEqual({
      slug: 'fig-and-olive',
      page: 0,
      items: [first, item],
    });
    expect(await db.itemPages.get(['harbour-cbd', 0])).toMatchObject({ items: [other] });
    expect(db.tables.map((table) => table.name)).not.toContain('items');
    expect(await db.session.get('current')).toEqual({
      key: 'current',
      sid: 'sid-1',
      expiresAt: 99,
    });
    expect(await db.appState.get('menuSlug')).toEqual({ key: 'menuSlug', value: 'fig-and-olive' });
    expect(await db.outbox.where('requestId').equals('r1').count()).toBe(1);
    expect(await db.home.count()).toBe(0);
    await db.home.put({
      key: 'current',
      merchant: null,
      layout: 'list',
      blocks: [],
      formStyle: '',
      announcements: [],
      fetchedAt: 1,
    });
    expect((await db.home.get('current'))?.layout).toBe('list');
    expect(await db.cart.count()).toBe(0);
    expect(await db.fulfilment.count()).toBe(0);
    expect(await db.checkoutContext.count()).toBe(0);
    expect(await db.orders.count()).toBe(0);
    expect(await db.orderHistory.count()).toBe(0);
    expect(await db.account.count()).toBe(0);
    // A version 1 outbox row (no slug, label or quantity) still drains: those fields are optional.
    expect(await db.outbox.orderBy('id').first()).toMatchObject({ requestId: 'r1' });
    db.close();
  });
});

describe('Dexie migration 7 (order history)', () => {
  it('5 → 7 adds orderHistory and keeps the receipts already seen', async () => {
    const name = `docket-migration-7-${process.pid}-${Date.now()}`;
    // Version 5 as it shipped: version 1, then the tables versions 2 to 5 added and removed.
    const v5 = new Dexie(name);
    v5.version(5).stores({
      ...SHIPPED_V1,
      items: null,
      itemPages: '[slug+page]',
      home: 'key',
      cart: 'key',
      fulfilment: 'slug',
      checkoutContext: 'slug',
      orders: 'id',
    });
    await v5.open();
    await v5.table('orders').put({ id: 42, order_number: '00042', fetchedAt: 1 });
    await v5.table('customer').put({ key: 'current', id: 7, status: 1, name: 'Ada', email: '' });
    v5.close();

    const db = new DocketDatabase(name);
    await db.open();
    expect(db.verno).toBe(DB_VERSIONS.at(-1));
    expect(await db.orders.get(42)).toMatchObject({ order_number: '00042' });
    expect((await db.customer.get('current'))?.id).toBe(7);
    expect(await db.orderHistory.count()).toBe(0);
    db.close();
  });
});

describe('Dexie migration 8 (Linkly terminal)', () => {
  it('7 → 8 adds pinpad and terminalTransaction and keeps the member data', async () => {
    const name = `docket-migration-8-${process.pid}-${Date.now()}`;
    // Version 7 as it shipped.
    const v7 = new Dexie(name);
    v7.version(7).stores({
      ...SHIPPED_V1,
      items: null,
      itemPages: '[slug+page]',
      home: 'key',
      cart: 'key',
      fulfilment: 'slug',
      checkoutContext: 'slug',
      orders: 'id',
      account: 'key',
      orderHistory: 'key',
    });
    await v7.open();
    await v7.table('customer').put({ key: 'current', id: 9, status: 3, name: 'Kiosk', email: '' });
    await v7.table('orderHistory').put({ key: 'current', customerId: 9, orders: [] });
    v7.close();

    const db = new DocketDatabase(name);
    await db.open();
    expect(db.verno).toBe(DB_VERSIONS.at(-1));
    expect((await db.customer.get('current'))?.status).toBe(3);
    expect(await db.orderHistory.get('current')).toMatchObject({ customerId: 9 });
    expect(await db.pinpad.count()).toBe(0);
    expect(await db.terminalTransaction.count()).toBe(0);
    await db.terminalTransaction.put({
      key: 'current',
      sessionId: 's',
      txnRef: 'R',
      amountCents: 100,
      requestId: 'q',
      state: 'sending',
      slug: 'fig-and-olive',
      fields: {},
      createdAt: 1,
      updatedAt: 1,
    });
    expect((await db.terminalTransaction.get('current'))?.state).toBe('sending');
    db.close();
  });
});

describe('Dexie migration 9 (the staff order board)', () => {
  it('7 → 9 adds staffOrders and staffBoard and keeps the outbox and the receipts', async () => {
    const name = `docket-migration-9-${process.pid}-${Date.now()}`;
    // Version 7 as it shipped.
    const v7 = new Dexie(name);
    v7.version(7).stores({
      ...SHIPPED_V1,
      items: null,
      itemPages: '[slug+page]',
      home: 'key',
      cart: 'key',
      fulfilment: 'slug',
      checkoutContext: 'slug',
      orders: 'id',
      account: 'key',
      orderHistory: 'key',
    });
    await v7.open();
    await v7.table('orders').put({ id: 42, order_number: '00042', fetchedAt: 1 });
    await v7.table('outbox').add({
      requestId: 'r-1',
      action: 'ManageCart',
      payload: {},
      createdAt: 1,
      status: 'pending',
      attempts: 0,
      lastError: null,
    });
    v7.close();

    const db = new DocketDatabase(name);
    await db.open();
    expect(db.verno).toBe(DB_VERSIONS.at(-1));
    expect(await db.orders.get(42)).toMatchObject({ order_number: '00042' });
    expect(await db.outbox.where('requestId').equals('r-1').count()).toBe(1);
    expect(await db.staffOrders.count()).toBe(0);
    expect(await db.staffBoard.get('current')).toBeUndefined();
    await db.staffOrders.put({
      id: 1,
      order_number: '00001',
      status: 'placed',
      nstatus: 1,
      status_label: 'Submitted',
      placed_at: '2026-11-24T11:00:00',
      fulfilment_type: 'pickup',
      fulfilment_when: 'ASAP',
      fulfilment_detail: '',
      customer_name: 'Ada',
      items: [],
      note: '',
      grand_total: 650,
      date: '2026-11-24',
      fetchedAt: 1,
    });
    expect(await db.staffOrders.where('date').equals('2026-11-24').count()).toBe(1);
    db.close();
  });
});

describe('Dexie migration 10 (the staff Menu tab)', () => {
  it('9 → 10 adds staffMenu and staffMenuChanges and keeps the board and the outbox', async () => {
    const name = `docket-migration-10-${process.pid}-${Date.now()}`;
    // Version 9 as it shipped.
    const v9 = new Dexie(name);
    v9.version(9).stores({
      ...SHIPPED_V1,
      items: null,
      itemPages: '[slug+page]',
      home: 'key',
      cart: 'key',
      fulfilment: 'slug',
      checkoutContext: 'slug',
      orders: 'id',
      account: 'key',
      orderHistory: 'key',
      pinpad: 'key',
      terminalTransaction: 'key',
      staffOrders: 'id, date',
      staffBoard: 'key',
    });
    await v9.open();
    await v9.table('staffBoard').put({ key: 'current', customerId: 8, date: '2026-11-24' });
    await v9.table('outbox').add({
      requestId: 'move-1',
      action: 'StaffOrderStatus',
      payload: { order_id: '1', status: 'ready' },
      createdAt: 1,
      status: 'pending',
      attempts: 0,
      lastError: null,
    });
    v9.close();

    const db = new DocketDatabase(name);
    await db.open();
    expect(db.verno).toBe(DB_VERSIONS.at(-1));
    expect(await db.staffBoard.get('current')).toMatchObject({ customerId: 8 });
    expect(await db.outbox.where('requestId').equals('move-1').count()).toBe(1);
    expect(await db.staffMenu.get('current')).toBeUndefined();
    await db.staffMenuChanges.put({ key: 'current', customerId: 8, changes: [], fetchedAt: 1 });
    expect(await db.staffMenuChanges.get('current')).toMatchObject({ customerId: 8 });
    db.close();
  });
});
