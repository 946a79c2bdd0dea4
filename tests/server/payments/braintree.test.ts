/** server/payments/braintree.ts: the GraphQL requests it builds and how it reads Braintree's answers. */
import { describe, expect, it } from 'vitest';
import {
  BRAINTREE_ENDPOINTS,
  BRAINTREE_VERSION,
  CHARGE_PAYMENT_METHOD,
  CREATE_CUSTOMER,
  createBraintreeGateway,
  FIND_TRANSACTIONS,
  ID_FROM_LEGACY_ID,
  REVERSE_TRANSACTION,
  VAULT_PAYMENT_METHOD,
  environmentOfKey,
} from '../../../server/payments/braintree';
import { PaymentProviderError } from '../../../server/payments/sandboxGateway';

type Sent = {
  url: string;
  headers: Record<string, string>;
  body: { query: string; variables: Record<string, unknown> };
};

/** A fetch that records each request and answers the next scripted reply. */
function scripted(...replies: Array<{ status?: number; json: unknown }>) {
  const sent: Sent[] = [];
  const fetchFn: typeof fetch = async (input, init) => {
    sent.push({
      url: String(input),
      headers: init?.headers as Record<string, string>,
      body: JSON.parse(String(init?.body)),
    });
    const reply = replies.shift();
    if (!reply) throw new Error('no scripted reply left');
    return new Response(JSON.stringify(reply.json), { status: reply.status ?? 200 });
  };
  return { sent, fetchFn };
}

const CREDENTIALS = {
  environment: 'sandbox',
  publicKey: 'v4ndq314c2s5c28r',
  privateKey: 'secret',
} as const;
const CHARGE = {
  nonce: 'tokencc_abc',
  amountCents: 1234,
  currencyCode: 'AUD',
  idempotencyKey: 'req-7',
  orderRef: 'order-42',
};

const transaction = (status: string, extra: object = {}) => ({
  data: {
    chargePaymentMethod: {
      transaction: { id: 'dHJhbnNhY3Rpb25fYWJj', legacyId: 'abc123', status, ...extra },
    },
  },
});

