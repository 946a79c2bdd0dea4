/**
 * The brand and session memory (server/protocol/hotReads.ts): a warm call reads neither, a session
 * the server writes stays right in memory, a notification (migration 0013) forgets what it names,
 * and nothing is remembered while notifications could be missed.
 */
import { describe, expect, it } from 'vitest';
import { BRAND_TTL_MS, createHotReads } from '../../server/protocol/hotReads';

const brand = { id: 1 } as never;

describe('hot reads', () => {
  it('remembers a brand for BRAND_TTL_MS, then reads it again', () => {
    const hot = createHotReads(true);
    hot.rememberBrand('token', { brand, release: null }, 1_000);
    expect(hot.brand('token', 1_000 + BRAND_TTL_MS - 1)).toMatchObject({ brand });
    expect(hot.brand('token', 1_000 + BRAND_TTL_MS)).toBeUndefined();
  });

  it('keeps a session until it is forgotten, per brand', () => {
    const hot = createHotReads(true);
    const session = { customerId: 0, expiresAt: new Date(5_000) };
    hot.rememberSession(1, 'sid', session, 0);
    expect(hot.session(1, 'sid', 10)).toEqual(session);
    expect(hot.session(2, 'sid', 10)).toBeUndefined();
    hot.forgetSession(1, 'sid');
    expect(hot.session(1, 'sid', 10)).toBeUndefined();
  });

  it('remembers nothing until live, and forgets everything when it stops being live', () => {
    const hot = createHotReads(false);
    hot.rememberBrand('token', { brand, release: null }, 0);
    hot.rememberSession(1, 'sid', { customerId: 0, expiresAt: new Date(1) }, 0);
    expect(hot.brand('token', 0)).toBeUndefined();
    expect(hot.session(1, 'sid', 0)).toBeUndefined();
    hot.setLive(true);
    hot.rememberBrand('token', { brand, release: null }, 0);
    expect(hot.brand('token', 0)).toMatchObject({ brand });
    hot.setLive(false);
    hot.setLive(true);
    expect(hot.brand('token', 0)).toBeUndefined();
  });

  const session = { customerId: 7, expiresAt: new Date(5_000) };
  it.each([
    ['session:1:sid', { session: undefined, cart: true, menu: true, brand: true }],
    ['session:2:sid', { session: session, cart: true, menu: true, brand: true }],
    ['cart:1:session:sid', { session: session, cart: false, menu: true, brand: true }],
    ['cart:1:customer:7', { session: session, cart: true, menu: true, brand: true }],
    ['menus:1', { session: session, cart: true, menu: false, brand: true }],
    ['menus:2', { session: session, cart: true, menu: true, brand: true }],
    ['brands', { session: session, cart: true, menu: true, brand: false }],
    ['something:new', { session: undefined, cart: false, menu: false, brand: false }],
  ])('the notification %s forgets only what it names', (payload, kept) => {
    const hot = createHotReads(true);
    hot.rememberSession(1, 'sid', session, 0);
    hot.carts.set('1:session:sid:3', null, 0);
    hot.menus.set('1:fig-and-olive', null, 0);
    hot.rememberBrand('token', { brand, release: null }, 0);
    hot.invalidate(payload);
    expect(hot.session(1, 'sid', 0)).toEqual(kept.session);
    expect(hot.carts.get('1:session:sid:3', 0) !== undefined).toBe(kept.cart);
    expect(hot.menus.get('1:fig-and-olive', 0) !== undefined).toBe(kept.menu);
    expect(hot.brand('token', 0) !== undefined).toBe(kept.brand);
  });

  it('does not remember a read that an invalidation overtook', () => {
    const hot = createHotReads(true);
    const stamp = hot.stamp();
    hot.invalidate('session:1:sid');
    hot.rememberSession(1, 'sid', session, 0, stamp);
    expect(hot.session(1, 'sid', 0)).toBeUndefined();
    hot.rememberSession(1, 'sid', session, 0, hot.stamp());
    expect(hot.session(1, 'sid', 0)).toEqual(session);
  });
});

describe('TtlMemo', () => {
  it('reads a value within its TTL, forgets by prefix, and caps its size', async () => {
    const { TtlMemo } = await import('../../server/protocol/hotReads');
    const memo = new TtlMemo<number>(1_000, true, 2);
    memo.set('1:session:a:7', 3, 0);
    expect(memo.get('1:session:a:7', 999)).toEqual({ value: 3 });
    expect(memo.get('1:session:a:7', 1_000)).toBeUndefined();
    memo.set('1:session:a:7', 3, 0);
    memo.forget('1:session:a:');
    expect(memo.get('1:session:a:7', 0)).toBeUndefined();
    memo.set('a', 1, 0);
    memo.set('b', 2, 0);
    memo.set('c', 3, 0);
    expect(memo.get('a', 0)).toBeUndefined();
    expect(memo.get('c', 0)).toEqual({ value: 3 });
  });
});
