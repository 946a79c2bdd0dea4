/**
 * One server process of the scale-out bench (bench/scaleOut.ts), started by bench/scaleCluster.ts:
 * the server as the Merchant and SubmitOrder rows run it (no rate limits, the approving payment
 * stand-in of bench/submitOrderLoad.ts), on DATABASE_URL, sharing PORT with its siblings. Its clock
 * runs DOCKET_BENCH_CLOCK_OFFSET_MS ahead (to noon at the demo store, which orders need open),
 * the same for every process.
 */
import { createServer } from '../server/app';
import { announceReady } from '../server/cluster';
import { approvingGateway } from './submitOrderLoad';

const clockOffsetMs = Number(process.env.DOCKET_BENCH_CLOCK_OFFSET_MS ?? 0);
const server = await createServer({
  now: () => new Date(Date.now() + clockOffsetMs),
  databaseUrl: process.env.DATABASE_URL,
  logger: false,
  // The load comes from one address, far past what one customer sends.
  rateLimits: false,
  payments: { gateway: approvingGateway(), sandboxOrigin: '' },
});
await server.app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
announceReady();
process.once('SIGTERM', () => {
  server.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
});