describe('the Braintree gateway', () => {
  it('charges with chargePaymentMethod: Basic auth, Braintree-Version, apiRequestKey and orderId', async () => {
    const { sent, fetchFn } = scripted({
      json: transaction('SUBMITTED_FOR_SETTLEMENT', {
        paymentMethodSnapshot: {
          __typename: 'CreditCardDetails',
          brandCode: 'VISA',
          last4: '1111',
        },
      }),
    });
    const result = await createBraintreeGateway(CREDENTIALS, fetchFn).charge(CHARGE);

    expect(result).toEqual({
      ok: true,
      transactionId: 'abc123',
      cardType: 'Visa',
      lastFour: '1111',
    });
    expect(sent).toHaveLength(1);
    const [request] = sent;
    expect(request!.url).toBe('https://payments.sandbox.braintree-api.com/graphql');
    expect(request!.headers).toMatchObject({
      authorization: `Basic ${Buffer.from('v4ndq314c2s5c28r:secret').toString('base64')}`,
      'braintree-version': BRAINTREE_VERSION,
      'content-type': 'application/json',
    });
    expect(request!.body.query).toBe(CHARGE_PAYMENT_METHOD);
    expect(request!.body.variables).toEqual({
      input: {
        paymentMethodId: 'tokencc_abc',
        apiRequestKey: 'req-7',
        transaction: { amount: '12.34', orderId: 'order-42' },
      },
    });
  });

  it('reads a card inside a transaction snapshot', async () => {
    const { fetchFn } = scripted({
      json: transaction('SUBMITTED_FOR_SETTLEMENT', {
        paymentMethodSnapshot: {
          __typename: 'CreditCardTransactionDetails',
          creditCard: { brandCode: 'MASTERCARD', last4: '4444' },
        },
      }),
    });
    expect(await createBraintreeGateway(CREDENTIALS, fetchFn).charge(CHARGE)).toMatchObject({
      cardType: 'MasterCard',
      lastFour: '4444',
    });
  });

  it('uses the production endpoint for production credentials', async () => {
    const { sent, fetchFn } = scripted({ json: transaction('SUBMITTED_FOR_SETTLEMENT') });
    await createBraintreeGateway({ ...CREDENTIALS, environment: 'production' }, fetchFn).charge(
      CHARGE,
    );
    expect(sent[0]!.url).toBe(BRAINTREE_ENDPOINTS.production);
  });

  it.each([
    [
      'a processor decline',
      transaction('PROCESSOR_DECLINED', {
        statusHistory: [
          { __typename: 'AuthorizingEvent', status: 'AUTHORIZING' },
          {
            __typename: 'ProcessorDeclinedEvent',
            status: 'PROCESSOR_DECLINED',
            processorResponse: { legacyCode: '2001', message: 'Insufficient Funds' },
          },
        ],
      }),
      'Processor Declined: Insufficient Funds',
    ],
    [
      'a gateway rejection',
      transaction('GATEWAY_REJECTED', {
        statusHistory: [{ status: 'GATEWAY_REJECTED', gatewayRejectionReason: 'FRAUD' }],
      }),
      'Gateway Rejected: fraud',
    ],
    [
      'a failure',
      transaction('FAILED', {
        statusHistory: [
          {
            status: 'FAILED',
            processorResponse: {
              legacyCode: '3000',
              message: 'Processor Network Unavailable - Try Again',
            },
          },
        ],
      }),
      'Processor Network Unavailable - Try Again',
    ],
    [
      'a validation error',
      {
        data: null,
        errors: [
          {
            message: 'Cannot use a payment_method_nonce more than once.',
            extensions: { errorClass: 'VALIDATION' },
          },
        ],
      },
      'Cannot use a payment_method_nonce more than once.',
    ],
  ])('%s is the customer’s refusal', async (_name, json, message) => {
    const { fetchFn } = scripted({ json });
    expect(await createBraintreeGateway(CREDENTIALS, fetchFn).charge(CHARGE)).toEqual({
      ok: false,
      message,
    });
  });

  it.each([
    [
      'a repeat while the first is in flight',
      'A request with this apiRequestKey is still in flight. Repeat it after it has finished.',
      'in-flight',
    ],
    [
      'a repeat with different input values',
      'This apiRequestKey was used with different input values.',
      'different-input',
    ],
  ])(
    '%s is a VALIDATION error on apiRequestKey: a key conflict, not a refusal',
    async (_name, message, keyConflict) => {
      const { fetchFn } = scripted({
        json: {
          data: { chargePaymentMethod: null },
          errors: [
            {
              message,
              path: ['chargePaymentMethod'],
              extensions: { errorClass: 'VALIDATION', inputPath: ['input', 'apiRequestKey'] },
            },
          ],
        },
      });
      expect(await createBraintreeGateway(CREDENTIALS, fetchFn).charge(CHARGE)).toEqual({
        ok: false,
        message,
        keyConflict,
      });
    },
  );

  it('a repeat answering its transaction voided since holds nothing', async () => {
    const { fetchFn } = scripted({ json: transaction('VOIDED') });
    expect(await createBraintreeGateway(CREDENTIALS, fetchFn).charge(CHARGE)).toEqual({
      ok: false,
      message: 'Transaction has been voided.',
      voided: true,
    });
  });

  it.each([
    [
      'an authentication error',
      401,
      {
        errors: [
          { message: 'Authentication failed', extensions: { errorClass: 'AUTHENTICATION' } },
        ],
      },
    ],
    [
      'an internal error',
      200,
      { data: null, errors: [{ message: 'boom', extensions: { errorClass: 'INTERNAL' } }] },
    ],
    ['an unreadable answer', 502, 'bad gateway'],
  ])('%s is thrown (nothing was decided)', async (_name, status, json) => {
    const { fetchFn } = scripted({ status, json });
    await expect(
      createBraintreeGateway(CREDENTIALS, fetchFn).charge(CHARGE),
    ).rejects.toBeInstanceOf(PaymentProviderError);
  });

  it('checks a nonce with a node query', async () => {
    const { sent, fetchFn } = scripted(
      {
        json: {
          data: { node: { __typename: 'PaymentMethod', id: 'tokencc_abc', usage: 'SINGLE_USE' } },
        },
      },
      { json: { data: { node: null } } },
      {
        json: {
          data: {
            node: { __typename: 'PaymentMethod', id: 'cGF5bWVudG1ldGhvZA', usage: 'MULTI_USE' },
          },
        },
      },
    );
    const gateway = createBraintreeGateway(CREDENTIALS, fetchFn);
    expect(await gateway.checkNonce('tokencc_abc')).toEqual({ ok: true, needsThreeDSecure: false });
    expect(sent[0]!.body.variables).toEqual({ id: 'tokencc_abc' });
    expect(await gateway.checkNonce('gone')).toEqual({
      ok: false,
      message: 'Unknown or expired payment_method_nonce.',
    });
    // A vaulted payment method's id is multi-use (foreignVaultToken.test.ts).
    expect(await gateway.checkNonce('cGF5bWVudG1ldGhvZA')).toEqual({
      ok: true,
      needsThreeDSecure: false,
      multiUse: true,
    });
  });

  it('has no server-started redirects', async () => {
    const { fetchFn } = scripted();
    const gateway = createBraintreeGateway(CREDENTIALS, fetchFn);
    await expect(
      gateway.startRedirect({
        kind: 'pp',
        amountCents: 100,
        currencyCode: 'AUD',
        returnUrl: 'http://x/',
      }),
    ).rejects.toBeInstanceOf(PaymentProviderError);
  });

  it.each([
    ['sandbox_g42y39zw_348pk9cgf3bgyw2b', 'sandbox'],
    ['production_t2wns2y2_dfy45jdj3dxkmz5m', 'production'],
  ])('key %s → %s', (key, environment) => {
    expect(environmentOfKey(key)).toBe(environment);
  });
});

