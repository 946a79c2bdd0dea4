/**
 * The load generator of bench/submitOrderLoad.ts, in a worker thread of its own: SubmitOrder
 * placements arriving at `rate` per second for `seconds`, open loop, as independent customers do
 * (Poisson arrivals: exponential gaps, so bursts happen at their natural rate). Each request is the
 * next body of the list, a new cart and request id, except every tenth, which sends the previous
 * one again at once, as a client does whose answer was lost: it races the first placement and must
 * get its answer from the idempotency store, never a second order. Up to `connections` keep-alive
 * connections are open at once; a request waiting for one is still waiting.
 *
 * An answer other than HTTP 200 with ResponseCode SUCCESS is an error (bench/answers.mjs).
 *
 * Latency runs from each request's scheduled arrival to the end of its answer, so a slow server
 * (or a late generator) is never hidden by requests that were sent late. autocannon's overallRate
 * is not used here: it starts every connection's timer together, so 50 connections at 200 req/s
 * arrive as a burst of 50 every 250 ms.
 */
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import { succeeded } from './answers.mjs';

const { url, connections, seconds, rate, bodies } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
const total = Math.round(rate * seconds);
const arrivals = [];
for (let at = 0; arrivals.length < total;) {
  at += (-Math.log(1 - Math.random()) / rate) * 1000;
  arrivals.push(at);
}

// Which body each arrival sends: every tenth repeats the one before.
const bodyOf = [];
for (let index = 0, body = 0; index < total; index += 1)
  bodyOf.push(index % 10 === 9 ? body - 1 : body++);

const latencies = [];
let errors = 0;
let answered = 0;
let next = 0;
const start = performance.now();

const finished = new Promise((resolve) => {
  const settle = (scheduled, failed) => {
    latencies.push(performance.now() - scheduled);
    if (failed) errors += 1;
    answered += 1;
    if (answered === total) resolve();
  };
  const send = (index) => {
    const scheduled = start + arrivals[index];
    const request = http.request(
      url,
      {
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          settle(
            scheduled,
            !succeeded(response.statusCode ?? 0, Buffer.concat(chunks).toString('utf8')),
          ),
        );
        response.on('error', () => settle(scheduled, true));
      },
    );
    request.on('error', () => settle(scheduled, true));
    request.end(bodies[bodyOf[index] % bodies.length]);
  };
  const tick = () => {
    const now = performance.now() - start;
    while (next < total && arrivals[next] <= now) send(next++);
    if (next < total) setTimeout(tick, Math.max(0, arrivals[next] - now));
  };
  tick();
});

await finished;
const elapsedSeconds = (performance.now() - start) / 1000;
agent.destroy();
latencies.sort((a, b) => a - b);
const percentile = (p) =>
  Math.round(latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))]);
parentPort.postMessage({
  p50: percentile(0.5),
  p99: percentile(0.99),
  requestsPerSecond: Math.round(answered / elapsedSeconds),
  errors,
  sent: next,
  // Every tenth arrival repeats the body before it: the distinct request ids sent.
  distinct: next === 0 ? 0 : bodyOf[next - 1] + 1,
});
