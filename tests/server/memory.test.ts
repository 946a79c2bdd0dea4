/**
 * Junk cannot fill the server's memory. 2,000 calls with 60 KiB of junk fields each (menu names,
 * promo codes, searches, unknown fields: what a cache of misses would hold by the megabyte) leave
 * the heap within 20 MB of where it started, after GC.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO, startServer, type TestServer } from './helpers';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ name: 'pglite' });
});
afterAll(async () => {
  await server?.close();
});

/** Every other call is Merchant with a junk menu name (the miss cache's key); the rest vary. */
function junkBody(index: number): string {
  const [action, field]: readonly [string, string] =
    index % 2 === 0
      ? ['Merchant', 'menu_name']
      : ([
          ['ManageCart', 'coupon_code'],
          ['Merchants', 'search'],
          ['DeliveryAddress', 'address1'],
          ['AppHome', 'junk'],
          ['Merchant', 'sid'],
        ][index % 5] as [string, string]);
  // Distinct values, so nothing could be shared between them.
  const junk = `${index}-`.padEnd(60 * 1024 - 200, String.fromCharCode(97 + (index % 26)));
  return new URLSearchParams({
    RequestAction: action,
    app_token: DEMO.token,
    api_version: '7',
    app_version: '3.1.23',
    [field]: junk,
  }).toString();
}

const settledHeap = () => {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
};

it('2,000 calls of 60 KiB junk each leave the heap within 20 MB of where it started', async () => {
  // Warm the paths first, so their code and first caches are counted in the start.
  for (let index = 0; index < 50; index++)
    await server.app.inject({
      method: 'POST',
      url: '/api',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: junkBody(index),
    });
  const before = settledHeap();
  for (let index = 0; index < 2_000; index++) {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: junkBody(index),
    });
    expect(response.statusCode).toBeLessThan(500);
  }
  const grownMb = (settledHeap() - before) / 1_048_576;
  expect(grownMb, `the heap grew ${grownMb.toFixed(1)} MB`).toBeLessThan(20);
}, 300_000);
