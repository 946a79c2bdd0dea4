/**
 * The PaymentGateway for a brand with Braintree keys: Braintree's public GraphQL API
 * (developer.paypal.com/braintree/graphql/guides/making_api_calls). One POST endpoint per
 * environment, HTTP Basic with the API key pair, a Braintree-Version date header.
 *
 * Idempotency: every charge carries the attempt's request id as `apiRequestKey` (Braintree's
 * at-most-once processing: a repeated key returns the transaction the first request made, in its
 * current state; a repeat while the first is in flight, or with other input, is a VALIDATION error,
 * read by keyConflicts.ts) and the order's number as the transaction's orderId. Sending a key also
 * turns gateway duplicate checking off for the charge: the two are mutually exclusive.
 *
 * What is not here, and why: Braintree has no server-started redirect for PayPal, 3-D Secure or
 * crypto. PayPal runs in the page (braintree-web paypal-checkout, whose approval yields a nonce this
 * adapter then charges), 3-D Secure runs in the page too (braintree-web threeDSecure.verifyCard
 * before the nonce reaches the server, after which Braintree's 3DS rules decide at charge time),
 * and Braintree offers no crypto. So startRedirect and its companions refuse with a clear error,
 * and checkNonce never asks for a redirect.
 */
import { PaymentProviderError } from './errors';
import { DEFAULT_PAYMENT_TIMEOUT_MS, fetchWithin } from './fetchWithin';
import { keyConflictResult, type GraphQlError } from './keyConflicts';
import type {
  ChargeLookup,
  ChargeResult,
  NonceCheck,
  PaymentGateway,
  VaultResult,
  VoidResult,
} from './types';

export const BRAINTREE_ENDPOINTS = {
  sandbox: 'https://payments.sandbox.braintree-api.com/graphql',
  production: 'https://payments.braintree-api.com/graphql',
} as const;

/** The API version this adapter was written against (the Braintree-Version header). */
export const BRAINTREE_VERSION = '2019-01-01';

export type BraintreeCredentials = {
  environment: keyof typeof BRAINTREE_ENDPOINTS;
  publicKey: string;
  privateKey: string;
};

/** The environment a tokenization key belongs to: 'sandbox_…' or 'production_…'. */
export function environmentOfKey(tokenizationKey: string): BraintreeCredentials['environment'] {
  return tokenizationKey.startsWith('production_') ? 'production' : 'sandbox';
}

type GraphQlAnswer<T> = { data?: T | null; errors?: GraphQlError[] };

type StatusEvent = {
  __typename?: string;
  status?: string;
  processorResponse?: { legacyCode?: string | null; message?: string | null } | null;
  gatewayRejectionReason?: string | null;
};

type CardSnapshot = { brandCode?: string | null; last4?: string | null };

type ChargedTransaction = {
  id: string;
  legacyId: string;
  status: string;
  paymentMethodSnapshot?:
    (CardSnapshot & { __typename?: string; creditCard?: CardSnapshot | null }) | null;
  statusHistory?: StatusEvent[] | null;
};

/** The card a transaction was charged to, as its snapshot tells it. */
const CARD_SNAPSHOT = `paymentMethodSnapshot {
        __typename
        ... on CreditCardDetails { brandCode last4 }
        ... on CreditCardTransactionDetails { creditCard { brandCode last4 } }
      }`;

export const CHARGE_PAYMENT_METHOD = `mutation ChargePaymentMethod($input: ChargePaymentMethodInput!) {
  chargePaymentMethod(input: $input) {
    transaction {
      id
      legacyId
      status
      ${CARD_SNAPSHOT}
      statusHistory {
        __typename
        status
        ... on ProcessorDeclinedEvent { processorResponse { legacyCode message } }
        ... on FailedEvent { processorResponse { legacyCode message } }
        ... on GatewayRejectedEvent { gatewayRejectionReason }
      }
    }
  }
}`;

/** A customer to vault cards under (developer.paypal.com/braintree/graphql/guides/customers). */
export const CREATE_CUSTOMER = `mutation CreateCustomer($input: CreateCustomerInput!) {
  createCustomer(input: $input) { customer { id } }
}`;

