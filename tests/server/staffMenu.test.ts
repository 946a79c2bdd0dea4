/**
 * The staff Menu tab on the server: StaffMenu lists the store's items and fulfilment types;
 * StaffMenuChange marks an item sold out (until close, or until turned back on) or back on, and
 * pauses or resumes a fulfilment type, once per request_id, each recorded for StaffMenuChanges;
 * the Merchant answer, the cart and placement follow; marks end at close by the periodic job.
 */
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import type { MenuItem } from '../../src/api/merchant';
import { productUnavailableMessage } from '../../src/domain/serverPhrases';
import { MENU_EXPIRY_EVERY_MS } from '../../server/staff/menuExpiry';
import type { Scheduler } from '../../server/jobs/periodic';
import { MESSAGES } from '../../server/protocol/messages';
import { customerSession, itemNamed } from './cartHelpers';
import { checkoutSuite, submitter, teaCart } from './checkoutHelpers';
import { backends, DEMO, TUESDAY_11AM, type CallOptions } from './helpers';
import { DEMO_KIOSK, DEMO_STAFF, signIn } from './staffHelpers';

/** A scheduler the test ticks by hand: the server's jobs run only when told. */
function manualScheduler() {
  const jobs: { ms: number; tick: () => Promise<void> }[] = [];
  const scheduler: Scheduler = {
    every(ms, tick) {
      jobs.push({ ms, tick });
      return { cancel: () => undefined };
    },
  };
  return { scheduler, jobs };
}

