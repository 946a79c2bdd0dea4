/**
 * The pad's prompts relayed to the kiosk (server/http/terminalEvents.ts): the Linkly simulator,
 * sent an async purchase with the Notification the kiosk's terminal channel named, POSTs its
 * display events to the reference server, which checks the bearer it issued and passes each
 * prompt down the kiosk's channel (../shared/linkly-cloud.md 'Where the pad's prompts come from').
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPaymentSandbox, type PaymentSandbox } from '../../server/sandbox';
import { DEMO_PAD } from '../../server/sandbox/linkly';
import { customerSession } from './cartHelpers';
import { checkoutSuite } from './checkoutHelpers';
import { openEvents, readEvents, type StreamEvent } from './eventStreams';
import { backends } from './helpers';
import { DEMO_KIOSK, signIn } from './staffHelpers';

const SESSION = '6f2c1d3b-8e4a-4f57-9b0c-1d2e3f4a5b01';

describe.each(backends)('The terminal channel ($name)', (backend) => {
  const suite = checkoutSuite(backend);
  let origin = '';
  let sandbox: PaymentSandbox;
  let bearer = '';
  beforeAll(async () => {
    origin = await suite.server.app.listen({ port: 0, host: '127.0.0.1' });
    sandbox = await createPaymentSandbox({ appOrigins: [origin] });
    const post = (url: string, payload: object) =>
      sandbox.app.inject({ method: 'POST', url: `/linkly/auth/v1${url}`, payload });
    const { secret } = (await post('/pairing/cloudpos', DEMO_PAD)).json();
    bearer = (await post('/tokens/cloudpos', { secret })).json().token;
  });
  afterAll(() => sandbox.close());

  /** Opens the kiosk's channel; its `open` event's notification. */
  async function kioskChannel(sid: string) {
    const response = await openEvents(origin, '/api/terminal/events', sid);
    expect(response.status).toBe(200);
    return response;
  }
  const notificationOf = (events: StreamEvent[]) =>
    events[0]!.data.notification as { uri: string; authorization_header: string };

  const asyncPurchase = (
    session: string,
    notification: { uri: string; authorization_header: string },
  ) =>
    sandbox.app.inject({
      method: 'POST',
      url: `/linkly/rest/v1/sessions/${session}/transaction?async=true`,
      headers: { authorization: `Bearer ${bearer}` },
      payload: {
        Request: { TxnType: 'P', AmtPurchase: 2550, TxnRef: 'DOCKET0000000001' },
        Notification: {
          Uri: notification.uri,
          AuthorizationHeader: notification.authorization_header,
        },
      },
    });

  it("relays the pad's prompts as the pad shows them, and the one it shows to a late channel", async () => {
    const kiosk = await signIn(suite.server, DEMO_KIOSK);
    const channel = await kioskChannel(kiosk.options.sid!);
    const prompts = (events: StreamEvent[]) => events.filter((e) => e.event === 'display');
    const heard = readEvents(channel, (events) => prompts(events).length === 2);
    // The open event comes first; wait for it before paying, as the worker does.
    const [opened] = await readEvents(
      await kioskChannel(kiosk.options.sid!),
      (e) => e.length === 1,
    );
    const notification = notificationOf([opened!]);
    expect(notification.uri).toBe(`${origin}/api/terminal/notify/{{sessionId}}/{{type}}`);
    expect(notification.authorization_header).toMatch(/^Bearer \S+$/);

    sandbox.linkly.script.add({ transactions: [{ outcome: 'approve', stepMs: 2_000 }] });
    expect((await asyncPurchase(SESSION, notification)).statusCode).toBe(202);
    sandbox.linkly.clock.advance(2_000);
    await sandbox.linkly.notificationsSent();
    const session = SESSION.replaceAll('-', '');
    expect(prompts(await heard)).toEqual([
      { event: 'display', data: { session_id: session, text: 'PRESENT CARD' } },
      { event: 'display', data: { session_id: session, text: 'PROCESSING' } },
    ]);

    // A channel opened while the purchase is on the pad hears the prompt it shows now.
    const late = await readEvents(await kioskChannel(kiosk.options.sid!), (e) => e.length === 2);
    expect(late[1]).toEqual({
      event: 'display',
      data: { session_id: session, text: 'PROCESSING' },
    });
    // Its result ends the prompt: a channel opened after hears none.
    sandbox.linkly.clock.advance(2_000);
    await sandbox.linkly.notificationsSent();
    const after = await kioskChannel(kiosk.options.sid!);
    const [first] = await readEvents(after, (e) => e.length === 1);
    expect(first?.event).toBe('open');
  });

  it('refuses a notification without the bearer it issued: 401, nothing relayed', async () => {
    const kiosk = await signIn(suite.server, DEMO_KIOSK);
    const [opened] = await readEvents(
      await kioskChannel(kiosk.options.sid!),
      (e) => e.length === 1,
    );
    const { uri, authorization_header: header } = notificationOf([opened!]);
    const url = uri
      .replace('{{sessionId}}', SESSION.replaceAll('-', ''))
      .replace('{{type}}', 'display');
    const display = { responseType: 'display', response: { displayText: ['PRESENT CARD'] } };
    const send = (authorization?: string) =>
      fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(authorization ? { authorization } : {}),
        },
        body: JSON.stringify(display),
      });
    expect((await send()).status).toBe(401);
    expect((await send(`${header.slice(0, -1)}${header.endsWith('A') ? 'B' : 'A'}`)).status).toBe(
      401,
    );
    expect((await send('Bearer nonsense')).status).toBe(401);
    expect((await send(header)).status).toBe(200);
  });

  it('is for kiosk and staff devices: 403 for a customer, 401 without a session', async () => {
    const customer = await customerSession(suite.server);
    expect((await openEvents(origin, '/api/terminal/events', customer.sid)).status).toBe(403);
    expect((await openEvents(origin, '/api/terminal/events', 'no-such-sid')).status).toBe(401);
  });
});
