/**
 * The worker contract of the terminal and the print queue (issue 16; /work/wt COMMON 'The worker
 * contract for the terminal'), as the kiosk pages call it. The terminal part (worker/linkly) and
 * the staff part (printOrder) implement these; until their branches are merged this module types
 * the calls by the contract.
 */
import { listen, worker } from '@/app/workerClient';
import type { Result } from '@/domain/result';
import type { SubmitOrderInput, SubmitResult } from '@worker/checkout/submitOrder';

export type PairPinpadInput = { username?: string; password?: string; pairCode?: string };

type TerminalCalls = {
  pairPinpad(input: PairPinpadInput): Promise<Result<{ menuName: string }, string>>;
  forgetPinpad(input: Record<string, never>): Promise<Result<unknown, string>>;
  payByTerminal(input: SubmitOrderInput): Promise<SubmitResult>;
  resumeTerminalPayment(input: Record<string, never>): Promise<SubmitResult | Result<null, string>>;
  cancelTerminalPayment(input: Record<string, never>): Promise<Result<unknown, string>>;
  printEftposReceipt(input: Record<string, never>): Promise<Result<unknown, string>>;
  printOrder(input: { orderId: number }): Promise<Result<unknown, string>>;
};

export const terminal = worker as unknown as TerminalCalls;

type StatusListen = (
  name: 'terminal-status',
  callback: (payload: { text: string }) => void,
) => Promise<() => void>;

/** The worker's 'terminal-status' event: pairing progress texts and the pad's prompts. */
export function listenTerminalStatus(callback: (text: string) => void): Promise<() => void> {
  return (listen as unknown as StatusListen)('terminal-status', (payload) =>
    callback(payload.text),
  );
}