describe.each(backends)('Staff menu ($name)', (backend) => {
  const { scheduler, jobs } = manualScheduler();
  const suite = checkoutSuite(backend, { scheduler });
  afterEach(() => suite.server.setNow(TUESDAY_11AM));

  const staff = async () => (await signIn(suite.server, DEMO_STAFF)).options;
  const change = (options: CallOptions, fields: Record<string, string>, requestId = randomUUID()) =>
    suite.server.ok('StaffMenuChange', { request_id: requestId, ...fields }, options);
  const soldOut = (itemId: number, extra: Record<string, string> = {}) => ({
    target: 'item',
    item_id: String(itemId),
    available: '0',
    ...extra,
  });
  const backOn = (itemId: number) => ({ target: 'item', item_id: String(itemId), available: '1' });
  const menuItem = async (name: string): Promise<MenuItem> => {
    suite.server.forgetHotReads();
    return itemNamed(suite.server, suite.demo, name);
  };
  const menuVersion = async () =>
    (
      await suite.server.db
        .selectFrom('menus')
        .select('version')
        .where('id', '=', Number(suite.demo.menu_id))
        .executeTakeFirstOrThrow()
    ).version;

  it("lists the store's items, its fulfilment types and today's close", async () => {
    const menu = await suite.server.ok('StaffMenu', {}, await staff());
    expect(menu.merchant).toMatchObject({
      name: 'Fremantle Fig & Olive',
      slug: DEMO.slug,
      currency_sign: '$',
      closes_at: '2026-11-24T21:00',
    });
    expect(menu.items.find((item) => item.id === suite.teaId)).toMatchObject({
      name: 'Iced Mint Tea',
      is_available: 1,
      available_str: '',
      sold_out_until: null,
    });
    expect(menu.items.length).toBeGreaterThan(20);
    expect(menu.fulfilment.map((type) => type.code)).toEqual(
      expect.arrayContaining(['pickup', 'delivery']),
    );
    expect(menu.fulfilment.every((type) => type.paused === 0)).toBe(true);
  });

  it('sells an item out until close once per request_id; the menu shows it, and the record says who', async () => {
    const options = await staff();
    const shakshuka = await menuItem('Shakshuka');
    const before = await menuVersion();
    const requestId = randomUUID();
    const first = await change(options, soldOut(shakshuka.id), requestId);
    expect(first.item).toMatchObject({
      id: shakshuka.id,
      is_available: 0,
      available_str: 'Sold out today',
      sold_out_until: '2026-11-24T21:00',
    });
    // Sent again (a queued change resent): the first answer, nothing changed twice.
    expect(await change(options, soldOut(shakshuka.id), requestId)).toEqual(first);
    expect(await menuVersion()).toBe(before + 1);
    expect(await menuItem('Shakshuka')).toMatchObject({
      is_available: 0,
      available_str: 'Sold out today',
    });

    const { changes } = await suite.server.ok('StaffMenuChanges', {}, options);
    expect(changes[0]).toMatchObject({
      at: '2026-11-24T11:00:00',
      by: 'Sam Staff',
      what: 'Shakshuka sold out until close',
    });
    expect(changes.filter((entry) => entry.what.startsWith('Shakshuka'))).toHaveLength(1);

    const on = await change(options, backOn(shakshuka.id));
    expect(on.item).toMatchObject({ is_available: 1, available_str: '', sold_out_until: null });
    expect(await menuItem('Shakshuka')).toMatchObject({ is_available: 1, available_str: '' });
    const after = await suite.server.ok('StaffMenuChanges', {}, options);
    expect(after.changes.map((entry) => entry.what).slice(0, 2)).toEqual([
      'Shakshuka back on',
      'Shakshuka sold out until close',
    ]);
  });

  it('keeps a mark with its own words until staff turn it back on', async () => {
    const options = await staff();
    const falafel = await menuItem('Falafel');
    const marked = await change(
      options,
      soldOut(falafel.id, { until: 'manual', available_str: 'Back on Friday' }),
    );
    expect(marked.item).toMatchObject({
      is_available: 0,
      available_str: 'Back on Friday',
      sold_out_until: null,
    });
    // Past close, the job leaves it alone.
    suite.server.setNow('2026-11-24T14:00:00Z');
    await jobsTick();
    expect(await menuItem('Falafel')).toMatchObject({
      is_available: 0,
      available_str: 'Back on Friday',
    });
    const { changes } = await suite.server.ok('StaffMenuChanges', {}, options);
    expect(changes[0]?.what).toBe("Falafel sold out until turned back on ('Back on Friday')");
    suite.server.setNow(TUESDAY_11AM);
    await change(options, backOn(falafel.id));
  });

  it('turns marks back on at close by the 30 s job, recorded as the System', async () => {
    const options = await staff();
    const olives = await menuItem('Marinated Olives');
    await change(options, soldOut(olives.id));
    suite.server.setNow('2026-11-24T12:59:00Z'); // 20:59 in Perth
    await jobsTick();
    expect(await menuItem('Marinated Olives')).toMatchObject({ is_available: 0 });
    const before = await menuVersion();
    suite.server.setNow('2026-11-24T13:00:00Z'); // 21:00, the close
    await jobsTick();
    expect(await menuItem('Marinated Olives')).toMatchObject({
      is_available: 1,
      available_str: '',
    });
    expect(await menuVersion()).toBe(before + 1);
    const { changes } = await suite.server.ok('StaffMenuChanges', {}, options);
    expect(changes[0]).toMatchObject({
      at: '2026-11-24T21:00:00',
      by: 'System',
      what: 'Marinated Olives back on at close',
    });
    // Nothing left to end: another tick changes nothing.
    await jobsTick();
    expect(await menuVersion()).toBe(before + 1);
  });

  it('refuses an item sold out while in the cart at placement, and the cart marks the line', async () => {
    const client = await teaCart(suite, 1);
    const options = await staff();
    await change(options, soldOut(suite.teaId));
    try {
      const cart = await client.checkout({});
      expect(cart.order.items).toEqual([
        expect.objectContaining({
          menu_item_id: suite.teaId,
          is_available: 0,
          available_str: 'Sold out today',
        }),
      ]);
      const message = await submitter(suite, client).fails('0');
      expect(message).toBe(productUnavailableMessage('Iced Mint Tea'));
      expect(message).toBe('Product unavailable: Iced Mint Tea');
    } finally {
      await change(options, backOn(suite.teaId));
    }
    const cart = await client.checkout({});
    expect(cart.order.items[0]).toMatchObject({ is_available: 1, available_str: '' });
    await submitter(suite, client).ok('0');
  });

  it('pauses a fulfilment type: the Merchant answer shows it unavailable and placement refuses it', async () => {
    const options = await staff();
    const client = await teaCart(suite, 1);
    const paused = await change(options, { target: 'fulfilment', code: 'pickup', paused: '1' });
    expect(paused.fulfilment).toEqual({ code: 'pickup', verb: 'Pickup', paused: 1 });
    try {
      suite.server.forgetHotReads();
      const { merchant } = await suite.server.ok('Merchant', {
        menu_name: DEMO.slug,
        return_menu: '0',
      });
      const pickup = merchant.fulfilment_settings.find((type) => type.code === 'pickup');
      expect(pickup?.availability).toMatchObject({
        online_status: 'offline',
        available_today: 0,
        unavailable_reason: 'Pickup is paused',
      });
      const delivery = merchant.fulfilment_settings.find((type) => type.code === 'delivery');
      expect(delivery?.availability.online_status).toBe('online');
      expect(await submitter(suite, client).fails('0')).toBe(MESSAGES.fulfilmentTypeUnavailable);
      // (Other tests' changes at a later clock may come first: find this one.)
      const { changes } = await suite.server.ok('StaffMenuChanges', {}, options);
      expect(changes.find((entry) => entry.what === 'Pickup paused')).toMatchObject({
        at: '2026-11-24T11:00:00',
        by: 'Sam Staff',
      });
    } finally {
      const resumed = await change(options, { target: 'fulfilment', code: 'pickup', paused: '0' });
      expect(resumed.fulfilment?.paused).toBe(0);
    }
    await submitter(suite, client).ok('0');
    const whats = (await suite.server.ok('StaffMenuChanges', {}, options)).changes.map(
      (entry) => entry.what,
    );
    expect(whats.indexOf('Pickup resumed')).toBeGreaterThanOrEqual(0);
    expect(whats.indexOf('Pickup resumed')).toBeLessThan(whats.indexOf('Pickup paused'));
  });

  it("refuses another store's item, an unknown type, a change without request_id, and anyone but staff", async () => {
    const options = await staff();
    const elsewhere = await suite.server.db
      .selectFrom('menu_items')
      .innerJoin('menus', 'menus.id', 'menu_items.menu_id')
      .select('menu_items.id')
      .where('menus.merchant_id', '<>', Number(suite.demo.store_id))
      .executeTakeFirstOrThrow();
    const refused = (fields: Record<string, string>, as: CallOptions = options) =>
      suite.server.failure('StaffMenuChange', { request_id: randomUUID(), ...fields }, as);
    expect((await refused(soldOut(elsewhere.id))).message).toBe(MESSAGES.menuItemDoesNotExist);
    const untouched = await suite.server.db
      .selectFrom('menu_items')
      .select('is_available')
      .where('id', '=', elsewhere.id)
      .executeTakeFirstOrThrow();
    expect(untouched.is_available).toBe(true);
    expect((await refused({ target: 'fulfilment', code: 'teleport', paused: '1' })).message).toBe(
      MESSAGES.fulfilmentTypeUnavailable,
    );
    expect((await refused(soldOut(suite.teaId, { until: 'forever' }))).message).toBe(
      MESSAGES.invalidMenuItemData,
    );
    expect(
      (await suite.server.failure('StaffMenuChange', soldOut(suite.teaId), options)).message,
    ).toBe(MESSAGES.requestIdRequired);

    const member = await customerSession(suite.server);
    const kiosk = await signIn(suite.server, DEMO_KIOSK);
    const guest = { sid: (await teaCart(suite, 1)).sid };
    for (const as of [guest, { sid: member.sid }, kiosk.options]) {
      expect((await suite.server.failure('StaffMenu', {}, as)).message).toBe(MESSAGES.staffOnly);
      expect((await suite.server.failure('StaffMenuChanges', {}, as)).message).toBe(
        MESSAGES.staffOnly,
      );
      expect((await refused(soldOut(suite.teaId), as)).message).toBe(MESSAGES.staffOnly);
    }
    expect((await menuItem('Iced Mint Tea')).is_available).toBe(1);
  });

  async function jobsTick() {
    const job = jobs.find((entry) => entry.ms === MENU_EXPIRY_EVERY_MS);
    if (!job) throw new Error('the sold-out expiry job is not scheduled');
    await job.tick();
  }
});
