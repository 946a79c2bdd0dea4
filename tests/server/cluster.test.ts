/**
 * server/cluster.ts, the balancer of `npm run serve:cluster` and the scale bench: the
 * processes start, share one port and each gets connections; stop ends them all; a process that
 * dies before it serves fails the start instead of being started again and again.
 */
import { createServer as createNetServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { startCluster } from '../../server/cluster';

const worker = new URL('./fixtures/clusterWorker.ts', import.meta.url).pathname;
const quiet = { info: () => {}, error: () => {} };

async function freePort(): Promise<number> {
  const server = createNetServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('startCluster', () => {
  it('runs the processes behind one port, each answering in turn, and stops them', async () => {
    const port = await freePort();
    const cluster = await startCluster({
      processes: 2,
      exec: worker,
      execArgv: ['--import', 'tsx'],
      env: () => ({ PORT: String(port) }),
      log: quiet,
    });
    const pids = new Set<number>();
    try {
      for (let index = 0; index < 4; index += 1) {
        const response = await fetch(`http://127.0.0.1:${port}/`);
        pids.add(Number(await response.text()));
      }
    } finally {
      await cluster.stop();
    }
    expect(pids.size).toBe(2);
    for (const pid of pids) expect(alive(pid)).toBe(false);
  }, 30_000);

  it('fails to start when a process exits before it serves', async () => {
    await expect(
      startCluster({
        processes: 1,
        exec: worker,
        execArgv: ['--import', 'tsx'],
        env: () => ({ PORT: '0', FAIL_BEFORE_READY: '1' }),
        log: quiet,
      }),
    ).rejects.toThrow('server process 1 exited (3) before it served');
  }, 30_000);
});
