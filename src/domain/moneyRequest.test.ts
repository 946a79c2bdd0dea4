import { describe, expect, it } from 'vitest';
import { requestIdFor, settleRequest, type HeldRequest } from './moneyRequest';

const ids = (...made: string[]) => {
  const queue = [...made];
  return () => queue.shift() ?? 'exhausted';
};

describe('requestIdFor (one request id per money gesture, kept across a retry of the same one)', () => {
  it.each<[string, HeldRequest | null, string, string]>([
    ['nothing held: a new id', null, 'CC:3000', 'new-1'],
    [
      'the same request got no answer: its id again',
      { key: 'CC:3000', id: 'old' },
      'CC:3000',
      'old',
    ],
    ['a different request: a new id', { key: 'CC:3000', id: 'old' }, 'CC:5000', 'new-1'],
  ])('%s', (_name, held, key, expected) => {
    expect(requestIdFor(held, key, ids('new-1')).id).toBe(expected);
  });

  it.each<[string, 'answered' | 'no-answer', boolean]>([
    ['an answer (paid or refused) forgets it: the next tap is a new request', 'answered', false],
    ['no answer (network) keeps it for the retry', 'no-answer', true],
  ])('%s', (_name, outcome, kept) => {
    const held = { key: 'CC:3000', id: 'old' };
    expect(settleRequest(held, outcome)).toEqual(kept ? held : null);
  });
});
