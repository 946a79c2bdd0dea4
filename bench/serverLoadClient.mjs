/**
 * The load generator of bench/serverLoad.ts, in a worker thread of its own: sharing the server's
 * event loop, autocannon's own work (building requests, parsing answers, its histograms) would be
 * counted as server latency. Each connection sends its own customer's SID. An answer other than
 * HTTP 200 with ResponseCode SUCCESS is an error (bench/answers.mjs).
 * bench/loginLoad.ts runs it as a child process instead (its input the first IPC message, its
 * figures the answer), so that none of the generator's threads are the server's process's.
 */
import { parentPort, workerData } from 'node:worker_threads';
import autocannon from 'autocannon';
import { succeeded } from './answers.mjs';

const inThread = parentPort !== null;
const { url, connections, seconds, bodies } = inThread
  ? workerData
  : await new Promise((resolve) => process.once('message', resolve));
const report = (figures) =>
  inThread ? parentPort.postMessage(figures) : process.send(figures, () => process.disconnect());
let nextClient = 0;
const options = {
  url,
  method: 'POST',
  connections,
  duration: seconds,
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: bodies[0],
  // An envelope that says ERROR under HTTP 200 is a mismatch, counted with the errors below.
  verifyBody: (body) => succeeded(200, body),
  // Raw histograms in a child process too (a worker thread always gets them), aggregated below.
  skipAggregateResult: true,
  setupClient: (client) => {
    client.setBody(bodies[nextClient % bodies.length]);
    nextClient += 1;
  },
};
const result = autocannon.aggregateResult([await autocannon(options)], options);
report({
  p50: result.latency.p50,
  p99: result.latency.p99,
  // The per-second histogram is not carried out of autocannon's raw result: total over duration.
  requestsPerSecond: Math.round(result.requests.total / result.duration),
  errors: result.errors + result.non2xx + result.mismatches,
});
