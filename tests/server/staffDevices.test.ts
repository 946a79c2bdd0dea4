/**
 * Kiosk and staff accounts: the Login answer's and CustomerAccount's eftpos settings
 * come from the device's row (staff_devices) and the store's switch; the demo menu offers the
 * terminal tab; PrintQueue add queues a docket once per request_id for kiosk and staff only, and
 * the printer bridge takes it with its token.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../server/protocol/messages';
import { customerSession } from './cartHelpers';
import { checkoutSuite } from './checkoutHelpers';
import { backends } from './helpers';
import {
  DEMO_BRIDGE_TOKEN,
  DEMO_KIOSK,
  DEMO_STAFF,
  placeGuestOrder,
  signIn,
  UNASSIGNED_KIOSK,
} from './staffHelpers';

describe.each(backends)('Kiosk and staff accounts ($name)', (backend) => {
  const suite = checkoutSuite(backend);

  it.each([
    ['kiosk', DEMO_KIOSK, 3],
    ['staff', DEMO_STAFF, 8],
    ['kiosk without a POS ID', UNASSIGNED_KIOSK, 3],
  ])(
    'signs in the %s with LINKLY eftpos and answers its pos_guid',
    async (_name, device, status) => {
      const { options, eftpos } = await signIn(suite.server, device);
      expect(eftpos).toEqual({ is_eftpos_enabled: 1, eftpos_provider: 'LINKLY' });
      const account = await suite.server.ok('CustomerAccount', {}, options);
      expect(account.customer.status).toBe(status);
      expect(account.account.eftpos).toEqual({ pos_guid: device.posGuid, secret: '' });
    },
  );

  it('gives a member no eftpos and no pos_guid', async () => {
    const member = await customerSession(suite.server);
    const account = await suite.server.ok('CustomerAccount', {}, { sid: member.sid });
    expect(account.account.eftpos).toEqual({ pos_guid: '', secret: '' });
  });

  it("turns eftpos off with the store's switch", async () => {
    await suite.server.db.updateTable('merchants').set({ eftpos_enabled: false }).execute();
    try {
      const { eftpos } = await signIn(suite.server, DEMO_KIOSK);
      expect(eftpos).toEqual({ is_eftpos_enabled: 0, eftpos_provider: '' });
    } finally {
      await suite.server.db.updateTable('merchants').set({ eftpos_enabled: true }).execute();
    }
  });

  it('offers the terminal tab on the demo menu', async () => {
    const methods = await suite.server.db
      .selectFrom('menu_payment_methods')
      .select('code')
      .where('menu_id', '=', Number(suite.demo.menu_id))
      .orderBy('position')
      .execute();
    expect(methods.map((method) => method.code)).toContain('eftpos');
  });

  it("names the terminal tab 'Eftpos' on every menu, whichever seed wrote it", async () => {
    const tabs = await suite.server.db
      .selectFrom('menu_payment_methods')
      .select(['menu_id', 'description'])
      .where('code', '=', 'eftpos')
      .execute();
    expect(tabs.length).toBeGreaterThan(0);
    expect(new Set(tabs.map((tab) => tab.description))).toEqual(new Set(['Eftpos']));
  });
});

describe.each(backends)('PrintQueue add ($name)', (backend) => {
  const suite = checkoutSuite(backend);
  const add = (orderId: number, posGuid: string, requestId = randomUUID()) => ({
    sub_action: 'add',
    order_id: String(orderId),
    pos_guid: posGuid,
    request_id: requestId,
  });

  it('queues a docket once per request_id, for the kiosk that asked', async () => {
    const { orderId } = await placeGuestOrder(suite);
    const kiosk = await signIn(suite.server, DEMO_KIOSK);
    const requestId = randomUUID();
    const first = await suite.server.ok(
      'PrintQueue',
      add(orderId, DEMO_KIOSK.posGuid, requestId),
      kiosk.options,
    );
    expect(first.print_job).toMatchObject({
      order_id: orderId,
      pos_guid: DEMO_KIOSK.posGuid,
      status: 'queued',
    });
    const again = await suite.server.ok(
      'PrintQueue',
      add(orderId, DEMO_KIOSK.posGuid, requestId),
      kiosk.options,
    );
    expect(again.print_job.id).toBe(first.print_job.id);
    const jobs = await suite.server.db
      .selectFrom('print_jobs')
      .selectAll()
      .where('order_id', '=', orderId)
      .execute();
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({ requested_by: kiosk.customerId, status: 'queued' });
  });

  it('refuses guests, members, a device without a POS ID and another POS ID', async () => {
    const { orderId, options: guest } = await placeGuestOrder(suite);
    expect((await suite.server.failure('PrintQueue', add(orderId, 'x'), guest)).message).toBe(
      MESSAGES.kioskOrStaffOnly,
    );
    const member = await customerSession(suite.server);
    expect(
      (await suite.server.failure('PrintQueue', add(orderId, 'x'), { sid: member.sid })).message,
    ).toBe(MESSAGES.kioskOrStaffOnly);
    const unassigned = await signIn(suite.server, UNASSIGNED_KIOSK);
    expect(
      (await suite.server.failure('PrintQueue', add(orderId, ''), unassigned.options)).message,
    ).toBe(MESSAGES.posIdRequired);
    const staff = await signIn(suite.server, DEMO_STAFF);
    expect(
      (await suite.server.failure('PrintQueue', add(orderId, DEMO_KIOSK.posGuid), staff.options))
        .message,
    ).toBe(MESSAGES.posIdMismatch);
    expect(
      (await suite.server.failure('PrintQueue', add(999_999, DEMO_STAFF.posGuid), staff.options))
        .message,
    ).toBe(MESSAGES.orderNotFound);
    const { id: requestId } = { id: randomUUID() };
    const { request_id: _drop, ...noId } = add(orderId, DEMO_STAFF.posGuid, requestId);
    expect((await suite.server.failure('PrintQueue', noId, staff.options)).message).toBe(
      MESSAGES.requestIdRequired,
    );
  });

  it('lets the store’s printer bridge take a job once, and report it printed', async () => {
    const { orderId } = await placeGuestOrder(suite);
    const staff = await signIn(suite.server, DEMO_STAFF);
    const queued = await suite.server.ok(
      'PrintQueue',
      add(orderId, DEMO_STAFF.posGuid),
      staff.options,
    );
    const take = (token: string) =>
      suite.server.app.inject({
        method: 'POST',
        url: '/api/print-bridge/take',
        headers: { authorization: `Bearer ${token}` },
        payload: { pos_guid: DEMO_STAFF.posGuid, limit: 20 },
      });
    expect((await take('not-the-token')).statusCode).toBe(401);
    const taken = await take(DEMO_BRIDGE_TOKEN);
    expect(taken.statusCode).toBe(200);
    const { jobs } = taken.json<{ jobs: { id: number; status: string; docket: string[] }[] }>();
    const job = jobs.find((entry) => entry.id === queued.print_job.id);
    expect(job?.status).toBe('taken');
    expect(job?.docket).toEqual(
      expect.arrayContaining(['Fremantle Fig & Olive', '1 x Iced Mint Tea', 'Ada Lovelace']),
    );
    const takenAgain = await take(DEMO_BRIDGE_TOKEN);
    expect(
      takenAgain.json<{ jobs: { id: number }[] }>().jobs.map((entry) => entry.id),
    ).not.toContain(queued.print_job.id);
    const done = await suite.server.app.inject({
      method: 'POST',
      url: `/api/print-bridge/jobs/${queued.print_job.id}/done`,
      headers: { authorization: `Bearer ${DEMO_BRIDGE_TOKEN}` },
      payload: { printed: true },
    });
    expect(done.json()).toEqual({ ok: true });
    const row = await suite.server.db
      .selectFrom('print_jobs')
      .select('status')
      .where('id', '=', queued.print_job.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('printed');
  });
});
