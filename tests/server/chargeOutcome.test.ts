/**
 * server/orders/charge.ts: what the charge step makes of each provider answer to a charge. A
 * refused repeated key is not a decline (the attempt stays pending for the first request or the
 * reconciler); a key whose transaction was voided since holds nothing (refused, told to check).
 */
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/schema';
import { chargeAttempt, type SettleDeps } from '../../server/orders/charge';
import type { ChargeResult, PaymentGateway } from '../../server/payments/types';
import { MESSAGES } from '../../server/protocol/messages';

const ATTEMPT = {
  id: 1,
  requestId: 'req-1',
  orderNumber: '00042',
  method: 'SAVED',
  amountCents: 1250,
  currencyCode: 'AUD',
  charge: { kind: 'saved', token: 'vault_sb_1' },
} as const;

function depsAnswering(result: ChargeResult) {
  const lines: Array<{ level: string; msg: string }> = [];
  const at = (level: string) => (_o: object, msg: string) => void lines.push({ level, msg });
  const gateway = { charge: async () => result } as unknown as PaymentGateway;
  const deps: SettleDeps = {
    db: {} as Kysely<Database>,
    now: new Date('2026-11-24T03:00:00Z'),
    log: { info: at('info'), warn: at('warn'), error: at('error') },
    payments: { gateway, sandboxOrigin: '' },
  };
  return { deps, lines };
}

describe('chargeAttempt reads the provider’s answer', () => {
  it.each([
    [
      'approved',
      { ok: true, transactionId: 't1', cardType: 'Visa', lastFour: '1111' },
      { ok: true, payment: expect.objectContaining({ transactionId: 't1', amount: 1250 }) },
      [],
    ],
    [
      'a decline: the processor’s words',
      { ok: false, message: 'Processor Declined: Insufficient Funds' },
      { ok: false, message: 'Processor Declined: Insufficient Funds' },
      [],
    ],
    [
      'a repeat while the first is in flight: left pending',
      { ok: false, message: 'in flight', keyConflict: 'in-flight' },
      { ok: false, message: MESSAGES.paymentUnsettled, unsettled: true, keepPending: true },
      ['warn'],
    ],
    [
      'a repeat with different input: left pending, an error',
      { ok: false, message: 'different input', keyConflict: 'different-input' },
      { ok: false, message: MESSAGES.paymentUnsettled, unsettled: true, keepPending: true },
      ['error'],
    ],
    [
      'a repeat whose charge was voided since: refused, nothing held',
      { ok: false, message: 'Transaction has been voided.', voided: true },
      { ok: false, message: MESSAGES.paymentUnsettled },
      ['warn'],
    ],
  ] as const)('%s', async (_what, result, expected, levels) => {
    const { deps, lines } = depsAnswering(result as ChargeResult);
    expect(await chargeAttempt(deps, { ...ATTEMPT, charge: { ...ATTEMPT.charge } })).toEqual(
      expected,
    );
    expect(lines.map((line) => line.level)).toEqual(levels);
  });
});
