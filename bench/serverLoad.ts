/**
 * The reference server's menu call under load: autocannon, in a worker thread of its own
 * (bench/serverLoadClient.mjs), against a server on loopback.
 */
import { Worker } from 'node:worker_threads';
import { createServer } from '../server/app';

export type LoadFigures = { p50: number; p99: number; requestsPerSecond: number; errors: number };

const COMMON = {
  app_token: 'demo-app-token',
  api_version: '7',
  app_id: 'demo',
  app_version: '3.1.23',
  app_mode: 'PERSONAL',
};

const MENU = {
  RequestAction: 'Merchant',
  menu_name: 'fig-and-olive',
  return_menu: '1',
  return_order: '1',
};

/**
 * The Merchant request bodies for a load of `connections`: each connection is one customer with a
 * session of its own, as real clients are. Without a SID every request would open a new guest
 * session, and one shared SID would flatter caches.
 */
export async function merchantBodies(url: string, connections: number): Promise<string[]> {
  const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
  const sessions: string[] = [];
  for (let index = 0; index < connections; index += 1) {
    const first = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form({ ...COMMON, ...MENU, local_ts: '0' }),
    });
    sessions.push(((await first.json()) as { SID: string }).SID);
  }
  return sessions.map((sid) =>
    form({ ...COMMON, ...MENU, sid, local_ts: String(Math.floor(Date.now() / 1000)) }),
  );
}

/** Starts a server on the given database, warms it, then loads Merchant for `seconds`. */
export async function merchantUnderLoad(options: {
  databaseUrl?: string;
  connections: number;
  seconds: number;
}): Promise<LoadFigures> {
  const server = await createServer({
    dataDir: 'memory://',
    databaseUrl: options.databaseUrl,
    logger: false,
    // The load comes from one address, far past what one customer sends.
    rateLimits: false,
  });
  try {
    const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `${address}/api`;
    const bodies = await merchantBodies(url, options.connections);
    const loader = new Worker(new URL('./serverLoadClient.mjs', import.meta.url), {
      workerData: { url, connections: options.connections, seconds: options.seconds, bodies },
    });
    try {
      return await new Promise<LoadFigures>((done, failed) => {
        loader.once('message', done);
        loader.once('error', failed);
      });
    } finally {
      await loader.terminate();
    }
  } finally {
    await server.close();
  }
}
