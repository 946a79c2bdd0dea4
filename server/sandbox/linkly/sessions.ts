/**
 * The pad's side of the POS API: one record per sessionId, so a repeated POST or a status GET for a
 * session answers that session's result and a card is never charged twice for one session
 * (../shared/linkly-cloud.md §2.4, §2.7). A purchase runs on the pad's clock, step by step
 * (timeline.ts), whoever asks about it: `advance` moves it to the pad's time and returns what the
 * pad did meanwhile (its prompts, then its receipt and result), for the async notifications.
 */
import type { TransactionStep } from './script';
import { timelineOf, type Timeline } from './timeline';

export type TransactionState =
  'in-progress' | 'approved' | 'declined' | 'cancelled' | 'error' | 'timed-out';

/** Where an async purchase's events go (the request's `Notification`). */
export type NotifyTarget = { uri: string; authorization: string };

export type SimTransaction = {
  sessionId: string;
  pad: string;
  txnType: string;
  txnRef: string;
  amountCents: number;
  state: TransactionState;
  /** How many times the card was charged for this session: 0 or 1, never more. */
  charged: number;
  timeline: Timeline;
  /** The pad's time (ms) when the purchase arrived. */
  startedAt: number;
  /** How many of the timeline's prompts the pad has shown. */
  shown: number;
  /** What the pad shows now ('' before anything). */
  prompt: string;
  notify: NotifyTarget | null;
  responseCode: string;
  responseText: string;
  authCode: string;
  rrn: string;
  createdAt: string;
};

/** What the pad did, in order: shown a prompt, or finished (its receipt, then its result). */
export type PadEvent = { kind: 'display'; text: string } | { kind: 'finished' };

/** Normalises a session id given hyphenated or as 32 hex digits; null when it is neither. */
export function sessionKey(raw: string): string | null {
  const hex = raw.toLowerCase();
  if (/^[0-9a-f]{32}$/.test(hex)) return hex;
  if (/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(hex)) {
    return hex.replaceAll('-', '');
  }
  return null;
}

const pad20 = (value: string) => value.padEnd(20, ' ').slice(0, 20);

/**
 * A purchase that timed out on the pad. Linkly's documents list no code for it; 'TI' with
 * 'OPERATOR TIMEOUT' follows the 'T' family the pad uses for operator endings ('TM' cancelled).
 */
export const TIMEOUT_RESULT = { responseCode: 'TI', responseText: 'OPERATOR TIMEOUT' } as const;

export function createSessions(options: { now: () => Date }) {
  const transactions = new Map<string, SimTransaction>();
  /** Other requests (status, logon, settlement, reprint): their stored answer, by session. */
  const others = new Map<string, unknown>();
  let stan = 100;
  let lastFinished: SimTransaction | null = null;

  function finish(txn: SimTransaction) {
    const { ending, approvedCode } = txn.timeline;
    if (ending === 'approve') {
      txn.state = 'approved';
      txn.charged += 1;
      txn.responseCode = approvedCode;
      txn.responseText = approvedCode === '08' ? 'APPROVED W/ SIG' : 'APPROVED';
      txn.authCode = String(100000 + stan);
    } else if (ending === 'decline') {
      txn.state = 'declined';
      txn.responseCode = '51';
      txn.responseText = 'DECLINED';
    } else if (ending === 'timeout') {
      txn.state = 'timed-out';
      txn.responseCode = TIMEOUT_RESULT.responseCode;
      txn.responseText = TIMEOUT_RESULT.responseText;
    } else {
      txn.state = 'error';
      txn.responseCode = 'X0';
      txn.responseText = 'SYSTEM ERROR';
    }
    lastFinished = txn;
  }

  return {
    transaction: (key: string) => transactions.get(key),
    other: (key: string) => others.get(key),
    keepOther(key: string, answer: unknown) {
      others.set(key, answer);
    },
    knows: (key: string) => transactions.has(key) || others.has(key),

    /** A new purchase on the pad for this session, started at the pad's time `at`. */
    start(input: {
      key: string;
      pad: string;
      txnType: string;
      txnRef: string;
      amountCents: number;
      amountRules: boolean;
      stepMs: number;
      step: TransactionStep | null;
      notify: NotifyTarget | null;
      at: number;
    }): SimTransaction {
      stan += 1;
      const txn: SimTransaction = {
        sessionId: input.key,
        pad: input.pad,
        txnType: input.txnType,
        txnRef: input.txnRef,
        amountCents: input.amountCents,
        state: 'in-progress',
        charged: 0,
        timeline: timelineOf({
          amountCents: input.amountCents,
          amountRules: input.amountRules,
          stepMs: input.stepMs,
          script: input.step,
        }),
        startedAt: input.at,
        shown: 0,
        prompt: '',
        notify: input.notify,
        responseCode: '',
        responseText: '',
        authCode: '',
        rrn: String(stan).padStart(12, '0'),
        createdAt: options.now().toISOString(),
      };
      transactions.set(input.key, txn);
      return txn;
    },

    /** Moves the purchase to the pad's time `at`; what the pad did meanwhile, in order. */
    advance(txn: SimTransaction, at: number): PadEvent[] {
      if (txn.state !== 'in-progress') return [];
      const events: PadEvent[] = [];
      const elapsed = at - txn.startedAt;
      const { prompts, endsAtMs } = txn.timeline;
      while (txn.shown < prompts.length && (prompts[txn.shown]?.atMs ?? Infinity) <= elapsed) {
        txn.prompt = prompts[txn.shown]?.text ?? '';
        txn.shown += 1;
        events.push({ kind: 'display', text: txn.prompt });
      }
      if (elapsed >= endsAtMs) {
        finish(txn);
        events.push({ kind: 'finished' });
      }
      return events;
    },

    /** When the purchase's next step is due on the pad's clock; null once it has ended. */
    nextAt(txn: SimTransaction): number | null {
      if (txn.state !== 'in-progress') return null;
      const prompt = txn.timeline.prompts[txn.shown];
      return txn.startedAt + (prompt ? prompt.atMs : txn.timeline.endsAtMs);
    },

    /** SendKey '0' (OK/CANCEL) during a purchase: it ends cancelled, nothing charged. */
    cancel(txn: SimTransaction): PadEvent[] {
      if (txn.state !== 'in-progress') return [];
      txn.state = 'cancelled';
      txn.responseCode = 'TM';
      txn.responseText = 'OPERATOR CANCELLED';
      lastFinished = txn;
      return [{ kind: 'finished' }];
    },

    lastFinished: () => lastFinished,
    list: () => [...transactions.values()],
    clear() {
      transactions.clear();
      others.clear();
      lastFinished = null;
    },
  };
}
export type Sessions = ReturnType<typeof createSessions>;

