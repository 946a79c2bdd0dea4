/**
 * The load generator of bench/submitOrderLoad.ts, in a worker thread of its own (as
 * serverLoadClient.mjs): a fixed rate of SubmitOrder placements, each request the next body of the
 * list, so every placement is a new cart and request id; when the list runs out it starts again,
 * and those repeats must be answered from the idempotency store.
 */
import { parentPort, workerData } from 'node:worker_threads';
import autocannon from 'autocannon';

const { url, connections, seconds, rate, bodies } = workerData;
let next = 0;
const options = {
  url,
  method: 'POST',
  connections,
  duration: seconds,
  overallRate: rate,
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  requests: [
    {
      setupRequest: (request) => {
        const body = bodies[next % bodies.length];
        next += 1;
        return { ...request, body };
      },
    },
  ],
};
const result = autocannon.aggregateResult([await autocannon(options)], options);
parentPort.postMessage({
  p50: result.latency.p50,
  p99: result.latency.p99,
  requestsPerSecond: Math.round(result.requests.total / result.duration),
  errors: result.errors + result.non2xx,
  sent: next,
});