describe('the Braintree vault', () => {
  const vaulted = (verification: object | null, paymentMethod: object | null) => ({
    json: { data: { vaultPaymentMethod: { paymentMethod, verification } } },
  });
  const CARD = {
    id: 'cGF5bWVudG1ldGhvZF9jY18xMjM',
    customer: { id: 'Y3VzdG9tZXJfNDU2' },
    details: {
      __typename: 'CreditCardDetails',
      brandCode: 'MASTERCARD',
      last4: '4444',
      expirationMonth: '07',
      expirationYear: '2031',
    },
  };

  it('creates a customer for a first card, then vaults the nonce under it (verified)', async () => {
    const { sent, fetchFn } = scripted(
      { json: { data: { createCustomer: { customer: { id: 'Y3VzdG9tZXJfNDU2' } } } } },
      vaulted({ status: 'VERIFIED' }, CARD),
    );
    const result = await createBraintreeGateway(CREDENTIALS, fetchFn).vault({
      nonce: 'tokencc_abc',
      customerId: '',
      email: 'ada@example.com',
    });
    expect(result).toEqual({
      ok: true,
      token: 'cGF5bWVudG1ldGhvZF9jY18xMjM',
      customerId: 'Y3VzdG9tZXJfNDU2',
      cardType: 'MasterCard',
      lastFour: '4444',
      expiryMonth: 7,
      expiryYear: 2031,
    });
    expect(sent.map((request) => request.body.query)).toEqual([
      CREATE_CUSTOMER,
      VAULT_PAYMENT_METHOD,
    ]);
    expect(sent[0]!.body.variables).toEqual({
      input: { customer: { email: 'ada@example.com' } },
    });
    expect(sent[1]!.body.variables).toEqual({
      input: {
        paymentMethodId: 'tokencc_abc',
        customerId: 'Y3VzdG9tZXJfNDU2',
        verification: { skip: false },
      },
    });
  });

  it('vaults a later card under the known customer, without creating one', async () => {
    const { sent, fetchFn } = scripted(vaulted({ status: 'VERIFIED' }, CARD));
    await createBraintreeGateway(CREDENTIALS, fetchFn).vault({
      nonce: 'tokencc_def',
      customerId: 'Y3VzdG9tZXJfNDU2',
      email: '',
    });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body.query).toBe(VAULT_PAYMENT_METHOD);
  });

  it.each([
    [
      'a declined verification',
      {
        status: 'PROCESSOR_DECLINED',
        processorResponse: { legacyCode: '2000', message: 'Do Not Honor' },
      },
      'Processor Declined: Do Not Honor',
    ],
    [
      'a gateway rejection',
      { status: 'GATEWAY_REJECTED', gatewayRejectionReason: 'CVV' },
      'Gateway Rejected: cvv',
    ],
  ])('answers %s as a refusal, vaulting nothing', async (_why, verification, message) => {
    const { fetchFn } = scripted(vaulted(verification, null));
    expect(
      await createBraintreeGateway(CREDENTIALS, fetchFn).vault({
        nonce: 'tokencc_abc',
        customerId: 'Y3VzdG9tZXJfNDU2',
        email: '',
      }),
    ).toEqual({ ok: false, message });
  });
});

