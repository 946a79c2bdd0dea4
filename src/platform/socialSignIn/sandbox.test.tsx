// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSandboxSignIn } from './sandbox';

const AUTHORIZE = 'http://127.0.0.1:8185/idp/apple/authorize';

function popupWindow() {
  const popup = { closed: false } as Window;
  const opened: string[] = [];
  vi.spyOn(window, 'open').mockImplementation((url) => {
    opened.push(String(url));
    return popup;
  });
  const send = (data: unknown, origin = 'http://127.0.0.1:8185', source: unknown = popup) =>
    window.dispatchEvent(new MessageEvent('message', { data, origin, source: source as Window }));
  return { popup, opened, send };
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe("the identity sandbox's popup (like the SDKs' popup mode)", () => {
  it("opens the provider's page for this app and takes its answer from that origin only", async () => {
    const { opened, send } = popupWindow();
    const signIn = createSandboxSignIn('apple', {
      clientId: 'docket-sandbox-demo',
      authorizeUrl: AUTHORIZE,
    }).signIn();
    const url = new URL(opened[0] ?? '');
    expect(`${url.origin}${url.pathname}`).toBe(AUTHORIZE);
    expect(url.searchParams.get('client_id')).toBe('docket-sandbox-demo');
    expect(url.searchParams.get('origin')).toBe(window.location.origin);
    expect(url.searchParams.get('state')).toMatch(/^[0-9a-f]{24}$/);
    const response = { authorization: { id_token: 'a.b.c' } };
    // Another origin, another window, or another provider's answer is ignored.
    send(
      { type: 'docket-sandbox-idp', provider: 'apple', response: { forged: 1 } },
      'https://evil.example',
    );
    send(
      { type: 'docket-sandbox-idp', provider: 'apple', response: { forged: 2 } },
      undefined,
      window,
    );
    send({ type: 'docket-sandbox-idp', provider: 'google', response: { forged: 3 } });
    send({ type: 'docket-sandbox-idp', provider: 'apple', response });
    expect(await signIn).toEqual({ ok: true, payload: response });
  });

  it('is cancelled by Cancel, or by closing the window', async () => {
    const first = popupWindow();
    const cancelled = createSandboxSignIn('google', {
      clientId: 'c',
      authorizeUrl: AUTHORIZE,
    }).signIn();
    first.send({
      type: 'docket-sandbox-idp',
      provider: 'google',
      response: { error: 'cancelled' },
    });
    expect(await cancelled).toEqual({ ok: false, reason: 'cancelled' });

    vi.restoreAllMocks();
    vi.useFakeTimers();
    const second = popupWindow();
    const closed = createSandboxSignIn('google', {
      clientId: 'c',
      authorizeUrl: AUTHORIZE,
    }).signIn();
    (second.popup as { closed: boolean }).closed = true;
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await closed).toEqual({ ok: false, reason: 'cancelled' });
  });

  it('takes the answer of a window that closed itself before its message arrived', async () => {
    vi.useFakeTimers();
    const { popup, send } = popupWindow();
    let settled: unknown = 'pending';
    void createSandboxSignIn('google', { clientId: 'c', authorizeUrl: AUTHORIZE })
      .signIn()
      .then((result) => (settled = result));
    // The window posted and closed; a check runs before the message is handled.
    (popup as { closed: boolean }).closed = true;
    await vi.advanceTimersByTimeAsync(500);
    expect(settled).toBe('pending');
    const response = { credential: 'a.b.c' };
    send({ type: 'docket-sandbox-idp', provider: 'google', response });
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toEqual({ ok: true, payload: response });
  });

  it('says so when the browser blocks the window', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    expect(
      await createSandboxSignIn('apple', { clientId: 'c', authorizeUrl: AUTHORIZE }).signIn(),
    ).toEqual({
      ok: false,
      reason: 'unavailable',
      message: 'Allow pop-ups for this site to sign in.',
    });
  });
});
