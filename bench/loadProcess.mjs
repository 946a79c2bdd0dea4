/**
 * A bench load generator in a process of its own (bench/scaleOut.ts): with two server processes on
 * a two-core machine, a generator sharing the bench's process (or a server's) would take the
 * servers' CPU unseen. The parent sends { client, workerData }: the client module (a worker-thread
 * load generator such as serverLoadClient.mjs) runs here, and its figures are sent back.
 */
import { Worker } from 'node:worker_threads';

process.once('message', ({ client, workerData }) => {
  const worker = new Worker(new URL(client, import.meta.url), { workerData });
  worker.once('message', (figures) => process.send(figures, () => process.exit(0)));
  worker.once('error', (error) => {
    process.stderr.write(`${error?.stack ?? error}\n`);
    process.exit(1);
  });
});
