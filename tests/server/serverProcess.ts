/**
 * The reference server as a child process (server/main.ts) that a test can kill and start again
 * on the same data, and the payment provider in this process behind a proxy that can hold a
 * charge's answer back (the provider charged, the server never heard). The provider outlives the
 * server as Braintree does, so its charges are counted across a crash.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer as createHttpServer, type ServerResponse } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { openDatabase } from '../../server/db/connect';
import type { Database } from '../../server/db/schema';
import { createPaymentSandbox, type PaymentSandbox } from '../../server/sandbox/index';

export async function freePort(): Promise<number> {
  const probe = createNetServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return typeof address === 'object' && address ? address.port : 0;
}

export type ServerProcess = {
  origin: string;
  /** Resolves once the reconciler's first pass after start has run. */
  reconciled: Promise<void>;
  /** Ends the process: SIGKILL is a crash, SIGTERM a restart (it finishes what it serves). */
  stop(signal: 'SIGKILL' | 'SIGTERM'): Promise<void>;
};

/** Starts server/main.ts with `env`; resolves once it serves. */
export function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  return freePort().then(
    (port) =>
      new Promise((resolve, reject) => {
        const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
          env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        let out = '';
        let settleReconciled: () => void = () => {};
        const reconciled = new Promise<void>((done) => (settleReconciled = done));
        const exited = new Promise<void>((done) => child.once('exit', () => done()));
        const stop = async (signal: 'SIGKILL' | 'SIGTERM') => {
          if (child.exitCode === null && child.signalCode === null) child.kill(signal);
          await exited;
        };
        child.stdout!.on('data', (chunk: Buffer) => {
          out += chunk.toString();
          if (out.includes('payments reconciled at start')) settleReconciled();
          if (out.includes('Docket is serving on'))
            resolve({ origin: `http://127.0.0.1:${port}`, reconciled, stop });
        });
        child.stderr!.on('data', (chunk: Buffer) => (out += chunk.toString()));
        child.on('exit', (code, signal) => {
          if (signal !== 'SIGKILL' && signal !== 'SIGTERM' && code !== 0)
            reject(new Error(`server exited ${code ?? signal}:\n${out.slice(-3000)}`));
        });
      }),
  );
}

/** The settings every child of a suite shares: the provider here, no build, no rate limits. */
export function childEnv(options: {
  databaseUrl: string | null;
  dataDir: string;
  providerOrigin: string;
  staticDir: string;
}): Record<string, string> {
  return {
    // A PGlite run must not inherit the suite's DATABASE_URL.
    ...(options.databaseUrl
      ? { DATABASE_URL: options.databaseUrl }
      : { DATABASE_URL: '', DATA_DIR: options.dataDir }),
    DOCKET_SANDBOX_ORIGIN: options.providerOrigin,
    STATIC_DIR: options.staticDir,
    OPERATOR_PORT: '0',
    IDENTITY_SANDBOX: '0',
    DOCKET_RATE_LIMITS: '0',
    STANDING_ORDERS: '0',
    // Settle what a crash left at once, at start (and on a repeat of its request id).
    RECONCILE_AFTER_MS: '0',
    LOG_LEVEL: 'info',
  };
}

export type HoldingProvider = {
  sandbox: PaymentSandbox;
  origin: string;
  /**
   * The next charge goes to the provider, which makes it; its answer is held back. Resolves once
   * the provider has answered (the charge exists and the server has not heard).
   */
  holdNextCharge(): Promise<void>;
  /** Passes a held answer on (to a server still alive). */
  release(): void;
  close(): Promise<void>;
};

