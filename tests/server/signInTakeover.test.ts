/**
 * Account pre-takeover, end to end at the server with the identity sandbox: an
 * attacker signs up with the victim's email and a password of their own; the victim later signs
 * in with Google. The Google identity must not be linked to the attacker's unverified account, so
 * the attacker's password never opens an account the victim uses. Linking works once the email is
 * verified (the link the outbox holds), or from the account itself, signed in with the password.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxClientId } from '../../server/accounts/identityProviders';
import { startPaymentSandbox, type PaymentSandbox } from '../../server/sandbox/index';
import { linkNeedsPasswordMessage } from '../../src/domain/serverPhrases';
import { backends, startServer, type TestServer } from './helpers';

describe.each(backends)('account pre-takeover ($name)', (backend) => {
  let sandbox: PaymentSandbox & { origin: string };
  let server: TestServer;
  beforeAll(async () => {
    sandbox = await startPaymentSandbox({
      port: 0,
      host: '127.0.0.1',
      appOrigins: ['http://app.test'],
    });
    // The sandbox signs on the machine's clock, so the server's clock is the machine's too.
    server = await startServer(backend, new Date().toISOString(), {
      identity: { sandboxOrigins: [sandbox.origin] },
    });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await sandbox?.close();
  });

  const googleLogin = (email: string, sid?: string) =>
    server.call(
      'Login',
      {
        method: 'google',
        payload: JSON.stringify({
          credential: sandbox.identity.token(
            {
              provider: 'google',
              audience: sandboxClientId('demo'),
              claims: { email, email_verified: true, name: 'Victor Victim' },
            },
            sandbox.origin,
          ),
        }),
        remember_me: '1',
      },
      sid ? { sid } : {},
    );
  const register = async (email: string, password: string) => {
    const envelope = await server.call('Register', {
      method: 'email',
      name: 'Mallory Member',
      email,
      mobile: '',
      mobile_metadata: '',
      password1: password,
      password2: password,
      country_code: 'AU',
      state: 'WA',
    });
    expect(envelope.ResponseCode, JSON.stringify(envelope.Response)).toBe('SUCCESS');
    return { id: (envelope.Response as { id: number }).id, sid: envelope.SID ?? '' };
  };
  const passwordLogin = (email: string, password: string) =>
    server.call('Login', { method: 'email', email, password, remember_me: '1' });

  it("the attacker's password does not open the victim's Google sign-in", async () => {
    const victim = `victim-${randomUUID()}@example.com`;
    await register(victim, 'attacker-pass');
    const google = await googleLogin(victim);
    expect(google.Response).toEqual([linkNeedsPasswordMessage('Google')]);
    const attacker = await passwordLogin(victim, 'attacker-pass');
    expect(attacker.ResponseCode).toBe('SUCCESS');
    const account = await server.call('CustomerAccount', {}, { sid: attacker.SID ?? '' });
    expect(account.Response).toMatchObject({ customer: { is_google_connected: 0 } });
  });

  it('Google links to an account whose email was verified by its link', async () => {
    const email = `owner-${randomUUID()}@example.com`;
    const owner = await register(email, 'owner-pass-1');
    const [mail] = await server.db
      .selectFrom('message_outbox')
      .select('body')
      .where('recipient', '=', email)
      .execute();
    const link = /\/api\/verify-email\?vi=\d+&va=[A-Za-z0-9_%-]+/.exec(mail?.body ?? '')?.[0] ?? '';
    expect(link).not.toBe('');
    expect((await server.app.inject({ method: 'GET', url: link })).statusCode).toBe(200);
    expect((await server.app.inject({ method: 'GET', url: link })).statusCode).toBe(400);
    const google = await googleLogin(email);
    expect(google.ResponseCode, JSON.stringify(google.Response)).toBe('SUCCESS');
    expect((google.Response as { id: number }).id).toBe(owner.id);
  });

  it('Google links from the account itself, signed in with its password', async () => {
    const email = `profile-${randomUUID()}@example.com`;
    const owner = await register(email, 'owner-pass-2');
    const google = await googleLogin(email, owner.sid);
    expect(google.ResponseCode, JSON.stringify(google.Response)).toBe('SUCCESS');
    expect((google.Response as { id: number }).id).toBe(owner.id);
  });
});
