/**
 * Password hashing outside the server's process, at the lowest CPU priority: up to `size` child
 * processes (scryptProcess.mjs, nice 19), each deriving one scrypt key at a time, and the calls
 * beyond `size` waiting in arrival order (hashSlots.ts). A scrypt on libuv's thread pool ran at
 * the event loop's own priority, so on a full machine a sign-in's 60–100 ms of CPU took a core
 * from the menu; a nice-19 process gets a core only when nothing at normal priority wants it.
 * Hashers start on first use and do not keep the server alive while idle; one that dies fails
 * its own call only, and the next call starts another.
 *
 * The priority alone does not keep the menu fast on a busy server: a process waking on a CPU where
 * the hasher runs still waits up to a scheduler tick (src/domain/hashPacing.ts). So after each
 * hash the hasher may rest (`restAfterHash`), longer the busier this process's event loop was.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { createSlots } from './hashSlots';

/** A hash refused because `maxWaiting` hashes already wait: answer 'Too many requests'. */
export class HashQueueFull extends Error {
  constructor() {
    super('scrypt: the hash queue is full');
  }
}

export type ScryptJob = {
  secret: string;
  salt: Buffer;
  keyLength: number;
  N: number;
  r: number;
  p: number;
  maxmem: number;
};

/** The key, and the CPU time the hasher spent deriving it. */
export type Derived = { key: Buffer; cpuMs: number };

export type HashPool = {
  derive(job: ScryptJob): Promise<Derived>;
  /** Calls hashing now / waiting for a hasher (for tests and the bench). */
  readonly active: number;
  readonly waiting: number;
  /** Process ids of the running hashers (for tests). */
  readonly pids: number[];
  /** Ends the hashers; calls in flight fail, a later call starts new ones. */
  close(): Promise<void>;
};

type Answer = { id: number; key: string; cpuMs: number } | { id: number; error: string };
type Call = { id: number; resolve: (derived: Derived) => void; reject: (error: Error) => void };
type Hasher = { child: ChildProcess; call: Call | null; exited: Promise<void> };

const SCRIPT = new URL('./scryptProcess.mjs', import.meta.url);

/**
 * How long a hasher rests after a hash before its next (src/domain/hashPacing.ts), from the hash's
 * CPU time and this process's event-loop utilisation while it ran; the caller has its key at once.
 */
export type RestAfterHash = (input: { cpuMs: number; eventLoopUtilization: number }) => number;

/**
 * A rest on the real clock that does not keep the process alive. Not the global setTimeout: a
 * test that fakes it to stop the server's own clock (tests/unit/terminalSchedules.server.test.ts)
 * would otherwise stop a resting hasher too, and every later hash would wait for a clock nobody
 * moves (its start hung whenever the seed's hashes ran on a busy event loop).
 */
const restOnRealClock = (ms: number) => sleep(ms, undefined, { ref: false });

export function createHashPool(
  size: number,
  restAfterHash: RestAfterHash = () => 0,
  rest: (ms: number) => Promise<unknown> = restOnRealClock,
  /** Hashes that may wait for a hasher; past them a hash is refused at once (HashQueueFull). */
  maxWaiting = Infinity,
): HashPool {
  const slots = createSlots(size, maxWaiting, () => new HashQueueFull());
  const hashers: Hasher[] = [];
  let nextId = 1;

  const idle = (hasher: Hasher) => {
    hasher.call = null;
    hasher.child.unref();
    hasher.child.channel?.unref();
  };

  const start = (): Hasher => {
    // No execArgv: the server's own flags (a TypeScript loader, an inspector port) are not the
    // hasher's; it is plain JavaScript.
    const child = fork(SCRIPT, [], { execArgv: [], serialization: 'json' });
    let exited!: () => void;
    const hasher: Hasher = { child, call: null, exited: new Promise((done) => (exited = done)) };
    const gone = (why: string) => {
      const index = hashers.indexOf(hasher);
      if (index >= 0) hashers.splice(index, 1);
      hasher.call?.reject(new Error(`scrypt hasher ${why}`));
      hasher.call = null;
    };
    child.on('message', (answer: Answer) => {
      const call = hasher.call;
      if (!call || answer.id !== call.id) return;
      idle(hasher);
      if ('error' in answer) call.reject(new Error(`scrypt: ${answer.error}`));
      else call.resolve({ key: Buffer.from(answer.key, 'base64'), cpuMs: answer.cpuMs });
    });
    child.on('error', (error) => gone(`failed: ${error.message}`));
    child.on('exit', (code, signal) => {
      gone(`exited (${signal ?? code})`);
      exited();
    });
    hashers.push(hasher);
    return hasher;
  };

  const run = (job: ScryptJob) =>
    new Promise<Derived>((resolve, reject) => {
      // The slots let at most `size` calls in, so a free hasher exists or may be started.
      const hasher = hashers.find((candidate) => candidate.call === null) ?? start();
      const call = { id: nextId++, resolve, reject };
      hasher.call = call;
      hasher.child.ref();
      hasher.child.channel?.ref();
      hasher.child.send({
        id: call.id,
        secret: job.secret,
        salt: job.salt.toString('base64'),
        keyLength: job.keyLength,
        N: job.N,
        r: job.r,
        p: job.p,
        maxmem: job.maxmem,
      });
    });

  // The slot is held through the rest, so the next hash waits; the caller is answered first.
  const derive = (job: ScryptJob) =>
    new Promise<Derived>((resolve, reject) => {
      slots
        .run(async () => {
          const before = performance.eventLoopUtilization();
          let derived: Derived;
          try {
            derived = await run(job);
          } catch (error) {
            reject(error instanceof Error ? error : new Error(String(error)));
            return;
          }
          resolve(derived);
          const { utilization } = performance.eventLoopUtilization(before);
          const restMs = restAfterHash({ cpuMs: derived.cpuMs, eventLoopUtilization: utilization });
          if (restMs > 0) await rest(restMs);
        })
        .catch(reject);
    });

  return {
    derive,
    get active() {
      return slots.active;
    },
    get waiting() {
      return slots.waiting;
    },
    get pids() {
      return hashers.flatMap((hasher) =>
        hasher.child.pid === undefined ? [] : [hasher.child.pid],
      );
    },
    async close() {
      const ending = [...hashers];
      for (const hasher of ending) hasher.child.kill();
      await Promise.all(ending.map((hasher) => hasher.exited));
    },
  };
}
