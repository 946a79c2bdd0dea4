/**
 * Accounts on PGlite and PostgreSQL: Register, Login (email + password,
 * mobile + PIN, token), Logout, CustomerAccount, ChangeProfile, CloseAccount, ForgotLogin,
 * ResetPassword, ChangePassword and ChangePin, with the session rules: a new SID at sign-in, the
 * guest's SID worthless afterwards, Logout revoking, 14-day expiry, and the attempt limits.
 */
import { MESSAGES } from '../../server/protocol/messages';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { purgeStaleRows } from '../../server/jobs/purge';
import { DEFAULT_SIGN_IN_LIMITS, throttleDelayMs } from '../../server/accounts/attempts';
import { signInWaitMessage } from '../../src/domain/serverPhrases';
import { ACCOUNT_PHRASES, PIN_NEEDS_MOBILE } from '../../src/domain/signInMessages';
import { cartClient, newSession, teaSuite } from './cartHelpers';
import { backends, type TestServer } from './helpers';

const mobileMetadata = (e164: string) => JSON.stringify({ country: 'AU', dial_code: '+61', e164 });

/** A new AU mobile, 0412 9xx xxx (a valid mobile range, apart from the demo member's). */
let mobiles = 0;
function uniqueMobile(): string {
  mobiles += 1;
  return `+614129${String(mobiles).padStart(5, '0')}`;
}

async function register(server: TestServer, sid?: string, extra: Record<string, string> = {}) {
  const guestSid = sid ?? (await newSession(server));
  const email = `m-${randomUUID()}@example.com`;
  const password = 'secret-123';
  const envelope = await server.call(
    'Register',
    {
      method: 'email',
      name: 'Mia Member',
      email,
      mobile: '',
      mobile_metadata: '',
      password1: password,
      password2: password,
      country_code: 'AU',
      state: 'WA',
      ...extra,
    },
    { sid: guestSid },
  );
  expect(envelope.ResponseCode, JSON.stringify(envelope.Response)).toBe('SUCCESS');
  const answer = envelope.Response as { id: number };
  return { email, password, sid: envelope.SID ?? '', id: answer.id, guestSid };
}

async function sessionCustomer(server: TestServer, sid: string): Promise<number | undefined> {
  const row = await server.db
    .selectFrom('sessions')
    .select('customer_id')
    .where('sid', '=', sid)
    .executeTakeFirst();
  return row?.customer_id;
}

async function outbox(server: TestServer, recipient: string) {
  return server.db
    .selectFrom('message_outbox')
    .selectAll()
    .where('recipient', '=', recipient)
    .orderBy('id', 'desc')
    .execute();
}