/** The payment sandbox, here, behind a proxy that can hold a charge's answer. */
export async function holdingProvider(): Promise<HoldingProvider> {
  const sandbox = await createPaymentSandbox({ appOrigins: [] });
  await sandbox.app.listen({ port: 0, host: '127.0.0.1' });
  const address = sandbox.app.server.address();
  const target = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  let hold: { answered: () => void } | null = null;
  let held: (() => void) | null = null;
  const proxy = createHttpServer((request, response: ServerResponse) => {
    const body: Buffer[] = [];
    request.on('data', (chunk: Buffer) => body.push(chunk));
    request.on('end', () => {
      void fetch(`${target}${request.url}`, {
        method: request.method,
        headers: Object.fromEntries(
          Object.entries(request.headers).filter(
            (entry): entry is [string, string] =>
              typeof entry[1] === 'string' &&
              !['host', 'content-length', 'connection'].includes(entry[0]),
          ),
        ),
        body: request.method === 'GET' ? undefined : Buffer.concat(body),
      }).then(async (answer) => {
        const text = await answer.text();
        const send = () => {
          if (response.destroyed) return;
          response.writeHead(answer.status, {
            'content-type': answer.headers.get('content-type') ?? 'application/json',
          });
          response.end(text);
        };
        if (hold !== null && request.url === '/api/charges') {
          const { answered } = hold;
          hold = null;
          held = send;
          answered();
          return;
        }
        send();
      });
    });
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const port = proxy.address();
  return {
    sandbox,
    origin: `http://127.0.0.1:${typeof port === 'object' && port ? port.port : 0}`,
    holdNextCharge: () => new Promise((answered) => (hold = { answered })),
    release: () => {
      held?.();
      held = null;
    },
    close: async () => {
      proxy.closeAllConnections();
      await new Promise((resolve) => proxy.close(resolve));
      await sandbox.close();
    },
  };
}

export type SlowProvider = {
  origin: string;
  /** Resolves once `count` more of the provider's answers have been passed back. */
  answers(count: number): Promise<void>;
  close(): Promise<void>;
};

/**
 * The provider's latency: a proxy in front of the sandbox that holds every call for `ms` before
 * passing it on, and counts the answers it passes back (a kill can wait on them).
 */
export async function slowProvider(sandbox: PaymentSandbox, ms: number): Promise<SlowProvider> {
  let passed = 0;
  const waiting: { at: number; resolve: () => void }[] = [];
  const passedOne = () => {
    passed += 1;
    for (const waiter of waiting.filter((w) => w.at <= passed)) {
      waiting.splice(waiting.indexOf(waiter), 1);
      waiter.resolve();
    }
  };
  const address = sandbox.app.server.address();
  const target = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const proxy = createHttpServer((request, response) => {
    const body: Buffer[] = [];
    request.on('data', (chunk: Buffer) => body.push(chunk));
    request.on('end', () => {
      setTimeout(() => {
        fetch(`${target}${request.url ?? '/'}`, {
          method: request.method ?? 'GET',
          headers: { 'content-type': request.headers['content-type'] ?? 'application/json' },
          ...(request.method === 'GET' ? {} : { body: Buffer.concat(body) }),
        }).then(
          async (answer) => {
            response.writeHead(answer.status, {
              'content-type': answer.headers.get('content-type') ?? '',
            });
            response.end(Buffer.from(await answer.arrayBuffer()));
            passedOne();
          },
          () => {
            response.writeHead(502);
            response.end();
          },
        );
      }, ms);
    });
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const port = proxy.address();
  return {
    origin: `http://127.0.0.1:${typeof port === 'object' && port ? port.port : 0}`,
    answers: (count) => new Promise((resolve) => waiting.push({ at: passed + count, resolve })),
    close: async () => {
      proxy.closeAllConnections();
      await new Promise((resolve) => proxy.close(resolve));
    },
  };
}

/** The suite's database, opened after its servers have stopped (PGlite is one process's). */
export async function openData(env: Record<string, string>): Promise<Kysely<Database>> {
  if (env.DATABASE_URL)
    return new Kysely<Database>({
      dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: env.DATABASE_URL }) }),
    });
  return (await openDatabase({ dataDir: env.DATA_DIR! })).db;
}
