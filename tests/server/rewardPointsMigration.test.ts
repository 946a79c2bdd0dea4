/**
 * Migration 0019 writes the points orders earned before the ledger as `earned` rows, honestly:
 * a member's orders that were not cancelled, at the brand's points per dollar, never a kiosk's or a
 * staff login's; hand adjustments become `adjusted` rows. Down and up again keeps the adjustments.
 */
import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../server/db/migrate';
import { migrations } from '../../server/db/migrations/index';
import { pointsBalance } from '../../server/rewards/points';
import { customerSession, insertOrder, storeOf } from './cartHelpers';
import { backends, DEMO, startServer, type TestServer } from './helpers';
import { DEMO_KIOSK } from './staffHelpers';

describe.each(backends)('migration 0019 reward points ($name)', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(backend);
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  it("writes members' past earnings and adjustments as ledger rows, and nothing for a kiosk", async () => {
    const store = await storeOf(server, DEMO.token, DEMO.slug);
    const member = await customerSession(server);
    const kiosk = await server.db
      .selectFrom('customers')
      .select('id')
      .where('email', '=', DEMO_KIOSK.email)
      .executeTakeFirstOrThrow();
    const migrator = new Migrator({
      db: server.db,
      provider: { getMigrations: async () => migrations },
    });
    const down = await migrator.migrateTo('0018_standing_orders');
    expect(down.error).toBeUndefined();

    const order = async (customerId: number, totalCents: number, status = 'placed') => {
      const id = await insertOrder(server, { store, owner: `customer:${customerId}`, status });
      await sql`update orders set customer_id = ${customerId}, total_cents = ${totalCents}
        where id = ${id}`.execute(server.db);
      return id;
    };
    const placed = await order(member.customerId, 2639);
    await order(member.customerId, 5000, 'cancelled');
    await order(member.customerId, 99);
    await order(kiosk.id, 4000);
    await sql`insert into reward_adjustments (brand_id, customer_id, points, reason)
      values (${member.brandId}, ${member.customerId}, 30, 'welcome')`.execute(server.db);

    await migrateToLatest(server.db);
    const rows = await server.db
      .selectFrom('reward_points')
      .select(['customer_id', 'points', 'reason', 'order_id', 'note'])
      .where('customer_id', 'in', [member.customerId, kiosk.id])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      {
        customer_id: member.customerId,
        points: 26,
        reason: 'earned',
        order_id: placed,
        note: expect.stringMatching(/^Order /),
      },
      {
        customer_id: member.customerId,
        points: 30,
        reason: 'adjusted',
        order_id: null,
        note: 'welcome',
      },
    ]);
    expect(await pointsBalance(server.db, member.customerId)).toBe(56);
    expect(await pointsBalance(server.db, kiosk.id)).toBe(0);

    expect((await migrator.migrateTo('0018_standing_orders')).error).toBeUndefined();
    const { rows: kept } = await sql<{ points: number }>`select points from reward_adjustments
      where customer_id = ${member.customerId}`.execute(server.db);
    expect(kept).toEqual([{ points: 30 }]);
    await migrateToLatest(server.db);
  });
});
