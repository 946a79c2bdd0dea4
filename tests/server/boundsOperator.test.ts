/**
 * The operator console moves any order, so it answers only a loopback Host (a page
 * on another site that rebinds its name to 127.0.0.1 is refused) and only with the token kept in
 * the data folder; and every way of moving an order (console, `npm run order:status`, the staff
 * board) follows the order's life: forward only, Cancel while the order is still active, nothing
 * once it is completed or cancelled.
 */
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createOperatorConsole } from '../../server/operator/console';
import { moveOrderStatus } from '../../server/orders/status';
import { insertOrder, teaSuite } from './cartHelpers';
import { backends } from './helpers';

const TOKEN = 'operator-test-token-0123456789abcdef';

describe.each(backends)('the operator console ($name)', (backend) => {
  const suite = teaSuite(backend);
  const placed = () => insertOrder(suite.server, { store: suite.demo, owner: 'session:x' });
  const console_ = () =>
    createOperatorConsole({ db: suite.server.db, now: suite.server.now, token: TOKEN });
  const post = async (orderId: number, headers: Record<string, string>, status = 'accepted') => {
    const app = console_();
    try {
      const answer = await app.inject({
        method: 'POST',
        url: `/orders/${orderId}/status`,
        headers: { 'content-type': 'application/json', ...headers },
        payload: JSON.stringify({ status }),
      });
      return { status: answer.statusCode, body: answer.json() as Record<string, unknown> };
    } finally {
      await app.close();
    }
  };
  const bearer = { authorization: `Bearer ${TOKEN}` };

  it.each([
    // [Host header, answered]
    ['127.0.0.1:8100', 200],
    ['localhost:8100', 200],
    ['[::1]:8100', 200],
    ['evil.example:8100', 403],
    ['127.0.0.1.nip.io:8100', 403],
    ['localhost.evil.example', 403],
  ])('Host %j: %i', async (host, expected) => {
    const id = await placed();
    const answer = await post(id, { ...bearer, host });
    expect(answer.status).toBe(expected);
    const { status } = await suite.server.db
      .selectFrom('orders')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(status).toBe(expected === 200 ? 'accepted' : 'placed');
  });

  it.each([
    // [authorization header, answered]
    [undefined, 401],
    ['Bearer ', 401],
    ['Bearer wrong-token-0123456789abcdef0000', 401],
    [`Basic ${TOKEN}`, 401],
    [`Bearer ${TOKEN}`, 200],
  ])('authorization %j: %i', async (authorization, expected) => {
    const id = await placed();
    const answer = await post(id, {
      host: '127.0.0.1:8100',
      ...(authorization === undefined ? {} : { authorization }),
    });
    expect(answer.status).toBe(expected);
  });

  it('the print job list needs the token too', async () => {
    const app = console_();
    try {
      const without = await app.inject({ url: '/print-jobs', headers: { host: '127.0.0.1' } });
      expect(without.statusCode).toBe(401);
      const with_ = await app.inject({
        url: '/print-jobs',
        headers: { host: '127.0.0.1', ...bearer },
      });
      expect(with_.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it.each([
    // [from, to, fulfilment type, moved]
    ['completed', 'placed', 'pickup', false],
    ['completed', 'ready', 'pickup', false],
    ['completed', 'cancelled', 'pickup', false],
    ['cancelled', 'accepted', 'pickup', false],
    ['cancelled', 'completed', 'pickup', false],
    ['preparing', 'accepted', 'pickup', false],
    ['ready', 'placed', 'pickup', false],
    ['ready', 'out_for_delivery', 'pickup', false],
    ['placed', 'accepted', 'pickup', true],
    ['placed', 'preparing', 'pickup', true],
    ['accepted', 'cancelled', 'pickup', true],
    ['ready', 'completed', 'pickup', true],
    ['ready', 'out_for_delivery', 'delivery', true],
    ['out_for_delivery', 'completed', 'delivery', true],
  ])('%s → %s (%s): moved %s', async (from, to, fulfilmentType, moved) => {
    const id = await insertOrder(suite.server, {
      store: suite.demo,
      owner: 'session:x',
      status: from,
    });
    await suite.server.db
      .updateTable('orders')
      .set({ fulfilment_type: fulfilmentType })
      .where('id', '=', id)
      .execute();
    const move = await moveOrderStatus(suite.server.db, {
      orderId: id,
      status: to,
      at: suite.server.now(),
    });
    expect(move.ok).toBe(moved);
    if (!move.ok) expect(move.message).toBe(`Order ${id} cannot go from ${from} to ${to}`);
    const { status } = await suite.server.db
      .selectFrom('orders')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(status).toBe(moved ? to : from);
  });
});

describe('the operator token', () => {
  const folder = mkdtempSync(join(tmpdir(), 'docket-operator-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('is made on first start, readable by its owner only, and the same on the next', async () => {
    const { operatorToken } = await import('../../server/operator/token');
    const file = join(folder, 'operator-token');
    const first = operatorToken(file);
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(operatorToken(file)).toBe(first);
  });
});
