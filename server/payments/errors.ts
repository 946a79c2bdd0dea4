/**
 * A payment provider failing, as opposed to refusing: thrown, so the action answers 503 and
 * changes nothing (refusals are values: server/payments/types.ts).
 */
export class PaymentProviderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}

/**
 * The provider did not answer within the timeout. Whether a charge was made is
 * unknown: the reconciler asks the provider later by the idempotency key.
 */
export class PaymentProviderTimeout extends PaymentProviderError {
  constructor(what: string, timeoutMs: number) {
    super(`${what} did not answer within ${timeoutMs} ms`);
    this.name = 'PaymentProviderTimeout';
  }
}
