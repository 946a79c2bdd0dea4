/**
 * One password hasher of server/accounts/hashPool.ts, a child process of the server: it lowers its
 * own priority to the least there is (nice 19) before any work, then derives one scrypt key at a
 * time, synchronously, on this thread (the one whose priority it lowered: on Linux a nice value
 * belongs to a thread). So the hash gets a core's time only when little else wants it. The priority
 * does not make the kernel switch to a waking process at once, though (it may wait up to a tick
 * beside the hash, src/domain/hashPacing.ts), which is why the pool also rests each hasher between
 * hashes while the server is busy. Plain JavaScript, so it starts without a TypeScript loader.
 *
 * Message in: { id, secret, salt (base64), keyLength, N, r, p, maxmem }.
 * Message out: { id, key (base64), cpuMs } or { id, error }. The secret is never logged.
 */
import { scryptSync } from 'node:crypto';
import { constants, setPriority } from 'node:os';

setPriority(constants.priority.PRIORITY_LOW);

/**
 * Sends an answer, unless the server has gone while this one hashed (its channel closed during
 * the synchronous hash): then nobody is waiting, and a send would fail with EPIPE.
 */
function reply(message) {
  if (!process.connected) return;
  process.send(message, (error) => {
    if (error) process.exit(0);
  });
}

process.on('message', (job) => {
  const before = process.cpuUsage();
  try {
    const key = scryptSync(job.secret, Buffer.from(job.salt, 'base64'), job.keyLength, {
      N: job.N,
      r: job.r,
      p: job.p,
      maxmem: job.maxmem,
    });
    const used = process.cpuUsage(before);
    reply({
      id: job.id,
      key: key.toString('base64'),
      cpuMs: (used.user + used.system) / 1000,
    });
  } catch (error) {
    reply({ id: job.id, error: error instanceof Error ? error.message : String(error) });
  }
});
// The server is gone (or closed the pool): nothing left to hash for.
process.on('disconnect', () => process.exit(0));
