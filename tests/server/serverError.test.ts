/**
 * An unexpected failure on the server is the one answer a client should retry as it is: HTTP 503
 * with the envelope 'Error, please try again', and nothing kept, so the same request id works.
 */
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelopeSchema } from '../../src/api/envelope';
import { actions } from '../../server/actions/index';
import { SUB_ACTIONS } from '../../server/actions/ManageCart';
import { cartClient, teaSuite } from './cartHelpers';
import { backends, DEMO } from './helpers';

describe.each(backends)('an unexpected server failure ($name)', (backend) => {
  const suite = teaSuite(backend);
  afterEach(() => {
    vi.restoreAllMocks();
  });

  /** One call as the app sends it, answered with any status. */
  const post = async (fields: Record<string, string>, sid?: string) => {
    const response = await suite.server.app.inject({
      method: 'POST',
      url: '/api',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        app_token: DEMO.token,
        api_version: '7',
        app_id: 'docket-tests',
        app_version: '3.1.23',
        app_mode: 'PERSONAL',
        local_ts: '0',
        ...(sid ? { sid } : {}),
        ...fields,
      }).toString(),
    });
    return {
      status: response.statusCode,
      type: response.headers['content-type'],
      envelope: envelopeSchema.parse(response.json()),
    };
  };

  it('answers 503 with the envelope and the SID when an action throws', async () => {
    vi.spyOn(actions, 'Merchants').mockRejectedValueOnce(new Error('disk on fire'));
    const answer = await post({ RequestAction: 'Merchants', set: 'ALL' });
    expect(answer.status).toBe(503);
    expect(answer.type).toMatch(/^application\/json/);
    expect(answer.envelope).toMatchObject({
      ResponseCode: 'ERROR',
      Response: ['Error, please try again'],
    });
    expect(answer.envelope.SID).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(JSON.stringify(answer.envelope)).not.toContain('disk on fire');
    // Expected failures stay HTTP 200.
    expect((await post({ RequestAction: 'Nope' })).status).toBe(200);
  });

  it('answers 503 without a SID when the database fails before the session is known', async () => {
    suite.server.forgetHotReads();
    vi.spyOn(suite.server.db, 'selectFrom').mockImplementationOnce(() => {
      throw new Error('connection refused');
    });
    const answer = await post({ RequestAction: 'Merchants', set: 'ALL' });
    expect(answer.status).toBe(503);
    expect(answer.envelope).toEqual({
      ResponseCode: 'ERROR',
      Response: ['Error, please try again'],
    });
  });

  it('keeps nothing of a change that failed, so the same request id is sent again', async () => {
    const cart = await cartClient(suite.server, suite.demo);
    const requestId = randomUUID();
    const fields = {
      RequestAction: 'ManageCart',
      ...cart.fields('add_to_order', {
        menu_item_data: JSON.stringify({
          menu_item_id: suite.teaId,
          quantity: 1,
          cart_item_slot_id: -1,
        }),
      }),
      request_id: requestId,
    };
    const run = SUB_ACTIONS.add_to_order.run;
    vi.spyOn(SUB_ACTIONS.add_to_order, 'run').mockImplementationOnce(async (call, given) => {
      await run(call, given);
      throw new Error('lost the connection after writing');
    });
    const failed = await post(fields, cart.sid);
    expect(failed.status).toBe(503);
    expect(failed.envelope.SID).toBe(cart.sid);

    const retried = await post(fields, cart.sid);
    expect(retried.status).toBe(200);
    expect(retried.envelope.ResponseCode).toBe('SUCCESS');
    const lines = await suite.server.db
      .selectFrom('cart_items')
      .innerJoin('carts', 'carts.id', 'cart_items.cart_id')
      .select('cart_items.quantity')
      .where('carts.owner', '=', `session:${cart.sid}`)
      .execute();
    expect(lines).toEqual([{ quantity: 1 }]);
  });
});
