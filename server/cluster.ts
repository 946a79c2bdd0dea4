/**
 * Several server processes behind one port, with node's cluster module: the
 * primary process accepts each connection and hands it to the server processes in turn
 * (round-robin, node's default outside Windows), then stays out of the way; the processes share
 * one PostgreSQL and keep their hot reads right through its notifications (migration 0013). The
 * same shape as pm2's cluster mode; a proxy (nginx, HAProxy) in front of servers on their own
 * ports works the same way.
 *
 * Processes start one after another, each once the one before says it is ready, so only the first
 * migrates and seeds a new database. One that dies unasked is started again.
 */
import cluster, { type Worker } from 'node:cluster';

/** What a server process sends its primary once it serves (server/main.ts, bench/scaleWorker.ts). */
export const READY_MESSAGE = 'docket-server-ready';

export type ClusterLog = { info(message: string): void; error(message: string): void };

export type RunningCluster = { stop(): Promise<void> };

/** Tells the primary, if there is one, that this process serves. */
export function announceReady(): void {
  if (cluster.isWorker) process.send?.(READY_MESSAGE);
}

export async function startCluster(options: {
  processes: number;
  /** The server process's module. */
  exec: string;
  execArgv?: string[];
  /** Added to each process's environment, with DOCKET_PROCESS_INDEX (0 for the first). */
  env?: (index: number) => Record<string, string>;
  log: ClusterLog;
}): Promise<RunningCluster> {
  cluster.setupPrimary({ exec: options.exec, execArgv: options.execArgv ?? process.execArgv });
  let stopping = false;
  const running = new Set<Worker>();

  const fork = (index: number): Promise<void> => {
    const worker = cluster.fork({
      ...options.env?.(index),
      DOCKET_PROCESS_INDEX: String(index),
    });
    running.add(worker);
    let served = false;
    worker.once('exit', (code, signal) => {
      running.delete(worker);
      // One that never served (a bad setting, the database away) is not started again and again.
      if (stopping || !served) return;
      options.log.error(
        `server process ${index + 1} exited (${signal ?? code}); starting it again`,
      );
      void fork(index).catch((error: unknown) => options.log.error(String(error)));
    });
    return new Promise<void>((resolve, reject) => {
      worker.on('message', (message) => {
        if (message !== READY_MESSAGE) return;
        served = true;
        resolve();
      });
      worker.once('exit', (code) =>
        reject(new Error(`server process ${index + 1} exited (${code}) before it served`)),
      );
    });
  };

  for (let index = 0; index < options.processes; index += 1) await fork(index);
  options.log.info(`${options.processes} server processes are serving`);

  return {
    stop: async () => {
      stopping = true;
      await Promise.all(
        [...running].map(
          (worker) =>
            new Promise<void>((resolve) => {
              if (worker.isDead()) return resolve();
              worker.once('exit', () => resolve());
              worker.process.kill('SIGTERM');
            }),
        ),
      );
    },
  };
}
