/**
 * An in-memory PaymentGateway for the server suites, recording every call. It follows the payment
 * sandbox's rules (../shared/payments-sandbox.md), as Braintree's test mode does: the amount decides
 * (2000.00–2999.99 declined with the amount as the processor code, 3000.xx network failure, 5001.00
 * gateway rejected), the documented fake nonces (valid, processor-declined, luhn-invalid, consumed,
 * wallets, 3-D Secure), which like Braintree's fixed test nonces may be used again, and a repeated
 * idempotency key returns the first result as it stands now (voided since: voided), while the same
 * key with other input is refused as the sandbox refuses it (a key conflict). Redirect payments
 * stay pending until a test approves, cancels or fails them.
 */
import type {
  ChargeLookup,
  ChargeResult,
  NonceCheck,
  PaymentGateway,
  RedirectPayment,
  RedirectState,
  VaultResult,
} from '../../server/payments/types';
import { PaymentProviderError } from '../../server/payments/errors';
import { REQUEST_KEY_MESSAGES } from '../../server/sandbox/requestKeys';

export type RecordedCharge = {
  nonce: string;
  amountCents: number;
  idempotencyKey: string;
  orderRef: string;
  result: ChargeResult;
  /** Set by voidCharge: the charge no longer moves money. */
  voided?: boolean;
};

export type RecordedRedirect = {
  id: string;
  kind: 'pp' | 'cb' | '3ds';
  amountCents: number;
  returnUrl: string;
  nonce?: string;
  state: RedirectState;
  captures: { idempotencyKey: string; result: ChargeResult; voided?: boolean }[];
};

export type PaymentDouble = PaymentGateway & {
  charges: RecordedCharge[];
  redirects: Map<string, RecordedRedirect>;
  /** Successful money movements (charges and captures, not voided), once per idempotency key. */
  approvedCount(): number;
  setRedirectState(id: string, state: RedirectState): void;
  /** Every nonce looked up, in order. */
  checkNonceCalls: string[];
  /** Cards vaulted: token → the nonce it came from and the customer it is under. */
  vaulted: Map<string, { nonce: string; customerId: string; email: string }>;
  /** Every void (or refund) asked for, in order, including those answered as unreachable. */
  voids: { transactionId: string; idempotencyKey: string }[];
  /** The next `count` voids throw as a provider out of reach does, and void nothing. */
  voidsUnreachable(count: number): void;
};

const CARDS: Readonly<Record<string, { type: string; lastFour: string }>> = {
  visa: { type: 'Visa', lastFour: '1111' },
  mastercard: { type: 'MasterCard', lastFour: '4444' },
  amex: { type: 'American Express', lastFour: '0005' },
};

/** The card a fake nonce stands for. */
function cardOf(nonce: string): { type: string; lastFour: string } {
  if (nonce.includes('amex')) return CARDS.amex ?? { type: '', lastFour: '' };
  if (nonce.includes('mastercard')) return CARDS.mastercard ?? { type: '', lastFour: '' };
  return CARDS.visa ?? { type: '', lastFour: '' };
}

const REFUSED: Readonly<Record<string, string>> = {
  'fake-luhn-invalid-nonce': 'Credit card number is invalid.',
  'fake-consumed-nonce': 'Cannot use a payment_method_nonce more than once.',
  'fake-gateway-rejected-fraud-nonce': 'Gateway Rejected: fraud',
  'fake-three-d-secure-visa-failed-authentication-nonce': 'Gateway Rejected: three_d_secure',
};

const KNOWN = /^fake-(valid|processor-declined|apple-pay|android-pay|paypal|three-d-secure)/;

/** Processor responses for the 2000–2999 range (a few of Braintree's). */
const DECLINES: Readonly<Record<number, string>> = {
  2000: 'Do Not Honor',
  2001: 'Insufficient Funds',
  2002: 'Limit Exceeded',
  2010: 'Card Issuer Declined CVV',
};

