/**
 * The app on a free port, on the store's clock, with a payment sandbox of its own (the vault and
 * charges a journey reads back); the sandbox learns the app's port once it listens.
 */
import { createServer, type DocketServer } from '../../../server/app';
import { startPaymentsForApp, type AppPayments } from '../../../server/sandbox/forApp';
import { storeNow } from './storeClock';

export async function startAppWithPayments(): Promise<{
  server: DocketServer;
  payments: AppPayments;
  origin: string;
}> {
  const payments = await startPaymentsForApp({ appPort: 0, host: '127.0.0.1', env: {} });
  const server = await createServer({
    staticDir: process.env.E2E_DIST_DIR ?? 'dist',
    dataDir: 'memory://',
    logger: false,
    now: () => new Date(storeNow()),
    payments: {
      gateway: payments.payments.gateway,
      sandboxOrigin: payments.payments.sandboxOrigin,
    },
  });
  const origin = await server.app.listen({ port: 0, host: '127.0.0.1' });
  payments.appListening(Number(new URL(origin).port));
  return { server, payments, origin };
}
