/**
 * The request guard, one test per fault: user input that would reach PostgreSQL, the stack or a
 * cache is refused in the envelope with a message, before any read, row or cache entry.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkRequestFields, REQUEST_LIMITS } from '../../server/protocol/requestGuard';
import { backends, DEMO, startServer, type TestServer } from './helpers';

describe('checkRequestFields', () => {
  const ok = { RequestAction: 'Merchant', app_token: DEMO.token, menu_name: DEMO.slug };
  it.each([
    ['a plain call', ok, null],
    [
      'an order note of 500 characters (the spec cap)',
      { ...ok, order_note: 'n'.repeat(500) },
      null,
    ],
    ['an order note of 501', { ...ok, order_note: 'n'.repeat(501) }, 'order_note is too long'],
    [
      'a menu name of a megabyte',
      { ...ok, menu_name: 'm'.repeat(1 << 20) },
      'menu_name is too long',
    ],
    ['a promo code of 33', { ...ok, coupon_code: 'P'.repeat(33) }, 'coupon_code is too long'],
    ['an unnamed field over 1,000', { ...ok, junk: 'j'.repeat(1_001) }, 'junk is too long'],
    [
      'NUL in the app token',
      { ...ok, app_token: 'demo\u0000' },
      'app_token holds a control character',
    ],
    ['NUL in the SID', { ...ok, sid: '\u0000' }, 'sid holds a control character'],
    ['ESC in a name', { ...ok, name: 'Jo\u001b[31m' }, 'name holds a control character'],
    ['a C1 control', { ...ok, name: 'Jo\u0085' }, 'name holds a control character'],
    ['new lines and tabs in a note', { ...ok, order_note: 'Ring\r\n\tthe bell' }, null],
    ['an order id past int4', { ...ok, order_id: '2147483648' }, 'order_id is out of range'],
    ['an order id at int4', { ...ok, order_id: '2147483647' }, null],
    ['a negative id past int4', { ...ok, menu_id: '-2147483649' }, 'menu_id is out of range'],
    ['forty digits', { ...ok, store_id: '9'.repeat(40) }, 'store_id is out of range'],
    ['leading zeros', { ...ok, store_id: '0000000000007' }, null],
    ['a request id is no integer field', { ...ok, request_id: 'a'.repeat(36) }, null],
    [
      'an item id past int4 inside menu_item_data',
      { ...ok, menu_item_data: JSON.stringify({ menu_item_id: 2 ** 40, quantity: 1 }) },
      'menu_item_data is out of range',
    ],
    [
      'menu_item_data nested 17 deep',
      { ...ok, menu_item_data: '{"a":'.repeat(17) + '1' + '}'.repeat(17) },
      'menu_item_data is out of range',
    ],
    [
      `${REQUEST_LIMITS.fields + 1} fields`,
      Object.fromEntries(
        Array.from({ length: REQUEST_LIMITS.fields + 1 }, (_, i) => [`f${i}`, '1']),
      ),
      'too many fields',
    ],
    ['a field name of 101', { ...ok, ['n'.repeat(101)]: '1' }, 'a field name is not allowed'],
  ])('%s', (_case, fields, refusal) => {
    const result = checkRequestFields(fields);
    expect(result?.message ?? null).toBe(refusal === null ? null : `Invalid request: ${refusal}`);
  });
});

describe.each(backends)('the request guard on the wire ($name)', (backend) => {
  let server: TestServer;
  const errorLines: string[] = [];
  beforeAll(async () => {
    server = await startServer(backend, undefined, {
      logLevel: 'error',
      logStream: { write: (line) => void errorLines.push(line) },
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  const post = (payload: string, type = 'application/x-www-form-urlencoded') =>
    server.app.inject({ method: 'POST', url: '/api', headers: { 'content-type': type }, payload });
  const common = `app_token=${DEMO.token}&api_version=7&app_version=3.1.23`;
  const countSessions = async () =>
    Number(
      (
        await server.db
          .selectFrom('sessions')
          .select((eb) => eb.fn.countAll<string>().as('count'))
          .executeTakeFirstOrThrow()
      ).count,
    );

  it.each([
    ['NUL in app_token', `RequestAction=AppHome&app_token=demo%00&api_version=7`],
    ['NUL in sid', `RequestAction=AppHome&${common}&sid=fig%00olive`],
    ['an order id of 2^31', `RequestAction=OrderStatusDetailed&${common}&order_id=2147483648`],
    [
      'an order id of 2^53',
      `RequestAction=ManageCart&${common}&sub_action=repeat_order&store_id=1&menu_id=1&request_id=r1&order_id=9007199254740993`,
    ],
    ['an item id of 2^40', `RequestAction=MenuItemDetails&${common}&menu_item_id=1099511627776`],
  ])(
    '%s: refused in the envelope, HTTP 200, no session made, nothing logged',
    async (_case, body) => {
      const sessions = await countSessions();
      const response = await post(body);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ ResponseCode: 'ERROR' });
      expect(response.json().Response[0]).toMatch(/^Invalid request: /);
      expect(await countSessions()).toBe(sessions);
      expect(errorLines).toEqual([]);
    },
  );

  it('a JSON body nested 10,000 deep is unreadable (400 in the envelope), not a stack overflow', async () => {
    const deep = '{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000);
    const nested = await post(
      `{"RequestAction":"AppHome","app_token":"${DEMO.token}","api_version":"7","deep":${deep}}`,
      'application/json',
    );
    expect(nested.statusCode).toBe(400);
    expect(nested.json()).toEqual({ ResponseCode: 'ERROR', Response: ['Unreadable request body'] });
    expect(errorLines).toEqual([]);
  });

  it('a body over 64 KiB is refused with 413 in the envelope', async () => {
    const response = await post(
      `RequestAction=AppHome&${common}&x=${'a'.repeat(REQUEST_LIMITS.bodyBytes)}`,
    );
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      ResponseCode: 'ERROR',
      Response: ['Invalid request: the request is larger than 64 KiB'],
    });
  });

  it("broken JSON is a 400 in the envelope, not Fastify's own error shape", async () => {
    const response = await post('{"RequestAction":', 'application/json');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      ResponseCode: 'ERROR',
      Response: ['Unreadable request body'],
    });
  });

  it('Merchant is refused a menu name past its cap before any lookup (nothing to remember)', async () => {
    const response = await post(`RequestAction=Merchant&${common}&menu_name=${'m'.repeat(60_000)}`);
    expect(response.json()).toEqual({
      ResponseCode: 'ERROR',
      Response: ['Invalid request: menu_name is too long'],
    });
  });
});
