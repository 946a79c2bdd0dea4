/**
 * The payments a server process runs with (scripts/serve.ts, server/main.ts): the payment sandbox
 * on its own port (SANDBOX_PORT, default the app's port + 10), and the gateway for the brand
 * (server/payments/index.ts). The sandbox starts even when the brand uses Braintree, so its pages
 * stay reachable for tests; it is only wired in when the brand has no tokenization key.
 *
 * SANDBOX_APP_ORIGINS (comma-separated) adds origins the app is reached at besides
 * http://localhost:PORT and http://127.0.0.1:PORT (a LAN address, a proxy's public name).
 *
 * The sandbox listens on loopback (127.0.0.1) whatever the app's host: SANDBOX_HOST=0.0.0.0 opens
 * it to other machines (a phone on the LAN paying through it). Its admin routes answer only
 * loopback callers with its admin token: SANDBOX_ADMIN_TOKEN, else the one generated into the
 * data folder (printed at start), else a fresh one per process (server/sandbox/adminAccess.ts).
 */
import { dirname } from 'node:path';
import { DEFAULT_BRAND, loadBrand } from '@brand/load';
import { REPO_ROOT } from '../db/seed/index';
import { paymentGatewayFor, type PaymentsChoice } from '../payments/index';
import { localOrigins, sandboxPortFor, startPaymentSandbox } from './index';
import type { PaymentSandbox } from './app';
import type { SimulatedPad } from './linkly/pads';

type Env = Readonly<Record<string, string | undefined>>;

export type AppPayments = {
  sandbox: PaymentSandbox & { origin: string };
  payments: PaymentsChoice;
  /** Call once the app listens: its origins may embed the card frames and be returned to. */
  appListening(appPort: number): void;
};

const originsFrom = (env: Env) =>
  (env.SANDBOX_APP_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim().replace(/\/$/, ''))
    .filter(Boolean);

export async function startPaymentsForApp(options: {
  /** The app's port; 0 when it will pick one (the sandbox then picks one too). */
  appPort: number;
  /** The app's host. The sandbox keeps to loopback whatever it is, unless SANDBOX_HOST says otherwise. */
  host: string;
  env?: Env;
  logger?: boolean;
  /** The app server's clock, when it is shifted (scripts/serve.ts DOCKET_CLOCK_OFFSET_MS). */
  now?: () => Date;
  /** Keeps the sandbox's vault across restarts (server/main.ts: beside the PGlite data). */
  vaultFile?: string;
  /** Where the sandbox keeps its charges and admin token: the vault file's folder by default. */
  dataFolder?: string;
  /** The Linkly simulator's pads; the demo pad when not given. */
  linklyPads?: readonly SimulatedPad[];
}): Promise<AppPayments> {
  const env = options.env ?? process.env;
  const port = env.SANDBOX_PORT
    ? Number(env.SANDBOX_PORT)
    : options.appPort
      ? sandboxPortFor(options.appPort)
      : 0;
  const dataFolder = options.dataFolder ?? (options.vaultFile && dirname(options.vaultFile));
  const adminToken = env.SANDBOX_ADMIN_TOKEN?.trim();
  const sandbox = await startPaymentSandbox({
    port,
    host: env.SANDBOX_HOST?.trim() || '127.0.0.1',
    appOrigins: [...(options.appPort ? localOrigins(options.appPort) : []), ...originsFrom(env)],
    logger: options.logger,
    ...(options.now ? { now: options.now } : {}),
    ...(options.vaultFile ? { vaultFile: options.vaultFile } : {}),
    ...(dataFolder ? { dataFolder } : {}),
    ...(adminToken ? { adminToken } : {}),
    ...(options.linklyPads ? { linklyPads: options.linklyPads } : {}),
  });
  if (sandbox.adminTokenFile) {
    process.stdout.write(
      `payment sandbox admin token (${sandbox.adminTokenFile}): ${sandbox.adminToken}\n`,
    );
  }
  const brand = loadBrand(REPO_ROOT, env.BRAND || DEFAULT_BRAND);
  try {
    const payments = paymentGatewayFor(brand.providers, sandbox.origin, env);
    return {
      sandbox,
      payments,
      appListening: (appPort) => sandbox.allowAppOrigins(localOrigins(appPort)),
    };
  } catch (error) {
    await sandbox.close();
    throw error;
  }
}

/**
 * The payments of one of several server processes (server/clusterMain.ts): the sandbox runs once,
 * in the primary, at `sandboxOrigin`, so a card entered through one process is charged through
 * any other. Nothing to close here.
 */
export function paymentsOfSharedSandbox(
  sandboxOrigin: string,
  env: Env = process.env,
): Pick<AppPayments, 'payments'> & { sandbox: { origin: string; close(): Promise<void> } } {
  const brand = loadBrand(REPO_ROOT, env.BRAND || DEFAULT_BRAND);
  return {
    sandbox: { origin: sandboxOrigin, close: async () => {} },
    payments: paymentGatewayFor(brand.providers, sandboxOrigin, env),
  };
}