describe('the Braintree gateway for the reconciler and the finaliser', () => {
  const found = (...nodes: object[]) => ({
    json: { data: { search: { transactions: { edges: nodes.map((node) => ({ node })) } } } },
  });
  const node = (status: string, legacyId = 'abc123') => ({
    id: `dHJhbnNhY3Rpb25f${legacyId}`,
    legacyId,
    status,
    orderId: '00039',
    amount: { value: '25.88', currencyCode: 'AUD' },
    paymentMethodSnapshot: {
      __typename: 'CreditCardDetails',
      brandCode: 'AMERICAN_EXPRESS',
      last4: '0005',
    },
  });
  const LOOKUP = { idempotencyKey: 'req-7', orderRef: '00039' };

  it('finds the charge by a transaction search on orderId', async () => {
    const { sent, fetchFn } = scripted(found(node('SUBMITTED_FOR_SETTLEMENT')));
    expect(await createBraintreeGateway(CREDENTIALS, fetchFn).findCharge(LOOKUP)).toEqual({
      state: 'approved',
      transactionId: 'abc123',
      amountCents: 2588,
      orderRef: '00039',
      cardType: 'American Express',
      lastFour: '0005',
    });
    expect(sent[0]!.body.query).toBe(FIND_TRANSACTIONS);
    expect(sent[0]!.body.query).toContain('search {');
    expect(sent[0]!.body.query).toContain('transactions(input: $input)');
    expect(sent[0]!.body.variables).toEqual({ input: { orderId: { is: '00039' } } });
  });

  it.each([
    ['AUTHORIZED', 'approved'],
    ['SETTLING', 'approved'],
    ['SETTLED', 'approved'],
    ['SETTLEMENT_PENDING', 'approved'],
    ['VOIDED', 'voided'],
    ['PROCESSOR_DECLINED', 'declined'],
    ['GATEWAY_REJECTED', 'declined'],
    ['FAILED', 'declined'],
    ['AUTHORIZATION_EXPIRED', 'declined'],
  ])('a transaction %s → %s', async (status, state) => {
    const { fetchFn } = scripted(found(node(status)));
    expect(await createBraintreeGateway(CREDENTIALS, fetchFn).findCharge(LOOKUP)).toMatchObject({
      state,
    });
  });

  it('none when the search finds nothing; a live charge wins over a voided or declined one', async () => {
    const { fetchFn } = scripted(
      found(),
      found(node('PROCESSOR_DECLINED', 'a'), node('VOIDED', 'b'), node('SETTLED', 'c')),
      found(node('PROCESSOR_DECLINED', 'a'), node('VOIDED', 'b')),
    );
    const gateway = createBraintreeGateway(CREDENTIALS, fetchFn);
    expect(await gateway.findCharge(LOOKUP)).toEqual({ state: 'none' });
    expect(await gateway.findCharge(LOOKUP)).toMatchObject({
      state: 'approved',
      transactionId: 'c',
    });
    expect(await gateway.findCharge(LOOKUP)).toEqual({ state: 'voided' });
  });

  it('voids with reverseTransaction under the global id, once per apiRequestKey', async () => {
    const { sent, fetchFn } = scripted(
      { json: { data: { idFromLegacyId: 'dHJhbnNhY3Rpb25fYWJjMTIz' } } },
      {
        json: {
          data: {
            reverseTransaction: {
              reversal: {
                __typename: 'Transaction',
                id: 'dHJhbnNhY3Rpb25fYWJjMTIz',
                status: 'VOIDED',
              },
            },
          },
        },
      },
    );
    expect(
      await createBraintreeGateway(CREDENTIALS, fetchFn).voidCharge({
        transactionId: 'abc123',
        idempotencyKey: 'req-7:void',
      }),
    ).toEqual({ ok: true });
    expect(sent.map((request) => request.body.query)).toEqual([
      ID_FROM_LEGACY_ID,
      REVERSE_TRANSACTION,
    ]);
    expect(sent[0]!.body.variables).toEqual({ legacyId: 'abc123' });
    expect(sent[1]!.body.variables).toEqual({
      input: { transactionId: 'dHJhbnNhY3Rpb25fYWJjMTIz', apiRequestKey: 'req-7:void' },
    });
  });

  it('a settled charge is refunded by the same reversal; a refused reversal is its message', async () => {
    const legacy = { json: { data: { idFromLegacyId: 'dHJhbnNhY3Rpb25fYWJjMTIz' } } };
    const { fetchFn } = scripted(
      legacy,
      {
        json: {
          data: {
            reverseTransaction: {
              reversal: {
                __typename: 'Refund',
                id: 'cmVmdW5kXzE',
                status: 'SUBMITTED_FOR_SETTLEMENT',
              },
            },
          },
        },
      },
      legacy,
      {
        json: {
          data: null,
          errors: [
            {
              message: 'Transaction has already been fully refunded.',
              extensions: { errorClass: 'VALIDATION' },
            },
          ],
        },
      },
    );
    const gateway = createBraintreeGateway(CREDENTIALS, fetchFn);
    const voiding = { transactionId: 'abc123', idempotencyKey: 'req-7:void' };
    expect(await gateway.voidCharge(voiding)).toEqual({ ok: true });
    expect(await gateway.voidCharge(voiding)).toEqual({
      ok: false,
      message: 'Transaction has already been fully refunded.',
    });
  });
});
