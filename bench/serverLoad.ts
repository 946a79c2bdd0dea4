/** The reference server's menu call under load: autocannon against a server on loopback. */
import autocannon from 'autocannon';
import { createServer } from '../server/app';

export type LoadFigures = { p50: number; p99: number; requestsPerSecond: number; errors: number };

const COMMON = {
  app_token: 'demo-app-token',
  api_version: '7',
  app_id: 'demo',
  app_version: '3.1.23',
  app_mode: 'PERSONAL',
};

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
  });
  try {
    const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `${address}/api`;
    const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
    const menu = {
      RequestAction: 'Merchant',
      menu_name: 'fig-and-olive',
      return_menu: '1',
      return_order: '1',
    };
    // Each connection is one customer with a session of its own, as real clients are: without
    // a SID every request would open a new guest session, and one shared SID would flatter caches.
    const sessions: string[] = [];
    for (let index = 0; index < options.connections; index += 1) {
      const first = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form({ ...COMMON, ...menu, local_ts: '0' }),
      });
      sessions.push(((await first.json()) as { SID: string }).SID);
    }
    const bodyFor = (sid: string) =>
      form({ ...COMMON, ...menu, sid, local_ts: String(Math.floor(Date.now() / 1000)) });
    let nextClient = 0;
    const result = await autocannon({
      url,
      method: 'POST',
      connections: options.connections,
      duration: options.seconds,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: bodyFor(sessions[0]!),
      setupClient: (client) => {
        client.setBody(bodyFor(sessions[nextClient % sessions.length]!));
        nextClient += 1;
      },
    });
    return {
      p50: result.latency.p50,
      p99: result.latency.p99,
      requestsPerSecond: Math.round(result.requests.average),
      errors: result.errors + result.non2xx,
    };
  } finally {
    await server.close();
  }
}