/** The 200 body of a finished purchase, camelCase as the live API answers. */
export function transactionAnswer(txn: SimTransaction, now: Date) {
  const approved = txn.state === 'approved';
  const date = now.toISOString();
  return {
    responseType: 'transaction',
    response: {
      txnType: txn.txnType,
      merchant: '00',
      cardType: pad20(approved ? 'VISA CARD' : ''),
      cardName: approved ? '05' : '00',
      rrn: txn.rrn,
      dateSettlement: date.slice(0, 10),
      amtCash: 0,
      amtPurchase: txn.amountCents,
      amtTip: 0,
      authCode: txn.authCode,
      txnRef: txn.txnRef,
      pan: approved ? '492926......1234' : '',
      dateExpiry: approved ? '1230' : '',
      track2: '',
      accountType: approved ? '2' : ' ',
      txnFlags: {
        offline: '0',
        receiptPrinted: '0',
        cardEntry: 'C',
        commsMethod: '0',
        currency: '0',
        payPass: '1',
        undefinedFlag6: '0',
        undefinedFlag7: '0',
      },
      balanceReceived: false,
      availableBalance: 0,
      clearedFundsBalance: 0,
      success: approved,
      responseCode: txn.responseCode,
      responseText: pad20(txn.responseText),
      date,
      catid: 'DOCKET01',
      caid: '000000000DOCKET',
      stan: Number(txn.rrn.slice(-6)),
      purchaseAnalysisData: approved ? { RFN: `rfn${txn.rrn}`, AMT: String(txn.amountCents) } : {},
    },
  };
}

/** A display event (an async notification): what the pad shows, as Linkly's display event reads. */
export function displayEvent(prompt: string) {
  return {
    responseType: 'display',
    response: {
      numberOfLines: 1,
      lineLength: 20,
      displayText: [prompt],
      cancelKeyFlag: true,
      acceptYesKeyFlag: false,
      declineNoKeyFlag: false,
      authoriseKeyFlag: false,
      okKeyFlag: false,
      inputType: '0',
      graphicCode: '0',
      purchaseAnalysisData: {},
    },
  };
}

/** The customer receipt of a finished purchase, for reprintreceipt. */
export function receiptLines(txn: SimTransaction | null): string[] {
  if (txn === null) return [];
  const dollars = (txn.amountCents / 100).toFixed(2);
  return [
    '      DOCKET SIMULATOR      ',
    '       CUSTOMER COPY        ',
    `REF ${txn.txnRef}`,
    `PURCHASE          AUD${dollars.padStart(8)}`,
    `RRN ${txn.rrn}`,
    txn.state === 'approved' ? `APPROVED AUTH ${txn.authCode}` : txn.responseText,
  ];
}

/** A receipt event (an async notification): the customer copy, printed by the POS. */
export function receiptEvent(txn: SimTransaction) {
  return {
    responseType: 'receipt',
    response: { type: 'C', receiptText: receiptLines(txn), isPrePrint: false },
  };
}
