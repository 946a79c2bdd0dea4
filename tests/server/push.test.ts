/**
 * Push (src/api/push.ts, server/actions/Push.ts) and the order status pushes (server/push/): a
 * browser registers a subscription pointing at the push sandbox (server/sandbox/push.ts), staff
 * move the order, and the sandbox records an encrypted, VAPID-signed request for it.
 */
import { createECDH, createPublicKey, randomBytes, verify } from 'node:crypto';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webPush from 'web-push';
import { REPO_ROOT } from '../../server/db/seed/index';
import { startOperatorConsole } from '../../server/operator/console';
import { moveOrderStatus } from '../../server/orders/status';
import { MESSAGES } from '../../server/protocol/messages';
import { createPushNotifier } from '../../server/push/notify';
import { purgePushRows } from '../../server/push/purge';
import {
  loadAllVapidKeys,
  loadVapidKeys,
  vapidEnvName,
  vapidPublicKeyOf,
} from '../../server/push/vapid';
import { startPaymentSandbox, type PaymentSandbox } from '../../server/sandbox/index';
import { cartClient, customerSession, teaSuite, type TeaSuite } from './cartHelpers';
import { submitter, teaCart, SANDBOX_ORIGIN } from './checkoutHelpers';
import { backends, type CallOptions } from './helpers';
import { createPaymentDouble } from './paymentDouble';

const DEMO_VAPID_PUBLIC =
  'BHsnz3k90oLLxiEQHhJC6Ala_iAcgrcB40-pHxVujqqjwujY3b7nN7tjKNPM1gcxsvmCrzEo4MQA44QYVBenhNo';

/** http_ece (web-push's own encryption library): the browser's side, to read what was sent. */
const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt(
    body: Buffer,
    params: { version: 'aes128gcm'; privateKey: ReturnType<typeof createECDH>; authSecret: string },
  ): Buffer;
};

type Subscription = { endpoint: string; keys: { p256dh: string; auth: string } };

