/**
 * Serves one built brand with the reference server on a chosen port and database, for e2e runs
 * and benchmarks: `node --import tsx scripts/serve.ts --static dist --port 4173 --data memory://`.
 * `--port 0` picks a free port; the line printed on start names the real address.
 *
 * The payment sandbox starts beside it on SANDBOX_PORT (default: the port + 10, so 4173 → 4183;
 * a free port with `--port 0`) and is the server's payment gateway unless the brand (BRAND,
 * default demo) has a Braintree key. A second line names its origin: `payment sandbox on …`.
 *
 * The operator console (server/operator/console.ts) listens on loopback at the app's port + 20; a
 * third line names its origin. Journeys move orders along through it, with the token kept in
 * ./data/operator-token (server/operator/token.ts; tests/e2e/support/operator.ts).
 *
 * DOCKET_CLOCK_OFFSET_MS shifts the server's clock (the cart and checkout journeys run at noon in
 * the store, whatever the hour: tests/e2e/support/storeClock.ts).
 *
 * For the update journeys, DOCKET_MIN_APP_VERSION and DOCKET_LATEST_APP_VERSION ('x.y.z') set
 * every brand's app_releases row after the seed, so the server's Upgrade field says Required or
 * Available to the built app (spec 1 §7).
 */
import { parseArgs } from 'node:util';
import { createServer } from '../server/app';
import { operatorPortFor, startOperatorConsole } from '../server/operator/console';
import { operatorToken, operatorTokenFile } from '../server/operator/token';
import { startPaymentsForApp } from '../server/sandbox/forApp';
import { localOrigins } from '../server/sandbox/index';

const { values } = parseArgs({
  options: {
    static: { type: 'string', default: 'dist' },
    port: { type: 'string', default: '4173' },
    host: { type: 'string', default: '127.0.0.1' },
    data: { type: 'string', default: 'memory://' },
  },
});

const appPort = Number(values.port);
const clockOffsetMs = Number(process.env.DOCKET_CLOCK_OFFSET_MS ?? 0);
// The sandbox keeps the server's clock, so the tokens it signs are fresh to the server.
const shiftedNow = clockOffsetMs ? { now: () => new Date(Date.now() + clockOffsetMs) } : {};
const { sandbox, payments, appListening } = await startPaymentsForApp({
  appPort,
  host: values.host,
  ...shiftedNow,
});
const server = await createServer({
  ...shiftedNow,
  staticDir: values.static,
  dataDir: values.data,
  databaseUrl: process.env.E2E_DATABASE_URL,
  logger: false,
  payments: { gateway: payments.gateway, sandboxOrigin: payments.sandboxOrigin },
  push: { sandboxOrigins: localOrigins(Number(new URL(sandbox.origin).port)) },
  identity: {
    sandboxOrigins: [
      ...new Set([sandbox.origin, ...localOrigins(Number(new URL(sandbox.origin).port))]),
    ],
  },
});
const releaseOverride = {
  ...(process.env.DOCKET_MIN_APP_VERSION
    ? { minimum_version: process.env.DOCKET_MIN_APP_VERSION }
    : {}),
  ...(process.env.DOCKET_LATEST_APP_VERSION
    ? { latest_version: process.env.DOCKET_LATEST_APP_VERSION }
    : {}),
};
if (Object.keys(releaseOverride).length > 0) {
  await server.db.updateTable('app_releases').set(releaseOverride).execute();
  server.forgetHotReads();
}

const address = await server.app.listen({ port: appPort, host: values.host });
appListening(Number(new URL(address).port));
const operator = await startOperatorConsole({
  db: server.db,
  now: server.now,
  port: appPort === 0 ? 0 : operatorPortFor(appPort),
  push: server.push,
  token: operatorToken(operatorTokenFile(values.data)),
  standingOrders: server.standingOrders,
});
process.stdout.write(`serving ${values.static} on ${address}\n`);
process.stdout.write(`payment sandbox on ${sandbox.origin}\n`);
process.stdout.write(`operator console on ${operator.origin}\n`);

const stop = async () => {
  await operator.close();
  await server.close();
  await sandbox.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
