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
    // A real client sends its SID; without one every request would open a new guest session.
    const first = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form({ ...COMMON, ...menu, local_ts: '0' }),
    });
    const { SID } = (await first.json()) as { SID: string };
    const body = form({
      ...COMMON,
      ...menu,
      sid: SID,
      local_ts: String(Math.floor(Date.now() / 1000)),
    });
    const result = await autocannon({
      url,
      method: 'POST',
      connections: options.connections,
      duration: options.seconds,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
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
