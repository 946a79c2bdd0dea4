/**
 * Requests on the pad that are not payments, each on a new session id: the eftpos receipt
 * reprint (spec 3 §4 'Eftpos receipt print': 200 and 202 success; 400, 401, 404 fail with the
 * response text; 408 or 5xx retries once).
 */
import { fail, ok, type Result } from '@/domain/result';
import { PRINT_RECEIPT_FAILED, withReason } from '@/domain/terminalMessages';
import { NO_ANSWER, receiptPrintAction } from '@/domain/terminalPolicy';
import { reasonOf, responseOf, type LinklyAnswer } from './linklyHttp';
import type { PosOperation, TerminalClient } from './terminalClient';

const noAnswer: LinklyAnswer = { status: NO_ANSWER, body: null, noAnswer: true };

export function createReceipts(deps: { client: TerminalClient; newId: () => string }) {
  const { client } = deps;
  const request = (operation: PosOperation, body: Record<string, unknown>) => async () => {
    const sent = await client.pos({
      method: 'POST',
      sessionId: deps.newId(),
      operation,
      request: body,
    });
    return sent.ok ? sent.data : noAnswer;
  };
  const lines = (value: unknown) =>
    Array.isArray(value) ? value.filter((line): line is string => typeof line === 'string') : [];

  return {
    async printEftposReceipt(): Promise<Result<{ receiptText: string[] }, 'print'>> {
      const { answer, action } = await client.withRetries(
        request('reprintreceipt', { Merchant: '00', ReceiptAutoPrint: '9', ReprintType: '1' }),
        receiptPrintAction,
      );
      if (action.kind !== 'done')
        return fail('print', withReason(PRINT_RECEIPT_FAILED, reasonOf(answer)));
      return ok({ receiptText: lines(responseOf(answer).receipttext) });
    },
  };
}
