/**
 * Scripted behaviour for tests (POST /__linkly/script): what the next requests meet. Two queues:
 *
 * - `responses`: HTTP-level behaviour of the next request of a kind (or of any kind): answer a
 *   status without processing it (408, 500, 503…: the request never reached the pad), process it
 *   and then drop the connection (the pad did it, the POS never hears), or answer slowly.
 * - `transactions`: how the next new purchase goes on the pad: how it ends (approve, decline, system
 *   error, or nobody presents a card and the pad times out), which prompts it shows, and the delay
 *   between its steps on the pad's clock. Without one, the pad's own pace and (when its amount
 *   rules are on) the amount's cents decide.
 */
import { z } from 'zod';

export const REQUEST_KINDS = [
  'pair',
  'token',
  'transaction',
  'transaction-status',
  'status',
  'logon',
  'settlement',
  'reprintreceipt',
  'sendkey',
] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];

export const responseStepSchema = z.object({
  /** Which request it applies to; any when absent. */
  match: z.enum(REQUEST_KINDS).optional(),
  /** Answer this status at once and do nothing (the request never reached the pad). */
  http: z.number().int().min(100).max(599).optional(),
  /** Process the request, then destroy the connection: the pad acted, the POS hears nothing. */
  drop: z.boolean().optional(),
  /** Wait this long before answering (or dropping). */
  delayMs: z.number().int().min(0).max(600_000).optional(),
});
export type ResponseStep = z.infer<typeof responseStepSchema>;

export const transactionStepSchema = z.object({
  /** 'unattended': no card is presented; the pad times out after 3 minutes (timeline.ts). */
  outcome: z.enum(['approve', 'decline', 'system-error', 'unattended']).optional(),
  /** What the pad shows while in progress, one step each. */
  prompts: z.array(z.string().max(40)).max(50).optional(),
  /** The delay between steps on the pad's clock (the pad's own when absent). */
  stepMs: z.number().int().min(0).max(600_000).optional(),
});
export type TransactionStep = z.infer<typeof transactionStepSchema>;

export const scriptSchema = z.object({
  responses: z.array(responseStepSchema).max(10_000).optional(),
  transactions: z.array(transactionStepSchema).max(10_000).optional(),
});
export type LinklyScript = z.infer<typeof scriptSchema>;

export function createScript() {
  let responses: ResponseStep[] = [];
  let transactions: TransactionStep[] = [];
  return {
    add(script: LinklyScript) {
      responses.push(...(script.responses ?? []));
      transactions.push(...(script.transactions ?? []));
    },
    clear() {
      responses = [];
      transactions = [];
    },
    /** The first queued behaviour for this kind of request, taken off the queue. */
    takeResponse(kind: RequestKind): ResponseStep | null {
      const index = responses.findIndex((step) => step.match === undefined || step.match === kind);
      if (index < 0) return null;
      const [step] = responses.splice(index, 1);
      return step ?? null;
    },
    takeTransaction(): TransactionStep | null {
      return transactions.shift() ?? null;
    },
    pending: () => ({ responses: responses.length, transactions: transactions.length }),
  };
}
export type Script = ReturnType<typeof createScript>;
