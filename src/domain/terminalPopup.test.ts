import { describe, expect, it } from 'vitest';
import {
  TERMINAL_POPUP_DISMISSED_BY_OUTSIDE_TAP,
  terminalInFlight,
  terminalPopupView,
  type TerminalPopupView,
  type TerminalProgress,
  type TerminalState,
} from './terminalPopup';

describe('terminalPopupView (spec 2 §2.2 terminal progress popup, §4.4, §8 Terminal)', () => {
  it.each<[string, TerminalProgress, TerminalPopupView]>([
    [
      'sending, before the pad says anything',
      { state: 'sending' },
      {
        text: 'Starting the payment on the pinpad...',
        failure: null,
        canCancel: true,
        canClose: false,
      },
    ],
    [
      "the pad's prompt live: 'PRESENT CARD'",
      { state: 'polling', prompt: 'PRESENT CARD' },
      { text: 'PRESENT CARD', failure: null, canCancel: true, canClose: false },
    ],
    [
      "'PROCESSING'",
      { state: 'polling', prompt: 'PROCESSING' },
      { text: 'PROCESSING', failure: null, canCancel: true, canClose: false },
    ],
    [
      'polling with no prompt',
      { state: 'polling', prompt: ' ' },
      { text: 'Follow the prompts on the pinpad', failure: null, canCancel: true, canClose: false },
    ],
    [
      'outcome unknown (network dropped): still recovering, still cancellable',
      { state: 'unknown' },
      {
        text: 'Checking the payment with the pinpad...',
        failure: null,
        canCancel: true,
        canClose: false,
      },
    ],
    [
      "outcome unknown after the retries: 'Transaction Status Failed (MSG-CO4)', Close allowed",
      { state: 'unknown', message: 'Transaction Status Failed (MSG-CO4)' },
      {
        text: 'Checking the payment with the pinpad...',
        failure: 'Transaction Status Failed (MSG-CO4)',
        canCancel: true,
        canClose: true,
      },
    ],
    [
      'approved: placing the order, nothing to cancel',
      { state: 'approved', prompt: 'APPROVED' },
      {
        text: 'Payment approved. Placing order...',
        failure: null,
        canCancel: false,
        canClose: false,
      },
    ],
    [
      "declined: 'Transaction Failed (MSG-CO2)' and Close",
      { state: 'declined', message: 'Transaction Failed (MSG-CO2)' },
      {
        text: 'Payment not completed',
        failure: 'Transaction Failed (MSG-CO2)',
        canCancel: false,
        canClose: true,
      },
    ],
    [
      "failed: 'Transaction Status Failed (MSG-CO4)'",
      { state: 'failed', message: 'Transaction Status Failed (MSG-CO4)' },
      {
        text: 'Payment not completed',
        failure: 'Transaction Status Failed (MSG-CO4)',
        canCancel: false,
        canClose: true,
      },
    ],
  ])('%s', (_quote, progress, expected) => {
    expect(terminalPopupView(progress)).toEqual(expected);
  });

  it("'cannot be dismissed by tapping outside'", () => {
    expect(TERMINAL_POPUP_DISMISSED_BY_OUTSIDE_TAP).toBe(false);
  });

  it.each<[TerminalState, boolean]>([
    ['sending', true],
    ['polling', true],
    ['unknown', true],
    ['approved', true],
    ['placed', false],
    ['declined', false],
    ['failed', false],
  ])('terminalInFlight(%s) is %s', (state, expected) => {
    expect(terminalInFlight(state)).toBe(expected);
  });
});
