/**
 * The built app and the reference server on a free loopback port, fresh in-memory database, with
 * the payment sandbox beside it as `npm start` runs it (the checkout's card fields come from it).
 */
import { createServer } from '../server/app';
import { startPaymentsForApp } from '../server/sandbox/forApp';
import { seedLargeMenu } from './largeMenu';

export type ServedBuild = { origin: string; close: () => Promise<void> };

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
  });
  const close = async () => {
    await server.close();
    await sandbox.close();
  };
  try {
    if (options.largeMenu) await seedLargeMenu(server.db);
    const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
    appListening(Number(new URL(address).port));
    return { origin: address, close };
  } catch (error) {
    await close();
    throw error;
  }
}
