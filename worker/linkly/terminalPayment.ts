/**
 * Paying on the terminal (spec 2 §4.4): payment in the API worker, and its recovery.
 *
 * The record (terminalRecordStore.ts) is written BEFORE the purchase is sent, with its session id,
 * TxnRef, amount and the request_id the order will be placed with. Then: purchase → poll → on
 * approval place the order through the SubmitOrder path with that request_id. The purchase goes
 * async with the terminal channel's notification (terminalPrompts.ts), so the pad's prompts show
 * on the record as Linkly sends them; its result is only ever the one the status poll reads. Whatever breaks in
 * between (a lost answer, a reload, a crash, the network gone for minutes), the record lets
 * `resume` ask Linkly about the SAME session and finish: a paid transaction is never charged again
 * and never left without its order; an order is never placed for an unpaid one.
 *
 * Outcomes:
 * - 200 success → 'approved' → order placed → 'placed'.
 * - 200 not success (declined, cancelled, system error) → 'declined': 'Transaction Failed (MSG-CO2)'.
 * - 404 on a status check, or 400/401/404 to the purchase → 'failed': it never reached the card.
 * - retries used up without a 200 or a 404 → 'unknown': 'Transaction Status Failed (MSG-CO4)'; the
 *   record is kept and asked about again later (also when connectivity returns), never bought again
 *   and never taken as declined.
 */
import type {
  SubmitOrderInput,
  SubmitOutcome,
  Submission,
  SubmitErrorCode,
} from '@worker/checkout/submitOrder';
import { currencySignOf, stringFields } from '@worker/checkout/submitOrder';
import { totalChangedProblem } from '@/domain/totalChanged';
import { fail, ok, type Result } from '@/domain/result';
import { makeTxnRef, tenderProblem } from '@/domain/terminalAmounts';
import {
  TERMINAL_NOT_AVAILABLE_LTS,
  TERMINAL_NOT_PAIRED_LTS,
  TOKEN_REQUEST_FAILED,
  TRANSACTION_FAILED,
  TRANSACTION_STATUS_FAILED,
} from '@/domain/terminalMessages';
import {
  purchaseAction,
  transactionStatusAction,
  NO_ANSWER,
  TRANSACTION_RECORD_LIFE_MS,
  TXN_REF_LENGTH,
} from '@/domain/terminalPolicy';
import { isFinished, needsStatusCheck } from '@/domain/terminalRecord';
import type { WorkerContext } from '@worker/context';
import { createLogger } from '@worker/log';
import { responseOf, type LinklyAnswer } from './linklyHttp';
import { readPinpad } from './pinpadStore';
import { PURCHASE_TIMEOUT_MS, type TerminalClient } from './terminalClient';
import type { TerminalPrompts } from './terminalPrompts';
import {
  moveRecord,
  promptRecord,
  readRecord,
  startRecord,
  type RecordChange,
  type TerminalRecord,
} from './terminalRecordStore';

const log = createLogger('terminal');

export type TerminalErrorCode =
  | SubmitErrorCode
  /** Declined, cancelled or never processed: 'Transaction Failed (MSG-CO2)'; no order. */
  | 'declined'
  /** Nobody knows yet: 'Transaction Status Failed (MSG-CO4)'; resumed later. */
  | 'status-unknown'
  /** 'Token Request Failed (MSG-CO3)'; nothing was sent. */
  | 'token'
  | 'unavailable'
  | 'not-paired'
  | 'invalid-tender';

export type TerminalResult<T> = Result<T, TerminalErrorCode>;

const NOTHING: LinklyAnswer = { status: NO_ANSWER, body: null, noAnswer: true };

/** A purchase polled for more than 10 minutes is left to recovery: the pad has given up by then. */
const MAX_POLLS = 600;

/** Fields never kept with the record or sent with an eftpos order. */
const DROPPED_FIELDS = ['braintree_nonce', 'wallet_data', 'card_number', 'card_csc', 'card_expiry'];

type Final =
  | { kind: 'approved'; text: string }
  | { kind: 'declined'; text: string }
  | { kind: 'not-processed' }
  /** `message`: why, when it is not MSG-CO4 (the pad could not be asked: MSG-LTS1 / LTS2). */
  | { kind: 'unknown'; message?: string };

export type TerminalPaymentDeps = {
  client: TerminalClient;
  prompts: TerminalPrompts;
  submission: Submission;
  newId: () => string;
  random: () => number;
};

