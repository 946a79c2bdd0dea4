/**
 * The scale-out bench's servers (bench/scaleOut.ts): DOCKET_PROCESSES processes of
 * bench/scaleWorker.ts behind one PORT, balanced by node's cluster module (server/cluster.ts) as
 * `npm run serve:cluster` runs the real server. Says 'ready' to its parent once all serve; stops
 * them on SIGTERM.
 */
import { startCluster } from '../server/cluster';

const cluster = await startCluster({
  processes: Number(process.env.DOCKET_PROCESSES ?? 1),
  exec: new URL('./scaleWorker.ts', import.meta.url).pathname,
  execArgv: ['--import', 'tsx'],
  log: { info: () => {}, error: (message) => process.stderr.write(`${message}\n`) },
});
process.send?.('ready');
process.once('SIGTERM', () => {
  cluster.stop().then(
    () => process.exit(0),
    () => process.exit(1),
  );
});
