/**
 * The worker's Apple/Google sign-in (signInWithProvider) in-process against the real server and
 * the identity sandbox: the SDK's answer goes to Login as its payload and the device holds the
 * member with the connection flags the account nav and profile read; a network failure answers
 * the spec's LI3/LI4 from the sign-in screen and LIC3/LIC4 from the cart.
 */
import 'fake-indexeddb/auto';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountRetryText } from '@/domain/signInMessages';
import { createServer } from '../../server/app';
import { sandboxClientId } from '../../server/accounts/identityProviders';
import { startPaymentSandbox, type PaymentSandbox } from '../../server/sandbox/index';
import { providerRetryCode } from '@worker/account/accountApi';
import { captureLogs } from './support/logs';
import { workerHarness } from './support/workerHarness';

captureLogs();
let sandbox: PaymentSandbox & { origin: string };
let server: Awaited<ReturnType<typeof createServer>>;
let origin: string;

beforeAll(async () => {
  sandbox = await startPaymentSandbox({ port: 0, host: '127.0.0.1', appOrigins: [] });
  server = await createServer({
    dataDir: 'memory://',
    identity: { sandboxOrigins: [sandbox.origin] },
  });
  origin = await server.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await server?.close();
  await sandbox?.close();
});

const googlePayload = (email: string) => ({
  credential: sandbox.identity.token(
    {
      provider: 'google',
      audience: sandboxClientId('demo'),
      claims: { email, email_verified: true, given_name: 'Gale', family_name: 'Google' },
    },
    sandbox.origin,
  ),
});

describe('signInWithProvider', () => {
  it('sends the payload to Login and holds the member, Google connected', async () => {
    const { api, db } = workerHarness({ origin, now: Date.now() });
    await api.loadHome();
    const email = `g-${randomUUID()}@example.com`;
    const answer = await api.signInWithProvider({
      method: 'google',
      payload: googlePayload(email),
      from: 'sign-in',
    });
    expect(answer).toMatchObject({ ok: true, data: { email } });
    const id = (await db.customer.get('current'))?.id ?? 0;
    expect(id).toBeGreaterThan(0);
    const account = await db.account.get('current');
    expect(account?.customer).toMatchObject({
      id,
      email,
      is_google_connected: 1,
      is_apple_connected: 0,
    });
  });

  it('refuses a payload the server cannot verify, with its phrase, and stays a guest', async () => {
    const { api, db } = workerHarness({ origin, now: Date.now() });
    await api.loadHome();
    const answer = await api.signInWithProvider({
      method: 'apple',
      payload: { authorization: { id_token: 'not-a-token' } },
      from: 'cart',
    });
    expect(answer.ok).toBe(false);
    expect(answer.ok ? '' : answer.error.code).toBe('server');
    expect((await db.customer.get('current'))?.id ?? 0).toBe(0);
  });

  it.each([
    ['apple', 'sign-in', 'LI3'],
    ['google', 'sign-in', 'LI4'],
    ['apple', 'cart', 'LIC3'],
    ['google', 'cart', 'LIC4'],
  ] as const)('offline, %s from %s answers %s', async (method, from, code) => {
    expect(providerRetryCode(method, from)).toBe(code);
    const { api, network } = workerHarness({ origin, now: Date.now() });
    network.online = false;
    const answer = await api.signInWithProvider({ method, payload: {}, from });
    expect(answer.ok ? '' : answer.error.message).toBe(accountRetryText(code));
  });
});
