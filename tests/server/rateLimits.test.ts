/**
 * The request rate limits (server/http/rateLimits.ts): promo codes are
 * guessed at most 20 times a minute per session, and the 21st is refused with a message that says
 * to wait, while another session's legitimate code still works; sign-in calls and every call are
 * limited per address. The server's limits are set low here only where a test would otherwise
 * have to send thousands of calls.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeStaleRows } from '../../server/jobs/purge';
import type { MenuItemDetailsResponse } from '../../src/api/menuItemDetails';
import {
  DEFAULT_RATE_LIMITS,
  rateLimitsOf,
  TOO_MANY_REQUESTS,
  triesPromoCode,
} from '../../server/http/rateLimits';
import { cartClient, itemNamed, optionsFor, storeOf, type Store } from './cartHelpers';
import { backends, DEMO, startServer, type TestServer } from './helpers';

describe('rateLimitsOf (the limits from the environment)', () => {
  it.each([
    ['nothing set: the defaults', {}, DEFAULT_RATE_LIMITS],
    ['DOCKET_RATE_LIMITS=0: off', { DOCKET_RATE_LIMITS: '0' }, false],
    [
      'one limit changed, the rest kept',
      { DOCKET_NEW_SESSIONS_PER_ADDRESS: '600' },
      { ...DEFAULT_RATE_LIMITS, sessionsPerAddress: 600 },
    ],
    [
      'sign-ins and promo codes each by their own variable',
      { DOCKET_SIGN_INS_PER_ADDRESS: '5', DOCKET_PROMO_PER_ADDRESS: '7' },
      { ...DEFAULT_RATE_LIMITS, signInPerAddress: 5, promoPerAddress: 7 },
    ],
    [
      'a value that is not a whole number above 0 is ignored',
      {
        DOCKET_CALLS_PER_ADDRESS: '0',
        DOCKET_CALLS_PER_SESSION: 'lots',
        DOCKET_PROMO_PER_SESSION: '2.5',
      },
      DEFAULT_RATE_LIMITS,
    ],
  ])('%s', (_, env, expected) => {
    expect(rateLimitsOf(env)).toEqual(expected);
  });
});

describe('triesPromoCode', () => {
  const call = (fields: Record<string, string>) => ({
    RequestAction: 'ManageCart',
    sub_action: 'update_checkout',
    ...fields,
  });
  it.each([
    ['a coupon code in checkout_options', call({ checkout_options: '{"coupon_code":"X1"}' }), true],
    ['the bracket form', call({ 'checkout_options[coupon_code]': 'X1' }), true],
    ['an empty code (removing one)', call({ checkout_options: '{"coupon_code":" "}' }), false],
    ['no code', call({ checkout_options: '{"order_note":"hi"}' }), false],
    ['broken JSON', call({ checkout_options: '{' }), false],
    [
      'another sub_action',
      { ...call({}), sub_action: 'load_checkout', checkout_options: '{"coupon_code":"X1"}' },
      false,
    ],
  ])('%s', (_case, fields, tries) => {
    expect(triesPromoCode(fields)).toBe(tries);
  });
});

describe.each(backends)('rate limits ($name)', (backend) => {
  let server: TestServer;
  let demo: Store;
  let margherita: MenuItemDetailsResponse;
  beforeAll(async () => {
    server = await startServer(backend, undefined, { rateLimits: DEFAULT_RATE_LIMITS });
    demo = await storeOf(server, DEMO.token, DEMO.slug);
    const item = await itemNamed(server, demo, 'Margherita');
    margherita = await server.ok('MenuItemDetails', { menu_item_id: String(item.id) });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  const cartWithPizza = async () => {
    const cart = await cartClient(server, demo);
    await cart.add({
      menu_item_id: margherita.item_id,
      quantity: 2,
      options: optionsFor(margherita.options, { Base: 'Classic' }),
    });
    return cart;
  };

  it('refuses the 21st promo code guess in a minute from one session; another session’s code still works', async () => {
    const guesser = await cartWithPizza();
    for (let guess = 1; guess <= DEFAULT_RATE_LIMITS.promoPerSession; guess++) {
      expect(await guesser.checkoutFails({ coupon_code: `GUESS${guess}` })).toBe(
        'Invalid promo code',
      );
    }
    expect(await guesser.checkoutFails({ coupon_code: 'WELCOME10' })).toBe(TOO_MANY_REQUESTS);
    expect(TOO_MANY_REQUESTS).toMatch(/wait/);

    const customer = await cartWithPizza();
    const answer = await customer.checkout({ coupon_code: 'WELCOME10' });
    expect(answer.order).toMatchObject({ coupon_code: 'WELCOME10', discount: 440 });

    // The guesser's other changes are not promo guesses: the session may still edit its cart.
    expect((await guesser.checkout({ order_note: 'Ring the bell' })).order).toBeDefined();
  });
});

describe('limits per address', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ name: 'pglite' }, undefined, {
      rateLimits: { ...DEFAULT_RATE_LIMITS, perAddress: 30, signInPerAddress: 5 },
    });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  it('answers the call past the sign-in limit with the wait message, without checking a password', async () => {
    const login = {
      method: 'email',
      email: 'nobody@example.com',
      password: 'secret1',
      remember_me: '1',
    };
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await server.failure('Login', login)).message).not.toBe(TOO_MANY_REQUESTS);
    }
    expect(await server.failure('Login', login)).toEqual({
      code: 'ERROR',
      message: TOO_MANY_REQUESTS,
    });
  });

  it('answers every call past the per-address limit with the wait message, and no session', async () => {
    let refused = 0;
    for (let call = 0; call < 30; call++) {
      const envelope = await server.call('AppHome');
      if (envelope.ResponseCode !== 'SUCCESS') {
        expect(envelope).toEqual({ ResponseCode: 'ERROR', Response: [TOO_MANY_REQUESTS] });
        refused += 1;
      }
    }
    // 30 a minute from this address, of which the sign-in test above used 6.
    expect(refused).toBe(6);
  });
});

describe.each(backends)('the shared sign-in counter ($name)', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(backend, undefined, {
      rateLimits: { ...DEFAULT_RATE_LIMITS, signInPerAddress: 2 },
    });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  it('counts a minute from the first call, by the server clock, then starts again', async () => {
    const login = { method: 'email', email: 'nobody@example.com', password: 'secret1' };
    const refused = async () =>
      (await server.failure('Login', login)).message === TOO_MANY_REQUESTS;
    expect([await refused(), await refused(), await refused()]).toEqual([false, false, true]);
    server.setNow('2026-11-24T03:00:59.999Z');
    expect(await refused()).toBe(true);
    server.setNow('2026-11-24T03:01:00Z');
    expect([await refused(), await refused(), await refused()]).toEqual([false, false, true]);
    // Once their window has ended, the purge deletes the counters: sign-in calls and new
    // sessions (each call without a SID makes one) from the address.
    const early = await purgeStaleRows(server.db, new Date('2026-11-24T03:01:59.999Z'));
    expect(early.requestCounts).toBe(0);
    const late = await purgeStaleRows(server.db, new Date('2026-11-24T03:02:00Z'));
    expect(late.requestCounts).toBe(2);
  });
});
