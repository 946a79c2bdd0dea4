/** The payment sandbox over HTTP (inject): frames, tokenise, the server API, redirect pages. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createPaymentSandbox, type PaymentSandbox } from '../../../server/sandbox';
import { cardFieldStyleSheet } from '../../../server/sandbox/cardFieldPage';

const APP = 'http://127.0.0.1:4473';
const SANDBOX_HOST = '127.0.0.1:4483';
const SELF = `http://${SANDBOX_HOST}`;

let sandbox: PaymentSandbox;
let now: Date;
beforeEach(async () => {
  now = new Date('2026-11-24T06:00:00Z');
  sandbox = await createPaymentSandbox({
    appOrigins: [APP, 'http://localhost:4473'],
    now: () => now,
  });
});
afterEach(() => sandbox.close());

const CARD = { number: '4111 1111 1111 1111', expirationDate: '12/2030', cvv: '123' };

function tokenise(card: object, origin = SELF) {
  return sandbox.app.inject({
    method: 'POST',
    url: '/tokenize',
    headers: { host: SANDBOX_HOST, origin },
    payload: card,
  });
}

async function nonceFor(card: object = CARD): Promise<string> {
  const answer = await tokenise(card);
  expect(answer.statusCode).toBe(200);
  return answer.json().nonce;
}

const post = (url: string, payload: object) =>
  sandbox.app.inject({ method: 'POST', url, headers: { host: SANDBOX_HOST }, payload });

describe('card field frames', () => {
  it.each(['number', 'expirationDate', 'cvv', 'postalCode'])(
    'serves the %s frame to an app origin, with frame-ancestors',
    async (field) => {
      const answer = await sandbox.app.inject(
        `/fields/${field}?origin=${encodeURIComponent(APP)}&session=abcdefgh12`,
      );
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-security-policy']).toContain(
        `frame-ancestors ${APP} http://localhost:4473`,
      );
      expect(answer.headers['content-security-policy']).toContain("script-src 'self'");
      expect(answer.body).toContain(`data-parent-origin="${APP}"`);
      expect(answer.body).toContain('<script src="/fields/field.js">');
    },
  );

  it.each([
    ['another origin', 'http://evil.test', 'abcdefgh12'],
    ['no origin', '', 'abcdefgh12'],
    ['a bad session', APP, '"><script>'],
  ])('refuses %s', async (_name, origin, session) => {
    const answer = await sandbox.app.inject(
      `/fields/number?origin=${encodeURIComponent(origin)}&session=${encodeURIComponent(session)}`,
    );
    expect(answer.statusCode).toBe(403);
  });

  it("puts the page's styles in the frame, as hosted-fields applies its styles option", async () => {
    const styles = {
      input: { color: '#1f1a14', 'font-size': '16px' },
      '.invalid': { color: '#b3261e' },
      '@media (prefers-color-scheme: dark)': { input: { color: '#f3eee7' } },
    };
    const answer = await sandbox.app.inject(
      `/fields/number?origin=${encodeURIComponent(APP)}&session=abcdefgh12&styles=${encodeURIComponent(JSON.stringify(styles))}`,
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('input { color: #1f1a14; font-size: 16px; }');
    expect(answer.body).toContain('.invalid { color: #b3261e; }');
    expect(answer.body).toContain(
      '@media (prefers-color-scheme: dark) { input { color: #f3eee7; } }',
    );
    expect(answer.body).toContain('class="number"');
  });

  it.each([
    ['a property outside the allowlist', { input: { background: 'red' } }],
    ['a value that ends the rule', { input: { color: 'red; } body { display: none' } }],
    ['a value that loads a URL', { input: { color: 'url(http://evil.test/x)' } }],
    ['a selector that opens a block', { 'input { } body': { color: 'red' } }],
    ['a value that leaves the style element', { input: { color: '</style><script>' } }],
    ['a media query that opens a block', { '@media all { body': { input: { color: 'red' } } }],
  ])('leaves out %s', (_case, styles) => {
    expect(cardFieldStyleSheet(JSON.stringify(styles))).toBe('');
  });

  it('leaves out styles that are not JSON', () => {
    expect(cardFieldStyleSheet('input { color: red }')).toBe('');
  });

  it('serves its script', async () => {
    const answer = await sandbox.app.inject('/fields/field.js');
    expect(answer.headers['content-type']).toContain('text/javascript');
    expect(answer.body).toContain("fetch('/tokenize'");
  });
});

describe('POST /tokenize', () => {
  it('turns a test card into a nonce with its type and last four', async () => {
    const answer = await tokenise(CARD);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.json()).toEqual({
      nonce: expect.stringMatching(/^tokencc_sb_/),
      details: { cardType: 'Visa', lastFour: '1111' },
    });
    expect(answer.body).not.toContain('4111');
  });

  it.each([
    [
      'a Luhn-invalid number',
      { ...CARD, number: '4111111111111112' },
      'Credit card number is invalid.',
    ],
    [
      'a real-looking number',
      { ...CARD, number: '4242424242424242' },
      'Credit card number is not an accepted test number.',
    ],
    ['an expired card', { ...CARD, expirationDate: '10/26' }, 'Expiration date is in the past.'],
  ])('refuses %s', async (_name, card, message) => {
    const answer = await tokenise(card);
    expect(answer.statusCode).toBe(422);
    expect(answer.json()).toEqual({ message });
  });

  it('refuses a request from any other origin, even the app', async () => {
    expect((await tokenise(CARD, APP)).statusCode).toBe(403);
    expect((await tokenise(CARD, 'null')).statusCode).toBe(403);
  });

  it('never echoes an unreadable card', async () => {
    const answer = await sandbox.app.inject({
      method: 'POST',
      url: '/tokenize',
      headers: { host: SANDBOX_HOST, origin: SELF, 'content-type': 'application/json' },
      payload: '{"number":"4111111111111111","cvv":',
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.body).not.toContain('4111');
  });
});

describe('server-to-server API', () => {
  it('checks, charges once, and refuses the consumed nonce', async () => {
    const nonce = await nonceFor();
    expect((await post('/api/nonces/check', { nonce })).json()).toEqual({
      ok: true,
      needsThreeDSecure: false,
      cardType: 'Visa',
    });

    const input = {
      nonce,
      amountCents: 1250,
      currencyCode: 'AUD',
      idempotencyKey: 'req-1',
      orderRef: 'o-1',
    };
    const first = (await post('/api/charges', input)).json();
    expect(first).toEqual({
      ok: true,
      transactionId: expect.any(String),
      cardType: 'Visa',
      lastFour: '1111',
    });
    expect((await post('/api/charges', input)).json()).toEqual(first);
    expect((await post('/api/charges', { ...input, idempotencyKey: 'req-2' })).json()).toEqual({
      ok: false,
      message: 'Cannot use a payment_method_nonce more than once.',
    });

    const listed = (
      await sandbox.app.inject({
        url: '/__sandbox/charges',
        headers: { authorization: `Bearer ${sandbox.adminToken}` },
      })
    ).json();
    expect(listed.charges).toEqual([
      expect.objectContaining({
        transactionId: first.transactionId,
        amountCents: 1250,
        approved: true,
        idempotencyKey: 'req-1',
      }),
    ]);
    expect(sandbox.charges()).toHaveLength(1);
  });

  it('a verification-failing test card tokenises; a sale follows the amount, a vault is declined', async () => {
    const charge = async (amountCents: number, idempotencyKey: string) => {
      const nonce = await nonceFor({ ...CARD, number: '4000111111111115' });
      const body = { nonce, amountCents, currencyCode: 'AUD', idempotencyKey, orderRef: 'o' };
      return (await post('/api/charges', body)).json();
    };
    expect(await charge(1250, 'd-1')).toMatchObject({ ok: true, lastFour: '1115' });
    expect(await charge(200_100, 'd-2')).toEqual({
      ok: false,
      message: 'Processor Declined: Insufficient Funds',
    });
    const nonce = await nonceFor({ ...CARD, number: '4000111111111115' });
    expect(
      (await post('/api/payment-methods', { nonce, customerId: '', email: '' })).json(),
    ).toEqual({
      ok: false,
      message: 'Processor Declined: Do Not Honor',
    });
  });

  it('a nonce expires after 3 hours on the injected clock', async () => {
    const nonce = await nonceFor();
    now = new Date(now.getTime() + 3 * 60 * 60 * 1000);
    expect((await post('/api/nonces/check', { nonce })).json()).toEqual({
      ok: false,
      message: 'Unknown or expired payment_method_nonce.',
    });
  });

  it('refuses a malformed charge', async () => {
    expect(
      (await post('/api/charges', { nonce: 'fake-valid-nonce', amountCents: '12.50' })).statusCode,
    ).toBe(400);
  });

  it('is closed to pages (no CORS header)', async () => {
    const answer = await sandbox.app.inject({
      method: 'POST',
      url: '/api/charges',
      headers: { host: SANDBOX_HOST, origin: APP },
      payload: {
        nonce: 'fake-valid-nonce',
        amountCents: 100,
        currencyCode: 'AUD',
        idempotencyKey: 'x',
        orderRef: '',
      },
    });
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('redirect payments', () => {
  async function start(kind: 'pp' | 'cb' | '3ds', extra: object = {}) {
    const answer = await post('/api/redirects', {
      kind,
      amountCents: 4250,
      currencyCode: 'AUD',
      returnUrl: `${APP}/checkout`,
      ...extra,
    });
    expect(answer.statusCode).toBe(200);
    const started = answer.json();
    expect(started.redirectUrl).toBe(`${SELF}/redirect/${started.id}`);
    return started.id as string;
  }

  const choose = (id: string, choice: string) =>
    sandbox.app.inject({
      method: 'POST',
      url: `/redirect/${id}`,
      headers: { host: SANDBOX_HOST, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `choice=${choice}`,
    });

  it('shows the amount with Approve, Cancel and Error buttons and no script', async () => {
    const id = await start('pp');
    const page = await sandbox.app.inject(`/redirect/${id}`);
    expect(page.body).toContain('$42.50');
    for (const label of ['Approve', 'Cancel', 'Error'])
      expect(page.body).toContain(`>${label}</button>`);
    expect(page.body).not.toContain('<script');
    expect(page.headers['content-security-policy']).toContain(`form-action 'self' ${APP}`);
  });

  it.each([
    ['pp', 'approve', 'approved', '?s=pp&result=success'],
    ['pp', 'cancel', 'cancelled', '?s=pp&result=cancel'],
    ['pp', 'error', 'failed', '?s=pp&result=error&msg=The+payment+provider+reported+an+error.'],
    ['cb', 'approve', 'approved', '?s=pp&result=success'],
  ] as const)('%s %s → %s, back to the app', async (kind, choice, state, query) => {
    const id = await start(kind);
    expect((await sandbox.app.inject(`/api/redirects/${id}`)).json()).toEqual({ state: 'pending' });
    const answer = await choose(id, choice);
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe(`${APP}/checkout${query}`);
    expect((await sandbox.app.inject(`/api/redirects/${id}`)).json()).toEqual({ state });
  });

  it('3-D Secure: approve, then capture once', async () => {
    const nonce = await nonceFor({ ...CARD, number: '4000000000001091' });
    expect((await post('/api/nonces/check', { nonce })).json()).toEqual({
      ok: true,
      needsThreeDSecure: true,
      cardType: 'Visa',
    });
    const id = await start('3ds', { nonce });
    expect((await choose(id, 'approve')).headers.location).toBe(
      `${APP}/checkout?s=3ds&result=success`,
    );
    const capture = { amountCents: 4250, idempotencyKey: 'cap-1' };
    const first = (await post(`/api/redirects/${id}/capture`, capture)).json();
    expect(first).toMatchObject({ ok: true, lastFour: '1091' });
    expect((await post(`/api/redirects/${id}/capture`, capture)).json()).toEqual(first);
    expect(sandbox.charges()).toHaveLength(1);
  });

  it('refuses a return URL off the app origin', async () => {
    const answer = await post('/api/redirects', {
      kind: 'pp',
      amountCents: 100,
      currencyCode: 'AUD',
      returnUrl: 'http://evil.test/checkout',
    });
    expect(answer.statusCode).toBe(422);
    expect(answer.json()).toEqual({ message: 'Return URL is not allowed.' });
  });

  it('an unknown payment is a 404', async () => {
    expect((await sandbox.app.inject('/redirect/nope')).statusCode).toBe(404);
    expect((await choose('nope', 'approve')).statusCode).toBe(404);
  });
});

describe('wallet tokenise (the sandbox wallets)', () => {
  it('answers the app origin with CORS and a single-use nonce', async () => {
    const answer = await sandbox.app.inject({
      method: 'POST',
      url: '/wallets/tokenize',
      headers: { host: SANDBOX_HOST, origin: APP },
      payload: { kind: 'google_pay', cardNetwork: 'VISA', lastFour: '1111' },
    });
    expect(answer.headers['access-control-allow-origin']).toBe(APP);
    expect(answer.json()).toEqual({
      nonce: expect.any(String),
      details: { cardType: 'Visa', lastFour: '1111' },
    });
  });

  it('refuses another origin', async () => {
    const answer = await sandbox.app.inject({
      method: 'POST',
      url: '/wallets/tokenize',
      headers: { host: SANDBOX_HOST, origin: 'http://evil.test' },
      payload: { kind: 'google_pay', cardNetwork: 'VISA', lastFour: '1111' },
    });
    expect(answer.statusCode).toBe(403);
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('logging', () => {
  it('a logged tokenise, good or bad, names no card number or CVC', async () => {
    const lines: string[] = [];
    const logged = await createPaymentSandbox({
      appOrigins: [APP],
      logger: { stream: { write: (line) => lines.push(line) } },
    });
    for (const payload of [
      { ...CARD, cvv: '987' },
      { ...CARD, number: '4111111111111112', cvv: '987' },
      '{"number":"4111111111111111","cvv":"987"',
    ]) {
      await logged.app.inject({
        method: 'POST',
        url: '/tokenize',
        headers: { host: SANDBOX_HOST, origin: SELF, 'content-type': 'application/json' },
        payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      });
    }
    await logged.close();
    expect(lines.length).toBeGreaterThan(0);
    // Timings are numbers that could hold any digits; everything else is checked.
    const log = lines
      .map((line) => JSON.stringify({ ...JSON.parse(line), time: 0, responseTime: 0 }))
      .join('\n');
    expect(log).toContain('/tokenize');
    for (const secret of ['4111', '1111 1111', '987', 'cvv']) expect(log).not.toContain(secret);
  });
});
