/**
 * A task the server repeats while it runs (the purge). The timer is unref'd, so it never keeps
 * the process alive; a tick while the last run is still going does nothing; a failure is reported
 * and the next tick tries again; stop() cancels the timer and waits for a run in progress, so the
 * database is not closed under it.
 */

export type Scheduler = {
  /** Calls `tick` every `ms` until cancelled. */
  every(ms: number, tick: () => Promise<void>): { cancel(): void };
};

export const timerScheduler: Scheduler = {
  every(ms, tick) {
    const timer = setInterval(() => void tick(), ms);
    timer.unref();
    return { cancel: () => clearInterval(timer) };
  },
};

export type PeriodicTask = { stop(): Promise<void> };

export function startPeriodic(
  scheduler: Scheduler,
  everyMs: number,
  task: () => Promise<void>,
  onError: (error: unknown) => void,
): PeriodicTask {
  let running: Promise<void> | null = null;
  const tick = () => {
    running ??= task()
      .catch(onError)
      .finally(() => {
        running = null;
      });
    return running;
  };
  const timer = scheduler.every(everyMs, tick);
  return {
    stop: async () => {
      timer.cancel();
      await running;
    },
  };
}
