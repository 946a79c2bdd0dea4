// @vitest-environment happy-dom
/**
 * The toast host: a toast with the key of one already shown replaces it (an order submission's
 * 'Validating order...', 'Placing order...' and its outcome), others stack; the same message is
 * never shown twice.
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ORDER_SUBMISSION_TOAST } from '@/domain/orderMessages';
import { SESSION_EXPIRED_SIGN_IN } from '@/domain/signInMessages';
import { dismissToast, showToast } from '@/ui/notify';

vi.mock('@/app/workerClient', () => ({ listen: async () => () => {} }));

const { ToastHost } = await import('./ToastHost');

afterEach(cleanup);

const texts = () =>
  screen.queryAllByText(/./, { selector: '.toast__message' }).map((n) => n.textContent);

describe('ToastHost', () => {
  it.each([
    [
      'a submission step replaces the one before',
      [
        { message: 'Validating order...', key: ORDER_SUBMISSION_TOAST },
        { message: 'Placing order...', key: ORDER_SUBMISSION_TOAST },
        { message: 'Thank you for your order', key: ORDER_SUBMISSION_TOAST },
      ],
      ['Thank you for your order'],
    ],
    [
      'toasts without a key stack',
      [{ message: 'Product unavailable' }, { message: 'Session expired' }],
      ['Product unavailable', 'Session expired'],
    ],
    [
      'a keyed toast leaves others alone',
      [
        { message: 'Product unavailable' },
        { message: 'Placing order...', key: ORDER_SUBMISSION_TOAST },
      ],
      ['Product unavailable', 'Placing order...'],
    ],
    [
      "a member's lapsed session: the worker's toast and the call's own failure are one",
      [
        { message: SESSION_EXPIRED_SIGN_IN, key: 'session-expired' },
        { message: SESSION_EXPIRED_SIGN_IN },
      ],
      [SESSION_EXPIRED_SIGN_IN],
    ],
    [
      'the same message is shown once',
      [{ message: 'Product unavailable' }, { message: 'Product unavailable' }],
      ['Product unavailable'],
    ],
  ])('%s', async (_name, toasts, shown) => {
    render(<ToastHost />);
    for (const toast of toasts) act(() => showToast({ tone: 'info', durationMs: 6_000, ...toast }));
    expect(texts()).toEqual(shown);
  });
});

describe('ToastHost takes a toast down when its cause has gone', () => {
  it.each([
    [
      "the terminal's pad takes over: 'Validating order...' leaves",
      [{ message: 'Validating order...', key: ORDER_SUBMISSION_TOAST }],
      { key: ORDER_SUBMISSION_TOAST, messages: ['Validating order...', 'Placing order...'] },
      [],
    ],
    [
      'an outcome that replaced the step stays',
      [
        { message: 'Validating order...', key: ORDER_SUBMISSION_TOAST },
        { message: 'Thank you for your order', key: ORDER_SUBMISSION_TOAST },
      ],
      { key: ORDER_SUBMISSION_TOAST, messages: ['Validating order...', 'Placing order...'] },
      ['Thank you for your order'],
    ],
    [
      "a form's failure leaves when it is sent again; others stay",
      [{ message: 'Product unavailable' }, { message: 'The passwords do not match', key: 'form' }],
      { key: 'form' },
      ['Product unavailable'],
    ],
  ])('%s', async (_name, toasts, dismissal, shown) => {
    render(<ToastHost />);
    for (const toast of toasts) act(() => showToast({ tone: 'info', durationMs: 6_000, ...toast }));
    act(() => dismissToast(dismissal));
    expect(texts()).toEqual(shown);
  });
});