/**
 * Stores a single-use payment method (the nonce) in the vault as a multi-use one, verifying the
 * card first (developer.paypal.com/braintree/graphql/guides/payment_methods): a failed
 * verification vaults nothing and answers the verification.
 */
export const VAULT_PAYMENT_METHOD = `mutation VaultPaymentMethod($input: VaultPaymentMethodInput!) {
  vaultPaymentMethod(input: $input) {
    paymentMethod {
      id
      customer { id }
      details {
        __typename
        ... on CreditCardDetails { brandCode last4 expirationMonth expirationYear }
      }
    }
    verification {
      status
      processorResponse { legacyCode message }
      gatewayRejectionReason
    }
  }
}`;

type VaultedPaymentMethod = {
  id: string;
  customer?: { id: string } | null;
  details?: {
    __typename?: string;
    brandCode?: string | null;
    last4?: string | null;
    expirationMonth?: string | null;
    expirationYear?: string | null;
  } | null;
};

type VaultVerification = {
  status: string;
  processorResponse?: { legacyCode?: string | null; message?: string | null } | null;
  gatewayRejectionReason?: string | null;
};

export const PAYMENT_METHOD_NODE = `query PaymentMethodNode($id: ID!) {
  node(id: $id) {
    __typename
    ... on PaymentMethod { id usage }
  }
}`;

/**
 * The transactions made for an order (developer.paypal.com/braintree/graphql/guides/search):
 * the reconciler's look, after a crash, at what a placement's charge became. The charge's
 * apiRequestKey cannot be searched; its orderId (the order's number) can.
 */
export const FIND_TRANSACTIONS = `query FindTransactions($input: TransactionSearchInput!) {
  search {
    transactions(input: $input) {
      edges {
        node {
          id
          legacyId
          status
          orderId
          amount { value currencyCode }
          ${CARD_SNAPSHOT}
        }
      }
    }
  }
}`;

/** The global id reverseTransaction takes, from the legacy id a charge answers. */
export const ID_FROM_LEGACY_ID = `query IdFromLegacyId($legacyId: ID!) {
  idFromLegacyId(legacyId: $legacyId, type: TRANSACTION)
}`;

/** Voids an unsettled transaction, refunds a settled one in full. */
export const REVERSE_TRANSACTION = `mutation ReverseTransaction($input: ReverseTransactionInput!) {
  reverseTransaction(input: $input) {
    reversal {
      __typename
      ... on Transaction { id status }
      ... on Refund { id status }
    }
  }
}`;

type FoundTransaction = {
  legacyId: string;
  status: string;
  orderId?: string | null;
  amount?: { value: string } | null;
  paymentMethodSnapshot?: ChargedTransaction['paymentMethodSnapshot'];
};

/** Statuses of a charge that moved, or will move, the customer's money. */
const APPROVED_STATUSES = new Set([
  'AUTHORIZING',
  'AUTHORIZED',
  'SUBMITTED_FOR_SETTLEMENT',
  'SETTLING',
  'SETTLEMENT_PENDING',
  'SETTLEMENT_CONFIRMED',
  'SETTLED',
]);

/** CreditCardBrandCode → the card type names the page and the sandbox use. */
const BRANDS: Record<string, string> = {
  VISA: 'Visa',
  MASTERCARD: 'MasterCard',
  AMERICAN_EXPRESS: 'American Express',
  DISCOVER: 'Discover',
  JCB: 'JCB',
  UNION_PAY: 'UnionPay',
};

const REFUSED_STATUSES = new Set(['PROCESSOR_DECLINED', 'FAILED', 'GATEWAY_REJECTED']);

/** Cents as Braintree's Amount scalar: a decimal string with two places. */
export const amountOf = (cents: number) => (cents / 100).toFixed(2);

/** Braintree's Amount scalar as cents. */
const centsOf = (amount: string) => Math.round(Number(amount) * 100);