/** The ES256 VAPID JWT of an `Authorization: vapid t=…, k=…` header, checked against k. */
function vapidClaims(authorization: string): { aud: string; sub: string; exp: number; k: string } {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization);
  if (!match) throw new Error(`not a VAPID header: ${authorization}`);
  const [token = '', k = ''] = [match[1], match[2]];
  const [header = '', payload = '', signature = ''] = token.split('.');
  const raw = Buffer.from(k, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const valid = verify(
    'sha256',
    Buffer.from(`${header}.${payload}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!valid) throw new Error('VAPID signature does not verify');
  return { ...JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')), k };
}

describe.each(backends)('Push ($name)', (backend) => {
  const sandboxOrigins: string[] = [];
  let sandbox: PaymentSandbox & { origin: string };
  beforeAll(async () => {
    sandbox = await startPaymentSandbox({ port: 0, host: '127.0.0.1', appOrigins: [] });
    sandboxOrigins.push(sandbox.origin);
  });
  afterAll(async () => {
    await sandbox?.close();
  });
  const suite: TeaSuite = teaSuite(backend, {
    payments: { gateway: createPaymentDouble(), sandboxOrigin: SANDBOX_ORIGIN },
    push: { sandboxOrigins },
  });

  const subscription = async (channel: string): Promise<Subscription> => {
    const response = await fetch(`${sandbox.origin}/__sandbox/push/subscriptions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ channel }),
    });
    return (await response.json()) as Subscription;
  };
  const register = (options: CallOptions, sub: unknown, device_state?: string) =>
    suite.server.call(
      'Push',
      {
        sub_action: 'register',
        pn_data: JSON.stringify(sub),
        ...(device_state ? { device_state } : {}),
      },
      options,
    );
  const move = (orderId: number, status: string) =>
    moveOrderStatus(
      suite.server.db,
      { orderId, status, at: suite.server.now() },
      { push: suite.server.push },
    );
  const subscriptionRows = (endpoint: string) =>
    suite.server.db
      .selectFrom('push_subscriptions')
      .selectAll()
      .where('endpoint', '=', endpoint)
      .execute();

  it("pushes a guest's order status, encrypted and VAPID-signed, to the session's subscription", async () => {
    const client = await teaCart(suite);
    const sub = await subscription('guest-order');
    expect(
      (
        await suite.server.ok(
          'Push',
          { sub_action: 'register', pn_data: JSON.stringify(sub) },
          client.options,
        )
      ).subscribed,
    ).toBe(1);
    // A repeat is the same subscription, not a second one.
    await register(client.options, sub);
    expect(await subscriptionRows(sub.endpoint)).toHaveLength(1);

    const placed = await submitter(suite, client).ok('0');
    expect(sandbox.pushes('guest-order')).toEqual([]);
    expect((await move(placed.order_id, 'preparing')).ok).toBe(true);

    const [push, ...more] = sandbox.pushes('guest-order');
    expect(more).toEqual([]);
    expect(push).toMatchObject({
      endpoint: sub.endpoint,
      status: 201,
      headers: {
        ttl: '86400',
        contentEncoding: 'aes128gcm',
        contentType: 'application/octet-stream',
        urgency: 'normal',
        topic: `order-${placed.order_id}`,
      },
    });
    // aes128gcm: 86-byte header + the JSON payload + 1 delimiter + 16-byte tag; nothing in clear.
    expect(push?.bodyLength).toBeGreaterThan(86 + 16 + 40);
    const claims = vapidClaims(push?.headers.authorization ?? '');
    expect(claims).toMatchObject({
      aud: sandbox.origin,
      sub: 'mailto:hello@figandolive.example',
      k: DEMO_VAPID_PUBLIC,
    });
    expect(claims.exp * 1000).toBeGreaterThan(Date.now());

    const [message] = await suite.server.db
      .selectFrom('push_messages')
      .selectAll()
      .where('order_id', '=', placed.order_id)
      .execute();
    expect(message).toMatchObject({ status: 'preparing', http_status: 201, opened_at: null });

    // 'ready' is urgent; a failed move pushes nothing.
    await move(placed.order_id, 'ready');
    expect(sandbox.pushes('guest-order').map((p) => p.headers.urgency)).toEqual(['normal', 'high']);
    expect((await move(placed.order_id, 'ready')).ok).toBe(false);
    expect(sandbox.pushes('guest-order')).toHaveLength(2);
  });

  it('sends the order number, the status label and the receipt, readable only with the browser key', async () => {
    const browserKey = createECDH('prime256v1');
    browserKey.generateKeys();
    const auth = randomBytes(16).toString('base64url');
    const client = await teaCart(suite);
    await register(client.options, {
      endpoint: `${sandbox.origin}/push/readable`,
      keys: { p256dh: browserKey.getPublicKey('base64url'), auth },
    });
    const placed = await submitter(suite, client).ok('0');
    const sent: Uint8Array[] = [];
    const notifier = createPushNotifier({
      db: suite.server.db,
      keys: loadAllVapidKeys(REPO_ROOT, {}),
      now: suite.server.now,
      fetch: async (_url, init) => {
        sent.push(init.body);
        return { status: 201 };
      },
    });
    await moveOrderStatus(
      suite.server.db,
      { orderId: placed.order_id, status: 'preparing', at: suite.server.now() },
      { push: notifier },
    );
    expect(sent).toHaveLength(1);
    const text = ece
      .decrypt(Buffer.from(sent[0]!), {
        version: 'aes128gcm',
        privateKey: browserKey,
        authSecret: auth,
      })
      .toString('utf8');
    const order = await suite.server.db
      .selectFrom('orders')
      .select('order_number')
      .where('id', '=', placed.order_id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(text)).toEqual({
      kind: 'order_status',
      push_id: expect.any(Number),
      order_id: placed.order_id,
      title: 'Fremantle Fig & Olive',
      body: `Order #${order.order_number}: Being prepared`,
      url: `/order/${placed.order_id}`,
      tag: `order-${placed.order_id}`,
    });
    // A stranger's key cannot read it.
    const stranger = createECDH('prime256v1');
    stranger.generateKeys();
    expect(() =>
      ece.decrypt(Buffer.from(sent[0]!), {
        version: 'aes128gcm',
        privateKey: stranger,
        authSecret: auth,
      }),
    ).toThrow();
  });

  it("pushes a member's order to every browser the member registered, and to nobody else", async () => {
    const member = await customerSession(suite.server);
    const phone = await subscription('member-phone');
    const laptop = await subscription('member-laptop');
    const stranger = await subscription('stranger');
    await register({ sid: member.sid }, phone);
    // The same member signed in elsewhere (a second session bound to the same customer).
    const second = await customerSession(suite.server);
    await suite.server.db
      .updateTable('sessions')
      .set({ customer_id: member.customerId })
      .where('sid', '=', second.sid)
      .execute();
    suite.server.forgetHotReads();
    await register({ sid: second.sid }, laptop);
    const other = await cartClient(suite.server, suite.demo);
    await register(other.options, stranger);

    const client = await cartClient(suite.server, suite.demo, member.sid);
    await client.add({ menu_item_id: suite.teaId, quantity: 1 });
    await client.checkout({ fulfilment_type: 'pickup', fulfilment_asap: 1 });
    const placed = await submitter(suite, client).ok('0', {
      customer_name: '',
      customer_email: '',
      customer_mobile: '',
    });
    await move(placed.order_id, 'accepted');
    expect(sandbox.pushes('member-phone')).toHaveLength(1);
    expect(sandbox.pushes('member-laptop')).toHaveLength(1);
    expect(sandbox.pushes('stranger')).toHaveLength(0);
  });

  it('forgets a subscription the push service says is gone (410) or unknown (404)', async () => {
    const client = await teaCart(suite);
    const gone = await subscription('gone-browser');
    const missing = await subscription('missing-browser');
    const alive = await subscription('alive-browser');
    for (const sub of [gone, missing, alive]) await register(client.options, sub);
    const placed = await submitter(suite, client).ok('0');
    await move(placed.order_id, 'accepted');
    expect(sandbox.pushes('gone-browser').map((p) => p.status)).toEqual([410]);
    expect(sandbox.pushes('missing-browser').map((p) => p.status)).toEqual([404]);
    expect(await subscriptionRows(gone.endpoint)).toEqual([]);
    expect(await subscriptionRows(missing.endpoint)).toEqual([]);
    expect(await subscriptionRows(alive.endpoint)).toHaveLength(1);
    await move(placed.order_id, 'preparing');
    expect(sandbox.pushes('gone-browser')).toHaveLength(1);
    expect(sandbox.pushes('alive-browser')).toHaveLength(2);
  });

  it('keeps the move when the push service cannot be reached', async () => {
    const client = await teaCart(suite);
    const sub = await subscription('unreachable');
    await register(client.options, sub);
    const placed = await submitter(suite, client).ok('0');
    // The subscription now points at a closed port on the sandbox's host.
    const closed = `http://127.0.0.1:9/push/unreachable`;
    sandboxOrigins.push('http://127.0.0.1:9');
    await suite.server.db
      .updateTable('push_subscriptions')
      .set({ endpoint: closed })
      .where('endpoint', '=', sub.endpoint)
      .execute();
    expect(await move(placed.order_id, 'accepted')).toEqual({
      ok: true,
      from: 'placed',
      to: 'accepted',
    });
    const [message] = await suite.server.db
      .selectFrom('push_messages')
      .select('http_status')
      .where('order_id', '=', placed.order_id)
      .execute();
    expect(message?.http_status).toBe(0);
    expect(await subscriptionRows(closed)).toHaveLength(1);
  });

  it('pushes when staff move the order through the operator console', async () => {
    const client = await teaCart(suite);
    const sub = await subscription('console');
    await register(client.options, sub);
    const placed = await submitter(suite, client).ok('0');
    const operator = await startOperatorConsole({
      db: suite.server.db,
      now: suite.server.now,
      port: 0,
      push: suite.server.push,
      token: 'push-test-token',
    });
    try {
      const answer = await fetch(`${operator.origin}/orders/${placed.order_id}/status`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: 'Bearer push-test-token' },
        body: JSON.stringify({ status: 'ready' }),
      });
      expect(await answer.json()).toEqual({ ok: true, from: 'placed', to: 'ready' });
    } finally {
      await operator.close();
    }
    expect(sandbox.pushes('console').map((p) => p.headers.urgency)).toEqual(['high']);
  });

  it.each([
    ['an address on the local network', 'http://169.254.169.254/push/x'],
    ['a plain-http host', 'http://updates.push.services.mozilla.com/wpush/v2/x'],
    ['an https host that is no push service', 'https://evil.example/push/x'],
    ['a push service on another port', 'https://fcm.googleapis.com:8443/fcm/send/x'],
    ['a look-alike host', 'https://notfcm.googleapis.com.evil.example/x'],
  ])('refuses a subscription pointing at %s', async (_what, endpoint) => {
    const client = await cartClient(suite.server, suite.demo);
    const sub = { ...(await subscription('refused')), endpoint };
    expect(
      (
        await suite.server.failure(
          'Push',
          { sub_action: 'register', pn_data: JSON.stringify(sub) },
          client.options,
        )
      ).message,
    ).toBe(MESSAGES.pushInvalid);
    expect(await subscriptionRows(endpoint)).toEqual([]);
  });

  it('accepts the browsers’ push services and refuses unreadable subscriptions', async () => {
    const client = await cartClient(suite.server, suite.demo);
    const keys = (await subscription('keys')).keys;
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc:def',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
      'https://web.push.apple.com/QGx',
      'https://wns2-par02p.notify.windows.com/w/?token=x',
    ])
      expect((await register(client.options, { endpoint, keys })).ResponseCode).toBe('SUCCESS');
    for (const pn_data of [
      'not json',
      JSON.stringify({ endpoint: 'https://fcm.googleapis.com/fcm/send/x' }),
      JSON.stringify({
        endpoint: 'https://fcm.googleapis.com/fcm/send/x',
        keys: { p256dh: 'short', auth: keys.auth },
      }),
    ])
      expect(
        (await suite.server.failure('Push', { sub_action: 'register', pn_data }, client.options))
          .message,
      ).toBe(MESSAGES.pushInvalid);
    expect(
      (
        await suite.server.failure(
          'Push',
          {
            sub_action: 'register',
            pn_data: JSON.stringify({ endpoint: 'https://fcm.googleapis.com/fcm/send/y', keys }),
            device_state: 'maybe',
          },
          client.options,
        )
      ).message,
    ).toBe(MESSAGES.pushInvalid);
    expect(
      (await suite.server.failure('Push', { sub_action: 'subscribe' }, client.options)).message,
    ).toBe(MESSAGES.invalidSubAction);
  });

  it('removes a subscription when turned off, and only for the session that holds it', async () => {
    const owner = await cartClient(suite.server, suite.demo);
    const other = await cartClient(suite.server, suite.demo);
    const sub = await subscription('toggle');
    await register(owner.options, sub);
    const off = await register(other.options, sub, 'disabled');
    expect(off.ResponseCode).toBe('SUCCESS');
    expect(await subscriptionRows(sub.endpoint)).toHaveLength(1);
    expect(
      (
        await suite.server.ok(
          'Push',
          { sub_action: 'register', pn_data: JSON.stringify(sub), device_state: 'disabled' },
          owner.options,
        )
      ).subscribed,
    ).toBe(0);
    expect(await subscriptionRows(sub.endpoint)).toEqual([]);
  });

  it('marks a push opened once, for its own subscriber only', async () => {
    const client = await teaCart(suite);
    const sub = await subscription('opened');
    await register(client.options, sub);
    const placed = await submitter(suite, client).ok('0');
    await move(placed.order_id, 'accepted');
    const { id: pushId } = await suite.server.db
      .selectFrom('push_messages')
      .select('id')
      .where('order_id', '=', placed.order_id)
      .executeTakeFirstOrThrow();
    const open = (options: CallOptions, action = '') =>
      suite.server.ok(
        'Push',
        {
          sub_action: 'track_open',
          pn_data: JSON.stringify({
            notification: { push_id: pushId, order_id: placed.order_id },
            action,
          }),
        },
        options,
      );
    const stranger = await cartClient(suite.server, suite.demo);
    expect((await open(stranger.options)).tracked).toBe(0);
    expect((await open(client.options, 'view')).tracked).toBe(1);
    expect((await open(client.options)).tracked).toBe(0);
    const row = await suite.server.db
      .selectFrom('push_messages')
      .selectAll()
      .where('id', '=', pushId)
      .executeTakeFirstOrThrow();
    expect(row.opened_at?.toISOString()).toBe(suite.server.now().toISOString());
    expect(row.open_action).toBe('view');
    expect(
      (
        await suite.server.failure(
          'Push',
          { sub_action: 'track_open', pn_data: '{}' },
          client.options,
        )
      ).message,
    ).toBe(MESSAGES.pushInvalid);
  });

  it("forgets guests' subscriptions and timezones once their session is gone, and old push records", async () => {
    const guest = await cartClient(suite.server, suite.demo);
    const member = await customerSession(suite.server);
    const guestSub = await subscription('purge-guest');
    const memberSub = await subscription('purge-member');
    await register(guest.options, guestSub);
    await register({ sid: member.sid }, memberSub);
    await suite.server.ok(
      'Push',
      {
        sub_action: 'timezone',
        utc_offset: '480',
        timezone: 'Australia/Perth',
        locale: 'en-AU',
        dates: '',
      },
      guest.options,
    );
    const now = suite.server.now();
    await suite.server.db
      .insertInto('push_messages')
      .values({
        brand_id: member.brandId,
        subscription_id: null,
        order_id: null,
        sent_at: new Date(now.getTime() - 31 * 24 * 60 * 60 * 1000),
      })
      .execute();
    // While the sessions live nothing of theirs goes.
    const first = await purgePushRows(suite.server.db, now);
    expect(first.guestSubscriptions).toBe(0);
    expect(first.pushMessages).toBeGreaterThanOrEqual(1);
    expect(await subscriptionRows(guestSub.endpoint)).toHaveLength(1);

    await suite.server.db
      .deleteFrom('sessions')
      .where('sid', 'in', [guest.sid, member.sid])
      .execute();
    suite.server.forgetHotReads();
    const second = await purgePushRows(suite.server.db, now);
    expect(second.guestSubscriptions).toBeGreaterThanOrEqual(1);
    expect(second.timezones).toBeGreaterThanOrEqual(1);
    expect(await subscriptionRows(guestSub.endpoint)).toEqual([]);
    // A member's subscription follows the member, not the session.
    expect(await subscriptionRows(memberSub.endpoint)).toHaveLength(1);
  });

  it("stores the device's timezone per session, and refuses nonsense", async () => {
    const client = await cartClient(suite.server, suite.demo);
    const fields = {
      sub_action: 'timezone',
      utc_offset: '480',
      timezone: 'Australia/Perth',
      locale: 'en-AU',
      dates: '25/11/2026, 11:00:00 am',
    };
    expect((await suite.server.ok('Push', fields, client.options)).timezone).toBe(
      'Australia/Perth',
    );
    await suite.server.ok(
      'Push',
      { ...fields, utc_offset: '-300', timezone: 'America/New_York' },
      client.options,
    );
    const rows = await suite.server.db
      .selectFrom('push_timezones')
      .selectAll()
      .where('sid', '=', client.sid)
      .execute();
    expect(rows).toMatchObject([
      { utc_offset_minutes: -300, timezone: 'America/New_York', locale: 'en-AU' },
    ]);
    for (const bad of [
      { utc_offset: '9999' },
      { utc_offset: 'x' },
      { timezone: '../../etc/passwd' },
      { locale: 'en_AU; drop table' },
    ])
      expect(
        (await suite.server.failure('Push', { ...fields, ...bad }, client.options)).message,
      ).toBe(MESSAGES.pushInvalid);
  });
});

