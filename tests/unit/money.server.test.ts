/**
 * The worker's money functions (worker/account/moneyApi.ts) in-process against the real server on
 * a payment double: each answer lands in the held account row, so the balance a screen shows is
 * live; a top-up with no answer (offline) is not queued and, sent again under the same request_id,
 * is credited once.
 */
import 'fake-indexeddb/auto';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_PLEASE_TRY_AGAIN } from '@/domain/signInMessages';
import { createServer } from '../../server/app';
import { createPaymentDouble } from '../server/paymentDouble';
import { captureLogs } from './support/logs';
import { workerHarness } from './support/workerHarness';

const NOW = Date.UTC(2026, 10, 24, 3, 0, 0);
const double = createPaymentDouble();
let server: Awaited<ReturnType<typeof createServer>>;
let origin = '';
captureLogs();

beforeAll(async () => {
  server = await createServer({
    dataDir: 'memory://',
    rateLimits: false,
    now: () => new Date(NOW),
    payments: { gateway: double, sandboxOrigin: 'https://sandbox.test' },
  });
  await server.db.updateTable('brands').set({ topup_enabled: true }).execute();
  origin = await server.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await server.close();
});

async function member() {
  const harness = workerHarness({ origin, now: NOW });
  await harness.api.loadHome();
  const result = await harness.api.signUp({
    name: 'Mona Money',
    email: `m-${randomUUID()}@example.com`,
    mobile: '',
    mobileMetadata: '',
    password1: 'secret-123',
    password2: 'secret-123',
    countryCode: 'AU',
    state: 'WA',
  });
  if (!result.ok) throw new Error(result.error.message);
  return harness;
}

const heldCustomer = async (harness: Awaited<ReturnType<typeof member>>) =>
  (await harness.db.account.get('current'))?.customer;

describe('money worker functions', () => {
  it('addCard, a saved-card top-up, auto top-up and removing the card update the held account', async () => {
    const harness = await member();
    const { api } = harness;
    const added = await api.addCard({ requestId: randomUUID(), nonce: 'fake-valid-visa-nonce' });
    expect(added.ok).toBe(true);
    expect(await heldCustomer(harness)).toMatchObject({
      has_saved_card: 1,
      credit_card_ending: '1111',
      balance: 0,
    });

    const topup = await api.topup({ method: 'SAVED', amount: 3000, requestId: randomUUID() });
    expect(topup).toMatchObject({ ok: true, data: { balance: 3000 } });
    expect(await heldCustomer(harness)).toMatchObject({ balance: 3000 });

    expect((await api.changeBilling({ autoTopupAmount: 2000 })).ok).toBe(true);
    expect(await heldCustomer(harness)).toMatchObject({ auto_topup_amount: 2000 });

    expect((await api.changeBilling({ removeCard: true })).ok).toBe(true);
    expect(await heldCustomer(harness)).toMatchObject({ has_saved_card: 0 });
  });

  it('a top-up with no answer is not queued; sent again under its request_id it is credited once', async () => {
    const harness = await member();
    const { api } = harness;
    const requestId = randomUUID();
    const card = { nonce: 'fake-valid-visa-nonce', saveCard: false, autoTopup: false };
    harness.network.online = false;
    const lost = await api.topup({ method: 'CC', amount: 2000, requestId, card });
    expect(lost).toEqual({
      ok: false,
      error: { code: 'network', message: ERROR_PLEASE_TRY_AGAIN },
    });
    expect(await harness.db.outbox.count()).toBe(0);

    harness.network.online = true;
    const first = await api.topup({ method: 'CC', amount: 2000, requestId, card });
    const again = await api.topup({ method: 'CC', amount: 2000, requestId, card });
    expect(first).toMatchObject({ ok: true, data: { balance: 2000 } });
    expect(again).toMatchObject({ ok: true, data: { balance: 2000 } });
    expect(await heldCustomer(harness)).toMatchObject({ balance: 2000 });
  });

  it('withdrawFunds holds the transferable balance in the held account', async () => {
    const harness = await member();
    const { api } = harness;
    const card = { nonce: 'fake-valid-visa-nonce', saveCard: false, autoTopup: false };
    await api.topup({ method: 'CC', amount: 1000, requestId: randomUUID(), card });
    expect(await heldCustomer(harness)).toMatchObject({ balance_transferable: 1000 });
    const withdrawn = await api.withdrawFunds({ requestId: randomUUID() });
    expect(withdrawn).toMatchObject({ ok: true, data: { amount: 1000 } });
    expect(await heldCustomer(harness)).toMatchObject({
      balance: 0,
      balance_held: 1000,
      balance_transferable: 0,
    });
  });
});
