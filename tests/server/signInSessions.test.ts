/**
 * A stolen session is not a takeover: changing the email needs the current password
 * and ends the account's other sessions; a new reset link revokes the older ones; a sign-in with
 * 'Remember me' unticked ends within a day, however busy, instead of sliding for 14 days.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { DEFAULT_SIGN_IN_LIMITS } from '../../server/accounts/attempts';
import { ACCOUNT_PHRASES } from '../../src/domain/signInMessages';
import { SERVER_PHRASES } from '../../src/domain/serverPhrases';
import { backends, startServer, type TestServer } from './helpers';
import { browser, callFrom, emailLogin, registerMember } from './signInHelpers';

const HOUR = 60 * 60_000;

describe.each(backends)('sessions and credentials ($name)', (backend) => {
  let server: TestServer;
  let clock = Date.parse('2026-11-24T03:00:00Z');
  const advance = (ms: number) => {
    clock += ms;
    server.setNow(new Date(clock).toISOString());
  };
  beforeAll(async () => {
    server = await startServer(backend, new Date(clock).toISOString());
  }, 60_000);
  afterAll(async () => server?.close());
  beforeEach(() => advance(24 * HOUR));

  const sessionExists = async (sid: string) =>
    (await server.db
      .selectFrom('sessions')
      .select('sid')
      .where('sid', '=', sid)
      .executeTakeFirst()) !== undefined;

  it('an email change needs the current password, and ends the other sessions', async () => {
    const device = browser();
    const member = await registerMember(server, device);
    const other = await callFrom(
      server,
      browser('198.51.100.9'),
      'Login',
      emailLogin(member.email, member.password),
    );
    const mobile = `+614128${String(Math.floor(Math.random() * 90_000) + 10_000)}`;
    const metadata = JSON.stringify({ country: 'AU', dial_code: '+61', e164: mobile });
    const profile = (extra: Record<string, string>) =>
      server.call(
        'ChangeProfile',
        { name: 'Mia Member', mobile, mobile_metadata: metadata, birthday: '', ...extra },
        { sid: member.sid },
      );
    const newEmail = `new-${randomUUID()}@example.com`;
    expect((await profile({ email: newEmail })).Response).toEqual([
      SERVER_PHRASES.currentPasswordForEmail,
    ]);
    expect((await profile({ email: newEmail, current_password: 'wrong-one' })).Response).toEqual([
      ACCOUNT_PHRASES.wrongCurrentPassword,
    ]);
    const changed = await profile({ email: newEmail, current_password: member.password });
    expect(changed.ResponseCode, JSON.stringify(changed.Response)).toBe('SUCCESS');
    expect(await sessionExists(member.sid)).toBe(true);
    expect(await sessionExists(other.SID ?? '')).toBe(false);
    // The name alone changes without the password.
    const renamed = await profile({ email: newEmail, name: 'Mia Renamed' });
    expect(renamed.ResponseCode).toBe('SUCCESS');
  });

  it('a new reset link revokes the older ones', async () => {
    const member = await registerMember(server, browser());
    const linkFor = async () => {
      await server.ok('ForgotLogin', { login_type: 'email', email: member.email });
      const [mail] = await server.db
        .selectFrom('message_outbox')
        .select('body')
        .where('recipient', '=', member.email)
        .where('subject', 'like', '%reset%')
        .orderBy('id', 'desc')
        .execute();
      return /ra=([A-Za-z0-9_-]+)/.exec(mail?.body ?? '')?.[1] ?? '';
    };
    const reset = (token: string) =>
      server.call('ResetPassword', {
        user_id: String(member.id),
        reset_auth: token,
        new_password: 'reset-pass-1',
        confirm_password: 'reset-pass-1',
      });
    const older = await linkFor();
    const newer = await linkFor();
    expect(older).not.toBe(newer);
    expect((await reset(older)).Response).toEqual([ACCOUNT_PHRASES.resetLinkInvalid]);
    expect((await reset(newer)).Response).toEqual({ message: 'Password updated' });
  });

  it("'Remember me' unticked: the session ends within a day, even in use; ticked, it slides", async () => {
    const member = await registerMember(server, browser());
    const once = await callFrom(
      server,
      browser(),
      'Login',
      emailLogin(member.email, member.password, '0'),
    );
    const kept = await callFrom(
      server,
      browser(),
      'Login',
      emailLogin(member.email, member.password, '1'),
    );
    const hours = DEFAULT_SIGN_IN_LIMITS.unrememberedSessionHours;
    advance((hours / 2) * HOUR);
    await server.ok('CustomerAccount', {}, { sid: once.SID ?? '' });
    await server.ok('CustomerAccount', {}, { sid: kept.SID ?? '' });
    advance((hours / 2) * HOUR + 60_000);
    expect(await server.failure('CustomerAccount', {}, { sid: once.SID ?? '' })).toEqual({
      code: 'AUTH',
      message: 'Session expired',
    });
    await server.ok('CustomerAccount', {}, { sid: kept.SID ?? '' });
  });
});
