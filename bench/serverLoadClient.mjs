/**
 * The load generator of bench/serverLoad.ts, in a worker thread of its own: sharing the server's
 * event loop, autocannon's own work (building requests, parsing answers, its histograms) would be
 * counted as server latency. Each connection sends its own customer's SID.
 */
import { parentPort, workerData } from 'node:worker_threads';
import autocannon from 'autocannon';

const { url, connections, seconds, bodies } = workerData;
let nextClient = 0;
const options = {
  url,
  method: 'POST',
  connections,
  duration: seconds,
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: bodies[0],
  setupClient: (client) => {
    client.setBody(bodies[nextClient % bodies.length]);
    nextClient += 1;
  },
};
// Off the main thread autocannon hands back its raw histograms; aggregating gives the usual figures.
const result = autocannon.aggregateResult([await autocannon(options)], options);
parentPort.postMessage({
  p50: result.latency.p50,
  p99: result.latency.p99,
  // The per-second histogram is not carried out of a worker thread: total over duration.
  requestsPerSecond: Math.round(result.requests.total / result.duration),
  errors: result.errors + result.non2xx,
});
