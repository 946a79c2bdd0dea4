import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { DB_VERSIONS, DocketDatabase } from '@/db/database';
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

  it('opens version 1 on an empty IndexedDB with every table', async () => {
    const db = testDb();
    await db.open();
    expect(db.verno).toBe(1);
    expect(db.tables.map((table) => table.name).sort()).toEqual([
      'appState',
      'customer',
      'fulfilmentSettings',
      'itemDetails',
      'items',
      'locations',
      'menus',
      'merchants',
      'outbox',
      'session',
    ]);
    await db.items.put({ ...syntheticItem(1, 1), slug: 'a', position: 0 });
    expect(await db.items.get(['a', 1])).toMatchObject({ slug: 'a', position: 0 });
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
