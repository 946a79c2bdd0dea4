/**
 * A checkout suite on the real payment sandbox (server/sandbox/), reached through the sandbox
 * gateway as the server reaches it, in-process: every request to the sandbox is recorded, and a
 * charge can be held in flight at the sandbox's processor until the test releases it.
 */
import { afterAll, beforeAll } from 'vitest';
import { createSandboxGateway } from '../../server/payments/sandboxGateway';
import { createPaymentSandbox, type PaymentSandbox } from '../../server/sandbox';
import { teaSuite, type TeaSuite } from './cartHelpers';
import type { Backend } from './helpers';

const SANDBOX = 'http://127.0.0.1:4583';

/** One request the server sent to the sandbox. */
export type SentToSandbox = { path: string; body: Record<string, unknown> };

/** A charge held at the processor: `arrived` resolves when it gets there. */
export type HeldCharge = { arrived: Promise<void>; release(): void };

export type SandboxSuite = TeaSuite & {
  sandbox: PaymentSandbox;
  sent: SentToSandbox[];
  /** Holds the next charge that reaches the processor. */
  holdNextCharge(): HeldCharge;
  /** What the server's log said (pino lines, parsed). */
  log: Array<{ msg?: string; level?: number } & Record<string, unknown>>;
};

export function sandboxSuite(backend: Backend): SandboxSuite {
  let holding: ((charge: { idempotencyKey: string }) => Promise<void>) | null = null;
  const suite = {
    sent: [] as SentToSandbox[],
    log: [] as SandboxSuite['log'],
    holdNextCharge(): HeldCharge {
      let arrive = () => {};
      const arrived = new Promise<void>((resolve) => {
        arrive = resolve;
      });
      let release = () => {};
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      holding = async () => {
        holding = null;
        arrive();
        await released;
      };
      return { arrived, release };
    },
  } as SandboxSuite;

  beforeAll(async () => {
    suite.sandbox = await createPaymentSandbox({
      appOrigins: ['http://localhost'],
      processing: async (charge) => holding?.(charge),
    });
  });
  afterAll(async () => {
    await suite.sandbox?.close();
  });

  const gateway = createSandboxGateway({
    origin: SANDBOX,
    fetch: async (input, init) => {
      const url = new URL(String(input));
      const body = typeof init?.body === 'string' ? init.body : undefined;
      suite.sent.push({ path: url.pathname, body: body ? JSON.parse(body) : {} });
      const answer = await suite.sandbox.app.inject({
        method: (init?.method ?? 'GET') as 'GET' | 'POST',
        url: url.pathname,
        headers: init?.headers as Record<string, string>,
        payload: body,
      });
      return new Response(answer.body, { status: answer.statusCode });
    },
  });
  const tea = teaSuite(backend, {
    payments: { gateway, sandboxOrigin: SANDBOX },
    reconcile: false,
    standingOrders: false,
    logger: true,
    logLevel: 'info',
    logStream: { write: (line) => void suite.log.push(JSON.parse(line)) },
  });
  // teaSuite fills its fields in its own beforeAll; read them through.
  for (const field of ['server', 'demo', 'teaId'] as const)
    Object.defineProperty(suite, field, { get: () => tea[field] });
  return suite;
}
