/** withIdempotency: a repeated client request id gets the first answer, and the work is done once. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  IdempotencyConflictError,
  IdempotencyOwnerError,
  withIdempotency,
} from '../../server/protocol/idempotency';
import { backends, startServer, TUESDAY_11AM, type TestServer } from './helpers';

/** The owner and time of the requests in this suite. */
const asTester = { owner: 'session:tester', at: new Date(TUESDAY_11AM) };

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
    const key = { ...asTester, brandId, requestId: 'req-1' };
    const first = await withIdempotency(server.db, key, 'ManageCart', addCustomer('First'));
    const second = await withIdempotency(server.db, key, 'ManageCart', addCustomer('Second'));
    expect(second).toEqual(first);
    expect(await customersNamed('First')).toBe(1);
    expect(await customersNamed('Second')).toBe(0);
  });

  it('answers concurrent repeats once', async () => {
    const key = { ...asTester, brandId, requestId: 'req-concurrent' };
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
    const key = { ...asTester, brandId, requestId: 'req-fails' };
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
      { ...asTester, brandId, requestId: 'shared' },
      'ManageCart',
      async () => 'demo',
    );
    const theirs = await withIdempotency(
      server.db,
      { ...asTester, brandId: other, requestId: 'shared' },
      'ManageCart',
      async () => 'harbour',
    );
    expect([mine, theirs]).toEqual(['demo', 'harbour']);
    await expect(
      withIdempotency(
        server.db,
        { ...asTester, brandId, requestId: 'shared' },
        'PlaceOrder',
        async () => 'x',
      ),
    ).rejects.toBeInstanceOf(IdempotencyConflictError);
  });

  it('refuses a request id replayed by another owner, who never sees the stored answer', async () => {
    const key = { ...asTester, brandId, requestId: 'req-owned' };
    const first = await withIdempotency(server.db, key, 'ManageCart', addCustomer('Owned'));
    expect(first.name).toBe('Owned');
    const intruder = withIdempotency(
      server.db,
      { ...key, owner: 'session:someone-else' },
      'ManageCart',
      addCustomer('Intruder'),
    );
    await expect(intruder).rejects.toBeInstanceOf(IdempotencyOwnerError);
    expect(await customersNamed('Intruder')).toBe(0);
    // The owner still gets the first answer.
    expect(await withIdempotency(server.db, key, 'ManageCart', addCustomer('Again'))).toEqual(
      first,
    );
  });

  it('stores the owner and the time of the request with the answer', async () => {
    await withIdempotency(
      server.db,
      { ...asTester, brandId, requestId: 'req-stamped' },
      'ManageCart',
      async () => 'stamped',
    );
    const row = await server.db
      .selectFrom('idempotency_keys')
      .select(['owner', 'created_at', 'response'])
      .where('request_id', '=', 'req-stamped')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ owner: 'session:tester', created_at: asTester.at, response: 'stamped' });
  });
});
