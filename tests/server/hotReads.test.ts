/**
 * The brand and session memory (server/protocol/hotReads.ts): a warm call reads neither, a session
 * the server writes stays right in memory, and a brand edited by hand shows after the TTL.
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

  it('remembers nothing when turned off (several processes on one database)', () => {
    const hot = createHotReads(false);
    hot.rememberBrand('token', { brand, release: null }, 0);
    hot.rememberSession(1, 'sid', { customerId: 0, expiresAt: new Date(1) }, 0);
    expect(hot.brand('token', 0)).toBeUndefined();
    expect(hot.session(1, 'sid', 0)).toBeUndefined();
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
