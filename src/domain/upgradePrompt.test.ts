import { describe, expect, it } from 'vitest';
import {
  refreshPlan,
  updateOffer,
  type RefreshPlan,
  type UpdateOffer,
  type UpgradeSignal,
} from './upgradePrompt';

const STARTED = Date.UTC(2026, 10, 24, 3, 0, 0);

const signal = (overrides: Partial<UpgradeSignal>): UpgradeSignal => ({
  Available: false,
  Required: false,
  receivedAt: STARTED + 1_000,
  ...overrides,
});

describe('updateOffer (spec 1 §8 Upgrade rows)', () => {
  const rows: [string, UpgradeSignal | null, boolean, UpdateOffer][] = [
    ['nothing known: no snackbar', null, false, null],
    ['server says nothing new', signal({}), false, null],
    [
      "'Upgrade required (web)': Required → the persistent snackbar",
      signal({ Available: true, Required: true }),
      false,
      { kind: 'required' },
    ],
    [
      'Required wins over a waiting service worker (same button, stronger words)',
      signal({ Available: true, Required: true }),
      true,
      { kind: 'required' },
    ],
    [
      "'Update available...' for optional (Available only)",
      signal({ Available: true }),
      false,
      { kind: 'available', key: `server-${STARTED + 1_000}` },
    ],
    [
      'a waiting service worker offers the update',
      null,
      true,
      { kind: 'available', key: 'service-worker' },
    ],
    [
      'a waiting service worker and an optional signal: one offer, named after the worker',
      signal({ Available: true }),
      true,
      { kind: 'available', key: 'service-worker' },
    ],
    [
      'a Required stored before this page loaded is history (the reload applied it)',
      signal({ Available: true, Required: true, receivedAt: STARTED - 1 }),
      false,
      null,
    ],
    [
      'an old Available signal with a waiting worker still offers the worker',
      signal({ Available: true, receivedAt: STARTED - 1 }),
      true,
      { kind: 'available', key: 'service-worker' },
    ],
    [
      'a signal received at the very moment the page started counts',
      signal({ Required: true, receivedAt: STARTED }),
      false,
      { kind: 'required' },
    ],
  ];

  it.each(rows)('%s', (_name, upgrade, swWaiting, expected) => {
    expect(updateOffer({ upgrade, pageStartedAt: STARTED, swWaiting })).toEqual(expected);
  });

  it('a new optional signal is a new announcement (its own key)', () => {
    const first = updateOffer({
      upgrade: signal({ Available: true, receivedAt: STARTED + 1 }),
      pageStartedAt: STARTED,
      swWaiting: false,
    });
    const second = updateOffer({
      upgrade: signal({ Available: true, receivedAt: STARTED + 2 }),
      pageStartedAt: STARTED,
      swWaiting: false,
    });
    expect(first).not.toEqual(second);
  });
});

describe('refreshPlan (STYLE 12: asks before updating, never reloads mid-payment)', () => {
  const rows: [string, boolean, boolean, RefreshPlan][] = [
    [
      'a waiting worker is activated (SKIP_WAITING) before the reload',
      true,
      false,
      'activate-waiting',
    ],
    ['no waiting worker: a plain reload fetches the new index.html', false, false, 'reload'],
    ['mid-payment with a waiting worker: wait', true, true, 'wait-for-payment'],
    ['mid-payment without a waiting worker: wait', false, true, 'wait-for-payment'],
  ];

  it.each(rows)('%s', (_name, swWaiting, paymentInProgress, expected) => {
    expect(refreshPlan({ swWaiting, paymentInProgress })).toBe(expected);
  });
});
