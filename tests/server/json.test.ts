import { describe, expect, it } from 'vitest';
import { preserialized, serialize } from '../../server/protocol/json';

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
});
