/**
 * The payment sandbox's memory: the nonces it issued, the cards it vaulted, the redirect payments
 * it started, and (transactions.ts) every transaction it made, with the idempotency keys that made
 * them. The clock is injected; nothing here knows a card number (a nonce keeps the card type, last
 * four and how it behaves).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import {
  DO_NOT_HONOR,
  outcomeForAmount,
  processorResponseText,
  type ChargeOutcome,
} from './amounts';
import type { CardType, TokenisableCard } from './cards';
import { FAKE_NONCES, NONCE_MESSAGES, type NonceFacts } from './fakeNonces';
import { inputDigestOf } from './requestKeys';
import {
  createTransactions,
  TRANSACTION_MESSAGES,
  type ChargeStore,
  type SandboxCharge,
} from './transactions';
import type {
  ChargeLookup,
  ChargeResult,
  NonceCheck,
  RedirectState,
  VaultResult,
  VoidResult,
} from '../payments/types';

export type { ChargeEntry, ChargeStore, SandboxCharge } from './transactions';

/** Nonces are single use and expire after 3 hours (Braintree's client reference). */
export const NONCE_LIFETIME_MS = 3 * 60 * 60 * 1000;

export type RedirectKind = 'pp' | 'cb' | '3ds';
export type RedirectChoice = 'approve' | 'cancel' | 'error';

type IssuedNonce = NonceFacts & { issuedAt: number; consumed: boolean; authenticated: boolean };

/** A vaulted card, as GET /__sandbox/vault lists it: never a number. */
export type VaultedCard = {
  token: string;
  customerId: string;
  email: string;
  cardType: string;
  lastFour: string;
  expiryMonth: number;
  expiryYear: number;
  createdAt: string;
};

type Redirect = {
  id: string;
  kind: RedirectKind;
  amountCents: number;
  currencyCode: string;
  returnUrl: string;
  nonce: string | null;
  state: RedirectState;
  captured: ChargeResult | null;
};

export const LEDGER_MESSAGES = {
  amountInvalid: 'Amount must be greater than zero.',
  returnUrlRefused: 'Return URL is not allowed.',
  redirectUnknown: 'Payment not found.',
  redirectNotApproved: 'Payment has not been approved.',
  amountMismatch: 'Amount does not match the approved payment.',
  redirectError: 'The payment provider reported an error.',
  notACard: 'Only a credit card can be saved.',
  customerUnknown: 'Customer not found.',
  ...TRANSACTION_MESSAGES,
} as const;

/** A charge as the server asks for it; without an idempotencyKey, duplicate checking applies. */
export type ChargeInput = {
  nonce: string;
  amountCents: number;
  currencyCode: string;
  idempotencyKey?: string;
  orderRef: string;
};

/** A charge accepted and being processed: `finish` decides it (the processor's answer). */
export type BegunCharge = { answer: ChargeResult } | { finish: () => ChargeResult };

const isAmount = (cents: number) => Number.isSafeInteger(cents) && cents > 0;

/** A vaulted card and what its token charges as. */
export type VaultEntry = { card: VaultedCard; facts: NonceFacts };

/**
 * Where the vault is kept (server/sandbox/vaultFile.ts): Braintree's vault outlives a restart, so
 * the sandbox's does too when it is given a store. Without one it lives as long as the process.
 */
export type VaultStore = {
  load(): readonly VaultEntry[];
  save(entries: readonly VaultEntry[]): void;
};

export type Ledger = ReturnType<typeof createLedger>;