/** What the processor says to an amount (payments-sandbox.md). */
function byAmount(cents: number): { ok: true } | { ok: false; message: string } {
  if (cents >= 200000 && cents <= 299999) {
    const code = Math.floor(cents / 100);
    return { ok: false, message: `Processor Declined: ${DECLINES[code] ?? `Declined (${code})`}` };
  }
  if (cents >= 300000 && cents <= 300099)
    return { ok: false, message: 'Processor Declined: Processor Network Unavailable - Try Again' };
  if (cents === 500100) return { ok: false, message: 'Gateway Rejected: application_incomplete' };
  return { ok: true };
}

export function createPaymentDouble(): PaymentDouble {
  const charges: RecordedCharge[] = [];
  const redirects = new Map<string, RecordedRedirect>();
  const byKey = new Map<string, ChargeResult>();
  const checkNonceCalls: string[] = [];
  const vaulted = new Map<string, { nonce: string; customerId: string; email: string }>();
  const voids: { transactionId: string; idempotencyKey: string }[] = [];
  let unreachableVoids = 0;
  let next = 1;

  const check = (token: string): NonceCheck => {
    // A vaulted token stands for the card its nonce was.
    const nonce = vaulted.get(token)?.nonce ?? token;
    const refused = REFUSED[nonce];
    if (refused) return { ok: false, message: refused };
    if (!KNOWN.test(nonce))
      return { ok: false, message: 'Unknown or expired payment_method_nonce.' };
    const cardType = cardOf(nonce).type;
    // A vaulted token is multi-use, as Braintree's node query tells (usage MULTI_USE).
    const multiUse = vaulted.has(token) ? { multiUse: true } : {};
    return nonce.startsWith('fake-three-d-secure-')
      ? { ok: true, needsThreeDSecure: true, cardType, ...multiUse }
      : { ok: true, needsThreeDSecure: false, cardType, ...multiUse };
  };

  return {
    charges,
    redirects,
    checkNonceCalls,
    vaulted,
    voids,
    voidsUnreachable(count) {
      unreachableVoids = count;
    },

    async vault(input): Promise<VaultResult> {
      const checked = check(input.nonce);
      if (!checked.ok) return checked;
      if (input.nonce.startsWith('fake-processor-declined'))
        return { ok: false, message: 'Processor Declined: Do Not Honor' };
      const token = `token-${next++}`;
      const customerId = input.customerId || `customer-${next++}`;
      vaulted.set(token, { nonce: input.nonce, customerId, email: input.email });
      const card = cardOf(input.nonce);
      return {
        ok: true,
        token,
        customerId,
        cardType: card.type,
        lastFour: card.lastFour,
        expiryMonth: 12,
        expiryYear: 2030,
      };
    },
    approvedCount: () =>
      charges.filter((charge) => charge.result.ok && !charge.voided).length +
      [...redirects.values()].reduce(
        (sum, redirect) =>
          sum + redirect.captures.filter((capture) => capture.result.ok && !capture.voided).length,
        0,
      ),
    setRedirectState: (id, state) => {
      const redirect = redirects.get(id);
      if (!redirect) throw new Error(`no redirect ${id}`);
      redirect.state = state;
    },

    async checkNonce(nonce) {
      checkNonceCalls.push(nonce);
      return check(nonce);
    },

    async charge(input) {
      const first = byKey.get(input.idempotencyKey);
      if (first) {
        const made = charges.find((c) => c.idempotencyKey === input.idempotencyKey);
        const sameInput =
          made?.nonce === input.nonce &&
          made.amountCents === input.amountCents &&
          made.orderRef === input.orderRef;
        if (!sameInput)
          return {
            ok: false,
            message: REQUEST_KEY_MESSAGES.differentInput,
            keyConflict: 'different-input',
          };
        if (made.voided)
          return { ok: false, message: 'Transaction has been voided.', voided: true };
        return first;
      }
      const checked = check(input.nonce);
      const nonce = vaulted.get(input.nonce)?.nonce ?? input.nonce;
      let result: ChargeResult;
      if (!checked.ok) result = { ok: false, message: checked.message };
      else if (nonce.startsWith('fake-processor-declined'))
        result = { ok: false, message: 'Processor Declined: Do Not Honor' };
      else {
        const amount = byAmount(input.amountCents);
        const card = cardOf(nonce);
        result = amount.ok
          ? {
              ok: true,
              transactionId: `txn-${next++}`,
              cardType: card.type,
              lastFour: card.lastFour,
            }
          : amount;
      }
      byKey.set(input.idempotencyKey, result);
      charges.push({ ...input, result });
      return result;
    },

    async findCharge(input): Promise<ChargeLookup> {
      const charge = charges.findLast((c) => c.idempotencyKey === input.idempotencyKey);
      if (!charge) {
        for (const redirect of redirects.values()) {
          const capture = redirect.captures.find((c) => c.idempotencyKey === input.idempotencyKey);
          if (!capture) continue;
          if (capture.voided) return { state: 'voided' };
          if (!capture.result.ok) return { state: 'declined' };
          const { transactionId, cardType, lastFour } = capture.result;
          // A capture carries no order ref: it answers under the one asked about, as the sandbox.
          const { orderRef } = input;
          const { amountCents } = redirect;
          return { state: 'approved', transactionId, amountCents, orderRef, cardType, lastFour };
        }
        return { state: 'none' };
      }
      if (charge.voided) return { state: 'voided' };
      if (!charge.result.ok) return { state: 'declined' };
      const { transactionId, cardType, lastFour } = charge.result;
      const { amountCents, orderRef } = charge;
      return { state: 'approved', transactionId, amountCents, orderRef, cardType, lastFour };
    },

    async voidCharge(input) {
      voids.push({ transactionId: input.transactionId, idempotencyKey: input.idempotencyKey });
      if (unreachableVoids > 0) {
        unreachableVoids -= 1;
        throw new PaymentProviderError('The payment provider did not answer');
      }
      const made = (result: ChargeResult) =>
        result.ok && result.transactionId === input.transactionId;
      const charge =
        charges.find((c) => made(c.result)) ??
        [...redirects.values()].flatMap((r) => r.captures).find((c) => made(c.result));
      if (!charge) return { ok: false, message: 'Transaction not found.' };
      charge.voided = true;
      return { ok: true };
    },

    async startRedirect(input): Promise<RedirectPayment> {
      const id = `redirect-${next++}`;
      redirects.set(id, { id, ...input, state: 'pending', captures: [] });
      return { id, redirectUrl: `https://sandbox.test/${input.kind}/${id}` };
    },

    async redirectState(id) {
      return redirects.get(id)?.state ?? 'failed';
    },

    async captureRedirect(input) {
      const redirect = redirects.get(input.id);
      if (!redirect) return { ok: false, message: 'Unknown payment' };
      const first = redirect.captures.find(
        (capture) => capture.idempotencyKey === input.idempotencyKey,
      );
      if (first) return first.result;
      let result: ChargeResult;
      if (redirect.state !== 'approved') result = { ok: false, message: 'Payment not approved' };
      else if (redirect.captures.some((capture) => capture.result.ok))
        result = { ok: false, message: 'Payment already captured' };
      else {
        const amount = byAmount(input.amountCents);
        const card = redirect.nonce ? cardOf(redirect.nonce) : { type: '', lastFour: '' };
        result = amount.ok
          ? {
              ok: true,
              transactionId: `txn-${next++}`,
              cardType: card.type,
              lastFour: card.lastFour,
            }
          : amount;
      }
      redirect.captures.push({ idempotencyKey: input.idempotencyKey, result });
      return result;
    },
  };
}
