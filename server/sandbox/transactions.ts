/**
 * The sandbox's transactions: every charge and capture it made, the answer each gave, and the
 * apiRequestKeys that made them (requestKeys.ts), kept in a charge store across restarts when
 * given one. A repeated key is answered with its transaction as it stands now; a keyless charge is
 * checked for duplicates (duplicates.ts). The clock is injected; no card number is known here.
 */
import { randomBytes } from 'node:crypto';
import { refusalMessage, type ChargeOutcome } from './amounts';
import { isDuplicate, type DuplicateFacts } from './duplicates';
import type { PaymentKind } from './fakeNonces';
import { createRequestKeys } from './requestKeys';
import type { ChargeLookup, ChargeResult, VoidResult } from '../payments/types';

/** One transaction, as GET /__sandbox/charges lists it. */
export type SandboxCharge = {
  transactionId: string;
  /** Braintree's statuses: only submitted_for_settlement moved money (a voided one no longer). */
  status:
    'submitted_for_settlement' | 'voided' | 'processor_declined' | 'failed' | 'gateway_rejected';
  approved: boolean;
  amountCents: number;
  currencyCode: string;
  /** The apiRequestKey it was made with; '' for a charge made without one. */
  idempotencyKey: string;
  orderRef: string;
  paymentKind: PaymentKind | 'crypto';
  cardType: string;
  lastFour: string;
  /** The redirect payment it captured, if any. */
  redirectId: string | null;
  createdAt: string;
};

/**
 * A transaction and the answer its idempotency key gives, as the charge store keeps them, with the
 * digest of the input it was made with (requestKeys.ts; absent in files written before it).
 */
export type ChargeEntry = { charge: SandboxCharge; result: ChargeResult; inputDigest?: string };

/**
 * Where the charge ledger is kept (server/sandbox/chargeFile.ts): Braintree remembers every
 * transaction and its key across anything, so a restarted sandbox does too when given a store.
 * `save` is called with each new or changed entry; `load` answers the latest of each.
 */
export type ChargeStore = {
  load(): readonly ChargeEntry[];
  save(entry: ChargeEntry): void;
};

export const TRANSACTION_MESSAGES = {
  transactionUnknown: 'Transaction not found.',
  notVoidable: 'Transaction can only be voided if status is submitted_for_settlement.',
  voided: 'Transaction has been voided.',
} as const;

/** What is charged, as a transaction records it. */
export type Charged = {
  amountCents: number;
  currencyCode: string;
  /** '' for a charge made without a key. */
  idempotencyKey: string;
  orderRef: string;
  inputDigest: string | null;
};

/** The payment method charged: its kind and card (never a number). */
export type PaidWith = {
  kind: PaymentKind | 'crypto';
  cardType: string;
  lastFour: string;
  redirectId: string | null;
};

/** What duplicate checking compares: the card is its kind, type and last four. */
const duplicateFacts = (
  charge: { amountCents: number; orderRef: string },
  card: { kind: string; cardType: string; lastFour: string },
  at: number,
): DuplicateFacts => ({
  amountCents: charge.amountCents,
  orderRef: charge.orderRef,
  card: `${card.kind}|${card.cardType}|${card.lastFour}`,
  at,
});

