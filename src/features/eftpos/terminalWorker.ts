/**
 * The terminal's part of the worker contract (worker/linkly/terminalApi.ts) and the print queue's
 * (worker/kiosk/printOrder.ts), as the kiosk pages call them, plus the worker's 'terminal-status'
 * event (pairing progress and the pad's prompts).
 */
import { listen, worker } from '@/app/workerClient';

export type { PairPinpadInput } from '@worker/linkly/pairing';

export const terminal = {
  pairPinpad: worker.pairPinpad,
  forgetPinpad: worker.forgetPinpad,
  payByTerminal: worker.payByTerminal,
  resumeTerminalPayment: worker.resumeTerminalPayment,
  cancelTerminalPayment: worker.cancelTerminalPayment,
  printEftposReceipt: worker.printEftposReceipt,
  printOrder: worker.printOrder,
};

/** The worker's 'terminal-status' event: pairing progress texts and the pad's prompts. */
export function listenTerminalStatus(callback: (text: string) => void): Promise<() => void> {
  return listen('terminal-status', (payload) => callback(payload.text));
}
