/**
 * End-of-day settlement on the paired pad (spec 2 §4.4 'Operations'; SettlementType 'S'), on a new
 * session id: 200 done; 408 or 5xx retried once on that session; anything else fails. Failures answer the terminal
 * layer's words (src/domain/settlementMessages.ts): not paired, not available (with Linkly's
 * reason), or 'Token Request Failed (MSG-CO3)'. The answer carries the pad's response text and
 * the settlement receipt's lines when the pad sends them.
 */
import { fail, ok, type Result } from '@/domain/result';
import { SETTLEMENT_NOT_PAIRED, SETTLEMENT_UNAVAILABLE } from '@/domain/settlementMessages';
import { TOKEN_REQUEST_FAILED, withReason } from '@/domain/terminalMessages';
import { NO_ANSWER, pairingStatusAction } from '@/domain/terminalPolicy';
import { reasonOf, responseOf, type LinklyAnswer } from './linklyHttp';
import type { TerminalClient } from './terminalClient';

export type SettlementErrorCode = 'not-paired' | 'token' | 'unavailable';

export type SettlementResult = {
  /** Whether the pad accepted the settlement. */
  success: boolean;
  responseText: string;
  settlementData: string;
  receiptText: string[];
};

const noAnswer: LinklyAnswer = { status: NO_ANSWER, body: null, noAnswer: true };

const lines = (value: unknown) =>
  Array.isArray(value) ? value.filter((line): line is string => typeof line === 'string') : [];

export async function settle(deps: {
  client: TerminalClient;
  newId: () => string;
}): Promise<Result<SettlementResult, SettlementErrorCode>> {
  let refusal: 'not-paired' | 'token' | null = null;
  // One settlement, one session: a retry asks again on the same session, so the pad settles once.
  const sessionId = deps.newId();
  const { answer, action } = await deps.client.withRetries(async () => {
    const sent = await deps.client.pos({
      method: 'POST',
      sessionId,
      operation: 'settlement',
      request: {
        Merchant: '00',
        SettlementType: 'S',
        Application: '00',
        ReceiptAutoPrint: '0',
        CutReceipt: '0',
      },
    });
    if (sent.ok) return sent.data;
    if (sent.error.code !== 'unavailable') refusal = sent.error.code;
    return noAnswer;
  }, pairingStatusAction);
  if (refusal === 'not-paired') return fail('not-paired', SETTLEMENT_NOT_PAIRED);
  if (refusal === 'token') return fail('token', TOKEN_REQUEST_FAILED);
  if (action.kind !== 'done') {
    return fail('unavailable', withReason(SETTLEMENT_UNAVAILABLE, reasonOf(answer)));
  }
  const response = responseOf(answer);
  return ok({
    success: response.success === true,
    responseText: typeof response.responsetext === 'string' ? response.responsetext.trim() : '',
    settlementData: typeof response.settlementdata === 'string' ? response.settlementdata : '',
    receiptText: lines(response.receipttext),
  });
}
