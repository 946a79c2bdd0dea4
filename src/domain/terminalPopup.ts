/**
 * The in-store terminal progress popup (spec 2 §2.2 'an in-store terminal progress popup that
 * cannot be dismissed by tapping outside', §4.4, DESIGN 'on the terminal the pinpad's own prompts
 * live'): what it says and which buttons it has, from the terminal transaction record the API
 * worker keeps (and from its 'terminal-status' event).
 */

import { isFinished, type TerminalState } from './terminalRecord';

export type { TerminalState };

export type TerminalProgress = {
  state: TerminalState;
  /** The pad's own display ('PRESENT CARD', 'PROCESSING'), while it shows one. */
  prompt?: string;
  /** The spec 2 §8 'Terminal' message of a failure, word for word. */
  message?: string;
};

export type TerminalPopupView = {
  /** The line shown large: the pad's prompt, or where the payment is. */
  text: string;
  /** A failure's message, shown as an alert. */
  failure: string | null;
  /** Cancel presses the pad's cancel key (sendkey '0' on the same session). */
  canCancel: boolean;
  /** Close only once nothing is in flight and nothing was paid. */
  canClose: boolean;
};

export const TERMINAL_TEXT = {
  sending: 'Starting the payment on the pinpad...',
  polling: 'Follow the prompts on the pinpad',
  unknown: 'Checking the payment with the pinpad...',
  approved: 'Payment approved. Placing order...',
  placed: 'Thank you for your order',
  failed: 'Payment not completed',
} as const;

/** 'cannot be dismissed by tapping outside' — nor by Escape: only its own buttons close it. */
export const TERMINAL_POPUP_DISMISSED_BY_OUTSIDE_TAP = false;

export function terminalPopupView(progress: TerminalProgress): TerminalPopupView {
  const prompt = progress.prompt?.trim() ?? '';
  switch (progress.state) {
    case 'sending':
    case 'polling':
      return {
        text: prompt !== '' ? prompt : TERMINAL_TEXT[progress.state],
        failure: null,
        canCancel: true,
        canClose: false,
      };
    case 'unknown': {
      // Nobody knows yet whether the card was charged: the worker keeps asking (and asks again
      // when the connection returns). Once it has said so ('Transaction Status Failed (MSG-CO4)')
      // the popup may close: a new Place Order finishes this transaction first, never buys twice.
      const failure = progress.message?.trim() || null;
      return {
        text: prompt !== '' ? prompt : TERMINAL_TEXT.unknown,
        failure,
        canCancel: true,
        canClose: failure !== null,
      };
    }
    case 'approved':
      // Paid: the order is being placed with the same request id; nothing to cancel or close.
      return { text: TERMINAL_TEXT.approved, failure: null, canCancel: false, canClose: false };
    case 'placed':
      return { text: TERMINAL_TEXT.placed, failure: null, canCancel: false, canClose: false };
    case 'declined':
    case 'failed':
      return {
        text: TERMINAL_TEXT.failed,
        failure: progress.message?.trim() || null,
        canCancel: false,
        canClose: true,
      };
  }
}

/** A record still in flight: the checkout shows the popup for it (also after a reload). */
export function terminalInFlight(state: TerminalState): boolean {
  return !isFinished(state);
}
