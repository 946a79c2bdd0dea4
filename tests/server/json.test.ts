import { describe, expect, it } from 'vitest';
import { preserialized, serialize, serializeLeased } from '../../server/protocol/json';

describe('answers with pre-serialized parts', () => {
  const categories = preserialized([{ id: 1, name: 'Brunch "all day"', items: [{ id: 7 }] }]);

  it.each([
    ['one part', { menu: { items: categories } }],
    ['the same part twice', { a: categories, b: { c: categories } }],
    ['a part at the top', categories],
    ['no part', { plain: [1, 'two', null, { three: 3 }] }],
    ['text that looks like JSON', { note: '"@@not-a-token@@"', items: categories }],
  ])('%s: the bytes are the JSON of the plain value', (_name, value) => {
    expect(JSON.parse(serialize(value).toString('utf8'))).toEqual(
      JSON.parse(JSON.stringify(value)),
    );
  });

  it('outside serialize the part stringifies as itself', () => {
    expect(JSON.stringify({ items: categories })).toBe(
      '{"items":[{"id":1,"name":"Brunch \\"all day\\"","items":[{"id":7}]}]}',
    );
  });

  it('keeps the bytes of non-ASCII text', () => {
    const part = preserialized({ name: 'Crème brûlée · 🍮' });
    expect(serialize({ part }).toString('utf8')).toBe('{"part":{"name":"Crème brûlée · 🍮"}}');
  });

  describe('leased answers (memory reused once the response is finished)', () => {
    const menu = preserialized({ items: Array.from({ length: 4000 }, (_, id) => ({ id })) });
    const answer = (sid: string) => ({ SID: sid, Response: { menu } });
    const expected = (sid: string) => JSON.stringify(answer(sid));

    it('an answer not yet released keeps its bytes while others are made', () => {
      const first = serializeLeased(answer('first'));
      const others = Array.from({ length: 5 }, (_, n) => serializeLeased(answer(`other-${n}`)));
      expect(first.bytes.toString('utf8')).toBe(expected('first'));
      others.forEach((other, n) =>
        expect(other.bytes.toString('utf8')).toBe(expected(`other-${n}`)),
      );
      for (const leased of [first, ...others]) leased.release();
    });

    it('a released buffer is reused, and each answer is still exactly its own JSON', () => {
      const first = serializeLeased(answer('a'));
      const memory = first.bytes.buffer;
      first.release();
      first.release();
      const second = serializeLeased(answer('a much longer session id than the first'));
      expect(second.bytes.buffer).toBe(memory);
      expect(second.bytes.toString('utf8')).toBe(
        expected('a much longer session id than the first'),
      );
      const third = serializeLeased(answer('b'));
      expect(third.bytes.buffer).not.toBe(memory);
      expect(second.bytes.toString('utf8')).toBe(
        expected('a much longer session id than the first'),
      );
      second.release();
      third.release();
    });

    it('an answer without parts is not leased', () => {
      const plain = serializeLeased({ ResponseCode: 'ERROR', Response: ['x'] });
      expect(plain.bytes.toString('utf8')).toBe('{"ResponseCode":"ERROR","Response":["x"]}');
    });
  });
});
