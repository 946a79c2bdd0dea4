/**
 * The sign-in half of bench/loginLoad.ts, in a child process of its own (its input the first IPC
 * message, its figures the answer), so that none of its work shares the server's process: `logins` customers sign in
 * by email and password at once, each again as soon as its answer is in (closed loop), for
 * `seconds`. Each loop has a keep-alive connection and a member of its own. Latency runs from a
 * request's send to the end of its answer; an answer other than HTTP 200 with ResponseCode
 * SUCCESS is an error.
 */
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { succeeded } from './answers.mjs';

const { url, seconds, bodies } = await new Promise((resolve) => process.once('message', resolve));
const agent = new http.Agent({ keepAlive: true, maxSockets: bodies.length });
const latencies = [];
let errors = 0;
const start = performance.now();
const end = start + seconds * 1000;

function login(body) {
  return new Promise((resolve) => {
    const sent = performance.now();
    const settle = (failed) => {
      latencies.push(performance.now() - sent);
      if (failed) errors += 1;
      resolve();
    };
    const request = http.request(
      url,
      { method: 'POST', agent, headers: { 'content-type': 'application/x-www-form-urlencoded' } },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          settle(!succeeded(response.statusCode ?? 0, Buffer.concat(chunks).toString('utf8'))),
        );
        response.on('error', () => settle(true));
      },
    );
    request.on('error', () => settle(true));
    request.end(body);
  });
}

await Promise.all(
  bodies.map(async (body) => {
    while (performance.now() < end) await login(body);
  }),
);
const elapsedSeconds = (performance.now() - start) / 1000;
agent.destroy();
latencies.sort((a, b) => a - b);
const percentile = (p) =>
  Math.round(latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))]);
process.send(
  {
    p50: percentile(0.5),
    p99: percentile(0.99),
    logins: latencies.length,
    loginsPerSecond: Math.round((latencies.length / elapsedSeconds) * 10) / 10,
    errors,
  },
  () => process.disconnect(),
);