export function createLedger(options: {
  now: () => Date;
  appOrigins: readonly string[];
  vaultStore?: VaultStore;
  chargeStore?: ChargeStore;
}) {
  const nonces = new Map<string, IssuedNonce>();
  const redirects = new Map<string, Redirect>();
  const transactions = createTransactions({
    now: options.now,
    ...(options.chargeStore ? { chargeStore: options.chargeStore } : {}),
  });
  const { keys } = transactions;
  const vault = new Map<string, VaultEntry>();
  const vaultCustomers = new Set<string>();
  for (const entry of options.vaultStore?.load() ?? []) {
    vault.set(entry.card.token, entry);
    vaultCustomers.add(entry.card.customerId);
  }
  const nowMs = () => options.now().getTime();

  function issue(facts: NonceFacts): string {
    const nonce = `tokencc_sb_${randomBytes(12).toString('hex')}`;
    nonces.set(nonce, { ...facts, issuedAt: nowMs(), consumed: false, authenticated: false });
    return nonce;
  }

  /** The nonce's facts if it may be charged now, else the refusal. */
  function lookUp(
    nonce: string,
  ): { ok: true; facts: NonceFacts; issued: IssuedNonce | null } | { ok: false; message: string } {
    // A vaulted token is multi-use: never consumed, never expired.
    const vaulted = vault.get(nonce);
    if (vaulted) return { ok: true, facts: vaulted.facts, issued: null };
    const fixed = Object.hasOwn(FAKE_NONCES, nonce) ? FAKE_NONCES[nonce]! : null;
    if (fixed) {
      if (typeof fixed.behaviour === 'object')
        return { ok: false, message: fixed.behaviour.refused };
      return { ok: true, facts: fixed, issued: null };
    }
    const issued = nonces.get(nonce);
    if (!issued || nowMs() - issued.issuedAt >= NONCE_LIFETIME_MS) {
      return { ok: false, message: NONCE_MESSAGES.unknown };
    }
    if (issued.consumed) return { ok: false, message: NONCE_MESSAGES.consumed };
    return { ok: true, facts: issued, issued };
  }

  function outcomeFor(
    facts: NonceFacts,
    issued: IssuedNonce | null,
    amountCents: number,
  ): ChargeOutcome {
    // A card that fails verification is charged like any other: a sale asks for no verification.
    switch (facts.behaviour) {
      case 'processor-declined':
        return DO_NOT_HONOR;
      case 'gateway-rejected-fraud':
        return { status: 'gateway_rejected', reason: 'fraud' };
      case 'three-d-secure':
        return issued?.authenticated
          ? outcomeForAmount(amountCents)
          : { status: 'gateway_rejected', reason: 'three_d_secure' };
      default:
        return outcomeForAmount(amountCents);
    }
  }

  /** Decides a charge whose key (if any) was found unused; records a transaction if one is made. */
  function chargeNonce(
    input: ChargeInput,
    redirectId: string | null,
    inputDigest: string | null,
  ): ChargeResult {
    if (!isAmount(input.amountCents)) return { ok: false, message: LEDGER_MESSAGES.amountInvalid };
    const found = lookUp(input.nonce);
    if (!found.ok) return found;
    if (found.issued) found.issued.consumed = true;
    const { facts } = found;
    const idempotencyKey = input.idempotencyKey ?? '';
    const outcome: ChargeOutcome =
      !idempotencyKey && transactions.duplicates(input, facts)
        ? { status: 'gateway_rejected', reason: 'duplicate' }
        : outcomeFor(facts, found.issued, input.amountCents);
    return transactions.record(
      outcome,
      { ...input, idempotencyKey, inputDigest },
      {
        kind: facts.kind,
        cardType: facts.cardType,
        lastFour: facts.lastFour,
        redirectId,
      },
    );
  }

  /**
   * Accepts a charge: a repeated key is answered at once (its transaction now, or the VALIDATION
   * refusal), a new one is in flight until `finish` decides it. Without a key, duplicate checking
   * decides instead.
   */
  function beginCharge(input: ChargeInput): BegunCharge {
    const key = input.idempotencyKey ?? '';
    if (!key) return { finish: () => chargeNonce(input, null, null) };
    const inputDigest = inputDigestOf({ paymentMethod: input.nonce, ...input });
    const verdict = keys.verdict(key, inputDigest);
    if (verdict.kind === 'conflict')
      return { answer: { ok: false, message: verdict.message, keyConflict: verdict.conflict } };
    if (verdict.kind === 'repeat') return { answer: transactions.current(verdict.transactionId) };
    keys.begin(key, inputDigest);
    return {
      finish: () => {
        const result = chargeNonce(input, null, inputDigest);
        keys.release(key); // a refusal before any transaction leaves the key unused
        return result;
      },
    };
  }

  function returnUrlAllowed(returnUrl: string): boolean {
    try {
      const url = new URL(returnUrl);
      return options.appOrigins.includes(url.origin);
    } catch {
      return false;
    }
  }

  return {
    /** A tokenised test card becomes a single-use nonce. */
    issueCardNonce(card: TokenisableCard): string {
      const { behaviour, cardType, lastFour, expiry } = card;
      return issue({ kind: 'card', cardType, lastFour, behaviour, expiry });
    },

    /**
     * Braintree's vaultPaymentMethod: a card nonce is verified (the verification-failing cards are
     * declined and not vaulted), consumed, and stored as a multi-use token under the customer (a
     * new one when customerId is ''). A card that needed 3-D Secure is stored as authenticated
     * (later charges are merchant-initiated).
     */
    vault(input: { nonce: string; customerId: string; email: string }): VaultResult {
      const found = lookUp(input.nonce);
      if (!found.ok) return found;
      const { facts } = found;
      if (facts.kind !== 'card' || !facts.expiry)
        return { ok: false, message: LEDGER_MESSAGES.notACard };
      if (facts.behaviour === 'processor-declined' || facts.behaviour === 'fails-verification')
        return { ok: false, message: `Processor Declined: ${processorResponseText(2000)}` };
      if (typeof facts.behaviour === 'object')
        return { ok: false, message: facts.behaviour.refused };
      if (input.customerId !== '' && !vaultCustomers.has(input.customerId))
        return { ok: false, message: LEDGER_MESSAGES.customerUnknown };
      if (found.issued) found.issued.consumed = true;
      const customerId = input.customerId || `cust_sb_${randomBytes(6).toString('hex')}`;
      vaultCustomers.add(customerId);
      const token = `vault_sb_${randomBytes(12).toString('hex')}`;
      const card: VaultedCard = {
        token,
        customerId,
        email: input.email,
        cardType: facts.cardType,
        lastFour: facts.lastFour,
        expiryMonth: facts.expiry.month,
        expiryYear: facts.expiry.year,
        createdAt: options.now().toISOString(),
      };
      vault.set(token, { card, facts: { ...facts, behaviour: 'amount' } });
      options.vaultStore?.save([...vault.values()]);
      return {
        ok: true,
        token,
        customerId,
        cardType: card.cardType,
        lastFour: card.lastFour,
        expiryMonth: card.expiryMonth,
        expiryYear: card.expiryYear,
      };
    },

    vaulted(): readonly VaultedCard[] {
      return [...vault.values()].map((entry) => entry.card);
    },

    /** A wallet's payment token becomes a single-use nonce (the sandbox's Apple Pay and Google Pay). */
    issueWalletNonce(
      kind: 'apple_pay' | 'google_pay',
      cardType: CardType,
      lastFour: string,
    ): string {
      return issue({ kind, cardType, lastFour, behaviour: 'amount' });
    },

    checkNonce(nonce: string): NonceCheck {
      const found = lookUp(nonce);
      if (!found.ok) return found;
      const needsThreeDSecure =
        found.facts.behaviour === 'three-d-secure' && !found.issued?.authenticated;
      // The card's type, as Braintree's payment method details give it: AMEX is surcharged apart.
      const check = { ok: true, needsThreeDSecure, cardType: found.facts.cardType } as const;
      return vault.has(nonce) ? { ...check, multiUse: true } : check;
    },

    beginCharge,

    /**
     * Charges a nonce at once (beginCharge, then finish): once per idempotency key, a repeat with
     * the same input answering the first transaction as it stands now.
     */
    charge(input: ChargeInput): ChargeResult {
      const begun = beginCharge(input);
      return 'answer' in begun ? begun.answer : begun.finish();
    },

    startRedirect(input: {
      kind: RedirectKind;
      amountCents: number;
      currencyCode: string;
      returnUrl: string;
      nonce?: string;
    }): { ok: true; id: string } | { ok: false; message: string } {
      if (!isAmount(input.amountCents))
        return { ok: false, message: LEDGER_MESSAGES.amountInvalid };
      if (!returnUrlAllowed(input.returnUrl))
        return { ok: false, message: LEDGER_MESSAGES.returnUrlRefused };
      if (input.kind === '3ds') {
        const found = lookUp(input.nonce ?? '');
        if (!found.ok) return found;
      }
      const id = randomUUID();
      redirects.set(id, {
        id,
        kind: input.kind,
        amountCents: input.amountCents,
        currencyCode: input.currencyCode,
        returnUrl: input.returnUrl,
        nonce: input.kind === '3ds' ? (input.nonce ?? null) : null,
        state: 'pending',
        captured: null,
      });
      return { ok: true, id };
    },

    redirect(id: string): Readonly<Redirect> | null {
      return redirects.get(id) ?? null;
    },

    /**
     * The customer's choice on the redirect page; the first choice stands. Answers where to send
     * the customer: the return URL with s, result and (for an error) msg (spec 2 §2.2).
     */
    decideRedirect(id: string, choice: RedirectChoice): string | null {
      const redirect = redirects.get(id);
      if (!redirect) return null;
      if (redirect.state === 'pending') {
        redirect.state =
          choice === 'approve' ? 'approved' : choice === 'cancel' ? 'cancelled' : 'failed';
        const issued = redirect.nonce ? nonces.get(redirect.nonce) : undefined;
        if (issued && redirect.state === 'approved') issued.authenticated = true;
      }
      const url = new URL(redirect.returnUrl);
      // Spec 2 §2.2: s is 3ds for 3-D Secure, pp for PayPal-type (crypto returns the same way).
      url.searchParams.set('s', redirect.kind === '3ds' ? '3ds' : 'pp');
      const result = {
        pending: 'cancel',
        approved: 'success',
        cancelled: 'cancel',
        failed: 'error',
      } as const;
      url.searchParams.set('result', result[redirect.state]);
      if (redirect.state === 'failed') url.searchParams.set('msg', LEDGER_MESSAGES.redirectError);
      return url.toString();
    },

    /** Captures an approved redirect payment: once per redirect and once per idempotency key. */
    captureRedirect(input: {
      id: string;
      amountCents: number;
      idempotencyKey: string;
    }): ChargeResult {
      const inputDigest = inputDigestOf({
        paymentMethod: `redirect:${input.id}`,
        amountCents: input.amountCents,
        currencyCode: '',
        orderRef: '',
      });
      const verdict = keys.verdict(input.idempotencyKey, inputDigest);
      if (verdict.kind === 'conflict')
        return { ok: false, message: verdict.message, keyConflict: verdict.conflict };
      if (verdict.kind === 'repeat') return transactions.current(verdict.transactionId);
      const redirect = redirects.get(input.id);
      if (!redirect) return { ok: false, message: LEDGER_MESSAGES.redirectUnknown };
      if (redirect.captured) return redirect.captured;
      if (redirect.state !== 'approved')
        return { ok: false, message: LEDGER_MESSAGES.redirectNotApproved };
      if (redirect.amountCents !== input.amountCents)
        return { ok: false, message: LEDGER_MESSAGES.amountMismatch };
      const charge = { ...input, currencyCode: redirect.currencyCode, orderRef: input.id };
      const result =
        redirect.kind === '3ds'
          ? chargeNonce({ ...charge, nonce: redirect.nonce ?? '' }, redirect.id, inputDigest)
          : transactions.record(
              outcomeForAmount(input.amountCents),
              { ...charge, inputDigest },
              {
                kind: redirect.kind === 'pp' ? 'paypal' : 'crypto',
                cardType: redirect.kind === 'pp' ? 'PayPal' : 'Crypto',
                lastFour: '',
                redirectId: redirect.id,
              },
            );
      // A refusal before any transaction (an expired nonce) leaves the capture open.
      if (keys.verdict(input.idempotencyKey, inputDigest).kind === 'repeat')
        redirect.captured = result;
      return result;
    },

    /**
     * The transaction a key made (the latest, if a capture and its charge share one). A redirect
     * capture carries no order ref of its own: it answers under `orderRef`, the one asked about.
     */
    findCharge(idempotencyKey: string, orderRef = ''): ChargeLookup {
      return transactions.find(idempotencyKey, orderRef);
    },

    /** Braintree's void: an approved, unsettled transaction moves no money. Voiding twice is ok. */
    voidCharge(transactionId: string): VoidResult {
      return transactions.void(transactionId);
    },

    charges(): readonly SandboxCharge[] {
      return transactions.list();
    },
  };
}
