/**
 * The worker's account functions in-process against the real server: sign-up
 * and sign-in adopt the server's NEW SID, sign-out revokes and clears every member row, and an AUTH
 * answer that ends a member's session toasts 'Session expired, sign in to try again' once (the
 * call answers those words too, so the screen's own toast is the same one).
 */
import 'fake-indexeddb/auto';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_PHRASES,
  accountRetryText,
  SESSION_EXPIRED_SIGN_IN,
} from '@/domain/signInMessages';
import { captureLogs } from './support/logs';
import { startServer, type TestServer } from './support/server';
import { workerHarness } from './support/workerHarness';

const NOW = Date.UTC(2026, 10, 24, 3, 0, 0);
let server: TestServer;
captureLogs();

beforeAll(async () => {
  server = await startServer({ now: () => new Date(NOW) });
});
afterAll(async () => {
  await server.close();
});

async function signedUp() {
  const harness = workerHarness({ origin: server.origin, now: NOW });
  await harness.api.loadHome();
  const guestSid = (await harness.db.session.get('current'))?.sid;
  const email = `w-${randomUUID()}@example.com`;
  const result = await harness.api.signUp({
    name: 'Wren Worker',
    email,
    mobile: '',
    mobileMetadata: '',
    password1: 'secret-123',
    password2: 'secret-123',
    countryCode: 'AU',
    state: 'WA',
  });
  if (!result.ok) throw new Error(result.error.message);
  return { ...harness, email, guestSid, id: result.data.id };
}

async function serverSession(sid: string | undefined) {
  return server.db
    .selectFrom('sessions')
    .select(['customer_id', 'expires_at'])
    .where('sid', '=', sid ?? '')
    .executeTakeFirst();
}

describe('account worker functions', () => {
  it('signUp holds the member and the new SID; the guest SID is gone from the server', async () => {
    const { db, guestSid, id, email } = await signedUp();
    expect(guestSid).toBeDefined();
    const session = await db.session.get('current');
    expect(session?.sid).not.toBe(guestSid);
    expect((await serverSession(session?.sid))?.customer_id).toBe(id);
    expect(await serverSession(guestSid)).toBeUndefined();
    expect(await db.customer.get('current')).toMatchObject({
      id,
      status: 1,
      email,
      name: 'Wren Worker',
    });
    expect((await db.account.get('current'))?.customer).toMatchObject({ id, email });
  });

  it('signOut revokes the session and clears the member rows', async () => {
    const { api, db } = await signedUp();
    const sid = (await db.session.get('current'))?.sid;
    expect(await api.signOut()).toEqual({ ok: true, data: null });
    expect(await serverSession(sid)).toBeUndefined();
    expect(await db.session.get('current')).toBeUndefined();
    expect(await db.customer.get('current')).toMatchObject({ id: 0, status: 0 });
    expect(await db.account.count()).toBe(0);
  });

  it('signIn: a wrong password shows the server phrase, offline shows LI1, then it signs in', async () => {
    const first = await signedUp();
    await first.api.signOut();
    const { api, db, network } = first;
    const wrong = await api.signIn({
      method: 'email',
      email: first.email,
      password: 'not-it',
      rememberMe: true,
    });
    expect(wrong).toEqual({
      ok: false,
      error: { code: 'server', message: ACCOUNT_PHRASES.wrongEmailOrPassword },
    });
    network.online = false;
    const offline = await api.signIn({
      method: 'email',
      email: first.email,
      password: 'secret-123',
      rememberMe: true,
    });
    expect(offline.ok ? '' : offline.error.message).toBe(accountRetryText('LI1'));
    network.online = true;
    const signed = await api.signIn({
      method: 'email',
      email: first.email,
      password: 'secret-123',
      rememberMe: true,
    });
    expect(signed.ok).toBe(true);
    expect((await db.customer.get('current'))?.id).toBe(first.id);
  });

  it("an AUTH answer ending a member's session toasts and clears the member rows", async () => {
    const { api, db, toasts } = await signedUp();
    const sid = (await db.session.get('current'))?.sid ?? '';
    await server.db
      .updateTable('sessions')
      .set({ expires_at: new Date(NOW - 1_000) })
      .where('sid', '=', sid)
      .execute();
    // The server remembers sessions for a while: forget it so the expiry is read.
    server.forgetHotReads();
    const answer = await api.loadAccount();
    // The call answers the toast's own words (spec 3 §8), not the server's 'Session expired', so
    // a screen toasting its failure shows the same one toast (ToastHost keeps one per message).
    expect(answer).toEqual({
      ok: false,
      error: { code: 'auth', message: SESSION_EXPIRED_SIGN_IN },
    });
    expect(await db.customer.get('current')).toMatchObject({ id: 0, status: 0 });
    expect(await db.account.count()).toBe(0);
    expect((await toasts()).map((toast) => toast.message)).toEqual([SESSION_EXPIRED_SIGN_IN]);
  });
});
