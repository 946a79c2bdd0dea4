/**
 * The app the cross-engine journeys visit: the built demo brand and the reference server in this
 * process (so a journey can read its database), the payment sandbox beside it, and the switchable
 * proxy in front, whose origin is the browser's.
 *
 * WebDriver cannot set a page's clock, so the page runs on the real one. So that ASAP pickup is
 * open whatever the hour of the run, the demo store is moved to the time zone where it is now
 * around noon (an `Etc/GMT±N` zone), and its special dates are dropped: the page and the server,
 * both on the real clock, agree that it is lunchtime in the store.
 */
import { createServer, type DocketServer } from '../../../server/app';
import { startPaymentsForApp, type AppPayments } from '../../../server/sandbox/forApp';
import { startSwitchableProxy, type SwitchableProxy } from './switchableProxy';

export type World = {
  server: DocketServer;
  payments: AppPayments;
  proxy: SwitchableProxy;
  /** The browser's origin (the proxy). */
  origin: string;
  /** Every transaction the payment sandbox has recorded. */
  charges(): Promise<Array<{ amountCents: number; approved: boolean; orderRef: string }>>;
  close(): Promise<void>;
};

/** An `Etc/GMT±N` zone where the hour of `now` is 12 (POSIX names: the sign is reversed). */
export function noonZone(now: Date): string {
  const shift = 12 - now.getUTCHours();
  if (shift === 0) return 'Etc/GMT';
  return shift > 0 ? `Etc/GMT-${shift}` : `Etc/GMT+${-shift}`;
}

export async function startWorld(): Promise<World> {
  const payments = await startPaymentsForApp({ appPort: 0, host: '127.0.0.1', env: {} });
  const server = await createServer({
    staticDir: process.env.E2E_DIST_DIR ?? 'dist',
    dataDir: 'memory://',
    logger: false,
    payments: {
      gateway: payments.payments.gateway,
      sandboxOrigin: payments.payments.sandboxOrigin,
    },
  });
  await server.db
    .updateTable('merchants')
    .set({ timezone: noonZone(new Date()) })
    .execute();
  await server.db.deleteFrom('special_dates').execute();
  server.forgetHotReads();
  const serverOrigin = await server.app.listen({ port: 0, host: '127.0.0.1' });
  const proxy = await startSwitchableProxy(serverOrigin);
  payments.appListening(proxy.port);
  return {
    server,
    payments,
    proxy,
    origin: proxy.origin,
    charges: async () =>
      (
        (await (
          await fetch(`${payments.sandbox.origin}/__sandbox/charges`, {
            headers: { authorization: `Bearer ${payments.sandbox.adminToken}` },
          })
        ).json()) as {
          charges: Array<{ amountCents: number; approved: boolean; orderRef: string }>;
        }
      ).charges,
    async close() {
      await proxy.close();
      await server.close();
      await payments.sandbox.close();
    },
  };
}
