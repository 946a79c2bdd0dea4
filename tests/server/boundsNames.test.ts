/**
 * Account names: the name Apple sends at a first sign-in is the client's to write
 * (its `user` object comes from the page), so it loses line breaks, controls and bidi overrides
 * as every other single-line field does (src/domain/singleLine.ts).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIdentityProviders, sandboxClientId } from '../../server/accounts/identityProviders';
import { signInWithThirdParty, type ThirdPartyContext } from '../../server/accounts/thirdParty';
import { startPaymentSandbox, type PaymentSandbox } from '../../server/sandbox/index';
import { backends, startServer, type TestServer } from './helpers';

describe.each(backends)('an Apple name with controls ($name)', (backend) => {
  let sandbox: PaymentSandbox & { origin: string };
  let server: TestServer;
  let ctx: ThirdPartyContext;
  beforeAll(async () => {
    sandbox = await startPaymentSandbox({ port: 0, host: '127.0.0.1', appOrigins: [] });
    // The sandbox signs on the machine's clock, so the server's clock is the machine's too.
    server = await startServer(backend, new Date().toISOString(), {
      identity: { sandboxOrigins: [sandbox.origin] },
    });
    const brand = await server.db
      .selectFrom('brands')
      .selectAll()
      .where('code', '=', 'demo')
      .executeTakeFirstOrThrow();
    ctx = {
      db: server.db,
      brand,
      now: server.now(),
      log: server.app.log,
      identity: createIdentityProviders({ sandboxOrigins: [sandbox.origin], now: server.now }),
    };
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await sandbox?.close();
  });

  it('is kept as one plain line', async () => {
    const email = `p-${randomUUID()}@example.com`;
    const idToken = await sandbox.identity.token(
      {
        provider: 'apple',
        audience: sandboxClientId('demo'),
        claims: { email, email_verified: 'true', sub: `apple-${email}` },
      },
      sandbox.origin,
    );
    const signedIn = await signInWithThirdParty(ctx, 'apple', {
      payload: JSON.stringify({
        authorization: { id_token: idToken, code: 'c', state: '' },
        user: { email, name: { firstName: 'Grace\u202E', lastName: 'Hop\nper' } },
      }),
    });
    expect(signedIn).toMatchObject({ ok: true, customer: { name: 'Grace Hop per' } });
  });
});