function cardOf(snapshot: ChargedTransaction['paymentMethodSnapshot']) {
  const card = snapshot?.creditCard ?? snapshot;
  const brand = card?.brandCode ?? '';
  return {
    cardType: BRANDS[brand] ?? (brand || (snapshot?.__typename ?? '')),
    lastFour: card?.last4 ?? '',
  };
}

/** A live charge first (there should be one at most), then a voided one, then a refusal. */
function lookupOf(found: readonly FoundTransaction[]): ChargeLookup {
  const approved = found.find((t) => APPROVED_STATUSES.has(t.status));
  if (approved) {
    return {
      state: 'approved',
      transactionId: approved.legacyId,
      amountCents: centsOf(approved.amount?.value ?? '0'),
      orderRef: approved.orderId ?? '',
      ...cardOf(approved.paymentMethodSnapshot),
    };
  }
  if (found.some((t) => t.status === 'VOIDED')) return { state: 'voided' };
  return found.length > 0 ? { state: 'declined' } : { state: 'none' };
}

function refusalOf(transaction: ChargedTransaction): string {
  const event = [...(transaction.statusHistory ?? [])]
    .reverse()
    .find((e) => e.status === transaction.status);
  if (transaction.status === 'GATEWAY_REJECTED') {
    return `Gateway Rejected: ${(event?.gatewayRejectionReason ?? 'unknown').toLowerCase()}`;
  }
  const message = event?.processorResponse?.message ?? 'Processor Declined';
  return transaction.status === 'PROCESSOR_DECLINED' ? `Processor Declined: ${message}` : message;
}

