/**
 * The identity sandbox signs a 'verified' token for any email, so it signs in as anyone: it is used
 * only by a brand whose brand.json selects it, answers only this machine (loopback), and the
 * server's start-up lines say so.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIdentityProviders } from '../../server/accounts/identityProviders';
import { identitySandboxLine } from '../../server/sandbox/identity';
import { startPaymentSandbox, type PaymentSandbox } from '../../server/sandbox/index';

const signIn = { apple: true, google: true, facebook: false };

describe('the identity sandbox', () => {
  let sandbox: PaymentSandbox & { origin: string };
  beforeAll(async () => {
    sandbox = await startPaymentSandbox({
      port: 0,
      host: '127.0.0.1',
      appOrigins: ['http://app.test'],
    });
  });
  afterAll(async () => sandbox?.close());

  it.each([
    ['a brand without socialSignIn', { id: 'plain', signIn }, null],
    [
      'a brand with empty client ids',
      { id: 'unset', signIn, socialSignIn: { appleClientId: '', googleClientId: '' } },
      null,
    ],
    [
      'a brand that selects it',
      {
        id: 'demo',
        signIn,
        socialSignIn: { appleClientId: '', googleClientId: '', identitySandbox: true },
      },
      'sandbox',
    ],
  ])('%s: %s', (_name, brand, mode) => {
    const providers = createIdentityProviders({
      sandboxOrigins: [sandbox.origin],
      brands: [brand],
    });
    expect(providers.endpoints(brand.id, 'google')?.mode ?? null).toBe(mode);
    expect(providers.endpoints(brand.id, 'apple')?.mode ?? null).toBe(mode);
  });

  it.each([
    ['GET', '/idp/jwks'],
    ['GET', '/idp/google/authorize?client_id=x&origin=http://app.test'],
    ['POST', '/__sandbox/idp/tokens'],
  ] as const)('%s %s answers loopback only', async (method, url) => {
    const body = {
      provider: 'google',
      audience: 'docket-sandbox-demo',
      claims: { email: 'a@b.co' },
    };
    const from = async (remoteAddress: string) =>
      (
        await sandbox.app.inject({
          method,
          url,
          remoteAddress,
          ...(method === 'POST' ? { payload: body } : {}),
        })
      ).statusCode;
    expect(await from('192.168.1.20')).toBe(404);
    expect(await from('127.0.0.1')).toBe(200);
  });

  it.each([
    [[], 'Identity sandbox: off (no brand selects socialSignIn.identitySandbox)'],
    [
      ['demo'],
      'Identity sandbox (Apple and Google sign-in as any email: demo only, from this machine only) on http://127.0.0.1:8090/idp',
    ],
  ])('the start-up line for %j', (brands, line) => {
    expect(identitySandboxLine(brands, 'http://127.0.0.1:8090')).toBe(line);
  });
});
