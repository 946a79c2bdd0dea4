/**
 * Sign-in under attack: an attempt is reserved before its hash, so a burst of
 * guesses at one account evaluates at most the free attempts; past them the account is throttled
 * with growing delays (never a lockout of its owner: a browser holding the account's signed
 * device cookie is judged by its own tries); an address is refused only past a high ceiling, so a
 * store's shared Wi-Fi is not locked out by a few wrong passwords. All on the injected clock.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { DEFAULT_SIGN_IN_LIMITS, throttleDelayMs } from '../../server/accounts/attempts';
import { ACCOUNT_PHRASES } from '../../src/domain/signInMessages';
import { signInWaitMessage } from '../../src/domain/serverPhrases';
import { backends, startServer, type TestServer } from './helpers';
import { browser, callFrom, emailLogin, registerMember } from './signInHelpers';

const LIMITS = DEFAULT_SIGN_IN_LIMITS;
const mobileMetadata = (e164: string) => JSON.stringify({ country: 'AU', dial_code: '+61', e164 });

describe('throttleDelayMs: free attempts, then doubling delays up to the cap', () => {
  it.each([
    [0, 0],
    [LIMITS.freeFailures - 1, 0],
    [LIMITS.freeFailures, LIMITS.firstDelaySeconds * 1000],
    [LIMITS.freeFailures + 1, LIMITS.firstDelaySeconds * 2000],
    [LIMITS.freeFailures + 3, LIMITS.firstDelaySeconds * 8000],
    [LIMITS.freeFailures + 40, LIMITS.maxDelayMinutes * 60_000],
  ])('after %i failures: %i ms', (failures, ms) => {
    expect(throttleDelayMs(LIMITS, failures)).toBe(ms);
  });
});

describe.each(backends)('sign-in under attack ($name)', (backend) => {
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
  // Each test starts past every window the last one left.
  beforeEach(() => advance(24 * 60 * 60_000));

  it('40 concurrent PIN guesses and the right PIN: at most the free attempts are evaluated', async () => {
    const owner = browser('198.51.100.1');
    const member = await registerMember(server, owner);
    const mobile = `+614129${String(Math.floor(Math.random() * 90_000) + 10_000)}`;
    await callFrom(server, owner, 'ChangeProfile', {
      sid: member.sid,
      name: 'Mia Member',
      email: member.email,
      mobile,
      mobile_metadata: mobileMetadata(mobile),
      birthday: '',
      current_password: member.password,
    });
    const set = await callFrom(server, owner, 'ChangePin', {
      sid: member.sid,
      old_pin: '',
      new_pin: '246810',
      confirm_pin: '246810',
    });
    expect(set.ResponseCode, JSON.stringify(set.Response)).toBe('SUCCESS');

    const attacker = browser('192.0.2.66');
    const guess = (pin: string) =>
      callFrom(server, attacker, 'Login', {
        method: 'mobile',
        mobile,
        mobile_metadata: mobileMetadata(mobile),
        pin,
        remember_me: '1',
      });
    const bystander = await registerMember(server, browser('198.51.100.10'));
    const guesses = [...Array.from({ length: 40 }, (_, n) => String(100_000 + n)), '246810'].map(
      guess,
    );
    // Another member signs in during the burst, from the same store's address as the guesser.
    const during = callFrom(
      server,
      browser(attacker.address),
      'Login',
      emailLogin(bystander.email, bystander.password),
    );
    const answers = await Promise.all(guesses);
    expect((await during).ResponseCode).toBe('SUCCESS');
    const evaluated = answers.filter(
      (answer) =>
        answer.ResponseCode === 'SUCCESS' ||
        JSON.stringify(answer.Response) === JSON.stringify([ACCOUNT_PHRASES.wrongMobileOrPin]),
    ).length;
    expect(evaluated).toBeLessThanOrEqual(LIMITS.freeFailures);
    expect(answers.at(-1)?.ResponseCode).not.toBe('SUCCESS');
  });

  it('a wrong password past the free attempts waits, longer each time', async () => {
    const member = await registerMember(server, browser('198.51.100.2'));
    const attacker = browser('192.0.2.67');
    const login = (password: string) =>
      callFrom(server, attacker, 'Login', emailLogin(member.email, password));
    for (let n = 0; n < LIMITS.freeFailures; n++)
      expect((await login(`wrong-${n}`)).Response).toEqual([ACCOUNT_PHRASES.wrongEmailOrPassword]);
    const first = throttleDelayMs(LIMITS, LIMITS.freeFailures);
    expect((await login('wrong-x')).Response).toEqual([signInWaitMessage(first)]);
    advance(first);
    expect((await login('wrong-y')).Response).toEqual([ACCOUNT_PHRASES.wrongEmailOrPassword]);
    const second = throttleDelayMs(LIMITS, LIMITS.freeFailures + 1);
    expect(second).toBe(2 * first);
    advance(first);
    expect((await login(member.password)).Response).toEqual([signInWaitMessage(first)]);
    advance(first);
    expect((await login(member.password)).ResponseCode).toBe('SUCCESS');
  });

  it("the owner's browser signs in at once while a stranger's guesses throttle the account", async () => {
    const owner = browser('198.51.100.3');
    const member = await registerMember(server, owner);
    expect(owner.cookies.size).toBe(1);
    const attacker = browser('192.0.2.68');
    for (let n = 0; n < 30; n++)
      await callFrom(server, attacker, 'Login', emailLogin(member.email, `wrong-${n}`));
    const stranger = await callFrom(
      server,
      attacker,
      'Login',
      emailLogin(member.email, member.password),
    );
    expect(stranger.ResponseCode).not.toBe('SUCCESS');
    const signedIn = await callFrom(
      server,
      owner,
      'Login',
      emailLogin(member.email, member.password),
    );
    expect(signedIn.ResponseCode, JSON.stringify(signedIn.Response)).toBe('SUCCESS');
  });

  it("a forged, altered or another account's device cookie exempts nobody", async () => {
    const owner = browser('198.51.100.4');
    const member = await registerMember(server, owner);
    const other = await registerMember(server, browser('198.51.100.5'));
    const [name = '', value = ''] = [...owner.cookies][0] ?? [];
    const attacker = browser('192.0.2.69');
    for (let n = 0; n < LIMITS.freeFailures; n++)
      await callFrom(server, attacker, 'Login', emailLogin(member.email, `wrong-${n}`));
    for (let n = 0; n < LIMITS.freeFailures; n++)
      await callFrom(server, attacker, 'Login', emailLogin(other.email, `wrong-${n}`));
    const tampered = value.slice(0, -2) + (value.endsWith('AA') ? 'BB' : 'AA');
    for (const cookie of [tampered, `${member.id}.${randomUUID()}.forged`]) {
      attacker.cookies.set(name, cookie);
      const tried = await callFrom(
        server,
        attacker,
        'Login',
        emailLogin(member.email, member.password),
      );
      expect(tried.ResponseCode).not.toBe('SUCCESS');
    }
    // The owner's cookie is for their account, not the other one.
    const elsewhere = await callFrom(
      server,
      owner,
      'Login',
      emailLogin(other.email, other.password),
    );
    expect(elsewhere.ResponseCode).not.toBe('SUCCESS');
  });

  it("a device's own wrong tries throttle that device", async () => {
    const owner = browser('198.51.100.6');
    const member = await registerMember(server, owner);
    for (let n = 0; n < LIMITS.freeFailures; n++)
      await callFrom(server, owner, 'Login', emailLogin(member.email, `wrong-${n}`));
    const held = await callFrom(server, owner, 'Login', emailLogin(member.email, member.password));
    expect(held.Response).toEqual([
      signInWaitMessage(throttleDelayMs(LIMITS, LIMITS.freeFailures)),
    ]);
  });

  it("ten wrong tries on a store's shared Wi-Fi lock nobody else out", async () => {
    const wifi = '198.51.100.200';
    const member = await registerMember(server, browser('198.51.100.7'));
    const someone = browser(wifi);
    for (let n = 0; n < 10; n++)
      await callFrom(
        server,
        someone,
        'Login',
        emailLogin(`nobody-${n}-${randomUUID()}@example.com`, 'guess-123'),
      );
    const customer = await callFrom(
      server,
      browser(wifi),
      'Login',
      emailLogin(member.email, member.password),
    );
    expect(customer.ResponseCode, JSON.stringify(customer.Response)).toBe('SUCCESS');
  });

  it('an address spraying past the ceiling is refused; a device in good standing still gets in', async () => {
    const sprayer = '198.51.100.201';
    const owner = browser(sprayer);
    const member = await registerMember(server, owner);
    // What a spray of wrong passwords at as many accounts leaves behind (each cost a hash).
    const brand = await server.db
      .selectFrom('brands')
      .select('id')
      .where('code', '=', 'demo')
      .executeTakeFirstOrThrow();
    await server.db
      .insertInto('auth_failures')
      .values(
        Array.from({ length: LIMITS.addressCeiling }, () => ({
          brand_id: brand.id,
          scope: 'address' as const,
          key: sprayer,
          at: server.now(),
        })),
      )
      .execute();
    const fresh = browser(sprayer);
    const refused = await callFrom(
      server,
      fresh,
      'Login',
      emailLogin(member.email, member.password),
    );
    expect(refused.Response).toEqual([ACCOUNT_PHRASES.tooManyAttempts]);
    const signedIn = await callFrom(
      server,
      owner,
      'Login',
      emailLogin(member.email, member.password),
    );
    expect(signedIn.ResponseCode).toBe('SUCCESS');
  });
});