describe('VAPID keys (server/push/vapid.ts)', () => {
  const root = REPO_ROOT;
  const demo = {
    id: 'demo',
    push: { vapidPublicKey: DEMO_VAPID_PUBLIC, subject: 'mailto:a@b.example' },
  };

  it("reads the demo brand's private key from brands/demo/push-keys.json and checks it", () => {
    const keys = loadVapidKeys(root, demo, {});
    expect(keys?.publicKey).toBe(DEMO_VAPID_PUBLIC);
    expect(vapidPublicKeyOf(keys?.privateKey ?? '')).toBe(DEMO_VAPID_PUBLIC);
    expect(loadAllVapidKeys(root, {}).get('demo')?.publicKey).toBe(DEMO_VAPID_PUBLIC);
  });

  it('prefers VAPID_PRIVATE_KEY_<BRAND>, and refuses a key of another pair', () => {
    const other = webPush.generateVAPIDKeys();
    const brand = {
      id: 'my-brand',
      push: { vapidPublicKey: other.publicKey, subject: 'mailto:a@b.example' },
    };
    expect(vapidEnvName('my-brand')).toBe('VAPID_PRIVATE_KEY_MY_BRAND');
    expect(loadVapidKeys(root, brand, { VAPID_PRIVATE_KEY_MY_BRAND: other.privateKey })).toEqual({
      subject: 'mailto:a@b.example',
      publicKey: other.publicKey,
      privateKey: other.privateKey,
    });
    expect(() => loadVapidKeys(root, demo, { VAPID_PRIVATE_KEY_DEMO: other.privateKey })).toThrow(
      /does not match push.vapidPublicKey/,
    );
    expect(() => loadVapidKeys(root, demo, { VAPID_PRIVATE_KEY_DEMO: 'nonsense' })).toThrow(
      /does not match/,
    );
  });

  it('sends nothing for a brand without push settings or without a private key', () => {
    expect(loadVapidKeys(root, { id: 'demo' }, {})).toBeNull();
    expect(loadVapidKeys(root, { ...demo, id: 'harbour' }, {})).toBeNull();
    expect(loadAllVapidKeys(root, {}).has('harbour')).toBe(false);
  });
});