export function createBraintreeGateway(
  credentials: BraintreeCredentials,
  fetchFn: typeof fetch = fetch,
  /** timeoutMs: how long one call may wait for Braintree (PAYMENT_TIMEOUT_MS); 15 s by default. */
  options: { timeoutMs?: number } = {},
): PaymentGateway {
  const endpoint = BRAINTREE_ENDPOINTS[credentials.environment];
  const timeoutMs = options.timeoutMs ?? DEFAULT_PAYMENT_TIMEOUT_MS;
  const authorization = `Basic ${Buffer.from(`${credentials.publicKey}:${credentials.privateKey}`).toString('base64')}`;

  /** Validation errors are the customer's refusal; anything else is Braintree failing (thrown). */
  async function graphql<T>(
    query: string,
    variables: object,
  ): Promise<{ ok: true; data: T } | { ok: false; message: string; error: GraphQlError }> {
    const response = await fetchWithin(
      fetchFn,
      endpoint,
      {
        method: 'POST',
        headers: {
          authorization,
          'braintree-version': BRAINTREE_VERSION,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify({ query, variables }),
      },
      timeoutMs,
      'Braintree',
    );
    const answer = response.json as GraphQlAnswer<T> | null;
    const error = answer?.errors?.[0];
    if (error && error.extensions?.errorClass === 'VALIDATION')
      return { ok: false, message: error.message, error };
    if (!response.ok || !answer?.data || error) {
      throw new PaymentProviderError(
        `Braintree answered ${response.status}: ${error?.message ?? 'no data'}`,
      );
    }
    return { ok: true, data: answer.data };
  }

  const noRedirects = (): never => {
    throw new PaymentProviderError(
      'Braintree has no server-started redirect payments: PayPal and 3-D Secure run in the page with braintree-web',
    );
  };

  return {
    async checkNonce(nonce): Promise<NonceCheck> {
      const answer = await graphql<{ node: { __typename: string; usage?: string } | null }>(
        PAYMENT_METHOD_NODE,
        {
          id: nonce,
        },
      );
      if (!answer.ok) return { ok: false, message: answer.message };
      if (!answer.data.node)
        return { ok: false, message: 'Unknown or expired payment_method_nonce.' };
      return answer.data.node.usage === 'MULTI_USE'
        ? { ok: true, needsThreeDSecure: false, multiUse: true }
        : { ok: true, needsThreeDSecure: false };
    },

    async vault(input): Promise<VaultResult> {
      let customerId = input.customerId;
      if (customerId === '') {
        const created = await graphql<{ createCustomer: { customer: { id: string } } }>(
          CREATE_CUSTOMER,
          { input: { customer: input.email ? { email: input.email } : {} } },
        );
        if (!created.ok) return { ok: false, message: created.message };
        customerId = created.data.createCustomer.customer.id;
      }
      const answer = await graphql<{
        vaultPaymentMethod: {
          paymentMethod: VaultedPaymentMethod | null;
          verification: VaultVerification | null;
        };
      }>(VAULT_PAYMENT_METHOD, {
        // Verified before it is kept (Braintree's default, said aloud): a card that fails
        // verification is not vaulted, which is what Add card and Save card rely on.
        input: { paymentMethodId: input.nonce, customerId, verification: { skip: false } },
      });
      if (!answer.ok) return { ok: false, message: answer.message };
      const { paymentMethod, verification } = answer.data.vaultPaymentMethod;
      if (!paymentMethod || (verification && verification.status !== 'VERIFIED')) {
        if (verification?.status === 'GATEWAY_REJECTED')
          return {
            ok: false,
            message: `Gateway Rejected: ${(verification.gatewayRejectionReason ?? 'unknown').toLowerCase()}`,
          };
        const message = verification?.processorResponse?.message ?? 'Card verification failed';
        return { ok: false, message: `Processor Declined: ${message}` };
      }
      const details = paymentMethod.details;
      const brand = details?.brandCode ?? '';
      return {
        ok: true,
        token: paymentMethod.id,
        customerId: paymentMethod.customer?.id ?? customerId,
        cardType: BRANDS[brand] ?? brand,
        lastFour: details?.last4 ?? '',
        expiryMonth: Number(details?.expirationMonth ?? 0),
        expiryYear: Number(details?.expirationYear ?? 0),
      };
    },

    async charge(input): Promise<ChargeResult> {
      const answer = await graphql<{ chargePaymentMethod: { transaction: ChargedTransaction } }>(
        CHARGE_PAYMENT_METHOD,
        {
          input: {
            paymentMethodId: input.nonce,
            apiRequestKey: input.idempotencyKey,
            transaction: { amount: amountOf(input.amountCents), orderId: input.orderRef },
          },
        },
      );
      if (!answer.ok)
        return keyConflictResult(answer.error) ?? { ok: false, message: answer.message };
      const { transaction } = answer.data.chargePaymentMethod;
      if (REFUSED_STATUSES.has(transaction.status))
        return { ok: false, message: refusalOf(transaction) };
      // A repeated key answers its transaction as it stands now: voided since, it holds nothing.
      if (transaction.status === 'VOIDED')
        return { ok: false, message: 'Transaction has been voided.', voided: true };
      return {
        ok: true,
        transactionId: transaction.legacyId,
        ...cardOf(transaction.paymentMethodSnapshot),
      };
    },

    async findCharge(input): Promise<ChargeLookup> {
      const answer = await graphql<{
        search: { transactions: { edges: Array<{ node: FoundTransaction | null }> | null } };
      }>(FIND_TRANSACTIONS, { input: { orderId: { is: input.orderRef } } });
      if (!answer.ok)
        throw new PaymentProviderError(`Braintree refused the search: ${answer.message}`);
      const edges = answer.data.search.transactions.edges ?? [];
      return lookupOf(edges.flatMap((edge) => (edge.node ? [edge.node] : [])));
    },

    async voidCharge(input): Promise<VoidResult> {
      const id = await graphql<{ idFromLegacyId: string }>(ID_FROM_LEGACY_ID, {
        legacyId: input.transactionId,
      });
      if (!id.ok) return { ok: false, message: id.message };
      const answer = await graphql<{ reverseTransaction: { reversal: object | null } }>(
        REVERSE_TRANSACTION,
        { input: { transactionId: id.data.idFromLegacyId, apiRequestKey: input.idempotencyKey } },
      );
      if (!answer.ok) return { ok: false, message: answer.message };
      return answer.data.reverseTransaction.reversal
        ? { ok: true }
        : { ok: false, message: 'Braintree reversed nothing' };
    },

    startRedirect: async () => noRedirects(),
    redirectState: async () => noRedirects(),
    captureRedirect: async () => noRedirects(),
  };
}