export function createTerminalPayment(ctx: WorkerContext, deps: TerminalPaymentDeps) {
  const { db, events, now } = ctx;
  const { client, prompts } = deps;

  // The pad's prompts, onto the record while its purchase is on the pad (the popup's live query).
  prompts.onPrompt((sessionId, text) => {
    void promptRecord(db, sessionId, text, now()).then((shown) => {
      if (shown) events.emit('terminal-status', { text });
    });
  });

  const finalOf = (answer: LinklyAnswer): Final => {
    const response = responseOf(answer);
    const text = typeof response.responsetext === 'string' ? response.responsetext.trim() : '';
    return response.success === true ? { kind: 'approved', text } : { kind: 'declined', text };
  };

  async function move(record: TerminalRecord, change: RecordChange): Promise<TerminalRecord> {
    const next = await moveRecord(db, record.sessionId, change, now());
    if (next === null) throw new Error('terminal record replaced during its own payment');
    return next;
  }

  /** The record, polling, with the last prompt heard from the pad (one may precede the move). */
  async function startPolling(record: TerminalRecord): Promise<TerminalRecord> {
    const polling = record.state === 'polling' ? record : await move(record, { state: 'polling' });
    const prompt = prompts.latest(record.sessionId);
    if (prompt === null || !(await promptRecord(db, record.sessionId, prompt, now()))) {
      return polling;
    }
    events.emit('terminal-status', { text: prompt });
    return { ...polling, prompt };
  }

  /** GET transaction on the record's session until Linkly says how it ended (spec 2 §4.4). */
  async function pollStatus(
    start: TerminalRecord,
  ): Promise<{ record: TerminalRecord; final: Final }> {
    const record = await startPolling(start);
    let retries = 0;
    for (let polls = 0; polls < MAX_POLLS;) {
      const sent = await client.pos({
        method: 'GET',
        sessionId: record.sessionId,
        operation: 'transaction',
      });
      // No pad paired any more: nobody can ask about it until one is (kept; resumed later).
      if (!sent.ok && sent.error.code === 'not-paired') {
        return { record, final: { kind: 'unknown', message: TERMINAL_NOT_PAIRED_LTS } };
      }
      const hostsLost = !sent.ok && sent.error.code === 'unavailable';
      // No token (the token service is down) is no answer: the status is still unknown.
      const answer: LinklyAnswer = sent.ok ? sent.data : NOTHING;
      const action = transactionStatusAction(answer.status, retries);
      log.info(`status ${record.sessionId}: ${answer.status} → ${action.kind}`);
      switch (action.kind) {
        case 'done':
          return { record, final: finalOf(answer) };
        case 'not-found':
          return { record, final: { kind: 'not-processed' } };
        case 'poll':
          retries = 0;
          polls += 1;
          await client.wait(action.delayMs);
          break;
        case 'retry':
          retries += 1;
          await client.wait(action.delayMs);
          break;
        case 'exhausted':
        case 'fail':
          return {
            record,
            final: hostsLost
              ? { kind: 'unknown', message: TERMINAL_NOT_AVAILABLE_LTS }
              : { kind: 'unknown' },
          };
      }
    }
    return { record, final: { kind: 'unknown' } };
  }

  async function apply(record: TerminalRecord, final: Final): Promise<TerminalRecord> {
    switch (final.kind) {
      case 'approved':
        events.emit('terminal-status', { text: final.text || 'APPROVED' });
        return move(record, { state: 'approved', prompt: final.text || 'APPROVED' });
      case 'declined':
        events.emit('terminal-status', { text: TRANSACTION_FAILED });
        return move(record, { state: 'declined', prompt: final.text, message: TRANSACTION_FAILED });
      case 'not-processed':
        events.emit('terminal-status', { text: TRANSACTION_FAILED });
        return move(record, { state: 'failed', message: TRANSACTION_FAILED });
      case 'unknown': {
        const message = final.message ?? TRANSACTION_STATUS_FAILED;
        events.emit('terminal-status', { text: message });
        return move(record, { state: 'unknown', message });
      }
    }
  }

  /** Places the approved record's order with its own request_id and the terminal's references. */
  async function place(record: TerminalRecord): Promise<TerminalResult<SubmitOutcome | null>> {
    const fields = {
      ...record.fields,
      payment_method: 'eftpos',
      terminal_txn_ref: record.txnRef,
      terminal_session_id: record.sessionId,
    };
    const placed = await deps.submission.placeWithRequestId({
      slug: record.slug,
      fields,
      requestId: record.requestId,
    });
    if (placed.ok && placed.data.kind === 'placed') {
      await move(record, { state: 'placed', orderId: placed.data.answer.order_id, message: '' });
      return placed;
    }
    // Paid: the record stays 'approved' and the placement is tried again (same request_id).
    const error = placed.ok
      ? { code: 'refused' as const, message: 'Unexpected payment redirect' }
      : placed.error;
    log.warn(`placement for terminal session ${record.sessionId} failed: ${error.code}`);
    await move(record, { state: 'approved', message: error.message });
    return fail(error.code, error.message);
  }

  /** Takes the record from wherever it is to its end, as far as Linkly and the server allow. */
  async function settle(start: TerminalRecord): Promise<TerminalResult<SubmitOutcome | null>> {
    let record = start;
    if (needsStatusCheck(record.state)) {
      const polled = await pollStatus(record);
      record = await apply(polled.record, polled.final);
    }
    switch (record.state) {
      case 'approved':
        return place(record);
      case 'declined':
      case 'failed':
        return fail('declined', record.message || TRANSACTION_FAILED);
      case 'unknown':
        return fail('status-unknown', record.message || TRANSACTION_STATUS_FAILED);
      default:
        return ok(null);
    }
  }

  /** A kept record past the spec's cookie life is forgotten, unless it was paid. */
  async function liveRecord(): Promise<TerminalRecord | null> {
    const record = await readRecord(db);
    if (record === null) return null;
    if (record.state !== 'approved' && now() - record.createdAt > TRANSACTION_RECORD_LIFE_MS) {
      await db.terminalTransaction.delete('current');
      return null;
    }
    return record;
  }

  async function purchaseRequest(record: TerminalRecord) {
    const customer = await db.customer.get('current');
    return {
      Merchant: '00',
      TxnType: 'P',
      AmtPurchase: record.amountCents,
      TxnRef: record.txnRef,
      CurrencyCode: 'AUD',
      CutReceipt: '0',
      ReceiptAutoPrint: '0',
      Application: '00',
      PurchaseAnalysisData: {
        OPR: `${customer?.id ?? 0}|${(customer?.name ?? '').slice(0, 20)}`,
        AMT: String(record.amountCents),
        PCM: '0000',
      },
    };
  }

  async function pay(input: SubmitOrderInput): Promise<TerminalResult<SubmitOutcome | null>> {
    const existing = await liveRecord();
    // A purchase may be on the pad or paid already: finish it, never buy again.
    if (existing !== null && !isFinished(existing.state)) {
      prompts.listen();
      return settle(existing);
    }

    const validated = await deps.submission.validateOnly({
      slug: input.slug,
      fields: input.fields,
    });
    if (!validated.ok) return validated;
    // The pad is asked for the total the checkout showed, and only when the server's is the same.
    const cents = validated.data.order_total;
    const sign = await currencySignOf(db, input.slug);
    const changed = totalChangedProblem(input.fields, cents, sign);
    if (changed !== null) return fail('refused', changed);
    const hosts = await client.hosts();
    const pad = await readPinpad(db);
    const paired = pad !== null && pad.secret !== '';
    const problem = tenderProblem({
      available: hosts !== null,
      paired,
      tenderCents: cents,
      totalCents: cents,
    });
    if (problem !== null) {
      return fail(
        hosts === null ? 'unavailable' : paired ? 'invalid-tender' : 'not-paired',
        problem,
      );
    }
    const token = await client.ensureToken();
    if (!token.ok) return fail('token', TOKEN_REQUEST_FAILED);

    const fields = stringFields(input.fields);
    for (const name of DROPPED_FIELDS) delete fields[name];
    const at = now();
    let record: TerminalRecord = {
      key: 'current',
      sessionId: deps.newId(),
      txnRef: makeTxnRef(Array.from({ length: TXN_REF_LENGTH }, deps.random)),
      amountCents: cents,
      requestId: deps.newId(),
      state: 'sending',
      slug: input.slug,
      fields: { ...fields, payment_method: 'eftpos' },
      createdAt: at,
      updatedAt: at,
    };
    await startRecord(db, record);
    log.info(`purchase ${record.sessionId} ${record.txnRef}: ${cents} cents`);

    const notification = await prompts.notification();
    const sent = await client.pos({
      method: 'POST',
      sessionId: record.sessionId,
      operation: 'transaction',
      request: await purchaseRequest(record),
      notification,
      timeoutMs: PURCHASE_TIMEOUT_MS,
    });
    if (!sent.ok) {
      // Nothing went out (no token after all): nothing to recover.
      await move(record, { state: 'failed', message: TOKEN_REQUEST_FAILED });
      return fail('token', TOKEN_REQUEST_FAILED);
    }
    const action = purchaseAction(sent.data.status);
    log.info(`purchase ${record.sessionId}: ${sent.data.status} → ${action.kind}`);
    if (action.kind === 'done') record = await apply(record, finalOf(sent.data));
    else if (action.kind === 'not-processed')
      record = await apply(record, { kind: 'not-processed' });
    else record = await startPolling(record);
    return settle(record);
  }

  /** Runs a payment flow with the terminal channel open, and closes it after. */
  async function withPrompts<T>(flow: () => Promise<T>): Promise<T> {
    try {
      return await flow();
    } finally {
      prompts.close();
    }
  }

  return {
    pay: (input: SubmitOrderInput) => withPrompts(() => pay(input)),
    /** Finishes the kept record, if one is unfinished; ok(null) when there is nothing to do. */
    async resume(): Promise<TerminalResult<SubmitOutcome | null>> {
      const record = await liveRecord();
      if (record === null || isFinished(record.state)) return ok(null);
      return withPrompts(() => {
        prompts.listen();
        return settle(record);
      });
    },
  };
}
