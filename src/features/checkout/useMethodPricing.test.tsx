// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useMethodPricing } from './useMethodPricing';

type Props = { online: boolean; chosen: string | null; shown: string };

/** A send whose answers the test gives, one call at a time. */
function answeringSend() {
  const calls: { method: string; answer: (held: string | null) => Promise<void> }[] = [];
  const send = (method: string) =>
    new Promise<string | null>((resolve) => {
      calls.push({
        method,
        answer: async (held) => {
          await act(async () => resolve(held));
        },
      });
    });
  return { calls, send };
}

function render(first: Props) {
  const network = answeringSend();
  const view = renderHook((props: Props) => useMethodPricing({ ...props, send: network.send }), {
    initialProps: first,
  });
  return { ...network, rerender: view.rerender, pricing: () => view.result.current };
}

describe('useMethodPricing (the surcharge follows the chosen payment method)', () => {
  it('sends the chosen method when the shown cart holds another', () => {
    const { calls } = render({ online: true, chosen: 'SAVED', shown: '' });
    expect(calls.map((c) => c.method)).toEqual(['SAVED']);
  });

  it.each([
    ['the cart already holds it', { online: true, chosen: 'SAVED', shown: 'SAVED' }],
    ['offline', { online: false, chosen: 'SAVED', shown: '' }],
    ['no tab chosen', { online: true, chosen: null, shown: '' }],
  ])('sends nothing when %s', (_, props) => {
    expect(render(props).calls).toEqual([]);
  });

  it('sends again when a later cart goes back to the old method (an older answer stored)', async () => {
    const { calls, rerender } = render({ online: true, chosen: 'SAVED', shown: '' });
    rerender({ online: true, chosen: 'SAVED', shown: 'SAVED' });
    await calls[0]!.answer('SAVED');
    rerender({ online: true, chosen: 'SAVED', shown: '' });
    expect(calls.map((c) => c.method)).toEqual(['SAVED', 'SAVED']);
  });

  it('the cart going back while the update is out: sent again once it settles', async () => {
    const { calls, rerender } = render({ online: true, chosen: 'SAVED', shown: '' });
    rerender({ online: true, chosen: 'SAVED', shown: 'CASH' });
    expect(calls).toHaveLength(1);
    await calls[0]!.answer('SAVED');
    expect(calls.map((c) => c.method)).toEqual(['SAVED', 'SAVED']);
  });

  it('a new choice while one is out is sent when that one settles', async () => {
    const { calls, rerender } = render({ online: true, chosen: 'SAVED', shown: '' });
    rerender({ online: true, chosen: 'CC', shown: '' });
    expect(calls).toHaveLength(1);
    await calls[0]!.answer(null);
    expect(calls.map((c) => c.method)).toEqual(['SAVED', 'CC']);
  });

  it('a failed or refused update is not repeated until something changes', async () => {
    const { calls, rerender } = render({ online: true, chosen: 'SAVED', shown: '' });
    await calls[0]!.answer(null);
    rerender({ online: true, chosen: 'SAVED', shown: '' });
    expect(calls).toHaveLength(1);
    rerender({ online: false, chosen: 'SAVED', shown: '' });
    rerender({ online: true, chosen: 'SAVED', shown: '' });
    expect(calls).toHaveLength(2);
    await calls[1]!.answer('');
    expect(calls).toHaveLength(2);
  });

  it('choosing another method and the failed one again sends it again (the retry after CH2)', async () => {
    const { calls, rerender } = render({ online: true, chosen: 'PP', shown: 'CC' });
    await calls[0]!.answer(null);
    rerender({ online: true, chosen: 'CC', shown: 'CC' });
    rerender({ online: true, chosen: 'PP', shown: 'CC' });
    expect(calls.map((c) => c.method)).toEqual(['PP', 'PP']);
  });

  it('answers whether the total is still being priced for the chosen method', async () => {
    const { calls, rerender, pricing } = render({ online: true, chosen: 'PP', shown: 'CC' });
    expect(pricing()).toBe(true);
    await calls[0]!.answer('PP');
    // The answer is in but the page still shows the old cart: still pricing.
    expect(pricing()).toBe(true);
    rerender({ online: true, chosen: 'PP', shown: 'PP' });
    expect(pricing()).toBe(false);
  });

  it.each([
    ['the update failed', null],
    ['the server kept another method', 'CC'],
  ])('stops answering pricing when %s', async (_, held) => {
    const { calls, pricing } = render({ online: true, chosen: 'PP', shown: 'CC' });
    await calls[0]!.answer(held);
    expect(pricing()).toBe(false);
  });

  it('is not pricing offline', () => {
    expect(render({ online: false, chosen: 'PP', shown: 'CC' }).pricing()).toBe(false);
  });
});
