/**
 * One account's ledger under 50 concurrent movements (ARCHITECTURE.md 'Money': 'balances … are
 * ledgers whose rows sum to the balance'): 25 top-ups of $10.00 by the saved card (TopupExistingCard,
 * reserve → charge → finalise) and 25 debits of $13.00 as an order paid by the balance takes them
 * (debitBalance), from a balance of 0, each debit sent as its top-up is answered while the other
 * top-ups run. More is asked than paid in, so some debits must be refused. Every top-up is credited
 * once, no debit took the balance below 0, and the rows sum to the balance; on PostgreSQL the
 * movements really overlap.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { customerBalanceCents, debitBalance } from '../../server/accounts/balance';
import { customerSession } from './cartHelpers';
import { checkoutSuite } from './checkoutHelpers';
import { backends } from './helpers';

const TOPUPS = 25;
const DEBITS = 25;
const TOPUP_CENTS = 1000;
/** More than a top-up: the debits ask for more than is ever paid in, so some must be refused. */
const DEBIT_CENTS = 1300;

describe.each(backends)('one ledger, 50 movements at once ($name)', (backend) => {
  const suite = checkoutSuite(backend);

  it('never goes below zero and loses no credit', async () => {
    const member = await customerSession(suite.server);
    const options = { sid: member.sid };
    await suite.server.ok(
      'AddNewCard',
      { request_id: randomUUID(), braintree_nonce: 'fake-valid-visa-nonce' },
      options,
    );
    const topupIds: string[] = Array.from({ length: TOPUPS }, () => randomUUID());
    const debit = (index: number) =>
      debitBalance(suite.server.db, {
        brandId: member.brandId,
        customerId: member.customerId,
        amountCents: DEBIT_CENTS,
        reason: 'order',
        note: `debit ${index}`,
      });
    const movements = topupIds.map((requestId, index) =>
      suite.server
        .ok(
          'TopupExistingCard',
          { request_id: requestId, topup_amount: String(TOPUP_CENTS) },
          options,
        )
        .then(async (answer) => ({ answer, debit: await debit(index) })),
    );
    const settled = await Promise.all(movements);

    const debits = settled.map((movement) => movement.debit);
    expect(debits).toHaveLength(DEBITS);
    const taken = debits.filter((result) => result.ok);
    for (const result of debits) expect(result.balance).toBeGreaterThanOrEqual(0);

    const rows = await suite.server.db
      .selectFrom('customer_balance_entries')
      .select(['amount_cents', 'reason'])
      .where('customer_id', '=', member.customerId)
      .execute();
    const credits = rows.filter((row) => row.reason === 'topup');
    expect(credits).toHaveLength(TOPUPS);
    expect(credits.every((row) => row.amount_cents === TOPUP_CENTS)).toBe(true);
    expect(rows.filter((row) => row.reason === 'order')).toHaveLength(taken.length);
    const expected = TOPUPS * TOPUP_CENTS - taken.length * DEBIT_CENTS;
    expect(rows.reduce((sum, row) => sum + row.amount_cents, 0)).toBe(expected);
    expect(await customerBalanceCents(suite.server.db, member.customerId)).toBe(expected);
    expect(expected).toBeGreaterThanOrEqual(0);
    // Each top-up was charged once at the provider.
    const charged = suite.payments.charges.filter(
      (charge) => topupIds.includes(charge.idempotencyKey) && charge.result.ok,
    );
    expect(charged).toHaveLength(TOPUPS);
    console.info(
      `${backend.name}: ${taken.length} of ${DEBITS} debits taken alongside ${TOPUPS} top-ups; balance ${expected}`,
    );
  }, 60_000);
});
