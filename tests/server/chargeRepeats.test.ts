/**
 * A placement or top-up repeated while its charge is still at the provider (the client retried
 * after its own timeout): the provider refuses the repeat's key as in flight (Braintree's
 * VALIDATION), and the server must not read that as a decline. The repeat answers the spec's
 * 'Unexpected error: Check your order has not already gone through…' and leaves the attempt
 * pending; the first request's outcome decides, once. A key the provider holds with other input
 * (a bug in our key use) fails as safely: nothing charged again, the attempt left for the
 * reconciler, an error in the log.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { customerBalanceCents } from '../../server/accounts/balance';
import { MESSAGES } from '../../server/protocol/messages';
import { customerSession } from './cartHelpers';
import { submitter, teaCart } from './checkoutHelpers';
import { backends } from './helpers';
import { sandboxSuite } from './sandboxSuite';

describe.each(backends)('a charge repeated while in flight ($name)', (backend) => {
  const suite = sandboxSuite(backend);

  const attemptState = async (requestId: string) =>
    (
      await suite.server.db
        .selectFrom('payment_attempts')
        .select('state')
        .where('request_id', '=', requestId)
        .executeTakeFirstOrThrow()
    ).state;
  const chargesUnder = (key: string) =>
    suite.sandbox.charges().filter((charge) => charge.idempotencyKey === key);
  const logged = (msg: string) => suite.log.filter((line) => line.msg === msg);

  it('a placement: the repeat is told to check, the attempt stays pending, the first places once', async () => {
    const client = await teaCart(suite);
    const submit = submitter(suite, client);
    const requestId = randomUUID();
    const held = suite.holdNextCharge();
    const first = submit.ok('0', {}, requestId);
    await held.arrived;

    expect(await submit.fails('0', {}, requestId)).toBe(MESSAGES.paymentUnsettled);
    expect(await attemptState(requestId)).toBe('pending');
    expect(chargesUnder(requestId)).toEqual([]);
    expect(logged('a repeat met its first charge still in flight; the first decides')).toHaveLength(
      1,
    );

    held.release();
    const placed = await first;
    expect(await attemptState(requestId)).toBe('placed');
    expect(chargesUnder(requestId)).toEqual([
      expect.objectContaining({
        status: 'submitted_for_settlement',
        amountCents: placed.order_total,
      }),
    ]);
    const orders = await suite.server.db
      .selectFrom('orders')
      .select('id')
      .where('request_id', '=', requestId)
      .execute();
    expect(orders).toEqual([{ id: placed.order_id }]);
    // The client's next repeat gets the placement's answer.
    expect(await submit.ok('0', {}, requestId)).toEqual(placed);
  });

  it('a top-up: the repeat is told to check, the first credits once', async () => {
    const member = await customerSession(suite.server);
    const body = {
      request_id: randomUUID(),
      topup_amount: '3000',
      braintree_nonce: 'fake-valid-nonce',
    };
    const held = suite.holdNextCharge();
    const first = suite.server.ok('TopupNewCard', body, { sid: member.sid });
    await held.arrived;

    expect((await suite.server.failure('TopupNewCard', body, { sid: member.sid })).message).toBe(
      MESSAGES.paymentUnsettled,
    );
    expect(await attemptState(body.request_id)).toBe('pending');
    expect(await customerBalanceCents(suite.server.db, member.customerId)).toBe(0);

    held.release();
    expect(await first).toMatchObject({ amount: 3000, balance: 3000 });
    expect(await attemptState(body.request_id)).toBe('placed');
    expect(chargesUnder(body.request_id)).toHaveLength(1);
    expect(await suite.server.ok('TopupNewCard', body, { sid: member.sid })).toEqual(await first);
    expect(await customerBalanceCents(suite.server.db, member.customerId)).toBe(3000);
  });

  it('a key the provider holds with other input: nothing charged again, left pending, an error logged', async () => {
    const requestId = randomUUID();
    // The provider already made a charge under this key, for something else.
    suite.sandbox.ledger.charge({
      nonce: 'fake-valid-visa-nonce',
      amountCents: 999,
      currencyCode: 'AUD',
      idempotencyKey: requestId,
      orderRef: 'elsewhere',
    });
    const submit = submitter(suite, await teaCart(suite));

    expect(await submit.fails('0', {}, requestId)).toBe(MESSAGES.paymentUnsettled);
    expect(chargesUnder(requestId)).toEqual([
      expect.objectContaining({ amountCents: 999, orderRef: 'elsewhere' }),
    ]);
    expect(await attemptState(requestId)).toBe('pending');
    const [error] = logged(
      'the provider refused a repeated idempotency key with different input: keys must be unique per attempt; nothing charged, left for the reconciler',
    );
    expect(error).toMatchObject({ level: 50, key: requestId });
  });
});
