/**
 * 'Push, timezone' (spec 1 §7) from the worker: it reads the device's zone itself (the page's first
 * Intl date formatter is a long task the page need not pay) and sends it once per session.
 */
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './support/server';
import { workerHarness } from './support/workerHarness';

const NOW = Date.UTC(2026, 10, 27, 4, 0, 0);
let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

const timezoneCalls = (requests: { body: URLSearchParams }[]) =>
  requests
    .map((request) => Object.fromEntries(request.body))
    .filter((body) => body.RequestAction === 'Push' && body.sub_action === 'timezone');

describe('sendTimezone', () => {
  it("sends this device's offset, zone, locale and date, and names them in its key", async () => {
    const { api, requests } = workerHarness({ origin: server.origin, now: NOW });
    const { timeZone, locale } = Intl.DateTimeFormat().resolvedOptions();
    const offset = -new Date(NOW).getTimezoneOffset();

    const result = await api.sendTimezone({ sentKey: null });

    expect(result).toEqual({
      ok: true,
      data: { sent: true, key: `${offset}|${timeZone}|${locale}`, timezone: timeZone },
    });
    expect(timezoneCalls(requests)).toEqual([
      expect.objectContaining({
        utc_offset: String(offset),
        timezone: timeZone,
        locale,
        dates: new Date(NOW).toLocaleString(locale),
      }),
    ]);
  });

  it('sends nothing when the key the page kept this session is the same', async () => {
    const { api, requests } = workerHarness({ origin: server.origin, now: NOW });
    const first = await api.sendTimezone({ sentKey: null });
    if (!first.ok) throw new Error('the first send failed');

    expect(await api.sendTimezone({ sentKey: first.data.key })).toEqual({
      ok: true,
      data: { sent: false, key: first.data.key, timezone: first.data.timezone },
    });
    expect(timezoneCalls(requests)).toHaveLength(1);
  });

  it('sends again when the zone, offset or locale has changed since', async () => {
    const { api, requests } = workerHarness({ origin: server.origin, now: NOW });

    const result = await api.sendTimezone({ sentKey: '600|Australia/Sydney|en-AU-x-other' });

    expect(result.ok && result.data.sent).toBe(true);
    expect(timezoneCalls(requests)).toHaveLength(1);
  });
});
