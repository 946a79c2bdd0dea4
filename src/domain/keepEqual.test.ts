import { describe, expect, it } from 'vitest';
import { keepEqual } from './keepEqual';

const item = (id: number, price: number) => ({ id, name: `Item ${id}`, price, tags: ['v'] });

describe('keepEqual (structural sharing of a live read’s answers)', () => {
  it.each([
    ['equal numbers', 1, 1],
    ['equal strings', 'a', 'a'],
    ['null', null, null],
    ['NaN', Number.NaN, Number.NaN],
  ])('%s: the previous value', (_name, previous, next) => {
    expect(keepEqual<unknown>(previous, next)).toBe(previous);
  });

  it.each([
    ['a changed number', 1, 2],
    ['a changed string', 'a', 'b'],
    ['null to an object', null, { a: 1 }],
    ['an object to an array', { 0: 1 }, [1]],
    ['an array to an object', [1], { 0: 1 }],
  ])('%s: the next value', (_name, previous, next) => {
    expect(keepEqual<unknown>(previous, next)).toBe(next);
  });

  it('a deeply equal menu from the worker is the one already shown', () => {
    const shown = { items: [item(1, 500), item(2, 650)], brand: { name: 'Fig & Olive' } };
    const fromWorker = structuredClone(shown);
    expect(keepEqual(shown, fromWorker)).toBe(shown);
  });

  it('one changed item: a new list whose other items and parts keep their identity', () => {
    const shown = { items: [item(1, 500), item(2, 650)], brand: { name: 'Fig & Olive' } };
    const fromWorker = structuredClone(shown);
    fromWorker.items[1]!.price = 700;
    const kept = keepEqual(shown, fromWorker);
    expect(kept).not.toBe(shown);
    expect(kept).toEqual(fromWorker);
    expect(kept.brand).toBe(shown.brand);
    expect(kept.items[0]).toBe(shown.items[0]);
    expect(kept.items[1]).not.toBe(shown.items[1]);
    expect(kept.items[1]!.tags).toBe(shown.items[1]!.tags);
  });

  it.each([
    ['an item added', [item(1, 500)], [item(1, 500), item(2, 650)]],
    ['an item removed', [item(1, 500), item(2, 650)], [item(1, 500)]],
  ])('%s: a new list keeping the items that stayed', (_name, previous, next) => {
    const kept = keepEqual(previous, next);
    expect(kept).not.toBe(previous);
    expect(kept).toEqual(next);
    expect(kept[0]).toBe(previous[0]);
  });

  it.each([
    ['a key added', { a: 1 }, { a: 1, b: 2 }],
    ['a key removed', { a: 1, b: 2 }, { a: 1 }],
    ['a key renamed', { a: 1 }, { b: 1 }],
    ['a key set to undefined', { a: 1 }, { a: 1, b: undefined }],
  ])('%s: a new object', (_name, previous, next) => {
    const kept = keepEqual<Record<string, unknown>>(previous, next);
    expect(kept).not.toBe(previous);
    expect(kept).toEqual(next);
    expect(Object.keys(kept)).toEqual(Object.keys(next));
  });

  it('a Date is compared by identity, not by its time', () => {
    const previous = { at: new Date(0) };
    const next = { at: new Date(0) };
    expect(keepEqual(previous, next).at).toBe(next.at);
  });
});