describe.each(backends)('accounts ($name)', (backend) => {
  const suite = teaSuite(backend);
  // Every call comes from one address: move past the failure window after each test so one
  // test's wrong guesses do not count against the next.
  let clock = Date.parse('2026-11-24T03:00:00Z');
  afterEach(() => {
    clock += 16 * 60_000;
    suite.server.setNow(new Date(clock).toISOString());
  });

  it('Register signs in with a new SID; the guest SID is not the member session', async () => {
    const { server } = suite;
    const member = await register(server);
    expect(member.sid).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(member.sid).not.toBe(member.guestSid);
    expect(await sessionCustomer(server, member.sid)).toBe(member.id);
    expect(await sessionCustomer(server, member.guestSid)).toBeUndefined();
    // The old SID now gets a fresh guest session: CustomerAccount refuses it.
    const old = await server.failure('CustomerAccount', {}, { sid: member.guestSid });
    expect(old.message).toBe(ACCOUNT_PHRASES.accountRequired);
    const account = await server.ok('CustomerAccount', {}, { sid: member.sid });
    expect(account.customer).toMatchObject({
      id: member.id,
      email: member.email,
      name: 'Mia Member',
      status: 1,
      has_mobile: 0,
      has_mobile_pin: 0,
      country_code: 'AU',
      state: 'WA',
      balance: 0,
    });
    expect(account.account.currency_sign).toBe('$');
  });

  it('Register refuses what the sign-up form refuses, and a taken email', async () => {
    const { server } = suite;
    const sid = await newSession(server);
    const base = {
      method: 'email',
      name: 'Mia Member',
      email: `r-${randomUUID()}@example.com`,
      mobile: '',
      mobile_metadata: '',
      password1: 'secret-123',
      password2: 'secret-123',
      country_code: 'AU',
      state: 'WA',
    };
    const refused = async (extra: Record<string, string>) =>
      (await server.failure('Register', { ...base, ...extra }, { sid })).message;
    expect(await refused({ name: 'Mi' })).toBe('Has to be at least 3 characters long');
    expect(await refused({ name: 'Apple User' })).toBe('Enter your name');
    expect(await refused({ email: 'nope' })).toBe('Enter a valid email address');
    expect(await refused({ password1: 'short', password2: 'short' })).toBe(
      'Has to be at least 6 characters long',
    );
    expect(await refused({ password2: 'different' })).toBe(ACCOUNT_PHRASES.passwordsDoNotMatch);
    expect(await refused({ state: '' })).toBe('State: This field is required');
    expect(await refused({ mobile: '123', mobile_metadata: '' })).toBe(
      'Enter a valid phone number',
    );
    // New Zealand needs no state.
    const nz = await server.call('Register', { ...base, country_code: 'NZ', state: '' }, { sid });
    expect(nz.ResponseCode).toBe('SUCCESS');
    const again = await server.failure('Register', { ...base, email: base.email.toUpperCase() });
    expect(again.message).toBe(ACCOUNT_PHRASES.emailTaken);
  });

  it('Login by email: a wrong password fails, the right one signs in with a new SID', async () => {
    const { server } = suite;
    const member = await register(server);
    const guest = await newSession(server);
    const wrong = await server.failure(
      'Login',
      { method: 'email', email: member.email, password: 'wrong-pass', remember_me: '1' },
      { sid: guest },
    );
    expect(wrong.message).toBe(ACCOUNT_PHRASES.wrongEmailOrPassword);
    const unknown = await server.failure(
      'Login',
      { method: 'email', email: `x-${randomUUID()}@example.com`, password: 'x', remember_me: '1' },
      { sid: guest },
    );
    expect(unknown.message).toBe(ACCOUNT_PHRASES.wrongEmailOrPassword);

    const envelope = await server.call(
      'Login',
      {
        method: 'email',
        email: member.email.toUpperCase(),
        password: member.password,
        remember_me: '1',
      },
      { sid: guest },
    );
    expect(envelope.ResponseCode).toBe('SUCCESS');
    expect(envelope.Response).toEqual({
      id: member.id,
      email: member.email,
      status: 1,
      menu_name: '',
      eftpos: { is_eftpos_enabled: 0, eftpos_provider: '' },
    });
    expect(envelope.SID).not.toBe(guest);
    expect(await sessionCustomer(server, envelope.SID ?? '')).toBe(member.id);
    expect(await sessionCustomer(server, guest)).toBeUndefined();
  });

  it('the guest cart moves to the member at sign-in', async () => {
    const { server, demo, teaId } = suite;
    const member = await register(server);
    const guest = await cartClient(server, demo);
    await guest.add({ menu_item_id: teaId, quantity: 2 });
    const envelope = await server.call(
      'Login',
      { method: 'email', email: member.email, password: member.password, remember_me: '1' },
      { sid: guest.sid },
    );
    const signedIn = await cartClient(server, demo, envelope.SID);
    const cart = await signedIn.checkout({});
    expect(cart.order.items.map((item) => item.quantity)).toEqual([2]);
    // The planted guest SID no longer reaches that cart: it gets a new, empty one.
    const stranger = await cartClient(server, demo, guest.sid);
    expect((await stranger.checkout({})).order.items).toEqual([]);
  });

  it('Logout revokes the session on the server and answers a guest SID', async () => {
    const { server } = suite;
    const member = await register(server);
    const envelope = await server.call('Logout', {}, { sid: member.sid });
    expect(envelope.ResponseCode).toBe('SUCCESS');
    expect(envelope.SID).not.toBe(member.sid);
    expect(await sessionCustomer(server, envelope.SID ?? '')).toBe(0);
    expect(await sessionCustomer(server, member.sid)).toBeUndefined();
    const after = await server.failure('CustomerAccount', {}, { sid: member.sid });
    expect(after.message).toBe(ACCOUNT_PHRASES.accountRequired);
  });

  it('a member session expires after 14 days: AUTH, then a guest', async () => {
    const { server } = suite;
    const member = await register(server);
    await server.ok('CustomerAccount', {}, { sid: member.sid });
    clock += 14 * 24 * 60 * 60_000 + 60_000;
    server.setNow(new Date(clock).toISOString());
    const expired = await server.failure('CustomerAccount', {}, { sid: member.sid });
    expect(expired).toEqual({ code: 'AUTH', message: 'Session expired' });
  });

  // Throttling, device cookies and the address ceiling in detail: signInThrottle.test.ts.
  it('wrong passwords past the free tries make the next one wait, the right one too', async () => {
    const { server } = suite;
    const member = await register(server);
    const login = (password: string) =>
      server.call('Login', { method: 'email', email: member.email, password, remember_me: '1' });
    for (let attempt = 0; attempt < DEFAULT_SIGN_IN_LIMITS.freeFailures; attempt++) {
      const envelope = await login(`wrong-${attempt}`);
      expect(envelope.Response).toEqual([ACCOUNT_PHRASES.wrongEmailOrPassword]);
    }
    const waitMs = throttleDelayMs(DEFAULT_SIGN_IN_LIMITS, DEFAULT_SIGN_IN_LIMITS.freeFailures);
    expect((await login(member.password)).Response).toEqual([signInWaitMessage(waitMs)]);
    clock += waitMs;
    server.setNow(new Date(clock).toISOString());
    expect((await login(member.password)).ResponseCode).toBe('SUCCESS');
  });

  it('ten failures from one address do not lock that address out of other accounts', async () => {
    const { server } = suite;
    const member = await register(server);
    for (let attempt = 0; attempt < 10; attempt++) {
      await server.call('Login', {
        method: 'email',
        email: `nobody-${attempt}-${randomUUID()}@example.com`,
        password: 'guess-123',
        remember_me: '1',
      });
    }
    const signedIn = await server.call('Login', {
      method: 'email',
      email: member.email,
      password: member.password,
      remember_me: '1',
    });
    expect(signedIn.ResponseCode).toBe('SUCCESS');
  });

  it('ChangePin needs a mobile, then sets a PIN with leading zeros; Login by mobile + PIN', async () => {
    const { server } = suite;
    const member = await register(server);
    const noMobile = await server.failure(
      'ChangePin',
      { old_pin: '', new_pin: '001234', confirm_pin: '001234' },
      { sid: member.sid },
    );
    expect(noMobile.message).toBe(PIN_NEEDS_MOBILE);

    const mobile = uniqueMobile();
    const profile = await server.ok(
      'ChangeProfile',
      {
        name: 'Mia Member',
        email: member.email,
        mobile,
        mobile_metadata: mobileMetadata(mobile),
        birthday: '29/02',
      },
      { sid: member.sid },
    );
    expect(profile.message).toBe('Account updated');
    expect(profile.customer).toMatchObject({ mobile, birthday: '29/02', has_mobile: 1 });

    const mismatch = await server.failure(
      'ChangePin',
      { old_pin: '', new_pin: '001234', confirm_pin: '001235' },
      { sid: member.sid },
    );
    expect(mismatch.message).toBe(ACCOUNT_PHRASES.pinsDoNotMatch);
    expect(
      (
        await server.failure(
          'ChangePin',
          { new_pin: '12345', confirm_pin: '12345' },
          { sid: member.sid },
        )
      ).message,
    ).toBe(ACCOUNT_PHRASES.pinFormat);
    const set = await server.ok(
      'ChangePin',
      { old_pin: '', new_pin: '001234', confirm_pin: '001234' },
      { sid: member.sid },
    );
    expect(set.message).toBe('PIN updated');
    expect(set.customer.has_mobile_pin).toBe(1);
    // Now the current PIN is required.
    const noCurrent = await server.failure(
      'ChangePin',
      { old_pin: '', new_pin: '654321', confirm_pin: '654321' },
      { sid: member.sid },
    );
    expect(noCurrent.message).toBe('This field is required');
    const wrongCurrent = await server.failure(
      'ChangePin',
      { old_pin: '999999', new_pin: '654321', confirm_pin: '654321' },
      { sid: member.sid },
    );
    expect(wrongCurrent.message).toBe(ACCOUNT_PHRASES.wrongCurrentPin);

    const local = `0${mobile.slice(3)}`; // 04xx xxx xxx, read as AU
    const wrongPin = await server.failure('Login', {
      method: 'mobile',
      mobile: local,
      mobile_metadata: '',
      pin: '001235',
      remember_me: '1',
    });
    expect(wrongPin.message).toBe(ACCOUNT_PHRASES.wrongMobileOrPin);
    const pinLogin = await server.call('Login', {
      method: 'mobile',
      mobile: local,
      mobile_metadata: '',
      pin: '001234',
      remember_me: '1',
    });
    expect(pinLogin.ResponseCode).toBe('SUCCESS');
    expect((pinLogin.Response as { id: number }).id).toBe(member.id);

    // Birthday is locked once set.
    const locked = await server.failure(
      'ChangeProfile',
      {
        name: 'Mia Member',
        email: member.email,
        mobile,
        mobile_metadata: mobileMetadata(mobile),
        birthday: '01/03',
      },
      { sid: member.sid },
    );
    expect(locked.message).toBe(ACCOUNT_PHRASES.birthdayLocked);
  });

  it('ChangeProfile refuses what the profile refuses', async () => {
    const { server } = suite;
    const member = await register(server);
    const mobile = uniqueMobile();
    const base = {
      name: 'Mia Member',
      email: member.email,
      mobile,
      mobile_metadata: mobileMetadata(mobile),
      birthday: '',
    };
    const refused = async (extra: Record<string, string>) =>
      (await server.failure('ChangeProfile', { ...base, ...extra }, { sid: member.sid })).message;
    expect(await refused({ name: 'Google User' })).toBe('Enter your name');
    expect(await refused({ name: '' })).toBe('This field is required');
    expect(await refused({ email: 'a@b' })).toBe('Enter a valid email address');
    expect(await refused({ mobile: '+61', mobile_metadata: '' })).toBe('This field is required');
    expect(await refused({ mobile: '0412', mobile_metadata: '' })).toBe(
      'Enter a valid phone number',
    );
    expect(await refused({ birthday: '31/02' })).toBe(ACCOUNT_PHRASES.birthdayInvalid);
    const other = await register(server);
    expect(await refused({ email: other.email })).toBe(ACCOUNT_PHRASES.emailTaken);
    expect((await server.failure('ChangeProfile', base)).message).toBe(
      ACCOUNT_PHRASES.accountRequired,
    );
  });

  it('ChangePassword checks the current password, then the new one signs in', async () => {
    const { server } = suite;
    const member = await register(server);
    const other = await server.call('Login', {
      method: 'email',
      email: member.email,
      password: member.password,
      remember_me: '1',
    });
    const change = (fields: Record<string, string>) =>
      server.call('ChangePassword', fields, { sid: member.sid });
    expect(
      (
        await change({
          current_password: 'wrong-one',
          new_password: 'newpass-1',
          confirm_password: 'newpass-1',
        })
      ).Response,
    ).toEqual([ACCOUNT_PHRASES.wrongCurrentPassword]);
    expect(
      (
        await change({
          current_password: member.password,
          new_password: 'short',
          confirm_password: 'short',
        })
      ).Response,
    ).toEqual(['Has to be at least 6 characters long']);
    const done = await change({
      current_password: member.password,
      new_password: 'newpass-1',
      confirm_password: 'newpass-1',
    });
    expect(done.Response).toEqual({ message: 'Password updated' });
    // This session stays; the other one ended.
    await server.ok('CustomerAccount', {}, { sid: member.sid });
    expect(await sessionCustomer(server, other.SID ?? '')).toBeUndefined();
    const old = await server.failure('Login', {
      method: 'email',
      email: member.email,
      password: member.password,
      remember_me: '1',
    });
    expect(old.message).toBe(ACCOUNT_PHRASES.wrongEmailOrPassword);
    const fresh = await server.call('Login', {
      method: 'email',
      email: member.email,
      password: 'newpass-1',
      remember_me: '1',
    });
    expect(fresh.ResponseCode).toBe('SUCCESS');
  });

  it('ForgotLogin mails a reset link that works once and for an hour', async () => {
    const { server } = suite;
    const member = await register(server);
    const sent = await server.ok('ForgotLogin', { login_type: 'email', email: member.email });
    expect(sent.message).toBe(ACCOUNT_PHRASES.forgotSent);
    // An unknown email gets the same answer and no message.
    const stranger = `s-${randomUUID()}@example.com`;
    expect(await server.ok('ForgotLogin', { login_type: 'email', email: stranger })).toEqual(sent);
    expect(await outbox(server, stranger)).toEqual([]);
    expect(
      (await server.failure('ForgotLogin', { login_type: 'email', email: 'bad' })).message,
    ).toBe('Enter a valid email address');

    const [mail] = await outbox(server, member.email);
    expect(mail?.channel).toBe('email');
    const link = /\/account\/reset\?ri=(\d+)&ra=([A-Za-z0-9_-]+)/.exec(mail?.body ?? '');
    expect(link?.[1]).toBe(String(member.id));
    const reset = (token: string, password = 'reset-pass-1') =>
      server.call('ResetPassword', {
        user_id: String(member.id),
        reset_auth: token,
        new_password: password,
        confirm_password: password,
      });
    const token = link?.[2] ?? '';
    expect((await reset(`${token}x`)).Response).toEqual([ACCOUNT_PHRASES.resetLinkInvalid]);
    expect((await reset(token)).Response).toEqual({ message: 'Password updated' });
    // The member's sessions ended; the link does not work twice.
    expect(await sessionCustomer(server, member.sid)).toBeUndefined();
    expect((await reset(token, 'another-pass')).Response).toEqual([
      ACCOUNT_PHRASES.resetLinkInvalid,
    ]);
    const login = await server.call('Login', {
      method: 'email',
      email: member.email,
      password: 'reset-pass-1',
      remember_me: '1',
    });
    expect(login.ResponseCode).toBe('SUCCESS');

    // A second link, used after an hour, has expired.
    await server.ok('ForgotLogin', { login_type: 'email', email: member.email });
    const [late] = await outbox(server, member.email);
    const lateToken = /ra=([A-Za-z0-9_-]+)/.exec(late?.body ?? '')?.[1] ?? '';
    clock += 60 * 60_000 + 1_000;
    server.setNow(new Date(clock).toISOString());
    expect((await reset(lateToken)).Response).toEqual([ACCOUNT_PHRASES.resetLinkInvalid]);
  });

  it('ForgotLogin is limited to 10 requests in 15 minutes per email', async () => {
    const { server } = suite;
    const email = `flood-${randomUUID()}@example.com`;
    for (let request = 0; request < 10; request++) {
      await server.ok('ForgotLogin', { login_type: 'email', email });
    }
    const refused = await server.failure('ForgotLogin', { login_type: 'email', email });
    expect(refused.message).toBe(ACCOUNT_PHRASES.tooManyAttempts);
  });

  it('ForgotLogin by mobile texts a temporary PIN that signs in beside the old one', async () => {
    const { server } = suite;
    const member = await register(server);
    const mobile = uniqueMobile();
    await server.ok(
      'ChangeProfile',
      {
        name: 'Mia Member',
        email: member.email,
        mobile,
        mobile_metadata: mobileMetadata(mobile),
        birthday: '',
      },
      { sid: member.sid },
    );
    await server.ok('ChangePin', { new_pin: '111111', confirm_pin: '111111' }, { sid: member.sid });
    await server.ok('ForgotLogin', {
      login_type: 'mobile',
      mobile,
      mobile_metadata: mobileMetadata(mobile),
    });
    const [sms] = await outbox(server, mobile);
    expect(sms?.channel).toBe('sms');
    const pin = /PIN is (\d{6})/.exec(sms?.body ?? '')?.[1] ?? '';
    expect(pin).toMatch(/^\d{6}$/);
    const account = await server.ok('CustomerAccount', {}, { sid: member.sid });
    expect(account.customer.has_temp_mobile_pin).toBe(1);
    const login = await server.call('Login', {
      method: 'mobile',
      mobile,
      mobile_metadata: mobileMetadata(mobile),
      pin,
      remember_me: '1',
    });
    expect(login.ResponseCode).toBe('SUCCESS');
    // The temporary PIN is now the current one.
    await server.ok(
      'ChangePin',
      { old_pin: pin, new_pin: '222222', confirm_pin: '222222' },
      { sid: login.SID },
    );
  });

  it('CloseAccount records the request once and confirms by email', async () => {
    const { server } = suite;
    const member = await register(server);
    expect(await server.ok('CloseAccount', {}, { sid: member.sid })).toEqual({
      message: 'Your request has been sent',
    });
    await server.ok('CloseAccount', {}, { sid: member.sid });
    const account = await server.ok('CustomerAccount', {}, { sid: member.sid });
    expect(account.customer.close_requested).toBe(1);
    // Besides the sign-up's email verification link (signInTakeover.test.ts).
    const confirmations = (await outbox(server, member.email)).filter(
      (mail) => !mail.subject.includes('confirm your email'),
    );
    expect(confirmations).toHaveLength(1);
    expect((await server.failure('CloseAccount', {})).message).toBe(
      ACCOUNT_PHRASES.accountRequired,
    );
  });

  it('ThirdPartyUser method login (session in URL) signs in once with a one-time token, never adopting the sid', async () => {
    const { server } = suite;
    const member = await register(server);
    const token = randomBytes(32).toString('base64url');
    const brand = await server.db
      .selectFrom('brands')
      .select('id')
      .where('code', '=', 'demo')
      .executeTakeFirstOrThrow();
    await server.db
      .insertInto('reset_tokens')
      .values({
        brand_id: brand.id,
        customer_id: member.id,
        purpose: 'login',
        token_hash: createHash('sha256').update(token).digest('hex'),
        expires_at: new Date(clock + 60 * 60_000),
        created_at: new Date(clock),
      })
      .execute();
    const planted = await newSession(server);
    const fields = { method: 'login', userid: String(member.id), usertoken: token };
    const first = await server.call('ThirdPartyUser', fields, { sid: planted });
    expect(first.ResponseCode).toBe('SUCCESS');
    expect(first.SID).not.toBe(planted);
    expect(await sessionCustomer(server, first.SID ?? '')).toBe(member.id);
    expect(await sessionCustomer(server, planted)).toBeUndefined();
    const again = await server.failure('ThirdPartyUser', fields);
    expect(again.message).toBe(ACCOUNT_PHRASES.loginLinkInvalid);
    // A reset token is not a login token.
    await server.ok('ForgotLogin', { login_type: 'email', email: member.email });
    const [mail] = await outbox(server, member.email);
    const resetToken = /ra=([A-Za-z0-9_-]+)/.exec(mail?.body ?? '')?.[1] ?? '';
    const wrongPurpose = await server.failure('ThirdPartyUser', {
      ...fields,
      usertoken: resetToken,
    });
    expect(wrongPurpose.message).toBe(ACCOUNT_PHRASES.loginLinkInvalid);
    // Login takes no token: the session-in-URL login is ThirdPartyUser only.
    const viaLogin = await server.failure('Login', { method: 'token', userid: String(member.id) });
    expect(viaLogin.message).toBe(ACCOUNT_PHRASES.unsupportedMethod);
  });

  it('the purge drops failures past the window and expired tokens, keeping the live ones', async () => {
    const { server } = suite;
    const member = await register(server);
    await server.call('Login', {
      method: 'email',
      email: member.email,
      password: 'wrong-one',
      remember_me: '1',
    });
    await server.ok('ForgotLogin', { login_type: 'email', email: member.email });
    const live = async () => ({
      failures: (
        await server.db
          .selectFrom('auth_failures')
          .select('id')
          .where('key', '=', `email:${member.email}`)
          .execute()
      ).length,
      tokens: (
        await server.db
          .selectFrom('reset_tokens')
          .select('id')
          .where('customer_id', '=', member.id)
          .where('purpose', '=', 'reset')
          .execute()
      ).length,
    });
    expect(await live()).toEqual({ failures: 1, tokens: 1 });
    await purgeStaleRows(server.db, new Date(clock + 10 * 60_000));
    expect(await live()).toEqual({ failures: 1, tokens: 1 });
    const counts = await purgeStaleRows(server.db, new Date(clock + 61 * 60_000));
    expect(counts.authFailures).toBeGreaterThanOrEqual(1);
    expect(counts.tokens).toBeGreaterThanOrEqual(1);
    expect(await live()).toEqual({ failures: 0, tokens: 0 });
  });

  it('Login hands apple and google to their token check, and refuses any other method', async () => {
    const { server } = suite;
    // This server has no identity providers configured: each provider's own refusal
    // (server/accounts/thirdParty.ts; tests/server/thirdParty.test.ts checks the tokens).
    expect((await server.failure('Login', { method: 'apple', payload: '{}' })).message).toBe(
      MESSAGES.appleSignInFailed,
    );
    expect((await server.failure('Login', { method: 'google', payload: '{}' })).message).toBe(
      MESSAGES.googleSignInFailed,
    );
    for (const method of ['facebook', 'token']) {
      const refused = await server.failure('Login', { method, payload: '{}' });
      expect(refused.message).toBe(ACCOUNT_PHRASES.unsupportedMethod);
    }
  });

  it('the demo member signs in by email and by mobile + PIN', async () => {
    const { server } = suite;
    const byEmail = await server.call('Login', {
      method: 'email',
      email: 'demo@figandolive.example',
      password: 'figandolive',
      remember_me: '1',
    });
    expect(byEmail.ResponseCode).toBe('SUCCESS');
    const byPin = await server.call('Login', {
      method: 'mobile',
      mobile: '0412 345 678',
      mobile_metadata: '',
      pin: '012345',
      remember_me: '0',
    });
    expect(byPin.ResponseCode).toBe('SUCCESS');
  });
});
