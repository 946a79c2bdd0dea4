/**
 * Requests on the pad that are not payments, each on a new session id: the eftpos receipt
 * reprint (spec 3 §4 'Eftpos receipt print': 200 and 202 success; 400, 401, 404 fail with the
 * response text; 408 or 5xx retries once) and the settlement (spec 2 §4.4 'Operations').
 */
import { fail, ok, type Result } from '@/domain/result';
import { PRINT_RECEIPT_FAILED, withReason } from '@/domain/terminalMessages';
import { NO_ANSWER, pairingStatusAction, receiptPrintAction } from '@/domain/terminalPolicy';
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

    async settlement(): Promise<
      Result<{ success: boolean; responseText: string; settlementData: string }, 'settlement'>
    > {
      const { answer, action } = await client.withRetries(
        request('settlement', {
          Merchant: '00',
          SettlementType: 'S',
          Application: '00',
          ReceiptAutoPrint: '0',
          CutReceipt: '0',
        }),
        pairingStatusAction,
      );
      if (action.kind !== 'done')
        return fail('settlement', `Settlement failed. ${reasonOf(answer)}`);
      const response = responseOf(answer);
      return ok({
        success: response.success === true,
        responseText: typeof response.responsetext === 'string' ? response.responsetext.trim() : '',
        settlementData: typeof response.settlementdata === 'string' ? response.settlementdata : '',
      });
    },
  };
}
