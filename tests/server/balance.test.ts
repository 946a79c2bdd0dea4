/**
 * The balance ledger (server/accounts/balance.ts, migration 0009): the balance is the sum of its
 * entries, a debit never takes it below zero, not even 50 at once, the Customer entity's balance
 * fields, the migration of the old balance column into an opening entry, and the demo member's
 * seeded credit, written once.
 */
import { Migrator, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  creditBalance,
  customerBalance,
  customerBalanceCents,
  debitBalance,
} from '../../server/accounts/balance';
import { customerMoney } from '../../server/accounts/customerMoney';
import { migrations } from '../../server/db/migrations/index';
import { seedDatabase } from '../../server/db/seed/index';
import { DEMO_MEMBER_CREDIT_CENTS, DEMO_MEMBER_EMAIL } from '../../server/db/seed/money';
import { customerSession, teaSuite } from './cartHelpers';
import { backends } from './helpers';

const NOW = new Date('2026-11-24T03:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 24 * 60 * 60 * 1000);

describe.each(backends)('balance ledger ($name)', (backend) => {
  const suite = teaSuite(backend);

  const member = async () => {
    const { customerId, brandId } = await customerSession(suite.server);
    return { customerId, brandId };
  };

  it('is the sum of its entries, each a row with its reason, and starts at 0', async () => {
    const { customerId, brandId } = await member();
    const db = suite.server.db;
    expect(await customerBalanceCents(db, customerId)).toBe(0);
    await creditBalance(db, { brandId, customerId, amountCents: 2000, reason: 'topup', at: NOW });
    await creditBalance(db, { brandId, customerId, amountCents: 550, reason: 'credit', at: NOW });
    const debit = await debitBalance(db, {
      brandId,
      customerId,
      amountCents: 1200,
      reason: 'order',
      at: NOW,
    });
    expect(debit).toMatchObject({ ok: true, balance: 1350 });
    expect(await customerBalanceCents(db, customerId)).toBe(1350);
    const entries = await db
      .selectFrom('customer_balance_entries')
      .select(['amount_cents', 'reason'])
      .where('customer_id', '=', customerId)
      .orderBy('id')
      .execute();
    expect(entries).toEqual([
      { amount_cents: 2000, reason: 'topup' },
      { amount_cents: 550, reason: 'credit' },
      { amount_cents: -1200, reason: 'order' },
    ]);
  });

  it('refuses a debit larger than the balance and writes nothing', async () => {
    const { customerId, brandId } = await member();
    const db = suite.server.db;
    await creditBalance(db, { brandId, customerId, amountCents: 500, reason: 'credit', at: NOW });
    expect(
      await debitBalance(db, { brandId, customerId, amountCents: 501, reason: 'order', at: NOW }),
    ).toEqual({ ok: false, balance: 500 });
    expect(
      await debitBalance(db, { brandId, customerId, amountCents: 500, reason: 'order', at: NOW }),
    ).toMatchObject({ ok: true, balance: 0 });
    expect(
      await debitBalance(db, { brandId, customerId, amountCents: 1, reason: 'order', at: NOW }),
    ).toEqual({ ok: false, balance: 0 });
    expect(await customerBalanceCents(db, customerId)).toBe(0);
    await expect(
      debitBalance(db, { brandId, customerId, amountCents: 0, reason: 'order', at: NOW }),
    ).rejects.toThrow(/positive/);
  });

  it('50 concurrent debits never take the balance below zero', async () => {
    const { customerId, brandId } = await member();
    const db = suite.server.db;
    await creditBalance(db, { brandId, customerId, amountCents: 1000, reason: 'topup', at: NOW });
    // 50 debits of 30 cents, each in its own transaction, all started at once: 33 fit in $10.00.
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        debitBalance(db, { brandId, customerId, amountCents: 30, reason: 'order', at: NOW }),
      ),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(33);
    expect(results.filter((result) => !result.ok)).toHaveLength(17);
    expect(await customerBalanceCents(db, customerId)).toBe(10);
    const balances = results.flatMap((result) => (result.ok ? [result.balance] : []));
    expect(Math.min(...balances)).toBe(10);
    // Every accepted debit saw its own balance: no two took the same cents.
    expect(new Set(balances).size).toBe(33);
  });

  it('the same holds when each debit runs inside a longer transaction', async () => {
    const { customerId, brandId } = await member();
    const db = suite.server.db;
    await creditBalance(db, { brandId, customerId, amountCents: 100, reason: 'topup', at: NOW });
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        db.transaction().execute(async (trx) => {
          const taken = await debitBalance(trx, {
            brandId,
            customerId,
            amountCents: 40,
            reason: 'order',
            at: NOW,
          });
          // Work after the debit (the order rows) while the lock is held.
          await sql`select pg_sleep(0.01)`.execute(trx);
          return taken;
        }),
      ),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(2);
    expect(await customerBalanceCents(db, customerId)).toBe(20);
  });

  it('answers the Customer balance fields: only recent top-ups are transferable', async () => {
    const { customerId, brandId } = await member();
    const db = suite.server.db;
    const add = (amountCents: number, reason: 'topup' | 'credit', at: Date) =>
      creditBalance(db, { brandId, customerId, amountCents, reason, at });
    await add(3000, 'topup', daysAgo(61));
    await add(2000, 'topup', daysAgo(1));
    await add(1000, 'credit', daysAgo(1));
    await debitBalance(db, { brandId, customerId, amountCents: 500, reason: 'order', at: NOW });
    expect(await customerBalance(db, customerId, NOW)).toEqual({
      balance: 5500,
      balance_held: 0,
      balance_debit: 0,
      balance_transferable: 2000,
    });
    await debitBalance(db, { brandId, customerId, amountCents: 4000, reason: 'order', at: NOW });
    expect((await customerBalance(db, customerId, NOW)).balance_transferable).toBe(1500);
  });

  it("answers the Customer entity's money fields in one call", async () => {
    const { customerId, brandId } = await member();
    const db = suite.server.db;
    expect(await customerMoney(db, customerId, NOW)).toEqual({
      balance: 0,
      balance_held: 0,
      balance_debit: 0,
      balance_transferable: 0,
      has_saved_card: 0,
      credit_card_type: '',
      credit_card_ending: '',
      credit_card_expired: 0,
      credit_card_notice: '',
      credit_card_update: 0,
      auto_topup_amount: 0,
    });
    await creditBalance(db, { brandId, customerId, amountCents: 1500, reason: 'topup', at: NOW });
    await db
      .insertInto('customer_cards')
      .values({
        brand_id: brandId,
        customer_id: customerId,
        provider: 'sandbox',
        token: 'vault_sb_test',
        card_type: 'MasterCard',
        last_four: '4444',
        expiry_month: 1,
        expiry_year: 2030,
      })
      .execute();
    expect(await customerMoney(db, customerId, NOW)).toMatchObject({
      balance: 1500,
      balance_transferable: 1500,
      has_saved_card: 1,
      credit_card_type: 'MasterCard',
      credit_card_ending: '4444',
      credit_card_expired: 0,
    });
  });

  it('writes a credit with a reference once', async () => {
    const { customerId, brandId } = await member();
    const db = suite.server.db;
    const credit = {
      brandId,
      customerId,
      amountCents: 700,
      reason: 'topup' as const,
      reference: 'txn-1',
      at: NOW,
    };
    expect(await creditBalance(db, credit)).toEqual({ created: true });
    expect(await creditBalance(db, credit)).toEqual({ created: false });
    expect(await customerBalanceCents(db, customerId)).toBe(700);
  });

  it("seeds the demo member's credit once, whenever the member appears", async () => {
    const db = suite.server.db;
    const brand = await db
      .selectFrom('brands')
      .select('id')
      .where('code', '=', 'demo')
      .executeTakeFirstOrThrow();
    // The accounts seed made the demo member; the money seed, run after it, credited it once.
    const seeded = await db
      .selectFrom('customers')
      .select('id')
      .where('brand_id', '=', brand.id)
      .where('email', '=', DEMO_MEMBER_EMAIL)
      .executeTakeFirstOrThrow();
    await seedDatabase(db);
    expect(await customerBalanceCents(db, seeded.id)).toBe(DEMO_MEMBER_CREDIT_CENTS);
    // A demo member made after the seeds ran (the email freed first) is credited at the next start.
    await db
      .updateTable('customers')
      .set({ email: 'former-demo@figandolive.example' })
      .where('id', '=', seeded.id)
      .execute();
    const { id } = await db
      .insertInto('customers')
      .values({
        brand_id: brand.id,
        name: 'Demo Member',
        email: DEMO_MEMBER_EMAIL,
        status: 1,
        password_hash: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(await customerBalanceCents(db, id)).toBe(0);
    await seedDatabase(db);
    await seedDatabase(db);
    expect(await customerBalanceCents(db, id)).toBe(DEMO_MEMBER_CREDIT_CENTS);
    expect(await customerBalanceCents(db, seeded.id)).toBe(DEMO_MEMBER_CREDIT_CENTS);
    const methods = await db
      .selectFrom('menu_payment_methods')
      .select('code')
      .where('menu_id', '=', Number(suite.demo.menu_id))
      .orderBy('position')
      .execute();
    expect(methods.map((method) => method.code)).toEqual([
      'CC',
      'PP',
      'APPLE',
      'GOOGLE',
      'CB',
      'eftpos',
      'ACCOUNT',
    ]);
  });

  it('migration 0009 turns the old balance column into opening entries, and back', async () => {
    const db = suite.server.db;
    const { customerId } = await member();
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    const down = await migrator.migrateTo('0006_checkout');
    expect(down.error).toBeUndefined();
    await sql`update customers set balance_cents = 1234 where id = ${customerId}`.execute(db);
    const up = await migrator.migrateToLatest();
    expect(up.error).toBeUndefined();
    expect(await customerBalanceCents(db, customerId)).toBe(1234);
    const [opening] = await db
      .selectFrom('customer_balance_entries')
      .select(['reason', 'amount_cents'])
      .where('customer_id', '=', customerId)
      .execute();
    expect(opening).toEqual({ reason: 'opening', amount_cents: 1234 });
  });
});
