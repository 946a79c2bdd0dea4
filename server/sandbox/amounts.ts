/**
 * What an amount does in Braintree's sandbox, whatever the card (../shared/payments-sandbox.md):
 * 0.01–1999.99 authorised, 2000.00–2999.99 processor declined with the amount as the response
 * code, 3000.00–3000.99 failed (processor network unavailable), 3001.00–4000.99 authorised,
 * 5001.00 gateway rejected. Braintree's other special amounts are not modelled: they authorise.
 */

export type ChargeOutcome =
  | { status: 'authorized' }
  | { status: 'processor_declined'; code: number; text: string }
  | { status: 'failed'; code: number; text: string }
  | { status: 'gateway_rejected'; reason: string };

/** Braintree's processor response texts for the codes the sandbox amounts produce. */
const PROCESSOR_RESPONSES: Readonly<Record<number, string>> = {
  2000: 'Do Not Honor',
  2001: 'Insufficient Funds',
  2002: 'Limit Exceeded',
  2003: "Cardholder's Activity Limit Exceeded",
  2004: 'Expired Card',
  2005: 'Invalid Credit Card Number',
  2006: 'Invalid Expiration Date',
  2007: 'No Account',
  2008: 'Card Account Length Error',
  2009: 'No Such Issuer',
  2010: 'Card Issuer Declined CVV',
  2011: 'Voice Authorization Required',
  2012: 'Processor Declined - Possible Lost Card',
  2013: 'Processor Declined - Possible Stolen Card',
  2014: 'Processor Declined - Fraud Suspected',
  2015: 'Transaction Not Allowed',
  2046: 'Declined',
  3000: 'Processor Network Unavailable - Try Again',
};

export const processorResponseText = (code: number) =>
  PROCESSOR_RESPONSES[code] ?? 'Processor Declined';

export const DO_NOT_HONOR: ChargeOutcome = {
  status: 'processor_declined',
  code: 2000,
  text: processorResponseText(2000),
};

/** The outcome of charging `amountCents` (a positive whole number of cents). */
export function outcomeForAmount(amountCents: number): ChargeOutcome {
  const dollars = Math.floor(amountCents / 100);
  if (amountCents === 500_100)
    return { status: 'gateway_rejected', reason: 'application_incomplete' };
  if (dollars >= 2000 && dollars <= 2999) {
    return { status: 'processor_declined', code: dollars, text: processorResponseText(dollars) };
  }
  if (dollars === 3000) return { status: 'failed', code: 3000, text: processorResponseText(3000) };
  return { status: 'authorized' };
}

/** What the customer reads when a charge is refused (ChargeResult.message). */
export function refusalMessage(outcome: Exclude<ChargeOutcome, { status: 'authorized' }>): string {
  switch (outcome.status) {
    case 'processor_declined':
      return `Processor Declined: ${outcome.text}`;
    case 'failed':
      return outcome.text;
    case 'gateway_rejected':
      return `Gateway Rejected: ${outcome.reason}`;
  }
}
