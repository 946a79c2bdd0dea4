/**
 * The built app and the reference server on a free loopback port, fresh in-memory database, with
 * the payment and identity sandbox beside it as `npm start` runs it (the checkout's card fields
 * and the sign-in screen's Apple and Google buttons come from it).
 */
import type { Kysely } from 'kysely';
import { createServer } from '../server/app';
import type { Database } from '../server/db/schema';
import { startPaymentsForApp } from '../server/sandbox/forApp';
import { localOrigins } from '../server/sandbox/index';
import { seedLargeMenu } from './largeMenu';

/** One response as it went on the wire: its bytes, status line and headers included. */
export type Transfer = { path: string; bytes: number; encoding: string | null };

export type ServedBuild = {
  origin: string;
  close: () => Promise<void>;
  /** The server's database (bench setup writes through the API, or straight in, as it needs). */
  db: Kysely<Database>;
  /** Every response sent so far, in the order they finished. */
  transfers: () => Transfer[];
  /**
   * Requests received whose response has not finished yet, leaving out the live channels'
   * event streams (`…/events`), which stay open for as long as their screen is.
   */
  inFlight: () => number;
  /** The live channels' event streams open now. */
  openStreams: () => number;
};

export type ServeBuildOptions = {
  /** Also write the 10,000-item menu (bench/largeMenu.ts) into the server's database. */
  largeMenu?: boolean;
  /** Shifts the server's clock, as scripts/serve.ts's DOCKET_CLOCK_OFFSET_MS does. */
  clockOffsetMs?: number;
};

export async function serveBuild(
  dist: string,
  options: ServeBuildOptions = {},
): Promise<ServedBuild> {
  const { sandbox, payments, appListening } = await startPaymentsForApp({
    appPort: 0,
    host: '127.0.0.1',
    env: { BRAND: process.env.BRAND },
  });
  const offset = options.clockOffsetMs ?? 0;
  const server = await createServer({
    ...(offset ? { now: () => new Date(Date.now() + offset) } : {}),
    staticDir: dist,
    dataDir: 'memory://',
    logger: false,
    payments: { gateway: payments.gateway, sandboxOrigin: payments.sandboxOrigin },
    // Apple and Google sign-in from the identity sandbox, as `npm start` offers them
    // (server/main.ts): without it the sign-in screen drops its two buttons once it has asked.
    identity: {
      sandboxOrigins: [
        ...new Set([sandbox.origin, ...localOrigins(Number(new URL(sandbox.origin).port))]),
      ],
    },
  });
  const close = async () => {
    await server.close();
    await sandbox.close();
  };
  try {
    if (options.largeMenu) await seedLargeMenu(server.db);
    // HTTP/1.1 answers one request at a time on a connection, so the socket's byte count from a
    // request to its response's end is that response as sent (bench/coldLoad.ts).
    const transfers: Transfer[] = [];
    let inFlight = 0;
    let openStreams = 0;
    server.app.server.on('request', (request, response) => {
      const socket = request.socket;
      const before = socket.bytesWritten;
      const stream = /\/events$/.test((request.url ?? '').split('?')[0]!);
      if (stream) openStreams += 1;
      else inFlight += 1;
      response.once('close', () => {
        if (stream) openStreams -= 1;
        else inFlight -= 1;
        const encoding = response.getHeader('content-encoding');
        transfers.push({
          path: (request.url ?? '').split('?')[0]!,
          bytes: socket.bytesWritten - before,
          encoding: typeof encoding === 'string' ? encoding : null,
        });
      });
    });
    const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
    appListening(Number(new URL(address).port));
    return {
      origin: address,
      close,
      db: server.db,
      transfers: () => [...transfers],
      inFlight: () => inFlight,
      openStreams: () => openStreams,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
