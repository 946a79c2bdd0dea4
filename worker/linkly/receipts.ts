/**
 * Requests on the pad that are not payments, each on a new session id: the eftpos receipt
 * reprint (spec 3 §4 'Eftpos receipt print': 200 and 202 success; 400, 401, 404 fail with the
 * response text; 408 or 5xx retries once).
 */
import { fail, ok, type Result } from '@/domain/result';
import {
  PRINT_RECEIPT_FAILED,
  TERMINAL_NOT_AVAILABLE_LPR,
  TERMINAL_NOT_PAIRED_LPR,
  withReason,
} from '@/domain/terminalMessages';
import { NO_ANSWER, receiptPrintAction } from '@/domain/terminalPolicy';
import { reasonOf, responseOf, type LinklyAnswer } from './linklyHttp';
import type { TerminalClient } from './terminalClient';

const noAnswer: LinklyAnswer = { status: NO_ANSWER, body: null, noAnswer: true };

export function createReceipts(deps: { client: TerminalClient; newId: () => string }) {
  const { client } = deps;
  const lines = (value: unknown) =>
    Array.isArray(value) ? value.filter((line): line is string => typeof line === 'string') : [];

  return {
    async printEftposReceipt(): Promise<Result<{ receiptText: string[] }, 'print'>> {
      const token = await client.ensureToken();
      if (!token.ok && token.error.code === 'not-paired')
        return fail('print', TERMINAL_NOT_PAIRED_LPR);
      // Linkly's hosts could not be found for the last try: MSG-LPR1 rather than a reason.
      let unavailable = false;
      const { answer, action } = await client.withRetries(async () => {
        const sent = await client.pos({
          method: 'POST',
          sessionId: deps.newId(),
          operation: 'reprintreceipt',
          request: { Merchant: '00', ReceiptAutoPrint: '9', ReprintType: '1' },
        });
        unavailable = !sent.ok && sent.error.code === 'unavailable';
        return sent.ok ? sent.data : noAnswer;
      }, receiptPrintAction);
      if (action.kind !== 'done') {
        if (unavailable) return fail('print', TERMINAL_NOT_AVAILABLE_LPR);
        return fail('print', withReason(PRINT_RECEIPT_FAILED, reasonOf(answer)));
      }
      return ok({ receiptText: lines(responseOf(answer).receipttext) });
    },
  };
}
