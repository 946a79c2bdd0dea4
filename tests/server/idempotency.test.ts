/** withIdempotency: a repeated client request id gets the first answer, and the work is done once. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IdempotencyConflictError, withIdempotency } from '../../server/protocol/idempotency';
import { backends, startServer, type TestServer } from './helpers';

describe.each(backends)('withIdempotency ($name)', (backend) => {
  let server: TestServer;
  let brandId: number;
  beforeAll(async () => {
    server = await startServer(backend);
    brandId = (
      await server.db
        .selectFrom('brands')
        .select('id')
        .where('code', '=', 'demo')
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(async () => {
    await server?.close();
  });

  /** A stand-in for real work: adds a customer through the transaction it is given. */
  const addCustomer = (name: string) => async (trx: TestServer['db']) => {
    const row = await trx
      .insertInto('customers')
      .values({ brand_id: brandId, name, email: '', status: 1, password_hash: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { ok: true, customerId: row.id, name };
  };
  const customersNamed = async (name: string) =>
    (await server.db.selectFrom('customers').select('id').where('name', '=', name).execute())
      .length;

  it('returns the first answer on a repeat without doing the work again', async () => {
    const key = { brandId, requestId: 'req-1' };
    const first = await withIdempotency(server.db, key, 'ManageCart', addCustomer('First'));
    const second = await withIdempotency(server.db, key, 'ManageCart', addCustomer('Second'));
    expect(second).toEqual(first);
    expect(await customersNamed('First')).toBe(1);
    expect(await customersNamed('Second')).toBe(0);
  });

  it('answers concurrent repeats once', async () => {
    const key = { brandId, requestId: 'req-concurrent' };
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, index) =>
        withIdempotency(server.db, key, 'ManageCart', addCustomer(`Racer ${index}`)),
      ),
    );
    expect(new Set(answers.map((answer) => answer.customerId)).size).toBe(1);
    const racers = await server.db
      .selectFrom('customers')
      .select('id')
      .where('name', 'like', 'Racer %')
      .execute();
    expect(racers).toHaveLength(1);
  });

  it('keeps nothing when the work fails, so a retry runs it', async () => {
    const key = { brandId, requestId: 'req-fails' };
    await expect(
      withIdempotency(server.db, key, 'ManageCart', async (trx) => {
        await addCustomer('Doomed')(trx);
        throw new Error('payment declined');
      }),
    ).rejects.toThrow('payment declined');
    expect(await customersNamed('Doomed')).toBe(0);
    const retry = await withIdempotency(server.db, key, 'ManageCart', addCustomer('Retried'));
    expect(retry.name).toBe('Retried');
  });

  it('scopes request ids by brand and refuses one reused for another action', async () => {
    const other = (
      await server.db
        .selectFrom('brands')
        .select('id')
        .where('code', '=', 'harbour')
        .executeTakeFirstOrThrow()
    ).id;
    const mine = await withIdempotency(
      server.db,
      { brandId, requestId: 'shared' },
      'ManageCart',
      async () => 'demo',
    );
    const theirs = await withIdempotency(
      server.db,
      { brandId: other, requestId: 'shared' },
      'ManageCart',
      async () => 'harbour',
    );
    expect([mine, theirs]).toEqual(['demo', 'harbour']);
    await expect(
      withIdempotency(server.db, { brandId, requestId: 'shared' }, 'PlaceOrder', async () => 'x'),
    ).rejects.toBeInstanceOf(IdempotencyConflictError);
  });
});
