/**
 * The terminal layer's own words when the pad cannot be asked (spec 2 §8 'Terminal': 'Eftpos
 * (Linkly) is not currently available (MSG-LPPS1 / LTS1 / LPR1 …)', 'is not paired (MSG-LPPS2 /
 * LTS2 / LPR2 …)'): the pinpad status check while pairing (LPPS), the transaction status check
 * (LTS) and the eftpos receipt (LPR). 1: Linkly's hosts cannot be found; 2: no pad is paired.
 * On Vitest's fake timers; Linkly is the scripted stand-in of support/linklyFake.ts.
 */
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Submission } from '@worker/checkout/submitOrder';
import type { WorkerContext } from '@worker/context';
import type { DocketDatabase } from '@worker/db/database';
import { createEventBus } from '@worker/events/eventBus';
import { createTerminalApi } from '@worker/linkly/terminalApi';
import type { HostResolver } from '@worker/linkly/linklyHosts';
import type { ProtocolClient } from '@worker/protocol/createProtocolClient';
import { demoBrand } from './support/brand';
import { HOSTS, linklyFake } from './support/linklyFake';
import { captureLogs } from './support/logs';
import { testDb } from './support/testDb';

captureLogs();

let db: DocketDatabase;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(new Date('2026-11-24T02:00:00Z'));
  db = testDb();
});
afterEach(() => {
  vi.useRealTimers();
  db.close();
});

/** The terminal API with Linkly's hosts as `hosts` says (null: they cannot be found). */
function harness(hosts: HostResolver = async () => HOSTS) {
  const linkly = linklyFake();
  const ctx: WorkerContext = {
    db,
    brand: demoBrand(),
    now: () => Date.now(),
    protocol: {} as ProtocolClient,
    events: createEventBus(),
  };
  let ids = 0;
  const api = createTerminalApi(ctx, {
    submission: {} as Submission,
    hosts,
    origin: 'https://app.test',
    fetch: linkly.fetch,
    timers: {
      setTimeout: (callback, ms) => setTimeout(callback, ms),
      clearTimeout: (handle) => clearTimeout(handle),
    },
    locks: null,
    newId: () => `00000000-0000-4000-8000-${String((ids += 1)).padStart(12, '0')}`,
    random: () => 0.5,
  });
  return { api, linkly };
}

/** Runs the worker call to its end, firing each fake timer only once nothing else is pending. */
async function run<T>(promise: Promise<T>): Promise<T> {
  let done = false;
  void promise.finally(() => {
    done = true;
  });
  while (!done) {
    await new Promise((resolve) => setImmediate(resolve));
    if (!done && vi.getTimerCount() > 0) await vi.advanceTimersToNextTimerAsync();
  }
  return promise;
}

async function paired() {
  await db.pinpad.put({
    key: 'current',
    secret: 'the-secret',
    token: 'the-token',
    tokenExpiresAt: Date.now() + 3_600_000,
    posId: 'pos-1',
    pairedAt: 0,
  });
}

/** A purchase whose outcome is not known yet: the next step is a status check. */
async function keptPurchase() {
  await db.terminalTransaction.put({
    key: 'current',
    sessionId: '00000000-0000-4000-8000-000000000099',
    txnRef: 'ABCDEFGHIJKLMNOP',
    amountCents: 1240,
    requestId: '00000000-0000-4000-8000-000000000098',
    state: 'polling',
    slug: 'fig-and-olive',
    fields: { payment_method: 'eftpos' },
    createdAt: Date.now(),
    updatedAt: Date.now(),
  });
}

describe('eftpos receipt print (MSG-LPR1 / LPR2)', () => {
  it('no pad paired: MSG-LPR2, nothing sent', async () => {
    const h = harness();
    expect(await run(h.api.printEftposReceipt({}))).toEqual({
      ok: false,
      error: { code: 'print', message: 'Eftpos (Linkly) is not paired (MSG-LPR2)' },
    });
    expect(h.linkly.requests).toHaveLength(0);
  });

  it("Linkly's hosts cannot be found: MSG-LPR1", async () => {
    await paired();
    const h = harness(async () => null);
    expect(await run(h.api.printEftposReceipt({}))).toEqual({
      ok: false,
      error: { code: 'print', message: 'Eftpos (Linkly) is not currently available (MSG-LPR1)' },
    });
  });
});

describe('transaction status (MSG-LTS1 / LTS2)', () => {
  it('the pad was unpaired while a purchase waits for its outcome: MSG-LTS2, the record kept', async () => {
    await keptPurchase();
    const h = harness();
    expect(await run(h.api.resumeTerminalPayment({}))).toEqual({
      ok: false,
      error: {
        code: 'status-unknown',
        message:
          'Eftpos (Linkly) is not paired (MSG-LTS2). Contact a member of staff for assistance.',
      },
    });
    expect(await db.terminalTransaction.get('current')).toMatchObject({ state: 'unknown' });
    expect(h.linkly.requests).toHaveLength(0);
  });

  it("Linkly's hosts cannot be found through every retry: MSG-LTS1, the record kept", async () => {
    await paired();
    await keptPurchase();
    const h = harness(async () => null);
    expect(await run(h.api.resumeTerminalPayment({}))).toEqual({
      ok: false,
      error: {
        code: 'status-unknown',
        message: 'Eftpos (Linkly) is not currently available (MSG-LTS1)',
      },
    });
    expect(await db.terminalTransaction.get('current')).toMatchObject({ state: 'unknown' });
  });
});

describe('pinpad status while pairing (MSG-LPPS1 / LPPS2)', () => {
  it("Linkly's hosts cannot be found for the status check: MSG-LPPS1", async () => {
    await paired();
    // The token is good; the hosts are lost once the status check starts.
    const h = harness(async () => null);
    expect(await run(h.api.pairPinpad({}))).toEqual({
      ok: false,
      error: {
        code: 'status',
        message: 'Eftpos (Linkly) is not currently available (MSG-LPPS1)',
      },
    });
  });

  it('the pad was forgotten (another tab signed out) before its status was checked: MSG-LPPS2', async () => {
    await paired();
    const h = harness(async () => {
      await db.pinpad.delete('current');
      return HOSTS;
    });
    expect(await run(h.api.pairPinpad({}))).toEqual({
      ok: false,
      error: { code: 'status', message: 'Eftpos (Linkly) is not paired (MSG-LPPS2)' },
    });
  });
});
