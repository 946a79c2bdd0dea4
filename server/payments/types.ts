/**
 * The server's side of payments: what SubmitOrder needs from a card or wallet provider and from the
 * redirect methods (PayPal-type, crypto, 3-D Secure). Two implementations, chosen by brand config
 * (brands/<id>/brand.json providers): the real one speaks Braintree's public API
 * (server/payments/braintree.ts), the sandbox one speaks to server/sandbox/ on its own origin,
 * which behaves like Braintree's test mode (../shared/payments-sandbox.md).
 *
 * Every call that moves money carries an idempotency key (the SubmitOrder request_id): the
 * provider returns the first result for a repeated key, so a retried placement never charges twice.
 */

export type ChargeResult =
  | { ok: true; transactionId: string; cardType: string; lastFour: string }
  /** The processor's refusal, shown to the customer as is (e.g. 'Processor Declined: Insufficient Funds'). */
  | { ok: false; message: string }
  /**
   * The provider refused a repeated idempotency key with a VALIDATION error and made nothing:
   * the first request with the key is still in flight, or it had other input values. The first
   * request's transaction, if any, stands; this answer says nothing about it.
   */
  | { ok: false; message: string; keyConflict: KeyConflict }
  /** A repeated key whose transaction has been voided since: nothing is held on the card now. */
  | { ok: false; message: string; voided: true };

/** Why a provider refused a repeated idempotency key (server/payments/keyConflicts.ts). */
export type KeyConflict = 'in-flight' | 'different-input';

/**
 * What a card nonce needs before it can be charged. cardType, when the provider tells it (e.g.
 * 'American Express', 'Visa'), decides the surcharge: AMEX has its own percent. multiUse: the
 * "nonce" is a vaulted card's multi-use token (Braintree's usage MULTI_USE), which pays only for
 * the member whose saved card it is (server/orders/nonceOwner.ts).
 */
export type NonceCheck =
  | { ok: true; needsThreeDSecure: false; cardType?: string; multiUse?: boolean }
  /** The card needs 3-D Secure: send the customer to redirectUrl first. */
  | { ok: true; needsThreeDSecure: true; cardType?: string; multiUse?: boolean }
  | { ok: false; message: string };

/**
 * A card stored in the provider's vault (Braintree's vaultPaymentMethod): token is the multi-use
 * payment method id, charged later in place of a nonce; customerId the provider's customer it
 * belongs to. The card's type, last four and expiry are what the provider tells about it.
 */
export type VaultResult =
  | {
      ok: true;
      token: string;
      customerId: string;
      cardType: string;
      lastFour: string;
      expiryMonth: number;
      expiryYear: number;
    }
  /** The verification's refusal (e.g. 'Processor Declined: Do Not Honor') or the nonce's. */
  | { ok: false; message: string };

/**
 * A charge looked up by the idempotency key it was made with: the reconciler's question about a
 * pending order left by a crash (ARCHITECTURE.md 'Money'). 'none': the provider never saw the key.
 * orderRef is the charge's; a redirect capture, made without one, answers the orderRef asked about.
 */
export type ChargeLookup =
  | {
      state: 'approved';
      transactionId: string;
      amountCents: number;
      orderRef: string;
      cardType: string;
      lastFour: string;
    }
  | { state: 'declined' | 'voided' | 'none' };

export type VoidResult = { ok: true } | { ok: false; message: string };

/** A redirect payment (PayPal-type, crypto, 3-D Secure) started before placement. */
export type RedirectPayment = { id: string; redirectUrl: string };

export type RedirectState = 'pending' | 'approved' | 'cancelled' | 'failed';

export type PaymentGateway = {
  /** Looks a card or wallet nonce up without charging it. */
  checkNonce(nonce: string): Promise<NonceCheck>;
  /**
   * Verifies a card nonce and stores it in the vault (consuming the nonce), under the provider's
   * customer `customerId`, or a new one for `email` when customerId is ''.
   */
  vault(input: { nonce: string; customerId: string; email: string }): Promise<VaultResult>;
  /** Charges a nonce (card or wallet) or a vaulted token, once per idempotency key. */
  charge(input: {
    nonce: string;
    amountCents: number;
    currencyCode: string;
    idempotencyKey: string;
    orderRef: string;
  }): Promise<ChargeResult>;
  /**
   * Starts a redirect payment: the page at redirectUrl returns the customer to returnUrl with
   * s (pp or 3ds), result (success, cancel, error) and msg (spec 2 §2.2).
   */
  startRedirect(input: {
    kind: 'pp' | 'cb' | '3ds';
    amountCents: number;
    currencyCode: string;
    returnUrl: string;
    /** 3-D Secure: the card nonce being authenticated. */
    nonce?: string;
  }): Promise<RedirectPayment>;
  /** Where a redirect payment stands, asked server to server before placing. */
  redirectState(id: string): Promise<RedirectState>;
  /** The charge (or redirect capture) made with this idempotency key, if any, and its state. */
  findCharge(input: { idempotencyKey: string; orderRef: string }): Promise<ChargeLookup>;
  /** Voids (reverses) an approved charge that no order will record. Voiding twice is ok. */
  voidCharge(input: { transactionId: string; idempotencyKey: string }): Promise<VoidResult>;
  /** Captures an approved redirect payment once per idempotency key. */
  captureRedirect(input: {
    id: string;
    amountCents: number;
    idempotencyKey: string;
  }): Promise<ChargeResult>;
};
