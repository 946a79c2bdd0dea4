/**
 * The pad's side of the POS API: one record per sessionId, so a repeated POST or a status GET for a
 * session answers that session's result and a card is never charged twice for one session
 * (../shared/linkly-cloud.md §2.4, §2.7). A purchase runs on the pad while the POS polls: it
 * answers 202 with the pad's prompt for `polls` status checks, then 200 with its result.
 *
 * VPP amount triggers (cents): .50 SYSTEM ERROR, .51 declined, .55 PIN prompt, .08 signature.
 */
import type { TransactionStep } from './script';

export type TransactionState = 'in-progress' | 'approved' | 'declined' | 'cancelled' | 'error';

export type SimTransaction = {
  sessionId: string;
  pad: string;
  txnType: string;
  txnRef: string;
  amountCents: number;
  state: TransactionState;
  /** How many times the card was charged for this session: 0 or 1, never more. */
  charged: number;
  /** 202 answers still to give. */
  pollsLeft: number;
  polls: number;
  prompts: string[];
  outcome: 'approve' | 'decline' | 'system-error';
  responseCode: string;
  responseText: string;
  authCode: string;
  rrn: string;
  createdAt: string;
};

const DEFAULT_PROMPTS = ['PRESENT CARD', 'PROCESSING'];

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

/** The ending the amount's cents ask for (VPP), and the prompts on the way. */
function byAmount(amountCents: number): Pick<SimTransaction, 'outcome' | 'prompts'> & {
  code?: string;
} {
  switch (amountCents % 100) {
    case 50:
      return { outcome: 'system-error', prompts: DEFAULT_PROMPTS };
    case 51:
      return { outcome: 'decline', prompts: DEFAULT_PROMPTS };
    case 55:
      return { outcome: 'approve', prompts: ['PRESENT CARD', 'KEY PIN', 'PROCESSING'] };
    case 8:
      return { outcome: 'approve', prompts: ['PRESENT CARD', 'SIGNATURE OK?'], code: '08' };
    default:
      return { outcome: 'approve', prompts: DEFAULT_PROMPTS };
  }
}

export function createSessions(options: { now: () => Date }) {
  const transactions = new Map<string, SimTransaction>();
  /** Other requests (status, logon, settlement, reprint): their stored answer, by session. */
  const others = new Map<string, unknown>();
  let stan = 100;
  let lastFinished: SimTransaction | null = null;

  function finish(txn: SimTransaction) {
    if (txn.state !== 'in-progress') return;
    const approvedCode = byAmount(txn.amountCents).code ?? '00';
    if (txn.outcome === 'approve') {
      txn.state = 'approved';
      txn.charged += 1;
      txn.responseCode = approvedCode;
      txn.responseText = approvedCode === '08' ? 'APPROVED W/ SIG' : 'APPROVED';
      txn.authCode = String(100000 + stan);
    } else if (txn.outcome === 'decline') {
      txn.state = 'declined';
      txn.responseCode = '51';
      txn.responseText = 'DECLINED';
    } else {
      txn.state = 'error';
      txn.responseCode = 'X0';
      txn.responseText = 'SYSTEM ERROR';
    }
    lastFinished = txn;
  }

  const promptOf = (txn: SimTransaction) =>
    txn.prompts[Math.min(txn.polls, txn.prompts.length - 1)] ?? 'PROCESSING';

  return {
    transaction: (key: string) => transactions.get(key),
    other: (key: string) => others.get(key),
    keepOther(key: string, answer: unknown) {
      others.set(key, answer);
    },
    knows: (key: string) => transactions.has(key) || others.has(key),

    /** A new purchase on the pad for this session. */
    start(input: {
      key: string;
      pad: string;
      txnType: string;
      txnRef: string;
      amountCents: number;
      step: TransactionStep | null;
    }): SimTransaction {
      const vpp = byAmount(input.amountCents);
      stan += 1;
      const polls = input.step?.polls ?? 0;
      const txn: SimTransaction = {
        sessionId: input.key,
        pad: input.pad,
        txnType: input.txnType,
        txnRef: input.txnRef,
        amountCents: input.amountCents,
        state: 'in-progress',
        charged: 0,
        pollsLeft: polls,
        polls: 0,
        prompts: input.step?.prompts?.length ? input.step.prompts : vpp.prompts,
        outcome: input.step?.outcome ?? vpp.outcome,
        responseCode: '',
        responseText: '',
        authCode: '',
        rrn: String(stan).padStart(12, '0'),
        createdAt: options.now().toISOString(),
      };
      transactions.set(input.key, txn);
      if (polls === 0) finish(txn);
      return txn;
    },

    /** A status check: one more poll; the purchase ends once its 202s are used up. */
    poll(txn: SimTransaction) {
      if (txn.state !== 'in-progress') return;
      txn.polls += 1;
      if (txn.pollsLeft > 0) txn.pollsLeft -= 1;
      else finish(txn);
    },

    /** SendKey '0' (OK/CANCEL) during a purchase: it ends cancelled, nothing charged. */
    cancel(txn: SimTransaction) {
      if (txn.state !== 'in-progress') return;
      txn.state = 'cancelled';
      txn.responseCode = 'TM';
      txn.responseText = 'OPERATOR CANCELLED';
      lastFinished = txn;
    },

    prompt: promptOf,
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

/** A 202 body: the simulator adds what the pad shows, as Linkly's display event reads. */
export function displayAnswer(prompt: string) {
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