export function createTransactions(options: { now: () => Date; chargeStore?: ChargeStore }) {
  const nowMs = () => options.now().getTime();
  const charges: SandboxCharge[] = [];
  /** By transaction id: the answer it gave and the digest of its input. */
  const entries = new Map<string, { result: ChargeResult; inputDigest: string | null }>();
  const keys = createRequestKeys(nowMs);
  for (const { charge, result, inputDigest = null } of options.chargeStore?.load() ?? []) {
    charges.push(charge);
    entries.set(charge.transactionId, { result, inputDigest });
    if (charge.idempotencyKey)
      keys.finish(
        charge.idempotencyKey,
        charge.transactionId,
        inputDigest,
        Date.parse(charge.createdAt),
      );
  }

  function save(charge: SandboxCharge): void {
    const entry = entries.get(charge.transactionId);
    if (!entry) return;
    options.chargeStore?.save({
      charge,
      result: entry.result,
      ...(entry.inputDigest ? { inputDigest: entry.inputDigest } : {}),
    });
  }

  return {
    keys,

    /** A repeated key's transaction as it stands now (Braintree answers its current status). */
    current(transactionId: string): ChargeResult {
      const charge = charges.find((c) => c.transactionId === transactionId);
      if (charge?.status === 'voided')
        return { ok: false, message: TRANSACTION_MESSAGES.voided, voided: true };
      const entry = entries.get(transactionId);
      return entry?.result ?? { ok: false, message: TRANSACTION_MESSAGES.transactionUnknown };
    },

    /** Makes a transaction with the processor's outcome; its key, if any, is now finished. */
    record(outcome: ChargeOutcome, input: Charged, paid: PaidWith): ChargeResult {
      const transactionId = randomBytes(4).toString('hex');
      const approved = outcome.status === 'authorized';
      const charge: SandboxCharge = {
        transactionId,
        status: approved ? 'submitted_for_settlement' : outcome.status,
        approved,
        amountCents: input.amountCents,
        currencyCode: input.currencyCode,
        idempotencyKey: input.idempotencyKey,
        orderRef: input.orderRef,
        paymentKind: paid.kind,
        cardType: paid.cardType,
        lastFour: paid.lastFour,
        redirectId: paid.redirectId,
        createdAt: options.now().toISOString(),
      };
      const result: ChargeResult =
        outcome.status === 'authorized'
          ? { ok: true, transactionId, cardType: paid.cardType, lastFour: paid.lastFour }
          : { ok: false, message: refusalMessage(outcome) };
      charges.push(charge);
      entries.set(transactionId, { result, inputDigest: input.inputDigest });
      if (input.idempotencyKey)
        keys.finish(input.idempotencyKey, transactionId, input.inputDigest, nowMs());
      save(charge);
      return result;
    },

    /** Whether a keyless charge now duplicates one approved in the last 30 s (duplicates.ts). */
    duplicates(
      charge: { amountCents: number; orderRef: string },
      card: { kind: string; cardType: string; lastFour: string },
    ): boolean {
      const approved = charges
        .filter((c) => c.status === 'submitted_for_settlement')
        .map((c) => duplicateFacts(c, { ...c, kind: c.paymentKind }, Date.parse(c.createdAt)));
      return isDuplicate(duplicateFacts(charge, card, nowMs()), approved);
    },

    /**
     * The transaction a key made (the latest, if a capture and its charge share one). A redirect
     * capture carries no order ref of its own: it answers under `orderRef`, the one asked about.
     */
    find(idempotencyKey: string, orderRef: string): ChargeLookup {
      const charge = charges.findLast((c) => c.idempotencyKey === idempotencyKey);
      if (!charge) return { state: 'none' };
      if (charge.status === 'voided') return { state: 'voided' };
      if (!charge.approved) return { state: 'declined' };
      const { transactionId, amountCents, cardType, lastFour } = charge;
      return {
        state: 'approved',
        transactionId,
        amountCents,
        orderRef: charge.redirectId ? orderRef : charge.orderRef,
        cardType,
        lastFour,
      };
    },

    /** Braintree's void: an approved, unsettled transaction moves no money. Voiding twice is ok. */
    void(transactionId: string): VoidResult {
      const charge = charges.find((c) => c.transactionId === transactionId);
      if (!charge) return { ok: false, message: TRANSACTION_MESSAGES.transactionUnknown };
      if (charge.status === 'voided') return { ok: true };
      if (!charge.approved) return { ok: false, message: TRANSACTION_MESSAGES.notVoidable };
      charge.status = 'voided';
      charge.approved = false;
      save(charge);
      return { ok: true };
    },

    list(): readonly SandboxCharge[] {
      return charges;
    },
  };
}
